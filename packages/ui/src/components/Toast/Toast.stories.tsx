import { KEEP_LIST_FULL_MESSAGE } from '@jobsite/domain/errors';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Toast } from './Toast';

const meta = {
  title: 'Feedback/Toast',
  component: Toast,
  args: { message: '気になるリストに追加しました', onClose: fn(), duration: null },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const Success: Story = { args: { tone: 'success', message: 'メッセージを送信しました' } };
/** The saved-list-full message from the domain's error catalogue. */
export const SavedListFull: Story = { args: { tone: 'error', message: KEEP_LIST_FULL_MESSAGE } };
export const WithAction: Story = {
  args: {
    message: '気になるリストから削除しました',
    action: { label: '元に戻す', onClick: fn() },
  },
};
export const AutoDismiss: Story = { args: { duration: 5000 } };
