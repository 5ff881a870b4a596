import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Tabs } from './Tabs';

const items = [
  { id: 'jobs', label: '仕事内容', content: '配送の仕事' },
  { id: 'conditions', label: '給与・待遇', content: '月給28万円' },
  { id: 'company', label: '会社情報', content: '株式会社' },
];

const selectedTab = () => screen.getByRole('tab', { selected: true }).textContent;

describe('Tabs', () => {
  it('shows the first panel and switches on click', async () => {
    const onChange = vi.fn();
    render(<Tabs items={items} label="求人情報" onChange={onChange} />);
    expect(screen.getByRole('tabpanel').textContent).toBe('配送の仕事');
    await userEvent.click(screen.getByRole('tab', { name: '会社情報' }));
    expect(screen.getByRole('tabpanel', { name: '会社情報' }).textContent).toBe('株式会社');
    expect(onChange).toHaveBeenCalledWith('company');
  });

  it('moves with arrow keys, Home and End, wrapping around', async () => {
    const user = userEvent.setup();
    render(<Tabs items={items} label="求人情報" />);
    await user.tab();
    expect(document.activeElement?.textContent).toBe('仕事内容');
    await user.keyboard('{ArrowRight}');
    expect(selectedTab()).toBe('給与・待遇');
    expect(document.activeElement?.textContent).toBe('給与・待遇');
    await user.keyboard('{End}');
    expect(selectedTab()).toBe('会社情報');
    await user.keyboard('{ArrowRight}');
    expect(selectedTab()).toBe('仕事内容');
    await user.keyboard('{ArrowLeft}');
    expect(selectedTab()).toBe('会社情報');
    await user.keyboard('{Home}');
    expect(selectedTab()).toBe('仕事内容');
  });

  it('keeps only the selected tab in the Tab order, then moves to its panel', async () => {
    const user = userEvent.setup();
    render(<Tabs items={items} label="求人情報" defaultValue="conditions" />);
    await user.tab();
    expect(document.activeElement?.textContent).toBe('給与・待遇');
    await user.tab();
    expect(document.activeElement?.getAttribute('role')).toBe('tabpanel');
  });

  it('follows a controlled value', () => {
    const { rerender } = render(<Tabs items={items} label="求人情報" value="jobs" />);
    rerender(<Tabs items={items} label="求人情報" value="company" />);
    expect(selectedTab()).toBe('会社情報');
  });

  it('has no axe violations', async () => {
    const { container } = render(<Tabs items={items} label="求人情報" />);
    await expectNoAxeViolations(container);
  });
});
