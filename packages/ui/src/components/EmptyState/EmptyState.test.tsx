import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows the title, description and the way forward', async () => {
    const { container } = render(
      <EmptyState
        title="条件に合う求人が見つかりませんでした"
        description="条件を変えてください。"
        action={{ label: '求人を探す', href: '/driver' }}
      />,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      '条件に合う求人が見つかりませんでした',
    );
    expect(screen.getByRole('link', { name: '求人を探す' }).getAttribute('href')).toBe('/driver');
    await expectNoAxeViolations(container);
  });

  it('omits what is not given', () => {
    render(<EmptyState title="最近見た求人はありません" headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3 })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
