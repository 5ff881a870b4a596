import type { Meta, StoryObj } from '@storybook/react-vite';
import { FaqList } from './FaqList';
import { exampleFaqItems } from './fixtures';

const meta = {
  title: 'Content/FaqList',
  component: FaqList,
  args: { items: exampleFaqItems },
} satisfies Meta<typeof FaqList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home block: closed answers and a link to /faq. */
export const HomeBlock: Story = { args: { moreHref: '/faq' } };
/** The FAQ page: every answer open. */
export const AllOpen: Story = { args: { defaultOpen: true } };
export const CustomHeading: Story = { args: { heading: 'ドライバー転職のよくある質問' } };
/** Unsafe HTML in an answer is removed: no alert, no inline handler. */
export const UnsafeAnswerSanitised: Story = {
  args: {
    defaultOpen: true,
    items: [
      {
        name: '危険なHTMLはどうなりますか？',
        acceptedAnswer: {
          text: '<p onclick="alert(1)">安全な段落</p><script>alert(1)</script><a href="javascript:alert(1)">リンク</a><img src=x onerror="alert(1)">',
        },
      },
    ],
  },
};
