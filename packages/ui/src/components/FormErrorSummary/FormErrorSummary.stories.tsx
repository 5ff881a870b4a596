import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormErrorSummary } from './FormErrorSummary';

const meta = {
  title: 'Forms/FormErrorSummary',
  component: FormErrorSummary,
  args: { messages: ['入力内容に誤りがあります（2件）。各項目をご確認ください。'] },
} satisfies Meta<typeof FormErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneMessage: Story = {};
export const TwoMessages: Story = {
  args: {
    messages: [
      '送信できませんでした。通信環境をご確認のうえ、再度お試しください。',
      'ログインの有効期限が切れました。',
    ],
  },
};
export const Empty: Story = { args: { messages: [null] } };
