import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { CheckboxGroup, type CheckboxGroupProps } from './CheckboxGroup';
import { licenceOptions } from './fixtures';

const meta = {
  title: 'Forms/CheckboxGroup',
  component: CheckboxGroup,
  args: {
    label: '保有資格',
    name: 'qualifications',
    options: licenceOptions,
    value: [],
    onChange: fn(),
    columns: 2,
  },
  render: function Render(args: CheckboxGroupProps) {
    const [value, setValue] = useState(args.value);
    return (
      <CheckboxGroup
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoneChecked: Story = {};
export const SomeChecked: Story = { args: { value: ['ordinary', 'medium'] } };
export const OneColumn: Story = { args: { columns: 1 } };
export const WithError: Story = {
  args: { required: true, error: '保有資格を1つ以上選択してください' },
};
export const Disabled: Story = { args: { disabled: true, value: ['large'] } };
