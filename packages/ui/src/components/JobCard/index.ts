export type { JobCardJob, JobCardProps } from './JobCard';
export { JobCard } from './JobCard';
