import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { PostalCodeField, type PostalCodeFieldProps } from './PostalCodeField';

const meta = {
  title: 'Forms/PostalCodeField',
  component: PostalCodeField,
  args: { value: '', onValueChange: fn(), onComplete: fn(), required: true },
  render: function Render(args: PostalCodeFieldProps) {
    const [value, setValue] = useState(args.value);
    return (
      <PostalCodeField
        {...args}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          args.onValueChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof PostalCodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: '135-0061' } };
export const WithError: Story = {
  args: { value: '13500', error: '郵便番号は7桁で入力してください' },
};
