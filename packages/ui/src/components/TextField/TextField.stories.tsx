import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: {
    label: 'メールアドレス',
    type: 'email',
    autoComplete: 'email',
    placeholder: 'example@example.com',
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Required: Story = { args: { required: true } };
export const WithHint: Story = { args: { hint: 'ご登録いただいたアドレスに確認メールを送ります' } };
export const Filled: Story = { args: { defaultValue: 'yamada@example.com' } };
export const WithError: Story = {
  args: {
    required: true,
    defaultValue: 'yamada@',
    error: 'メールアドレスの形式が正しくありません',
  },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'yamada@example.com' } };
export const Phone: Story = {
  args: { label: '電話番号', type: 'tel', autoComplete: 'tel', placeholder: '09012345678' },
};
