import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from './Card';

const meta = {
  title: 'Layout/Card',
  component: Card,
  args: {
    children: (
      <>
        <h2>基本情報</h2>
        <p>氏名・生年月日・住所を登録すると、応募のたびに入力する手間が省けます。</p>
      </>
    ),
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Section: Story = { args: { as: 'section', 'aria-label': '基本情報' } };
export const Muted: Story = { args: { tone: 'muted' } };
