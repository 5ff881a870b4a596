import type { Meta, StoryObj } from '@storybook/react-vite';
import { NewsRow } from './NewsRow';

const meta = {
  title: 'Content/NewsRow',
  component: NewsRow,
  args: {
    item: {
      path: '/news/2025-golden-week',
      publishedDate: '2025-04-20',
      title: 'ゴールデンウィーク期間中のお問い合わせ対応について',
    },
  },
} satisfies Meta<typeof NewsRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const LongTitle: Story = {
  args: {
    item: {
      path: '/news/maintenance',
      publishedDate: '2024-12-01',
      title:
        'システムメンテナンスのお知らせ：12月10日（火）2:00〜5:00の間、会員登録・ログイン・応募の各機能がご利用いただけません',
    },
  },
};
export const List: Story = {
  render: () => (
    <ul>
      {['2025-04-20', '2025-03-01', '2024-12-01'].map((date, index) => (
        <li key={date}>
          <NewsRow
            item={{ path: `/news/${index}`, publishedDate: date, title: `お知らせ ${index + 1}` }}
          />
        </li>
      ))}
    </ul>
  ),
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
