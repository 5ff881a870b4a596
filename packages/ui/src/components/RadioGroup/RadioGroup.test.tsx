import { EmploymentType } from '@jobsite/domain/enums';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { RadioGroup } from './RadioGroup';

function Harness({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <RadioGroup
      label="雇用形態"
      name="e"
      options={EmploymentType.options}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('RadioGroup', () => {
  it('chooses one option by click', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: '契約社員' }));
    expect(onChange).toHaveBeenLastCalledWith('contract');
    expect(screen.getByRole('radio', { name: '契約社員' })).toHaveProperty('checked', true);
    expect(screen.getByRole('radio', { name: '正社員' })).toHaveProperty('checked', false);
  });

  it('is keyboard operable: Tab in, Space to choose', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '正社員' }));
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith('regular');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <RadioGroup
        label="雇用形態"
        name="e"
        options={EmploymentType.options}
        value="regular"
        onChange={() => {}}
        error="選択してください"
      />,
    );
    await expectNoAxeViolations(container);
  });
});
