import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { exampleArticle } from './fixtures';
import { MagazineListItem } from './MagazineListItem';

describe('MagazineListItem', () => {
  it('shows a 172×128 thumbnail, title link, description and category chips', () => {
    const { container } = render(<MagazineListItem article={exampleArticle} />);
    const img = container.querySelector('img')!;
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['172', '128']);
    expect(screen.getByRole('link', { name: exampleArticle.title }).getAttribute('href')).toBe(
      '/magazine/articles/42',
    );
    expect(screen.getByText(/受験資格/)).toBeTruthy();
    expect(screen.getByRole('link', { name: '免許・資格' }).getAttribute('href')).toBe(
      '/magazine/category/license',
    );
  });

  it('shows the update date as YYYY/MM/DD in Japan time', () => {
    render(<MagazineListItem article={exampleArticle} />);
    // 2025-03-31T16:30Z is April 1st in Japan.
    const time = screen.getByText('2025/04/01');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe('2025-04-01');
  });

  it('has no axe violations', async () => {
    const { container } = render(<MagazineListItem article={exampleArticle} />);
    await expectNoAxeViolations(container);
  });
});
