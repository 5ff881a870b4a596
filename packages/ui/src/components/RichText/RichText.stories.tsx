import type { Meta, StoryObj } from '@storybook/react-vite';
import { RichText } from './RichText';
import { sanitizeRichText } from './safe-html';

const meta = {
  title: 'Content/RichText',
  component: RichText,
  args: {
    html: sanitizeRichText(
      '<h2>大型ドライバーの1日</h2><p>朝は<strong>6時</strong>に出庫します。</p><ul><li>点呼</li><li>積み込み</li></ul><p><a href="https://example.com" target="_blank">詳しくはこちら</a></p>',
    ),
  },
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Article: Story = {};

/** What the policy removes: the script, the handler and the foreign frame never render. */
export const HostileInput: Story = {
  args: {
    html: sanitizeRichText(
      '<p onclick="alert(1)">本文</p><script>alert(1)</script><img src="x" onerror="alert(1)"><iframe src="https://evil.example/"></iframe>',
    ),
  },
};
