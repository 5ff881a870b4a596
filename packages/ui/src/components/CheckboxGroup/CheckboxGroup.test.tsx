import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { CheckboxGroup } from './CheckboxGroup';
import { licenceOptions } from './fixtures';

function Harness({ onChange }: { onChange: (value: string[]) => void }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <CheckboxGroup
      label="保有資格"
      name="q"
      options={licenceOptions}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('CheckboxGroup', () => {
  it('toggles choices by click and Space, reporting them in option order', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('checkbox', { name: '大型自動車免許' }));
    await user.click(screen.getByRole('checkbox', { name: '普通自動車免許' }));
    expect(onChange).toHaveBeenLastCalledWith(['ordinary', 'large']);

    screen.getByRole('checkbox', { name: '大型自動車免許' }).focus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(['ordinary']);
  });

  it('is a named group and marks the boxes invalid with an error', () => {
    render(
      <CheckboxGroup
        label="保有資格"
        name="q"
        options={licenceOptions}
        value={[]}
        onChange={() => {}}
        error="1つ以上選択してください"
      />,
    );
    expect(screen.getByRole('group', { name: '保有資格' })).toBeTruthy();
    expect(screen.getAllByRole('checkbox')[0]?.getAttribute('aria-invalid')).toBe('true');
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <CheckboxGroup
        label="保有資格"
        name="q"
        options={licenceOptions}
        value={['medium']}
        onChange={() => {}}
        hint="複数選択できます"
      />,
    );
    await expectNoAxeViolations(container);
  });
});
