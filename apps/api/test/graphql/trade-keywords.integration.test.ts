import { normalizeSearchText } from '@jobsite/domain/search';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshJobSearchText } from '../../src/db';
import { jobDetails, jobs } from '../../src/db/schema';
import { type ApiHarness, dataOf, startApi } from './harness';
import { keywordMatch, loadPublishedJobs, type SeededJob } from './seeded-jobs';

/**
 * Trade words as seekers type them: widths, units and synonyms of the domain's search
 * normaliser (@jobsite/domain/search) reach the same jobs through the api's keyword indexes.
 */

const SEARCH = `query Search($query: JobSearchInput, $per: Int) {
  searchJobs(query: $query, per: $per) { totalCount nodes { id } }
}`;

describe('keywords in trade spellings', () => {
  let api: ApiHarness;
  let published: SeededJob[];
  /** Two public jobs rewritten below: a 4t job and a ごみ収集 job. */
  let truckJob: SeededJob;
  let wasteJob: SeededJob;

  const search = async (keyword: string, companyId?: number) =>
    dataOf(
      await api.gql<{ searchJobs: { totalCount: number; nodes: Array<{ id: string }> } }>(SEARCH, {
        query: { keyword, ...(companyId ? { companyId: String(companyId) } : {}) },
        per: 100,
      }),
    ).searchJobs;
  const idsOf = async (keyword: string, companyId?: number) =>
    (await search(keyword, companyId)).nodes.map((node) => Number(node.id)).sort((a, b) => a - b);

  const rewrite = async (job: SeededJob, title: string, description: string) => {
    await api.database.db.update(jobs).set({ title }).where(eq(jobs.id, job.id));
    await api.database.db
      .update(jobDetails)
      .set({ catchphrase: null, jobDescriptionOption: description })
      .where(eq(jobDetails.jobId, job.id));
    await refreshJobSearchText(api.database.db, [job.id]);
  };

  beforeAll(async () => {
    api = await startApi();
    const visible = (await loadPublishedJobs(api)).filter((job) => !job.isMemberOnly);
    // Two jobs of companies with few jobs, so a company's list holds all its matches.
    const byCompany = new Map<number, SeededJob[]>();
    for (const job of visible)
      byCompany.set(job.companyId, [...(byCompany.get(job.companyId) ?? []), job]);
    const small = [...byCompany.values()].filter((list) => list.length <= 20);
    truckJob = small[0]![0]!;
    wasteJob = small[1]![0]!;
    await rewrite(
      truckJob,
      '4トン車のルート配送スタッフ',
      '決まった取引先へ荷物を届けるお仕事です。',
    );
    await rewrite(wasteJob, 'ごみ収集スタッフ（市内ルート）', '家庭から出るごみの収集業務です。');
    // What a visitor searches: public jobs; closed ones are left out of searches (decision 0028).
    published = (await loadPublishedJobs(api)).filter((job) => !job.isMemberOnly);
  });
  afterAll(() => api?.close());

  it('finds the same 4t job from ４ｔ, 4トン, 4t and 中型', async () => {
    const stored = published.find((job) => job.id === truckJob.id)!.searchText;
    expect(stored).toContain('4t車');
    expect(stored).not.toContain('中型');
    const company = truckJob.companyId;
    const fourT = await idsOf('4t', company);
    expect(fourT).toContain(truckJob.id);
    for (const spelling of ['４ｔ', '4トン', '4ｔ', '４トン', '4トン車', '四トン']) {
      expect(await idsOf(spelling, company), spelling).toEqual(fourT);
    }
    expect(await idsOf('中型', company)).toContain(truckJob.id);

    // Over the whole catalogue: every spelling counts alike, and as a substring test of the
    // stored texts with the domain's expansion answers.
    const total = (await search('4t')).totalCount;
    expect(total).toBe(published.filter((job) => job.isHiring && keywordMatch(job, '4t')).length);
    for (const spelling of ['４ｔ', '4トン', '４トン']) {
      expect((await search(spelling)).totalCount, spelling).toBe(total);
    }
    const medium = (await search('中型')).totalCount;
    expect(medium).toBe(
      published.filter((job) => job.isHiring && keywordMatch(job, '中型')).length,
    );
    expect(medium).toBeGreaterThanOrEqual(total);
  });

  it('finds a ごみ収集 job from パッカー車 and its other names', async () => {
    const stored = published.find((job) => job.id === wasteJob.id)!.searchText;
    expect(stored).toContain(normalizeSearchText('ごみ収集'));
    expect(stored).not.toContain(normalizeSearchText('パッカー'));
    for (const keyword of ['パッカー車', 'ﾊﾟｯｶｰ車', '塵芥車', 'ゴミ収集', 'ごみ回収']) {
      expect(await idsOf(keyword, wasteJob.companyId), keyword).toContain(wasteJob.id);
    }
    // The seeded パッカー車 jobs come too, and nothing the expansion does not allow.
    const packer = await search('パッカー車');
    expect(packer.totalCount).toBe(
      published.filter((job) => job.isHiring && keywordMatch(job, 'パッカー車')).length,
    );
    expect(packer.totalCount).toBeGreaterThan(1);
  });

  it('requires every term, each in any of its spellings', async () => {
    for (const keyword of [
      '中型 ルート配送',
      '4トン 寮',
      'ﾊﾟｯｶｰ車 未経験OK',
      '大型二種',
      'とび 足場',
    ]) {
      const expected = published.filter((job) => job.isHiring && keywordMatch(job, keyword)).length;
      expect((await search(keyword)).totalCount, keyword).toBe(expected);
    }
    expect(await idsOf('4トン ごみ収集', truckJob.companyId)).toEqual([]);
  });
});
