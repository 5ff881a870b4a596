import { sql } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../src/modules/catalogue-time/periods';
import { FEED_JOB_FIELDS, FEED_PAGE, FEED_PATH } from '../../src/modules/feeds/job-feed';
import { type ApiHarness, withApi } from '../graphql/harness';
import { TEST_SEED_NOW } from '../support/templates';

/**
 * The fields the aggregators document as required: Indeed's XML job feed (title, date,
 * referencenumber, url, company, city, state, country, description) and スタンバイ's and
 * 求人ボックス's (url, referencenumber, title, company, state, city, description, salary,
 * jobtype); postalcode, streetaddress, expirationdate, category are recommended.
 */
const REQUIRED = [
  'title',
  'date',
  'referencenumber',
  'url',
  'company',
  'city',
  'state',
  'country',
  'description',
  'salary',
  'jobtype',
] as const;
const JOB_TYPES = new Set(['正社員', '契約社員', 'アルバイト・パート', '派遣社員', '業務委託']);
const RFC_1123 = /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/;

type FeedJob = Record<string, string>;

function parseFeed(body: string): { publisher: string; jobs: FeedJob[] } {
  expect(XMLValidator.validate(body)).toBe(true);
  const parsed = new XMLParser({
    isArray: (name) => name === 'job',
    parseTagValue: false,
  }).parse(body) as { source: { publisher: string; job?: FeedJob[] } };
  return { publisher: parsed.source.publisher, jobs: parsed.source.job ?? [] };
}

describe('the job feed for the aggregators (decision 0034)', () => {
  const NOW = new Date(TEST_SEED_NOW.getTime() + DAY_MS);
  let api: ApiHarness;
  withApi((started) => (api = started), { now: () => NOW });

  const eligibleIds = async () =>
    (
      await api.rows<{ id: number }>(
        sql`SELECT id FROM jobs WHERE is_published AND is_hiring AND NOT is_member_only
            AND (valid_through IS NULL OR valid_through > ${NOW.toISOString()}::timestamptz) ORDER BY id`,
      )
    ).map((r) => String(r.id));

  it('lists every published, public, open job with the required fields, as valid XML', async () => {
    const response = await api.app.inject({ method: 'GET', url: FEED_PATH });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml; charset=utf-8/);
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(Date.parse(String(response.headers['last-modified']))).toBeGreaterThan(0);
    const feed = parseFeed(response.body);
    expect(feed.publisher).toBe('現場ジョブ');
    const expected = await eligibleIds();
    // More than a page of the stream: the keyset pages join up without gaps or repeats.
    expect(expected.length).toBeGreaterThan(FEED_PAGE);
    expect(feed.jobs.map((j) => j.referencenumber)).toEqual(expected);

    for (const job of feed.jobs) {
      for (const field of REQUIRED)
        expect(job[field], `${job.referencenumber} ${field}`).toBeTruthy();
      expect(
        Object.keys(job).every((k) => (FEED_JOB_FIELDS as readonly string[]).includes(k)),
      ).toBe(true);
      expect(job.url).toBe(
        `http://127.0.0.1:3000/${job.url!.split('/')[3]}/job/${job.referencenumber}`,
      );
      expect(job.country).toBe('JP');
      expect(job.date).toMatch(RFC_1123);
      expect(Date.parse(job.expirationdate!)).toBeGreaterThan(NOW.getTime());
      expect(JOB_TYPES.has(job.jobtype!)).toBe(true);
      expect(job.salary).toMatch(/^(月給|日給|時給|年収) [\d,]+円/);
      expect(job.postalcode).toMatch(/^\d{3}-\d{4}$/);
      expect(job.title).not.toMatch(/[【】]|円/);
      expect(job.description).toMatch(/^<p>/);
    }
    // Descriptions travel as CDATA.
    expect(response.body).toContain('<description><![CDATA[<p>');
  });

  it('answers 304 to the same ETag or a later If-Modified-Since, and changes with the catalogue', async () => {
    const first = await api.app.inject({ method: 'GET', url: FEED_PATH });
    const etag = String(first.headers.etag);
    const unchanged = await api.app.inject({
      method: 'GET',
      url: FEED_PATH,
      headers: { 'if-none-match': etag },
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    const since = await api.app.inject({
      method: 'GET',
      url: FEED_PATH,
      headers: { 'if-modified-since': String(first.headers['last-modified']) },
    });
    expect(since.statusCode).toBe(304);

    const [closing] = await eligibleIds();
    await api.rows(
      sql`UPDATE jobs SET is_hiring = false, closed_at = ${NOW.toISOString()}::timestamptz, edited_at = ${NOW.toISOString()}::timestamptz WHERE id = ${Number(closing)}`,
    );
    const changed = await api.app.inject({
      method: 'GET',
      url: FEED_PATH,
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(parseFeed(changed.body).jobs.map((j) => j.referencenumber)).not.toContain(closing);
  });

  it('escapes markup, splits ]]> and removes control characters', async () => {
    const [id] = await eligibleIds();
    await api.rows(
      sql`UPDATE job_details SET catchphrase = ${'安全第一 ]]> <script>&\u0001\u000B終わり'} WHERE job_id = ${Number(id)}`,
    );
    await api.rows(
      sql`UPDATE companies SET name = ${'株式会社<テスト>&\u0008運輸]]>'} WHERE id = (SELECT company_id FROM jobs WHERE id = ${Number(id)})`,
    );
    const response = await api.app.inject({ method: 'GET', url: FEED_PATH });
    const job = parseFeed(response.body).jobs.find((j) => j.referencenumber === id)!;
    expect(job.company).toBe('株式会社<テスト>&運輸]]>');
    expect(job.description).toContain('<p>安全第一 ]]&gt; &lt;script&gt;&amp;終わり</p>');
    for (const control of ['\u0001', '\u0008', '\u000B']) {
      expect(response.body).not.toContain(control);
    }
  });

  it('leaves out member-only, closed, unpublished and lapsed jobs', async () => {
    const response = await api.app.inject({ method: 'GET', url: FEED_PATH });
    const listed = new Set(parseFeed(response.body).jobs.map((j) => Number(j.referencenumber)));
    const excluded = await api.rows<{ id: number }>(
      sql`SELECT id FROM jobs WHERE NOT is_published OR NOT is_hiring OR is_member_only`,
    );
    expect(excluded.length).toBeGreaterThan(0);
    for (const { id } of excluded) expect(listed.has(id)).toBe(false);
    const [lapsing] = [...listed];
    await api.rows(
      sql`UPDATE jobs SET valid_through = ${new Date(NOW.getTime() - 1).toISOString()}::timestamptz WHERE id = ${lapsing!}`,
    );
    const after = await api.app.inject({ method: 'GET', url: FEED_PATH });
    expect(parseFeed(after.body).jobs.map((j) => Number(j.referencenumber))).not.toContain(lapsing);
  });
});
