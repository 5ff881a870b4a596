import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { title: '条件に合う求人が見つかりませんでした' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoSearchResults: Story = {
  args: {
    description: '条件を変えて、もう一度検索してください。',
    action: { label: 'ドライバーの求人をすべて見る', href: '/driver' },
  },
};
export const NoSavedJobs: Story = {
  args: {
    title: '気になる求人はまだありません',
    description: '求人の「気になる」ボタンを押すと、ここに保存されます（2週間）。',
    action: { label: '求人を探す', href: '/driver' },
  },
};
export const NoHistory: Story = { args: { title: '最近見た求人はありません' } };
