import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { exampleJobs } from '../JobCard/fixtures';
import { JobList } from './JobList';

const base = {
  jobs: exampleJobs,
  totalCount: 1234,
  page: 2,
  perPage: 5,
  hrefForPage: (page: number) => `/driver?page=${page}`,
};

describe('JobList', () => {
  it('shows the total, the range shown, the cards and pagination', () => {
    render(<JobList {...base} />);
    expect(screen.getByText(/件中/).textContent).toBe('該当求人1,234件中 6〜10件を表示');
    expect(screen.getAllByRole('article')).toHaveLength(5);
    const nav = within(screen.getByRole('navigation', { name: 'ページ送り' }));
    expect(nav.getByText('2').getAttribute('aria-current')).toBe('page');
    expect(nav.getByRole('link', { name: '247ページ目' })).toBeTruthy();
  });

  it('passes saved state and save toggles through to cards', async () => {
    const onSaveToggle = vi.fn();
    render(<JobList {...base} savedJobIds={[102]} onSaveToggle={onSaveToggle} />);
    const buttons = screen.getAllByRole('button', { name: /気になる/ });
    expect(buttons.map((b) => b.getAttribute('aria-pressed'))).toEqual([
      'false',
      'true',
      'false',
      'false',
      'false',
    ]);
    await userEvent.click(buttons[1]!);
    expect(onSaveToggle).toHaveBeenCalledWith(102, false);
  });

  it('shows skeletons while loading and an empty state with no jobs', () => {
    const { rerender } = render(<JobList {...base} loading />);
    expect(screen.getByRole('status').textContent).toBe('求人を読み込み中');
    rerender(<JobList {...base} jobs={[]} totalCount={0} />);
    expect(screen.getByRole('heading').textContent).toBe('条件に合う求人が見つかりませんでした');
  });

  it('has no axe violations', async () => {
    const { container } = render(<JobList {...base} onSaveToggle={() => {}} />);
    await expectNoAxeViolations(container);
  });

  it('renders a save slot per card from renderSaveSlot', () => {
    render(<JobList {...base} renderSaveSlot={(job) => <span>slot-{job.id}</span>} />);
    expect(screen.getByText('slot-101')).toBeTruthy();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});
