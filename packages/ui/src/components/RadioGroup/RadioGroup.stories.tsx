import { EmploymentType } from '@jobsite/domain/enums';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { RadioGroup, type RadioGroupProps } from './RadioGroup';

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: {
    label: '雇用形態',
    name: 'employmentType',
    options: EmploymentType.options,
    value: null,
    onChange: fn(),
  },
  render: function Render(args: RadioGroupProps) {
    const [value, setValue] = useState(args.value);
    return (
      <RadioGroup
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoneChosen: Story = {};
export const Chosen: Story = { args: { value: 'regular' } };
export const TwoColumns: Story = { args: { columns: 2 } };
export const WithError: Story = { args: { required: true, error: '雇用形態を選択してください' } };
export const Disabled: Story = { args: { disabled: true, value: 'contract' } };
