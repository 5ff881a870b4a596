import { formatYenRange, truncateJobDescription } from '@jobsite/domain/formatters';
import type { ReactNode } from 'react';
import { visuallyHidden } from '../../internal/a11y.css';
import { FeatureChips } from '../FeatureChips/FeatureChips';
import { Link } from '../Link/Link';
import * as css from './JobCard.css';

export type JobCardJob = {
  id: string | number;
  title: string;
  /** The job detail route, e.g. `/driver/job/123`. */
  href: string;
  companyName?: string;
  lowestSalary?: number | null;
  highestSalary?: number | null;
  /** Pay basis shown before the range, e.g. 月給, 日給, 時給. */
  salaryOption?: string | null;
  /** Prefecture and municipality, e.g. 東京都江東区. */
  place: string;
  /** Employment type label, e.g. 正社員. */
  employmentLabel?: string | null;
  features?: ReadonlyArray<{ id: string | number; name: string }>;
  description?: string | null;
  imageUrl?: string | null;
  /** False when the job stopped hiring: the card says so. */
  isHiring?: boolean;
  /** Short labels shown above the title, e.g. 会員限定 for a member-only job. */
  badges?: readonly string[];
  /** Working hours in one line, e.g. 8:00〜17:00. */
  hours?: string | null;
  /** The first line of the holidays, e.g. 週休2日制（土日）. */
  holidays?: string | null;
  /** Publication date as shown, e.g. 2026/11/20. */
  publishedOn?: string | null;
  /** Published within the last days (the app decides how many): a NEW mark. */
  isNew?: boolean;
};

/**
 * Marks a card carries hidden until the app shows them for its job (a style rule keyed on the
 * card's `data-job-id`), so no card needs a client island of its own.
 */
export const JOB_CARD_MARKS = { applied: '応募済み', viewed: '閲覧済み' } as const;
export type JobCardMark = keyof typeof JOB_CARD_MARKS;

export type JobCardProps = {
  job: JobCardJob;
  saved?: boolean;
  /** Called with the state the user asked for; the app persists it (cookie or server). */
  onSaveToggle?: (jobId: JobCardJob['id'], nextSaved: boolean) => void;
  /** Disables the save button while a save is in flight. */
  saving?: boolean;
  /**
   * Renders in place of the built-in save button, e.g. a client island (built on
   * `JobSaveButton`) beside a card rendered as a Server Component.
   */
  saveSlot?: ReactNode;
  headingLevel?: 2 | 3;
  /**
   * The image loads lazily unless this is the first card in view, whose image is often the
   * page's largest paint: `priority` loads it at once with high fetch priority.
   */
  priority?: boolean;
};

export type JobSaveButtonProps = {
  saved: boolean;
  /** Called with the state the user asked for. */
  onToggle: (nextSaved: boolean) => void;
  saving?: boolean;
  /** Read after the label by screen readers, e.g. the job title. */
  jobTitle: string;
};

/** The 気になる toggle of a job card (aria-pressed), usable on its own in a client island. */
export function JobSaveButton({ saved, onToggle, saving, jobTitle }: JobSaveButtonProps) {
  return (
    <button
      type="button"
      className={css.saveButton}
      aria-pressed={saved}
      disabled={saving}
      onClick={() => onToggle(!saved)}
    >
      気になる
      <span className={visuallyHidden}>{`：${jobTitle}`}</span>
    </button>
  );
}

/**
 * One job in a list: title, salary range, place, features, short description, save toggle.
 * A list page shows 25 of them, so each keeps its element count low (every element is parsed,
 * laid out and hydrated): the facts are dt/dd pairs on a grid, the heart is drawn by CSS and
 * texts are single strings.
 */
export function JobCard({
  job,
  saved = false,
  onSaveToggle,
  saving,
  saveSlot,
  headingLevel = 3,
  priority = false,
}: JobCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const salary = formatYenRange(job.lowestSalary, job.highestSalary);
  const description = truncateJobDescription(job.description);
  return (
    <article className={css.card} data-job-id={job.id}>
      <div className={css.header}>
        <div className={css.titleBlock}>
          {job.badges && job.badges.length > 0 && (
            <ul className={css.badges} aria-label="求人の区分">
              {job.badges.map((badge) => (
                <li key={badge} className={css.badge}>
                  {badge}
                </li>
              ))}
            </ul>
          )}
          {job.companyName && <p className={css.company}>{job.companyName}</p>}
          <Heading className={css.title}>
            {job.isHiring === false && <span className={css.closed}>募集終了</span>}
            {/* The title's link covers the whole card (its ::after); the title stays its name. */}
            <Link href={job.href} className={css.titleLink}>
              {job.title}
            </Link>
          </Heading>
        </div>
        {saveSlot ??
          (onSaveToggle && (
            <JobSaveButton
              saved={saved}
              saving={saving}
              jobTitle={job.title}
              onToggle={(next) => onSaveToggle(job.id, next)}
            />
          ))}
      </div>
      {job.imageUrl && (
        <img
          className={css.image}
          src={job.imageUrl}
          alt=""
          width={320}
          height={180}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
        />
      )}
      <dl className={css.facts}>
        {salary && (
          <>
            <dt className={css.factLabel}>給与</dt>
            <dd className={css.salary}>
              {job.salaryOption ? `${job.salaryOption} ${salary}` : salary}
            </dd>
          </>
        )}
        <dt className={css.factLabel}>勤務地</dt>
        <dd>{job.place}</dd>
        {job.employmentLabel && (
          <>
            <dt className={css.factLabel}>雇用形態</dt>
            <dd>{job.employmentLabel}</dd>
          </>
        )}
        {job.hours && (
          <>
            <dt className={css.factLabel}>勤務時間</dt>
            <dd>{job.hours}</dd>
          </>
        )}
        {job.holidays && (
          <>
            <dt className={css.factLabel}>休日</dt>
            <dd>{job.holidays}</dd>
          </>
        )}
      </dl>
      {job.features && <FeatureChips features={job.features} label="この求人の特徴" max={6} />}
      {description && <p className={css.description}>{description}</p>}
      <div className={css.meta}>
        {job.isNew && <span className={css.newMark}>NEW</span>}
        {job.publishedOn && <span>掲載日 {job.publishedOn}</span>}
        {Object.entries(JOB_CARD_MARKS).map(([mark, label]) => (
          <span key={mark} className={css.mark} data-mark={mark}>
            {label}
          </span>
        ))}
      </div>
    </article>
  );
}
