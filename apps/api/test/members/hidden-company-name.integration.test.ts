import { beforeAll, describe, expect, it } from 'vitest';
import { findMemberByUid } from '../../src/modules/members/repository';
import { sendScout } from '../../src/modules/scouts/service';
import type { JobFixtures } from './fixtures';
import { type Account, dataOf, type MemberApi, withMemberApi } from './harness';

/**
 * Scout.hiddenCompanyName on the scout's related jobs: while the scout hides its company's
 * name, the company's jobs show what they are but nothing that leads to the company (no
 * company, offices or images, and ids of the scout's own: a job id opens the public job page,
 * which names the company); once the member answered, they show with their company. Every other path to the same jobs is unchanged, also in the same
 * request.
 */

const RELATED =
  'relatedJobs { id title company { id name } companyImages { url alt } offices { id } }';
const SCOUT = `query ($scout: ID!) { scout(id: $scout) { hiddenCompanyName company { id name } ${RELATED} } }`;
const BY_URL = `query ($u: String!) { scoutByUrlId(urlId: $u) { company { id } ${RELATED} } }`;
const INQUIRE = `mutation ($input: CreateScoutInquiryInput!) { createScoutInquiry(input: $input) { scoutInquiry { id } } }`;

type RelatedJob = {
  id: string;
  company: { id: string; name: string } | null;
  title: string;
  companyImages: { url: string; alt: string | null }[];
  offices: { id: string }[];
};

describe('hiddenCompanyName on related jobs', () => {
  let api: MemberApi;
  let jobs: JobFixtures;
  /** Open jobs whose company has another open job (to relate to the scout). */
  let withSibling: number[];

  withMemberApi((suite) => ({ api, jobs } = suite));
  beforeAll(() => {
    const perCompany = new Map<number, number>();
    for (const id of jobs.open) {
      const company = jobs.companyOf.get(id)!;
      perCompany.set(company, (perCompany.get(company) ?? 0) + 1);
    }
    withSibling = jobs.open.filter((id) => perCompany.get(jobs.companyOf.get(id)!)! > 1);
  });

  /** A scout about an open job with a related job of the same company. */
  async function scoutTo(
    account: Account,
    pick: number,
    hidden: { name?: boolean; images?: boolean },
  ) {
    const member = await findMemberByUid(api.database.db, account.uid);
    const jobId = withSibling[pick]!;
    const companyId = jobs.companyOf.get(jobId)!;
    const related = jobs.open.find((id) => id !== jobId && jobs.companyOf.get(id) === companyId);
    expect(related).toBeDefined();
    const { scout } = await sendScout(api.database.db, member!, {
      jobId,
      message: '社名は応募後にお伝えします。',
      hiddenCompanyName: hidden.name ?? false,
      hiddenCompanyImage: hidden.images ?? false,
      relatedJobIds: [related!],
    });
    return {
      scoutId: String(scout.id),
      urlId: scout.urlId,
      jobIds: [String(jobId), String(related)],
      companyId: String(companyId),
    };
  }

  async function relatedJobs(
    account: Account | undefined,
    sent: { scoutId: string; urlId: string },
  ) {
    if (!account) {
      return dataOf(await api.gql(BY_URL, { u: sent.urlId })).scoutByUrlId
        .relatedJobs as RelatedJob[];
    }
    return dataOf(await api.gql(SCOUT, { scout: sent.scoutId }, account.idToken)).scout
      .relatedJobs as RelatedJob[];
  }

  it('hides the company of related jobs until the member answers, then shows it', async () => {
    const member = await api.member();
    // The name hidden, the images not: the images are hidden on related jobs all the same.
    const sent = await scoutTo(member, 0, { name: true });
    // No job id to look up: job(id) of the scouted job names the company.
    const publicPage = await api.gql('query ($job: ID!) { job(id: $job) { company { name } } }', {
      job: sent.jobIds[0],
    });
    expect(dataOf(publicPage).job.company.name.length).toBeGreaterThan(0);
    // The jobs show what they are, but nothing that leads to the company: no company, no
    // offices, no images, and ids of the scout's own that job(id) does not know.
    const masked = await relatedJobs(member, sent);
    expect(masked).toHaveLength(2);
    for (const job of masked) {
      expect(job.title.length).toBeGreaterThan(0);
      expect(job.company).toBeNull();
      expect(job.offices).toEqual([]);
      expect(job.companyImages).toEqual([]);
      expect(sent.jobIds).not.toContain(job.id);
      expect(job.id).toMatch(new RegExp(`^scout-${sent.scoutId}-\\d+$`));
      const lookup = await api.gql<{ job: unknown }>('query ($job: ID!) { job(id: $job) { id } }', {
        job: job.id,
      });
      expect(lookup.data?.job ?? null).toBeNull();
    }
    // A visitor holding the link sees the same masked jobs.
    expect(await relatedJobs(undefined, sent)).toEqual(masked);

    dataOf(
      await api.gql(
        INQUIRE,
        { input: { scoutId: sent.scoutId, message: '詳しく伺いたいです' } },
        member.idToken,
      ),
    );
    const shown = await relatedJobs(member, sent);
    expect(shown.map((job) => job.id)).toEqual(sent.jobIds);
    for (const job of shown) {
      expect(job.company?.id).toBe(sent.companyId);
      expect(job.company?.name.length).toBeGreaterThan(0);
      expect(job.companyImages.length).toBeGreaterThan(0);
    }
    // Answering reveals nothing to a visitor with the link.
    expect(await relatedJobs(undefined, sent)).toEqual(masked);
  });

  it('shows the company of related jobs of a scout that does not hide its name', async () => {
    const member = await api.member();
    const plain = await scoutTo(member, 2, {});
    for (const job of await relatedJobs(member, plain)) {
      expect(job.company?.id).toBe(plain.companyId);
      expect(job.companyImages.length).toBeGreaterThan(0);
    }
    // Only the images hidden: the company (its name) shows, its images do not.
    const imagesOnly = await scoutTo(member, 4, { images: true });
    for (const job of await relatedJobs(member, imagesOnly)) {
      expect(job.company?.id).toBe(imagesOnly.companyId);
      expect(job.companyImages).toEqual([]);
    }
  });

  it('leaves the public paths to the same jobs alone, also in the same request', async () => {
    const member = await api.member();
    const sent = await scoutTo(member, 6, { name: true });
    // One request asks for the scout and for its jobs the plain way: the loaders share their
    // rows, and only the scout leaves them out.
    const both = dataOf(
      await api.gql(
        `query ($scout: ID!, $job: ID!, $ids: [ID!]!) {
          scout(id: $scout) { relatedJobs { id company { id } } }
          job(id: $job) { company { id } companyImages { url } }
          jobsByIds(ids: $ids) { id company { id } }
        }`,
        { scout: sent.scoutId, job: sent.jobIds[0], ids: sent.jobIds },
        member.idToken,
      ),
    );
    expect(both.scout.relatedJobs.map((job: RelatedJob) => job.company)).toEqual([null, null]);
    expect(both.job.company).toEqual({ id: sent.companyId });
    expect(both.job.companyImages.length).toBeGreaterThan(0);
    expect(both.jobsByIds.map((job: RelatedJob) => job.company?.id)).toEqual([
      sent.companyId,
      sent.companyId,
    ]);
    const visitor = dataOf(
      await api.gql('query ($job: ID!) { job(id: $job) { company { id } } }', {
        job: sent.jobIds[1],
      }),
    );
    expect(visitor.job.company).toEqual({ id: sent.companyId });
  });
});
