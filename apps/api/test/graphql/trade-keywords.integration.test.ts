import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refreshJobSearchText } from '../../src/db';
import { jobDetails, jobs } from '../../src/db/schema';
import { type ApiHarness, dataOf, withApi } from './harness';
import { keywordMatch, loadPublishedJobs, type SeededJob } from './seeded-jobs';

/**
 * Trade words as seekers type them: widths, units and synonyms of the domain's search
 * normaliser (@jobsite/domain/search). A word that names a feature is read as that feature in
 * every spelling (decision 0052); other words reach the same jobs through the keyword indexes.
 */

const SEARCH = `query Search($query: JobSearchInput, $per: Int) {
  searchJobs(query: $query, per: $per) {
    totalCount
    nodes { id }
    keywordConditions { kind id }
  }
}`;

type Page = {
  totalCount: number;
  nodes: Array<{ id: string }>;
  keywordConditions: Array<{ kind: string; id: string }> | null;
};

describe('keywords in trade spellings', () => {
  let api: ApiHarness;
  let published: SeededJob[];
  /** Two public jobs rewritten below: a 4t job and a ごみ収集 job. */
  let truckJob: SeededJob;
  let wasteJob: SeededJob;

  const search = async (keyword: string, companyId?: number) =>
    dataOf(
      await api.gql<{ searchJobs: Page }>(SEARCH, {
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

  withApi(async (started) => {
    api = started;
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

  /** Hiring public jobs with every one of the features. */
  const withFeatures = (ids: number[]) =>
    published.filter((job) => job.isHiring && ids.every((id) => job.featureIds.includes(id)));
  /** The one feature a keyword is read as (and that it is read as nothing else). */
  const featureOf = async (keyword: string) => {
    const page = await search(keyword);
    expect(page.keywordConditions, keyword).toHaveLength(1);
    expect(page.keywordConditions?.[0]?.kind, keyword).toBe('feature');
    return Number(page.keywordConditions?.[0]?.id);
  };

  it('reads 4t in every spelling, and 中型, as the one feature of 4t trucks', async () => {
    const medium = await featureOf('4t');
    for (const spelling of ['４ｔ', '4トン', '4ｔ', '４トン', '4トン車', '中型']) {
      expect(await featureOf(spelling), spelling).toBe(medium);
    }
    const expected = withFeatures([medium]).length;
    expect(expected).toBeGreaterThan(0);
    for (const spelling of ['4t', '４トン', '中型']) {
      expect((await search(spelling)).totalCount, spelling).toBe(expected);
    }
  });

  it('reads パッカー車 and its other names as the feature of garbage trucks', async () => {
    const packer = await featureOf('パッカー車');
    for (const keyword of ['ﾊﾟｯｶｰ車', '塵芥車', 'ゴミ収集', 'ごみ収集']) {
      expect(await featureOf(keyword), keyword).toBe(packer);
    }
    expect((await search('ごみ収集')).totalCount).toBe(withFeatures([packer]).length);
  });

  it('finds the words that name no feature in any width, in the stored texts', async () => {
    const stored = published.find((job) => job.id === truckJob.id)!.searchText;
    expect(stored).toContain('4t車');
    const route = await idsOf('ルート', truckJob.companyId);
    expect(route).toContain(truckJob.id);
    expect(await idsOf('ﾙｰﾄ', truckJob.companyId)).toEqual(route);
    const waste = await idsOf('スタッフ', wasteJob.companyId);
    expect(waste).toContain(wasteJob.id);
    for (const keyword of ['ルート', 'ドライバー', 'ﾄﾞﾗｲﾊﾞｰ']) {
      const page = await search(keyword);
      expect(page.keywordConditions ?? [], keyword).toEqual([]);
      expect(page.totalCount, keyword).toBe(
        published.filter((job) => job.isHiring && keywordMatch(job, keyword)).length,
      );
    }
  });

  it('requires every term: features and text together', async () => {
    const medium = await featureOf('中型');
    const packer = await featureOf('パッカー車');
    expect((await search('4トン ﾊﾟｯｶｰ車')).totalCount).toBe(withFeatures([medium, packer]).length);
    expect((await search('中型 ルート')).totalCount).toBe(
      withFeatures([medium]).filter((job) => keywordMatch(job, 'ルート')).length,
    );
    expect((await search('ドライバー ルート')).totalCount).toBe(
      published.filter((job) => job.isHiring && keywordMatch(job, 'ドライバー ルート')).length,
    );
  });
});
