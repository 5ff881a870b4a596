import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Pagination } from './Pagination';
import { paginationItems } from './pages';

const href = (page: number) => `/driver?page=${page}`;

describe('paginationItems', () => {
  it.each([
    [1, 1, [1]],
    [1, 0, []],
    [1, 5, [1, 2, 'ellipsis-end', 5]],
    [3, 5, [1, 2, 3, 4, 5]],
    [1, 20, [1, 2, 'ellipsis-end', 20]],
    [10, 20, [1, 'ellipsis-start', 9, 10, 11, 'ellipsis-end', 20]],
    [20, 20, [1, 'ellipsis-start', 19, 20]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
    [99, 20, [1, 'ellipsis-start', 19, 20]],
  ])('page %i of %i → %j', (page, total, expected) => {
    expect(paginationItems(page, total)).toEqual(expected);
  });
});

describe('Pagination', () => {
  it('links pages, marks the current one and offers previous/next', () => {
    render(<Pagination page={10} totalPages={20} hrefForPage={href} />);
    const nav = within(screen.getByRole('navigation', { name: 'ページ送り' }));
    expect(nav.getByText('10').getAttribute('aria-current')).toBe('page');
    expect(nav.getByRole('link', { name: '前へ' }).getAttribute('href')).toBe('/driver?page=9');
    expect(nav.getByRole('link', { name: '次へ' }).getAttribute('href')).toBe('/driver?page=11');
    expect(nav.getByRole('link', { name: '20ページ目' }).getAttribute('href')).toBe(
      '/driver?page=20',
    );
  });

  it('has no previous link on the first page and no next link on the last', () => {
    const { rerender } = render(<Pagination page={1} totalPages={3} hrefForPage={href} />);
    expect(screen.queryByRole('link', { name: '前へ' })).toBeNull();
    rerender(<Pagination page={3} totalPages={3} hrefForPage={href} />);
    expect(screen.queryByRole('link', { name: '次へ' })).toBeNull();
  });

  it('renders nothing for one page', () => {
    const { container } = render(<Pagination page={1} totalPages={1} hrefForPage={href} />);
    expect(container.innerHTML).toBe('');
  });

  it('has no axe violations', async () => {
    const { container } = render(<Pagination page={5} totalPages={20} hrefForPage={href} />);
    await expectNoAxeViolations(container);
  });
});
