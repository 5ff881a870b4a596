export type { JobCardJob, JobCardProps, JobSaveButtonProps } from './JobCard';
export { JobCard, JobSaveButton } from './JobCard';
