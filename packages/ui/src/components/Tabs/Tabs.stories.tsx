import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Tabs } from './Tabs';

const items = [
  { id: 'jobs', label: '仕事内容', content: <p>地場配送（食品・日用品）。1日5〜8件。</p> },
  { id: 'conditions', label: '給与・待遇', content: <p>月給28万円〜40万円、賞与年2回。</p> },
  { id: 'company', label: '会社情報', content: <p>株式会社東京ロジスティクス</p> },
];

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: { items, label: '求人情報', onChange: fn() },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstSelected: Story = {};
export const SecondSelected: Story = { args: { defaultValue: 'conditions' } };
export const Controlled: Story = { args: { value: 'company' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
