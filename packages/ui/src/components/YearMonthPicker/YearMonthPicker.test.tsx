import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { type YearMonth, YearMonthPicker } from './YearMonthPicker';
import { eraLabel, yearRange } from './years';

describe('years', () => {
  it.each([
    [2019, '令和元年'],
    [2025, '令和7年'],
    [1989, '平成元年'],
    [2018, '平成30年'],
    [1988, '昭和63年'],
    [1900, ''],
  ])('%i is %s', (year, label) => {
    expect(eraLabel(year)).toBe(label);
  });

  it('lists years newest first by default', () => {
    expect(yearRange(2020, 2023)).toEqual([2023, 2022, 2021, 2020]);
    expect(yearRange(2020, 2021, 'asc')).toEqual([2020, 2021]);
  });
});

function Harness({ onChange }: { onChange: (value: YearMonth) => void }) {
  const [value, setValue] = useState<YearMonth>({ year: null, month: null });
  return (
    <YearMonthPicker
      label="入社年月"
      minYear={2000}
      maxYear={2026}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('YearMonthPicker', () => {
  it('picks a year and a month as numbers', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const group = screen.getByRole('group', { name: '入社年月' });
    expect(group).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: '年' }), '2019');
    await user.selectOptions(screen.getByRole('combobox', { name: '月' }), '4');
    expect(onChange).toHaveBeenLastCalledWith({ year: 2019, month: 4 });
    expect(screen.getByRole('option', { name: '2019（令和元年）' })).toBeTruthy();
  });

  it('is keyboard reachable: year then month', async () => {
    const user = userEvent.setup();
    render(<Harness onChange={() => {}} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: '年' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: '月' }));
  });

  it('clears a part back to null', async () => {
    const onChange = vi.fn();
    render(
      <YearMonthPicker
        label="入社年月"
        minYear={2000}
        maxYear={2026}
        value={{ year: 2019, month: 4 }}
        onChange={onChange}
      />,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: '月' }), '');
    expect(onChange).toHaveBeenLastCalledWith({ year: 2019, month: null });
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <YearMonthPicker
        label="入社年月"
        minYear={2000}
        maxYear={2026}
        value={{ year: 2019, month: null }}
        onChange={() => {}}
        error="月を選択してください"
      />,
    );
    await expectNoAxeViolations(container);
  });
});
