import { StartTiming } from '@jobsite/domain/enums';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { SelectField } from './SelectField';

const options = StartTiming.options;

describe('SelectField', () => {
  it('offers a placeholder and the options, and reports the choice', async () => {
    const onChange = vi.fn();
    render(
      <SelectField
        label="希望転職時期"
        options={options}
        onChange={(e) => onChange(e.target.value)}
      />,
    );
    const select = screen.getByRole('combobox', { name: '希望転職時期' }) as HTMLSelectElement;
    expect(Array.from(select.options).map((o) => o.text)).toEqual([
      '選択してください',
      ...options.map((o) => o.label),
    ]);
    await userEvent.selectOptions(select, 'within_month');
    expect(onChange).toHaveBeenCalledWith('within_month');
  });

  it('is reachable by keyboard and shows its error', async () => {
    render(
      <SelectField label="希望転職時期" options={options} error="選択してください" required />,
    );
    await userEvent.tab();
    const select = screen.getByRole('combobox', { name: /希望転職時期/ });
    expect(document.activeElement).toBe(select);
    expect(select.getAttribute('aria-invalid')).toBe('true');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <SelectField label="希望転職時期" options={options} hint="目安" />,
    );
    await expectNoAxeViolations(container);
  });
});
