export type { JobCardJob, JobCardMark, JobCardProps, JobSaveButtonProps } from './JobCard';
export { JOB_CARD_MARKS, JobCard, JobSaveButton } from './JobCard';
