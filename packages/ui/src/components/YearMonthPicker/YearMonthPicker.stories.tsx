import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { YearMonthPicker, type YearMonthPickerProps } from './YearMonthPicker';

const meta = {
  title: 'Forms/YearMonthPicker',
  component: YearMonthPicker,
  args: {
    label: '入社年月',
    value: { year: null, month: null },
    onChange: fn(),
    minYear: 1965,
    maxYear: 2026,
  },
  render: function Render(args: YearMonthPickerProps) {
    const [value, setValue] = useState(args.value);
    return (
      <YearMonthPicker
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof YearMonthPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: { year: 2019, month: 4 } } };
export const WithoutEra: Story = { args: { showEra: false } };
export const WithError: Story = {
  args: { required: true, value: { year: 2019, month: null }, error: '月を選択してください' },
};
export const Disabled: Story = { args: { disabled: true, value: { year: 2010, month: 3 } } };
