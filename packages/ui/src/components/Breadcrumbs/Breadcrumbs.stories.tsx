import type { Meta, StoryObj } from '@storybook/react-vite';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Navigation/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { label: 'トップ', href: '/' },
      { label: 'ドライバーの求人', href: '/driver' },
      { label: '東京都', href: '/driver/tokyo/' },
      { label: '【大型ドライバー】地場配送・日勤のみ' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const JobDetail: Story = {};
export const Magazine: Story = {
  args: {
    items: [
      { label: 'トップ', href: '/' },
      { label: 'マガジン', href: '/magazine/' },
      { label: '大型免許の取り方と費用' },
    ],
  },
};
export const TopOnly: Story = { args: { items: [{ label: 'トップ' }] } };
export const MobileLongTrail: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    items: [
      { label: 'トップ', href: '/' },
      { label: 'ドライバーの求人', href: '/driver' },
      { label: '東京都', href: '/driver/tokyo/' },
      { label: '江東区', href: '/driver/tokyo/koto/' },
      { label: '【大型ドライバー】地場配送・日勤のみ・月給35万円以上も可能' },
    ],
  },
};
