import type { Meta, StoryObj } from '@storybook/react-vite';
import { StickyCta } from './StickyCta';

const meta = {
  title: 'Magazine/StickyCta',
  component: StickyCta,
  parameters: { layout: 'fullscreen' },
  args: {
    href: '/driver?internal_source=magazine&magazine_article_id=42',
    label: 'ドライバーの求人を見る',
    description: 'あなたに合うドライバーの仕事が見つかる',
  },
  render: (args) => (
    <>
      <div style={{ height: '2400px', padding: '16px' }}>
        スクロールしてください：400pxを過ぎると表示され、ページ末尾64px以内で隠れます。
      </div>
      <StickyCta {...args} />
    </>
  ),
} satisfies Meta<typeof StickyCta>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden at the top; scroll the canvas past 400 px to see it. */
export const ScrollToShow: Story = {};
export const WithoutDescription: Story = { args: { description: undefined } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
