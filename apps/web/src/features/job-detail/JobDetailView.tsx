import { Gender } from '@jobsite/domain/enums';
import { formatJstDate } from '@jobsite/domain/formatters';
import type { BreadcrumbItem } from '@jobsite/ui/breadcrumbs';
import { ButtonLink } from '@jobsite/ui/button';
import { CompanyCard } from '@jobsite/ui/company-card';
import { FeatureChips } from '@jobsite/ui/feature-chips';
import { Link } from '@jobsite/ui/link';
import { RichText, sanitizeRichText } from '@jobsite/ui/rich-text';
import { Fragment, type ReactNode } from 'react';
import { AppliedBadge } from '@/components/jobs/JobMarks';
import { RelatedJobs } from '@/components/jobs/RelatedJobs';
import { LandingCta } from '@/components/landing/LandingCta';
import { SaveJobButton } from '@/components/saved-jobs/SaveJobButton';
import { JsonLd } from '@/components/seo/JsonLd';
import { HydrateLater } from '@/components/site/HydrateLater';
import { PageBreadcrumbs } from '@/components/site/PageBreadcrumbs';
import { PageSection } from '@/components/site/PageSection';
import { ShownToVisitors } from '@/components/site/ShownToVisitors';
import { AdvisorJobLink } from '@/features/advisor/AdvisorJobLink';
import { CompanyFacts } from '@/features/company/CompanyFacts';
import { JobDistance } from '@/features/job-distance/JobDistance';
import { SalaryInsightLink } from '@/features/salary-insight/SalaryInsightLink';
import { MEMBER_ONLY_BADGE, toJobCard } from '@/lib/jobs/job-card';
import { paths } from '@/lib/routes';
import { landingPageOf } from '@/lib/site';
import * as page from '@/styles/page.css';
import * as css from './JobDetailView.css';
import type { JobDetail } from './job-data';
import { buildJobRequirements, keyFacts } from './job-requirements';
import { jobStructuredData } from './job-structured-data';
import { RecordJobView } from './RecordJobView';
import { FIRST_ACTIONS_ID, StickyEntryBar } from './StickyEntryBar';

/** Why entry is closed, or null when the job takes entries (isPublished and isHiring gate it). */
export function entryClosedReason(job: Pick<JobDetail, 'isPublished' | 'isHiring'>): string | null {
  if (!job.isPublished) return 'この求人は掲載を終了しました。';
  if (!job.isHiring) return 'この求人は現在募集を停止しています。';
  return null;
}

function Text({ children }: { children: string | null | undefined }) {
  return children ? <p className={css.text}>{children}</p> : null;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={css.factRow}>
      <dt className={css.factLabel}>{label}</dt>
      <dd className={css.factValue}>{children}</dd>
    </div>
  );
}

/** The 募集要項: one row per fact (job-requirements.ts), with the salary guide and a map link. */
function Requirements({ job }: { job: JobDetail }) {
  const { rows, mapUrl } = buildJobRequirements(job);
  return (
    <PageSection id="job-summary" title="募集要項">
      <dl className={css.facts}>
        {rows.map((row) => (
          <Fact key={`${row.key}-${row.label}`} label={row.label}>
            {row.lines.map((line, index) =>
              row.key === 'salary' && index === 0 ? (
                <p key={line} className={css.salary}>
                  {line}
                </p>
              ) : (
                <Text key={line}>{line}</Text>
              ),
            )}
            {row.key === 'salary' && (
              <SalaryInsightLink occupation={job.occupation} prefecture={job.prefecture} />
            )}
            {row.key === 'place' && mapUrl && (
              <Link href={mapUrl} external>
                地図アプリで開く
              </Link>
            )}
            {row.key === 'place' && job.location && (
              <JobDistance
                latitude={job.location.latitude}
                longitude={job.location.longitude}
                className={css.distance}
              />
            )}
          </Fact>
        ))}
      </dl>
    </PageSection>
  );
}

function EntryActions({ job, place }: { job: JobDetail; place: 'first' | 'side' }) {
  const closed = entryClosedReason(job);
  const reasonId = `entry-closed-reason-${place}`;
  return (
    <div className={css.entry}>
      {closed ? (
        <>
          <p id={reasonId} className={css.closedReason}>
            {closed}
          </p>
          <button type="button" className={css.disabledButton} disabled aria-describedby={reasonId}>
            応募画面へ進む
          </button>
          <button type="button" className={css.disabledButton} disabled aria-describedby={reasonId}>
            話を聞いてみる
          </button>
        </>
      ) : (
        <>
          <ButtonLink href={paths.entry(job.id)} size="lg" fullWidth>
            応募画面へ進む
          </ButtonLink>
          <ButtonLink href={paths.entry(job.id, 'inquiry')} tone="secondary" size="lg" fullWidth>
            話を聞いてみる
          </ButtonLink>
        </>
      )}
      <div className={css.save}>
        <SaveJobButton jobId={job.id} jobTitle={job.title} />
      </div>
    </div>
  );
}

