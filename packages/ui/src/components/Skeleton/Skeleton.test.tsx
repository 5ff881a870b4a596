import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { JobListSkeleton, Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive technology on its own', () => {
    const { container } = render(<Skeleton width="50%" />);
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });

  it('announces a loading list once, as a busy status', () => {
    render(<JobListSkeleton count={4} />);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.textContent).toBe('求人を読み込み中');
  });

  it('has no axe violations', async () => {
    const { container } = render(<JobListSkeleton />);
    await expectNoAxeViolations(container);
  });
});
