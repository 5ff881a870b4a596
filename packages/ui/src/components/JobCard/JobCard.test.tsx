import { JOB_CARD_DESCRIPTION_LENGTH, TRUNCATION_SUFFIX } from '@jobsite/domain/constants';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { exampleJob } from './fixtures';
import { JobCard, JobSaveButton } from './JobCard';

describe('JobCard', () => {
  it('shows title link, salary range min〜max, place and features', () => {
    render(<JobCard job={exampleJob} />);
    expect(screen.getByRole('link', { name: exampleJob.title }).getAttribute('href')).toBe(
      '/driver/job/101',
    );
    expect(screen.getByText('月給 280,000円〜400,000円')).toBeTruthy();
    expect(screen.getByText('東京都江東区')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'この求人の特徴' }).textContent).toContain('日勤のみ');
  });

  it(`cuts the description to ${JOB_CARD_DESCRIPTION_LENGTH} characters ending with '...'`, () => {
    const { container } = render(<JobCard job={exampleJob} />);
    const paragraph = Array.from(container.querySelectorAll('p')).at(-1)!;
    const text = paragraph.textContent ?? '';
    expect(text.endsWith(TRUNCATION_SUFFIX)).toBe(true);
    expect(Array.from(text.slice(0, -TRUNCATION_SUFFIX.length)).length).toBeLessThanOrEqual(
      JOB_CARD_DESCRIPTION_LENGTH,
    );
  });

  it('shows badges such as 会員限定 above the title, and none by default', () => {
    const { unmount } = render(<JobCard job={{ ...exampleJob, badges: ['会員限定'] }} />);
    expect(screen.getByRole('list', { name: '求人の区分' }).textContent).toBe('会員限定');
    unmount();
    render(<JobCard job={exampleJob} />);
    expect(screen.queryByRole('list', { name: '求人の区分' })).toBeNull();
  });

  it('shows hours, holidays, the publication date and NEW; its marks stay hidden', () => {
    const { container } = render(
      <JobCard
        job={{
          ...exampleJob,
          hours: '8:00〜17:00',
          holidays: '週休2日制（土日）',
          publishedOn: '2026/11/20',
          isNew: true,
        }}
      />,
    );
    expect(screen.getByText('8:00〜17:00')).toBeTruthy();
    expect(screen.getByText('週休2日制（土日）')).toBeTruthy();
    expect(screen.getByText('掲載日 2026/11/20')).toBeTruthy();
    expect(screen.getByText('NEW')).toBeTruthy();
    expect(container.querySelector('article')?.dataset.jobId).toBe('101');
    expect(container.querySelector('[data-mark="applied"]')?.textContent).toBe('応募済み');
  });

  it('leaves short descriptions whole and hides an empty salary', () => {
    render(
      <JobCard
        job={{ ...exampleJob, description: '短い説明', lowestSalary: null, highestSalary: 0 }}
      />,
    );
    expect(screen.getByText('短い説明')).toBeTruthy();
    expect(screen.queryByText('給与')).toBeNull();
  });

  it('toggles save with mouse and keyboard, reporting the requested state', async () => {
    const user = userEvent.setup();
    const onSaveToggle = vi.fn();
    const { rerender } = render(<JobCard job={exampleJob} onSaveToggle={onSaveToggle} />);
    const button = screen.getByRole('button', { name: /気になる/ });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    await user.click(button);
    expect(onSaveToggle).toHaveBeenLastCalledWith(101, true);

    rerender(<JobCard job={exampleJob} saved onSaveToggle={onSaveToggle} />);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    button.focus();
    await user.keyboard(' ');
    expect(onSaveToggle).toHaveBeenLastCalledWith(101, false);
  });

  it('marks jobs that stopped hiring', () => {
    render(<JobCard job={{ ...exampleJob, isHiring: false }} />);
    expect(screen.getByRole('heading').textContent).toContain('募集終了');
  });

  it('has no axe violations', async () => {
    const { container } = render(<JobCard job={exampleJob} saved onSaveToggle={() => {}} />);
    await expectNoAxeViolations(container);
  });

  it('renders a save slot in place of the built-in toggle', () => {
    render(<JobCard job={exampleJob} saveSlot={<span data-testid="slot">slot</span>} />);
    expect(screen.getByTestId('slot')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('JobSaveButton works on its own and names the job for screen readers', async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    const { container } = render(
      <JobSaveButton saved={false} onToggle={onToggle} jobTitle={exampleJob.title} />,
    );
    const button = screen.getByRole('button', { name: /気になる/ });
    expect(button.textContent).toContain(exampleJob.title);
    await user.click(button);
    expect(onToggle).toHaveBeenCalledWith(true);
    await expectNoAxeViolations(container);
  });

  it('loads the image lazily unless it is the priority card', () => {
    const imageJob = { ...exampleJob, imageUrl: '/a.svg' };
    const { container, rerender } = render(<JobCard job={imageJob} />);
    expect(container.querySelector('img')?.getAttribute('loading')).toBe('lazy');
    rerender(<JobCard job={imageJob} priority />);
    expect(container.querySelector('img')?.getAttribute('loading')).toBe('eager');
    expect(container.querySelector('img')?.getAttribute('fetchpriority')).toBe('high');
  });
});
