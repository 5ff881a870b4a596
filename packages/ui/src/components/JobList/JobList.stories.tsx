import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { EmptyState } from '../EmptyState/EmptyState';
import { exampleJobs } from '../JobCard/fixtures';
import { JobList } from './JobList';

const meta = {
  title: 'Jobs/JobList',
  component: JobList,
  args: {
    jobs: exampleJobs,
    totalCount: 1234,
    page: 1,
    perPage: 5,
    hrefForPage: (page: number) => `/driver?page=${page}`,
    savedJobIds: [102],
    onSaveToggle: fn(),
  },
} satisfies Meta<typeof JobList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {};
export const MiddlePage: Story = { args: { page: 12 } };
export const SinglePage: Story = { args: { totalCount: 5 } };
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = { args: { jobs: [], totalCount: 0 } };
export const CustomEmpty: Story = {
  args: {
    jobs: [],
    totalCount: 0,
    empty: (
      <EmptyState
        title="気になる求人はまだありません"
        action={{ label: '求人を探す', href: '/driver' }}
      />
    ),
  },
};
