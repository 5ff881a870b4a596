'use client';

import { SalaryOption } from '@jobsite/domain/enums';
import { formatJstDate, formatYenRange } from '@jobsite/domain/formatters';
import { ButtonLink } from '@jobsite/ui/button';
import { Link } from '@jobsite/ui/link';
import { useEffect, useState } from 'react';
import { localStore } from '@/lib/client-state/web-storage';
import { paths } from '../../lib/paths';
import * as page from '../../styles/page.css';
import { HIDDEN_COMPANY_NAME } from '../messages/labels';
import * as messageCss from '../messages/messages.css';
import { QuickReplies } from '../messages/QuickReplies';
import { isPublicJobId, relatedJobsLinkable } from './related-jobs';
import { hasAnsweredScout } from './response-keys';
import * as css from './scouts.css';
import type { MemberScoutRoom, ScoutDetail } from './scouts-api';

/** What a scout mail's link carries on to the answer forms (decision 0026, 0054). */
export type ScoutLink = { conversionId: string; token: string | null };

/** How the viewer answers: as the member the scout was sent to, or through its link. */
export type ScoutViewer =
  | { kind: 'member'; isEntry: boolean; isInquiry: boolean; room: MemberScoutRoom | null }
  | { kind: 'visitor'; link?: ScoutLink | null };

const DETAIL_ROWS = [
  ['jobDescription', '仕事内容'],
  ['salary', '給与'],
  ['workingTime', '勤務時間'],
  ['holiday', '休日・休暇'],
  ['welfare', '待遇・福利厚生'],
  ['location', '勤務地'],
  ['carDescription', '使用車両'],
  ['contractCategory', '雇用形態'],
] as const;

export function scoutCompanyName(scout: Pick<ScoutDetail, 'company'>): string {
  return scout.company?.name ?? HIDDEN_COMPANY_NAME;
}

/** Where the scout's answers are made: the member's pages, or the link's for visitors. */
export function answerHref(scout: ScoutDetail, viewer: ScoutViewer, type: 'entry' | 'inquiry') {
  return viewer.kind === 'member'
    ? paths.scoutAnswer(scout.id, type)
    : paths.scoutLinkAnswer(scout.urlId, type, viewer.link ?? undefined);
}

/**
 * A scout (spec §3): the company's message and the offer, related jobs, and the answers —
 * entry, 'hear more' (inquiry) and, in the member's scout room, the quick replies.
 */
