import { visuallyHidden } from '../../internal/a11y.css';
import * as css from './Skeleton.css';

export type SkeletonProps = {
  shape?: 'text' | 'rect' | 'circle';
  width?: string;
  height?: string;
};

/** A grey placeholder block. Decorative: wrap groups in `SkeletonGroup` for the label. */
export function Skeleton({ shape, width = '100%', height }: SkeletonProps) {
  return <span aria-hidden="true" className={css.skeleton({ shape })} style={{ width, height }} />;
}

export type SkeletonGroupProps = {
  /** Read by screen readers while loading. */
  label?: string;
  children: React.ReactNode;
};

/** A busy region holding skeletons, announced once as loading. */
export function SkeletonGroup({ label = '読み込み中', children }: SkeletonGroupProps) {
  return (
    <div role="status" aria-busy="true" className={css.stack}>
      <span className={visuallyHidden}>{label}</span>
      {children}
    </div>
  );
}

/** The placeholder of a job card while a list loads. */
export function JobCardSkeleton() {
  return (
    <div className={css.card}>
      <Skeleton width="40%" />
      <Skeleton width="90%" height="1.4em" />
      <Skeleton width="60%" />
      <Skeleton width="50%" />
      <Skeleton shape="rect" height="3.4em" />
    </div>
  );
}

/** N job card skeletons in a labelled busy region. */
export function JobListSkeleton({ count = 3 }: { count?: number }) {
  return (
    <SkeletonGroup label="求人を読み込み中">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <JobCardSkeleton key={index} />
      ))}
    </SkeletonGroup>
  );
}
