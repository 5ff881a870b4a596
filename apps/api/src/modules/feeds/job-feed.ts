import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { HiringType, SalaryOption } from '@jobsite/domain/enums';
import { formatPostalCode, formatYenRange } from '@jobsite/domain/formatters';
import { and, asc, eq, gt, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db';
import {
  companies,
  jobDetails,
  jobs,
  municipalities,
  occupations,
  offices,
  prefectures,
} from '../../db/schema';
import { jobPagePath } from '../search-engines/notifications';
import { cdata, escapeXml } from './xml';

/**
 * The job feed for the aggregators (decision 0034): Indeed's XML job feed format
 * (`<source>` of `<job>`s), with the fields 求人ボックス and スタンバイ also read. Every
 * published, public (not member-only) job that takes entries and has not lapsed; streamed
 * from the database in pages of FEED_PAGE jobs, so memory stays flat whatever the size.
 */

export const FEED_PATH = '/feeds/jobs.xml';
/** Jobs read per query while streaming. */
export const FEED_PAGE = 1000;

/** What each `<job>` carries, in order; the test checks the required ones against this. */
export const FEED_JOB_FIELDS = [
  'title',
  'date',
  'referencenumber',
  'url',
  'company',
  'city',
  'state',
  'country',
  'postalcode',
  'streetaddress',
  'station',
  'description',
  'salary',
  'jobtype',
  'category',
  'experience',
  'benefits',
  'timeshift',
  'expirationdate',
] as const;

/** The site's name as the feed's publisher (the web's SITE_NAME). */
export const FEED_PUBLISHER = '現場ジョブ';

export interface JobFeedOptions {
  siteUrl: string;
  siteName: string;
  now: Date;
}

/** The feed's version: what a change of any job in it changes. */
export interface FeedVersion {
  etag: string;
  lastModified: Date | null;
  jobs: number;
}

function feedCondition(now: Date): SQL {
  return and(
    eq(jobs.isPublished, true),
    eq(jobs.isHiring, true),
    eq(jobs.isMemberOnly, false),
    or(isNull(jobs.validThrough), gt(jobs.validThrough, now)),
  )!;
}

/**
 * One aggregate over the feed's jobs: their number, newest edit and a sum of ids and edit
 * times. Publishing, closing, editing or a job lapsing moves one of them, so the ETag
 * changes with the content and a client's If-None-Match is answered 304 otherwise.
 */
export async function feedVersion(db: Database, options: JobFeedOptions): Promise<FeedVersion> {
  const [row] = await db
    .select({
      n: sql<number>`count(*)::int`,
      newest: sql<string | null>`max(${jobs.editedAt})::text`,
      digest: sql<string>`coalesce(sum(${jobs.id}::numeric * 1000003 + extract(epoch from ${jobs.editedAt})::numeric), 0)::text`,
    })
    .from(jobs)
    .where(feedCondition(options.now));
  const n = row?.n ?? 0;
  const hash = createHash('sha256')
    .update(`${n}|${row?.newest}|${row?.digest}|${options.siteUrl}|${FEED_FORMAT_VERSION}`)
    .digest('base64url')
    .slice(0, 27);
  return {
    etag: `"${hash}"`,
    lastModified: row?.newest ? new Date(row.newest) : null,
    jobs: n,
  };
}

/** Bumped when the feed's markup changes, so caches drop what the old code wrote. */
const FEED_FORMAT_VERSION = 1;

type FeedRow = Awaited<ReturnType<typeof readPage>>[number];

function readPage(db: Database, now: Date, afterId: number) {
  return db
    .select({
      id: jobs.id,
      title: jobs.title,
      publishedAt: jobs.publishedAt,
      validThrough: jobs.validThrough,
      zipCode: jobs.zipCode,
      addressLine: jobs.addressLine,
      buildingName: jobs.buildingName,
      lowestSalary: jobs.lowestSalary,
      highestSalary: jobs.highestSalary,
      salaryOption: jobs.salaryOption,
      hiringType: jobs.hiringType,
      company: companies.name,
      occupation: occupations.name,
      occupationSlug: occupations.nameEn,
      prefecture: prefectures.name,
      municipality: municipalities.name,
      station: offices.nearestStation,
      kind: sql<
        string | null
      >`(SELECT body FROM job_summaries s WHERE s.job_id = ${jobs.id} AND s.title = '職種' ORDER BY s.position LIMIT 1)`,
      catchphrase: jobDetails.catchphrase,
      duties: jobDetails.jobDescriptionOption,
      qualification: jobDetails.qualificationOption,
      welfare: jobDetails.welfareOption,
      workingTime: jobDetails.workingTimeOption,
      holiday: jobDetails.holidayOption,
    })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .innerJoin(occupations, eq(occupations.id, jobs.occupationId))
    .innerJoin(prefectures, eq(prefectures.code, jobs.prefectureCode))
    .leftJoin(municipalities, eq(municipalities.code, jobs.municipalityCode))
    .leftJoin(offices, eq(offices.id, jobs.officeId))
    .leftJoin(jobDetails, eq(jobDetails.jobId, jobs.id))
    .where(and(feedCondition(now), gt(jobs.id, afterId)))
    .orderBy(asc(jobs.id))
    .limit(FEED_PAGE);
}

function element(name: string, value: string | null | undefined): string {
  return value ? `<${name}>${cdata(value)}</${name}>` : '';
}

function paragraphs(...texts: Array<string | null | undefined>): string {
  return texts
    .filter((t): t is string => Boolean(t?.trim()))
    .map(
      (t) =>
        `<p>${t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r?\n/g, '<br>')}</p>`,
    )
    .join('');
}

/** One `<job>` of Indeed's format (the 求人ボックス and スタンバイ fields besides). */
export function jobXml(row: FeedRow, options: JobFeedOptions): string {
  const url = `${options.siteUrl}${jobPagePath(row.occupationSlug, row.id)}`;
  const street = [row.addressLine, row.buildingName].filter(Boolean).join(' ');
  const salary = `${SalaryOption.labels[row.salaryOption]} ${formatYenRange(row.lowestSalary, row.highestSalary)}`;
  return [
    '<job>',
    element('title', row.kind || row.occupation),
    element('date', (row.publishedAt ?? options.now).toUTCString()),
    element('referencenumber', String(row.id)),
    element('url', url),
    element('company', row.company),
    element('city', row.municipality),
    element('state', row.prefecture),
    element('country', 'JP'),
    element('postalcode', formatPostalCode(row.zipCode)),
    element('streetaddress', street),
    element('station', row.station),
    element(
      'description',
      paragraphs(row.title, row.catchphrase, row.duties, row.workingTime, row.holiday),
    ),
    element('salary', salary),
    element('jobtype', HiringType.labels[row.hiringType]),
    element('category', row.occupation),
    element('experience', row.qualification),
    element('benefits', row.welfare),
    element('timeshift', row.workingTime),
    element('expirationdate', row.validThrough ? row.validThrough.toUTCString() : null),
    '</job>\n',
  ].join('');
}

/**
 * The feed as a stream of UTF-8 text: the header, then a page of jobs at a time (one query
 * each, keyset on id), then the footer. A page is read only when the consumer asks for more.
 */
export function jobFeedStream(
  db: Database,
  options: JobFeedOptions,
  version: Pick<FeedVersion, 'lastModified'>,
): Readable {
  // lastBuildDate is the newest edit, not the time of the request: the same version of the
  // feed is the same bytes, as its (strong) ETag says.
  const built = (version.lastModified ?? new Date(0)).toUTCString();
  async function* generate() {
    yield `<?xml version="1.0" encoding="utf-8"?>\n<source>\n<publisher>${escapeXml(options.siteName)}</publisher>\n<publisherurl>${escapeXml(options.siteUrl)}</publisherurl>\n<lastBuildDate>${built}</lastBuildDate>\n`;
    let afterId = 0;
    for (;;) {
      const page = await readPage(db, options.now, afterId);
      if (page.length === 0) break;
      yield page.map((row) => jobXml(row, options)).join('');
      afterId = page.at(-1)!.id;
      if (page.length < FEED_PAGE) break;
    }
    yield '</source>\n';
  }
  return Readable.from(generate(), { objectMode: false });
}

export interface JobFeedRoutesOptions {
  db: Database;
  siteUrl: string;
  siteName?: string;
  now: () => Date;
}

/**
 * `GET /feeds/jobs.xml`: public, read by the aggregators' crawlers through the BFF and the
 * web (decision 0034). ETag and Last-Modified from feedVersion; 304 when the client has it.
 */
export async function jobFeedRoutes(app: FastifyInstance, options: JobFeedRoutesOptions) {
  app.get(FEED_PATH, async (request, reply) => {
    const feedOptions = {
      siteUrl: options.siteUrl,
      siteName: options.siteName ?? FEED_PUBLISHER,
      now: options.now(),
    };
    const version = await feedVersion(options.db, feedOptions);
    reply.header('etag', version.etag);
    if (version.lastModified) reply.header('last-modified', version.lastModified.toUTCString());
    // Shared caches may keep it a few minutes; they revalidate with the ETag after that.
    reply.header('cache-control', 'public, max-age=300, must-revalidate');
    reply.header('x-feed-jobs', String(version.jobs));
    const inm = request.headers['if-none-match'];
    const ims = request.headers['if-modified-since'];
    const fresh =
      inm !== undefined
        ? inm.split(',').some((tag) => tag.trim().replace(/^W\//, '') === version.etag)
        : ims !== undefined &&
          version.lastModified !== null &&
          Math.floor(version.lastModified.getTime() / 1000) <= Math.floor(Date.parse(ims) / 1000);
    if (fresh) return reply.code(304).send();
    reply.type('application/xml; charset=utf-8');
    return reply.send(jobFeedStream(options.db, feedOptions, version));
  });
}