export function jobBreadcrumbs(job: JobDetail): BreadcrumbItem[] {
  const occupation = job.occupation.occupationNameEn;
  const items: BreadcrumbItem[] = [
    { label: `${job.occupation.name}の求人`, href: paths.occupation(occupation) },
    {
      label: job.prefecture.name,
      href: paths.prefecture(occupation, job.prefecture.prefectureEnName),
    },
  ];
  if (job.municipality) {
    items.push({
      label: job.municipality.name,
      href: paths.municipality(occupation, job.prefecture.prefectureEnName, job.municipality.id),
    });
  }
  items.push({ label: job.title });
  return items;
}

/** Job detail of spec §2: every field of §3's job that the data has. */
export function JobDetailView({ job }: { job: JobDetail }) {
  const d = job.jobDetail;
  const [mainImage, ...moreImages] = job.companyImages;
  const detail = job.company?.companyDetail;
  const posting = jobStructuredData(job);

  const entryOpen = entryClosedReason(job) === null;
  return (
    <div className={`${page.container} ${entryOpen ? css.entryBarRoom : ''}`}>
      <RecordJobView jobId={job.id} />
      {entryOpen && (
        <StickyEntryBar jobId={job.id} jobTitle={job.title} entryHref={paths.entry(job.id)} />
      )}
      {posting && <JsonLd data={posting} />}
      <PageBreadcrumbs items={jobBreadcrumbs(job)} />

      <article className={css.article} aria-labelledby="job-title">
        <header className={css.header}>
          {job.company && (
            <p className={css.company}>
              <Link href={paths.company(job.company.id)}>{job.company.name}</Link>
            </p>
          )}
          <h1 id="job-title" className={css.title}>
            {job.title}
          </h1>
          <ul className={css.badges}>
            {!job.isPublished && <li className={css.badgeClosed}>掲載終了</li>}
            {job.isPublished && !job.isHiring && <li className={css.badgeClosed}>募集停止中</li>}
            {job.isMemberOnly && <li className={css.badge}>{MEMBER_ONLY_BADGE}</li>}
            {job.isHellowork && <li className={css.badge}>ハローワーク掲載求人</li>}
            <AppliedBadge jobId={job.id} className={css.badgeApplied} />
            <li className={css.badgeMuted}>更新日 {formatJstDate(job.editedAt)}</li>
          </ul>
          {d.catchphrase && <p className={css.catchphrase}>{d.catchphrase}</p>}
          <dl className={css.keyFacts}>
            {keyFacts(job).map((fact) => (
              <Fragment key={fact.label}>
                <dt className={css.keyFactLabel}>{fact.label}</dt>
                <dd className={fact.label === '給与' ? css.salary : css.keyFactValue}>
                  {fact.value}
                </dd>
              </Fragment>
            ))}
          </dl>
          <div id={FIRST_ACTIONS_ID} className={css.firstActions}>
            <EntryActions job={job} place="first" />
          </div>
          <FeatureChips features={job.features} label="この求人の特徴" />
        </header>

        <div className={page.withAside}>
          <HydrateLater>
            <div>
              <Requirements job={job} />
              {mainImage && (
                <figure className={css.gallery}>
                  {/* biome-ignore lint/performance/noImgElement: images come from the api's hosts at their own sizes; width and height are set. */}
                  <img
                    className={css.mainImage}
                    src={mainImage.url}
                    alt={mainImage.alt ?? `${job.company?.name ?? ''}の職場の写真`}
                    width={720}
                    height={405}
                    loading="lazy"
                  />
                  {moreImages.length > 0 && (
                    <ul className={css.thumbs}>
                      {moreImages.slice(0, 6).map((image) => (
                        <li key={image.url}>
                          {/* biome-ignore lint/performance/noImgElement: images come from the api's hosts at their own sizes; width and height are set. */}
                          <img
                            className={css.thumb}
                            src={image.url}
                            alt={image.alt ?? ''}
                            width={160}
                            height={90}
                            loading="lazy"
                          />
                        </li>
                      ))}
                    </ul>
                  )}
                </figure>
              )}

              {job.appealPoints.length > 0 && (
                <PageSection id="job-appeal" title="この求人のおすすめポイント">
                  <ul className={css.appealPoints}>
                    {job.appealPoints.map((point) => (
                      <li key={point.id} className={css.appealPoint}>
                        <h3 className={css.appealTitle}>{point.title}</h3>
                        <Text>{point.body}</Text>
                      </li>
                    ))}
                  </ul>
                </PageSection>
              )}

              {job.articleSections.map((section) => (
                <PageSection
                  key={section.id}
                  id={`job-section-${section.id}`}
                  title={section.title}
                >
                  {section.image && (
                    // biome-ignore lint/performance/noImgElement: images come from the api's hosts at their own sizes; width and height are set.
                    <img
                      className={css.sectionImage}
                      src={section.image.url}
                      alt={section.image.alt ?? ''}
                      width={720}
                      height={405}
                      loading="lazy"
                    />
                  )}
                  <RichText className={page.prose} html={sanitizeRichText(section.body)} />
                </PageSection>
              ))}

              {(d.flowOfTheDay || d.flowOfAfterJoining) && (
                <PageSection id="job-flow" title="1日の流れ・入社後の流れ">
                  {d.flowOfTheDay && (
                    <>
                      <h3 className={css.subTitle}>1日の流れ</h3>
                      <Text>{d.flowOfTheDay}</Text>
                    </>
                  )}
                  {d.flowOfAfterJoining && (
                    <>
                      <h3 className={css.subTitle}>入社後の流れ</h3>
                      <Text>{d.flowOfAfterJoining}</Text>
                    </>
                  )}
                </PageSection>
              )}

              {(d.suitablePerson || d.notSuitablePerson) && (
                <PageSection id="job-fit" title="向いている人・向いていない人">
                  {d.suitablePerson && (
                    <>
                      <h3 className={css.subTitle}>こんな方に向いています</h3>
                      <Text>{d.suitablePerson}</Text>
                    </>
                  )}
                  {d.notSuitablePerson && (
                    <>
                      <h3 className={css.subTitle}>こんな方には向いていないかもしれません</h3>
                      <Text>{d.notSuitablePerson}</Text>
                    </>
                  )}
                </PageSection>
              )}

              {(d.message || d.appealMessage) && (
                <PageSection id="job-message" title="採用担当者からのメッセージ">
                  <Text>{d.message}</Text>
                  <Text>{d.appealMessage}</Text>
                </PageSection>
              )}

              {job.interviewVideoUrl && (
                <PageSection id="job-video" title="インタビュー動画">
                  <Link href={job.interviewVideoUrl} external>
                    インタビュー動画を見る
                  </Link>
                </PageSection>
              )}

              {(d.selectionProcess || d.applicationProcedure) && (
                <PageSection id="job-selection" title="選考・応募について">
                  {d.applicationProcedure && (
                    <>
                      <h3 className={css.subTitle}>応募方法</h3>
                      <Text>{d.applicationProcedure}</Text>
                    </>
                  )}
                  {d.selectionProcess && (
                    <>
                      <h3 className={css.subTitle}>選考プロセス</h3>
                      <Text>{d.selectionProcess}</Text>
                    </>
                  )}
                </PageSection>
              )}

              {job.company && (
                <PageSection id="job-company" title="会社情報">
                  <CompanyCard
                    company={{
                      id: job.company.id,
                      name: job.company.name,
                      href: paths.company(job.company.id),
                      addressLine: job.company.addressLine,
                      imageUrl: job.company.images[0]?.url,
                      businessDescription: detail?.businessDescription,
                      employeeNumber: detail?.employeeNumber,
                      establishmentDate: detail?.establishmentDate,
                      vehicleNumber: detail?.vehicleNumber,
                      jobCount: job.company.publishedJobCount,
                    }}
                  />
                  {detail && <CompanyFacts detail={detail} withIntroduction />}
                </PageSection>
              )}

              {job.jobSeekerComments.length > 0 && (
                <PageSection id="job-comments" title="この会社に入社した人の声">
                  <ul className={css.comments}>
                    {job.jobSeekerComments.map((comment) => (
                      <li key={comment.id} className={css.comment}>
                        <p className={css.commentMeta}>
                          {comment.displayName}
                          {comment.age && `（${comment.age}歳`}
                          {comment.age && comment.gender && `・${Gender.labels[comment.gender]}`}
                          {comment.age && '）'}
                        </p>
                        <Text>{comment.comment}</Text>
                      </li>
                    ))}
                  </ul>
                </PageSection>
              )}
            </div>
          </HydrateLater>

          <div className={css.sideColumn}>
            <div className={css.sticky}>
              <div className={css.sideEntry}>
                <EntryActions job={job} place="side" />
              </div>
              <AdvisorJobLink jobId={job.id} />
              <ShownToVisitors>
                <LandingCta page={landingPageOf(job.occupation.occupationNameEn)} />
              </ShownToVisitors>
            </div>
          </div>
        </div>
      </article>

      <HydrateLater>
        {job.nearDistanceJobs.length > 0 && (
          <PageSection id="job-near" title="近くの求人">
            <RelatedJobs jobs={job.nearDistanceJobs.map(toJobCard)} />
          </PageSection>
        )}
        {job.recommendJobs.length > 0 && (
          <PageSection id="job-recommend" title="この求人を見た人におすすめの求人">
            <RelatedJobs jobs={job.recommendJobs.map(toJobCard)} />
          </PageSection>
        )}
      </HydrateLater>
    </div>
  );
}
