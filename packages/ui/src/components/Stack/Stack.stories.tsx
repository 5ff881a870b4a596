import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from './Stack';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: {
    children: (
      <>
        <p>大型ドライバー</p>
        <p>中型ドライバー</p>
        <p>施工管理</p>
      </>
    ),
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Tight: Story = { args: { gap: 'xs' } };
export const Loose: Story = { args: { gap: 'xxl' } };
