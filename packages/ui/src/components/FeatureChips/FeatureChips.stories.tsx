import type { Meta, StoryObj } from '@storybook/react-vite';
import { Chip, FeatureChips } from './FeatureChips';

const features = [
  { id: 51, name: '大型トラック' },
  { id: 54, name: '普通免許' },
  { id: 11, name: '未経験OK' },
  { id: 15, name: '日勤のみ' },
  { id: 37, name: '土日休み' },
  { id: 45, name: '寮・社宅あり' },
];

const meta = {
  title: 'Data display/FeatureChips',
  component: FeatureChips,
  args: { features, label: 'この求人の特徴' },
} satisfies Meta<typeof FeatureChips>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const AsLinks: Story = {
  args: { features: features.map((f) => ({ ...f, href: `/driver/feature/${f.id}` })) },
};
export const Truncated: Story = { args: { max: 3 } };
export const BrandTone: Story = { args: { tone: 'brand' } };
export const AccentTone: Story = { args: { tone: 'accent' } };
/** No features: renders nothing. */
export const Empty: Story = { args: { features: [] } };
export const SingleChip: StoryObj<typeof Chip> = { render: () => <Chip tone="brand">NEW</Chip> };
