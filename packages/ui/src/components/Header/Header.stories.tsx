import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SearchBox } from '../SearchBox/SearchBox';
import { Header } from './Header';
import { SlimHeader } from './SlimHeader';

const logo = <span>現場ジョブ</span>;

const meta = {
  title: 'Layout/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
  args: {
    authState: 'signedOut',
    logo,
    companyListingUrl: 'https://recruiter.example.com/',
    keepCount: 3,
    historyCount: 12,
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {};

/** The site passes its sign-out button (`signOut`), shown after my page and in the phone menu. */
const signOut = <button type="button">ログアウト</button>;

export const SignedIn: Story = { args: { authState: 'signedIn', messageCount: 2, signOut } };

/** Renders nothing until the signed-in state is known. */
export const AuthUnknown: Story = { args: { authState: 'unknown' } };

/** Counts of 0 show no badge. */
export const NoBadges: Story = { args: { keepCount: 0, historyCount: 0 } };

/** 99 shows as is; 100 and above show the cap `99+`. */
export const BadgeCaps: Story = {
  args: { authState: 'signedIn', keepCount: 99, historyCount: 100, messageCount: 250 },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };

export const MobileMenuOpenSignedOut: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'メニュー' }));
    await expect(canvas.getByRole('dialog', { name: 'メニュー' })).toBeVisible();
  },
};

export const MobileMenuOpenSignedIn: Story = {
  ...MobileMenuOpenSignedOut,
  args: { authState: 'signedIn', messageCount: 5, signOut },
};

/** The site puts its search box at the top of the phone menu (`menuSearch`). */
export const MobileMenuWithSearch: Story = {
  ...MobileMenuOpenSignedOut,
  args: { menuSearch: <SearchBox id="story-menu-search" layout="stacked" /> },
};

/** Scroll the canvas: the header hides past 200 px going down and returns going up. */
export const HidesOnScroll: Story = {
  render: (args) => (
    <>
      <Header {...args} />
      <div style={{ height: '3000px', padding: '16px' }}>下にスクロールしてください</div>
    </>
  ),
};

export const Slim: StoryObj<typeof SlimHeader> = {
  render: () => <SlimHeader logo={logo} />,
};
