export type { JobListProps } from './JobList';
export { JobList } from './JobList';
