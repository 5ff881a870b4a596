import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link, type LinkProps, LinkProvider } from './Link';

const meta = {
  title: 'Navigation/Link',
  component: Link,
  args: { href: '/driver', children: 'ドライバーの求人' },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Internal: Story = {};
export const External: Story = {
  args: {
    href: 'https://recruiter.example.com/',
    external: true,
    children: '掲載をお考えの企業様',
  },
};

function RouterLink(props: LinkProps) {
  return <a {...props} data-router-link="true" />;
}

/** An app injects its router's link (next/link) once, at the root. */
export const InjectedRouterLink: Story = {
  render: (args) => (
    <LinkProvider component={RouterLink}>
      <Link {...args} />
    </LinkProvider>
  ),
};
