import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { NewsRow } from './NewsRow';

const item = { path: '/news/gw', publishedDate: '2025-04-20', title: 'GW期間中の対応について' };

describe('NewsRow', () => {
  it("links the 'お知らせ' label, date and title to the news page", () => {
    render(<NewsRow item={item} />);
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/news/gw');
    expect(link.textContent).toBe('お知らせ2025/04/20GW期間中の対応について');
    expect(screen.getByText('2025/04/20').getAttribute('datetime')).toBe('2025-04-20');
  });

  it('has no axe violations', async () => {
    const { container } = render(<NewsRow item={item} />);
    await expectNoAxeViolations(container);
  });
});