export function ScoutDetailView({ scout, viewer }: { scout: ScoutDetail; viewer: ScoutViewer }) {
  const [remembered, setRemembered] = useState({ entry: false, inquiry: false });
  useEffect(() => {
    const storage = localStore();
    setRemembered({
      entry: hasAnsweredScout(storage, 'entry', scout.id),
      inquiry: hasAnsweredScout(storage, 'inquiry', scout.id),
    });
  }, [scout.id]);
  const entered = remembered.entry || (viewer.kind === 'member' && viewer.isEntry);
  const inquired = remembered.inquiry || (viewer.kind === 'member' && viewer.isInquiry);
  // The api answers no images (and no company) while the scout hides them from this viewer,
  // and shows them once the member answered: the flag itself stays true.
  const image = scout.company?.images[0];
  const details = DETAIL_ROWS.filter(([key]) => scout[key]);
  const room = viewer.kind === 'member' ? viewer.room : null;
  const { relatedJobs } = scout;
  const linkable = relatedJobsLinkable(scout);

  return (
    <article>
      <h1 className={page.pageTitle}>{scoutCompanyName(scout)}からのスカウト</h1>
      <p className={css.meta}>
        {scout.occupationCategory && (
          <span className={messageCss.chip}>{scout.occupationCategory.name}</span>
        )}
        <span>
          受信日 <time dateTime={scout.createdAt}>{formatJstDate(scout.createdAt)}</time>
        </span>
        {!scout.isHiring && <span className={messageCss.chip}>募集終了</span>}
      </p>
      {image && (
        // biome-ignore lint/performance/noImgElement: company images come from the api's own host; no optimiser in front of them.
        <img
          src={image.url}
          alt={image.alt ?? `${scoutCompanyName(scout)}の写真`}
          width={640}
          height={360}
          style={{ maxWidth: '100%', height: 'auto', borderRadius: '8px' }}
        />
      )}
      <section aria-labelledby="scout-message">
        <h2 id="scout-message" className={page.sectionTitle}>
          企業からのメッセージ
        </h2>
        <p className={css.message}>{scout.message}</p>
      </section>

      <ScoutAnswers scout={scout} viewer={viewer} entered={entered} inquired={inquired} />

      {room && room.quickReplies.length > 0 && scout.isHiring && (
        <QuickReplies roomId={room.id} replies={room.quickReplies} />
      )}
      {room && (
        <p>
          <Link href={paths.room(room.id)} className={page.textLink}>
            この企業とのメッセージを開く
          </Link>
        </p>
      )}

      {details.length > 0 && (
        <section aria-labelledby="scout-details" className={page.section}>
          <h2 id="scout-details" className={page.sectionTitle}>
            募集内容
          </h2>
          <dl className={css.details}>
            {details.map(([key, label]) => (
              <Row key={key} term={label} value={scout[key]} />
            ))}
          </dl>
        </section>
      )}

      {scout.company && (
        <section aria-labelledby="scout-company" className={page.section}>
          <h2 id="scout-company" className={page.sectionTitle}>
            企業情報
          </h2>
          <p>
            <Link href={paths.company(scout.company.id)}>{scout.company.name}</Link>
          </p>
          {scout.company.addressLine && <p className={page.muted}>{scout.company.addressLine}</p>}
        </section>
      )}

      {relatedJobs.length > 0 && (
        <section aria-labelledby="scout-jobs" className={page.section}>
          <h2 id="scout-jobs" className={page.sectionTitle}>
            このスカウトの求人
          </h2>
          <ul className={css.jobList}>
            {relatedJobs.map((job) => (
              <li key={job.id} className={css.jobItem}>
                {linkable && isPublicJobId(job.id) ? (
                  <Link href={paths.job(job.occupation.occupationNameEn, job.id)}>{job.title}</Link>
                ) : (
                  <span>{job.title}</span>
                )}
                <p className={css.meta}>
                  <span>{job.occupation.name}</span>
                  <span>{job.prefecture.name}</span>
                  <span>
                    {SalaryOption.labels[job.salaryOption]}{' '}
                    {formatYenRange(job.lowestSalary, job.highestSalary)}
                  </span>
                  {(!job.isHiring || !job.isPublished) && <span>募集終了</span>}
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}

function Row({ term, value }: { term: string; value: string | null | undefined }) {
  return (
    <>
      <dt className={css.term}>{term}</dt>
      <dd className={css.definition}>{value}</dd>
    </>
  );
}

function ScoutAnswers({
  scout,
  viewer,
  entered,
  inquired,
}: {
  scout: ScoutDetail;
  viewer: ScoutViewer;
  entered: boolean;
  inquired: boolean;
}) {
  if (!scout.isHiring) {
    return (
      <div className={css.answers}>
        <p className={css.closed}>このスカウトの募集は終了しました。</p>
      </div>
    );
  }
  return (
    <section className={css.answers} aria-label="スカウトへの返事">
      <p className={css.answersNote}>
        興味があれば「応募する」、まずは詳しく知りたいときは「話を聞いてみる」を選んでください。
      </p>
      {entered ? (
        <p className={css.done}>応募済みです</p>
      ) : (
        <ButtonLink href={answerHref(scout, viewer, 'entry')} size="lg" fullWidth>
          応募する
        </ButtonLink>
      )}
      {entered ? null : inquired ? (
        <p className={css.done}>問い合わせ済みです</p>
      ) : (
        <ButtonLink
          href={answerHref(scout, viewer, 'inquiry')}
          tone="secondary"
          size="lg"
          fullWidth
        >
          話を聞いてみる
        </ButtonLink>
      )}
    </section>
  );
}
