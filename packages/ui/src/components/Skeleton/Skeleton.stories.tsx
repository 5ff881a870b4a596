import type { Meta, StoryObj } from '@storybook/react-vite';
import { JobCardSkeleton, JobListSkeleton, Skeleton, SkeletonGroup } from './Skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = { args: { width: '60%' } };
export const Rect: Story = { args: { shape: 'rect', width: '172px', height: '128px' } };
export const Circle: Story = { args: { shape: 'circle', width: '48px', height: '48px' } };
export const Group: Story = {
  render: () => (
    <SkeletonGroup>
      <Skeleton width="80%" />
      <Skeleton width="60%" />
    </SkeletonGroup>
  ),
};
export const JobCard: Story = { render: () => <JobCardSkeleton /> };
export const JobList: Story = { render: () => <JobListSkeleton count={3} /> };
