export type { SkeletonGroupProps, SkeletonProps } from './Skeleton';
export { JobCardSkeleton, JobListSkeleton, Skeleton, SkeletonGroup } from './Skeleton';
