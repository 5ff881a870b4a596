import type { Meta, StoryObj } from '@storybook/react-vite';
import { Footer } from './Footer';
import { exampleExternalUrls, exampleLandingPages } from './fixtures';

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: {
    externalUrls: exampleExternalUrls,
    landingPages: exampleLandingPages,
    copyright: '© 現場ジョブ',
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** On /entry and /member/signup the recruiter and landing-page groups are hidden. */
export const EntryAndSignup: Story = { args: { hideRecruiterAndLandingGroups: true } };

export const WithoutRegistrationNote: Story = { args: { showRegistrationNote: false } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
