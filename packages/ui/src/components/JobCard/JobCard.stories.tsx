import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { exampleJob } from './fixtures';
import { JobCard, type JobCardProps, JobSaveButton } from './JobCard';

const meta = {
  title: 'Jobs/JobCard',
  component: JobCard,
  args: { job: exampleJob, onSaveToggle: fn() },
} satisfies Meta<typeof JobCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Saved: Story = { args: { saved: true } };
export const Saving: Story = { args: { saving: true } };
/** The save toggle works in the canvas. */
export const Interactive: Story = {
  render: function Render(args: JobCardProps) {
    const [saved, setSaved] = useState(false);
    return <JobCard {...args} saved={saved} onSaveToggle={(_, next) => setSaved(next)} />;
  },
};
export const WithImage: Story = {
  args: {
    job: {
      ...exampleJob,
      imageUrl:
        'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="320" height="180"%3E%3Crect width="320" height="180" fill="%23d9dde3"/%3E%3C/svg%3E',
    },
  },
};
export const OnlyLowerSalary: Story = {
  args: { job: { ...exampleJob, highestSalary: null } },
};
export const NoSalaryNoFeatures: Story = {
  args: { job: { ...exampleJob, lowestSalary: null, highestSalary: null, features: [] } },
};
export const NotHiring: Story = { args: { job: { ...exampleJob, isHiring: false } } };
export const MemberOnly: Story = { args: { job: { ...exampleJob, badges: ['会員限定'] } } };
export const WithoutSaveButton: Story = { args: { onSaveToggle: undefined } };
/** A save control passed in (how Server Components add a client island). */
export const WithSaveSlot: Story = {
  args: {
    onSaveToggle: undefined,
    saveSlot: <JobSaveButton saved jobTitle={exampleJob.title} onToggle={() => {}} />,
  },
};
