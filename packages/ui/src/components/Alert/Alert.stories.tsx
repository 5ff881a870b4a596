import type { Meta, StoryObj } from '@storybook/react-vite';
import { Alert } from './Alert';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  args: { children: '送信できませんでした。通信環境をご確認のうえ、再度お試しください。' },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Danger: Story = {};
export const Success: Story = { args: { tone: 'success', children: '保存しました' } };
export const Warning: Story = {
  args: { tone: 'warning', children: 'この求人は募集を終了しました' },
};
export const Info: Story = {
  args: { tone: 'info', live: false, children: '応募後に企業からメッセージが届きます' },
};
