import type { Meta, StoryObj } from '@storybook/react-vite';
import { Accordion } from './Accordion';
import { homeCategoryItems } from './fixtures';

const meta = {
  title: 'Disclosure/Accordion',
  component: Accordion,
  args: { items: homeCategoryItems },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllClosed: Story = {};
export const OneOpen: Story = { args: { defaultOpenIds: ['driver'] } };
export const SeveralOpen: Story = { args: { defaultOpenIds: ['driver', 'mechanic'] } };
/** Home categories: collapsible on phones; from 768 px every list shows. */
export const HomeCategoriesMobile: Story = {
  args: { alwaysOpenFrom: 'tablet' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
export const HomeCategoriesDesktop: Story = {
  args: { alwaysOpenFrom: 'tablet' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
};
