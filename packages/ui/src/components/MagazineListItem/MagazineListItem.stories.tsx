import type { Meta, StoryObj } from '@storybook/react-vite';
import { exampleArticle } from './fixtures';
import { MagazineListItem } from './MagazineListItem';

const meta = {
  title: 'Magazine/MagazineListItem',
  component: MagazineListItem,
  args: { article: exampleArticle },
} satisfies Meta<typeof MagazineListItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutThumbnail: Story = {
  args: { article: { ...exampleArticle, thumbnailUrl: null } },
};
export const NoDescriptionNoCategories: Story = {
  args: { article: { ...exampleArticle, description: null, categories: [] } },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
