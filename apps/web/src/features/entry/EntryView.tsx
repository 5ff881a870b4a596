import {
  ContactMethod,
  EmploymentStatus,
  Gender,
  SalaryOption,
  StartTiming,
} from '@jobsite/domain/enums';
import { ErrorCode, errorMessage } from '@jobsite/domain/errors';
import { formatYenRange } from '@jobsite/domain/formatters';
import { Alert } from '@jobsite/ui/alert';
import { ButtonLink } from '@jobsite/ui/button';
import { EmptyState } from '@jobsite/ui/empty-state';
import {
  birthYearOptions,
  prefectureOptions,
  qualificationGroups,
} from '@/features/profile/options';
import { authLinksFor } from '@/lib/auth-links';
import { paths } from '@/lib/paths';
import * as page from '@/styles/page.css';
import * as css from './Entry.css';
import { MemberEntryForm, VisitorEntryForm } from './EntryForms';
import { EntrySteps } from './EntrySteps';
import { type EntryJob, refusalCodeOf } from './entry-data';
import { entryWords } from './entry-form';
import { type EntryRequest, INQUIRY_MESSAGE } from './entry-query';

const options = <V extends string>(e: {
  options: ReadonlyArray<{ readonly value: V; readonly label: string }>;
}) => e.options.map(({ value, label }) => ({ value, label }));

/** Sign-up or login, each coming back to this application. */
function AuthChoices({ auth, title }: { auth: { login: string; signup: string }; title: string }) {
  return (
    <>
      <ButtonLink href={auth.signup} size="lg" fullWidth>
        会員登録して{title}
      </ButtonLink>
      <ButtonLink href={auth.login} tone="secondary" size="lg" fullWidth>
        ログインして{title}
      </ButtonLink>
    </>
  );
}

function JobSummary({ job, refusal }: { job: EntryJob; refusal: ErrorCode | null }) {
  return (
    <li className={css.job}>
      <a href={paths.job(job.occupation.occupationNameEn, job.id)} className={css.jobTitle}>
        {job.title}
      </a>
      <span className={css.meta}>
        {job.company?.name ?? (job.isMemberOnly ? '会員限定求人' : '')}
        {' ・ '}
        {job.prefecture.name}
        {job.municipality?.name ?? ''}
      </span>
      <span className={css.meta}>
        {SalaryOption.labels[job.salaryOption]}{' '}
        {formatYenRange(job.lowestSalary, job.highestSalary)}
      </span>
      {refusal && <span className={css.refusal}>{errorMessage(refusal)}</span>}
    </li>
  );
}

export type EntryViewProps = {
  request: EntryRequest;
  jobs: EntryJob[];
  signedIn: boolean;
  /** The member already applied to the (one) job. */
  alreadyApplied: boolean;
  /** A visitor asked for a member-only job: only members may see and apply to it. */
  memberOnly: boolean;
};

/**
 * /entry: the jobs, the three steps, then the member's application, or for a visitor the
 * choice of signing up / logging in or applying without an account. A job that does not hire
 * or is no longer published shows the api's refusal message and takes no application.
 */
export function EntryView({ request, jobs, signedIn, alreadyApplied, memberOnly }: EntryViewProps) {
  const words = entryWords(request.type);
  const open = jobs.filter((job) => refusalCodeOf(job) === null);
  const missing = request.jobIds.length - jobs.length;
  const query = new URLSearchParams(
    request.jobIds.length === 1
      ? { job_id: request.jobIds[0] ?? '' }
      : { job_ids: request.jobIds.join(',') },
  );
  if (request.type === 'inquiry') query.set('type', 'inquiry');
  const auth = authLinksFor('/entry', query.toString());
  const initialMessage = request.type === 'inquiry' ? INQUIRY_MESSAGE : '';
  const openIds = open.map((job) => job.id);

  return (
    <>
      <h1 className={page.pageTitle}>{words.title}</h1>
      <EntrySteps />
      {memberOnly ? (
        <div className={css.choices}>
          <Alert tone="info" role="alert">
            {errorMessage(ErrorCode.MEMBER_ONLY_JOB)}
          </Alert>
          <AuthChoices auth={auth} title={words.title} />
        </div>
      ) : request.jobIds.length === 0 || jobs.length === 0 ? (
        <EmptyState
          title={
            request.jobIds.length === 0
              ? '応募する求人が選ばれていません'
              : '求人が見つかりませんでした'
          }
          description={
            request.jobIds.length === 0
              ? '求人ページの「応募画面へ進む」から応募してください。'
              : errorMessage(ErrorCode.JOB_NOT_PUBLISHED)
          }
          action={{ label: 'ドライバーの求人を探す', href: paths.occupation('driver') }}
        />
      ) : (
        <div className={css.layout}>
          <div className={css.jobsArea}>
            <h2 className={page.sectionTitle}>
              {request.type === 'inquiry' ? '話を聞きたい求人' : '応募する求人'}
            </h2>
            <ul
              className={css.jobs}
              aria-label={request.type === 'inquiry' ? '話を聞きたい求人' : '応募する求人'}
            >
              {jobs.map((job) => (
                <JobSummary key={job.id} job={job} refusal={refusalCodeOf(job)} />
              ))}
            </ul>
            {missing > 0 && (
              <p className={css.meta}>掲載が終了した求人{missing}件は応募できません。</p>
            )}
          </div>
          <div className={css.formArea}>
            {open.length === 0 ? (
              <Alert>
                {errorMessage(refusalCodeOf(jobs[0] as EntryJob) ?? ErrorCode.JOB_NOT_HIRING)}
              </Alert>
            ) : alreadyApplied ? (
              <Alert tone="info" as="div">
                <p>{errorMessage(ErrorCode.ALREADY_APPLIED)}</p>
                <p>
                  <a href={paths.messages()}>企業とのメッセージを見る</a>
                </p>
              </Alert>
            ) : signedIn ? (
              <MemberEntryForm
                jobIds={openIds}
                type={request.type}
                initialMessage={initialMessage}
              />
            ) : (
              <>
                <div className={css.choices}>
                  <p>
                    会員登録（無料）すると、応募の状況確認や企業とのメッセージ、スカウトの受け取りができます。
                  </p>
                  <AuthChoices auth={auth} title={words.title} />
                </div>
                <h2 className={page.sectionTitle}>会員登録せずに{words.title}</h2>
                <VisitorEntryForm
                  jobIds={openIds}
                  type={request.type}
                  desiredOccupationIds={[...new Set(open.map((job) => job.occupation.id))]}
                  initialMessage={initialMessage}
                  options={{
                    qualificationGroups: qualificationGroups(),
                    birthYears: birthYearOptions(),
                    genders: options(Gender),
                    prefectures: prefectureOptions(),
                    employmentStatuses: options(EmploymentStatus),
                    startTimings: options(StartTiming),
                    contactMethods: options(ContactMethod),
                  }}
                />
              </>
            )}
          </div>
        </div>
      )}
    </>
  );
}
