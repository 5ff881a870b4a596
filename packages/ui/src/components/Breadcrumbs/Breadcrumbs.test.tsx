import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Breadcrumbs } from './Breadcrumbs';

const items = [
  { label: 'トップ', href: '/' },
  { label: 'ドライバーの求人', href: '/driver' },
  { label: '求人詳細', href: '/driver/job/1' },
];

describe('Breadcrumbs', () => {
  it('links every level but the last, which is the current page', () => {
    render(<Breadcrumbs items={items} />);
    const nav = within(screen.getByRole('navigation', { name: 'パンくずリスト' }));
    expect(nav.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/', '/driver']);
    expect(nav.getByText('求人詳細').getAttribute('aria-current')).toBe('page');
    expect(nav.getAllByRole('listitem')).toHaveLength(3);
  });

  it('renders nothing without items', () => {
    const { container } = render(<Breadcrumbs items={[]} />);
    expect(container.innerHTML).toBe('');
  });

  it('has no axe violations', async () => {
    const { container } = render(<Breadcrumbs items={items} />);
    await expectNoAxeViolations(container);
  });
});
