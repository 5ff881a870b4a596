import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: { label: 'パスワード', required: true },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = { args: { defaultValue: 'secret123' } };
export const Shown: Story = {
  args: { defaultValue: 'secret123' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'パスワードを表示' }));
    await expect(canvas.getByRole('textbox', { name: /パスワード/ })).toHaveValue('secret123');
  },
};
export const NewPassword: Story = { args: { autoComplete: 'new-password' } };
export const TooShort: Story = {
  args: { defaultValue: 'abc', error: 'パスワードは6文字以上で入力してください' },
};
