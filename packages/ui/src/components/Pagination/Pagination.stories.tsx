import type { Meta, StoryObj } from '@storybook/react-vite';
import { Pagination } from './Pagination';

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  args: { page: 1, totalPages: 20, hrefForPage: (page: number) => `/driver?page=${page}` },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};
export const MiddlePage: Story = { args: { page: 10 } };
export const LastPage: Story = { args: { page: 20 } };
export const FewPages: Story = { args: { page: 2, totalPages: 3 } };
/** One page: renders nothing. */
export const SinglePage: Story = { args: { totalPages: 1 } };
