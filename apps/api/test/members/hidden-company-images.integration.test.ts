import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { findMemberByUid } from '../../src/modules/members/repository';
import { sendScout } from '../../src/modules/scouts/service';
import type { JobFixtures } from './fixtures';
import { type Account, dataOf, type MemberApi, withMemberApi } from './harness';

/**
 * Scout.hiddenCompanyImage (spec §3; SDL: "the company asked to hide its images until the job
 * seeker responds"): every path that shows a company's images through the scout answers none
 * until the member answered it; every other path to the same company shows them as always.
 */

const IMAGES = 'images { url }';
const SCOUT_PATHS = `query ($scout: ID!, $room: ID!) {
  scout(id: $scout) {
    company { id ${IMAGES} }
    relatedJobs { id companyImages { url } company { ${IMAGES} } }
  }
  room(id: $room) { company { id ${IMAGES} } scout { company { ${IMAGES} } } }
  rooms(first: 10) { edges { node { id company { ${IMAGES} } } } }
}`;
const BY_URL = `query ($u: String!) { scoutByUrlId(urlId: $u) {
  company { id ${IMAGES} } relatedJobs { companyImages { url } company { ${IMAGES} } } } }`;
const PUBLIC_PATHS = `query ($job: ID!, $company: ID!) {
  job(id: $job) { companyImages { url } company { ${IMAGES} } }
  company(id: $company) { ${IMAGES} }
  jobsByIds(ids: [$job]) { companyImages { url } company { ${IMAGES} } }
  searchJobs(query: { companyId: $company }, per: 50) { nodes { id companyImages { url } company { ${IMAGES} } } }
  companyJobs(companyId: $company, per: 50) { nodes { id companyImages { url } } }
  companiesByJobIds(jobIds: [$job]) { ${IMAGES} }
}`;
const FAVORITES = `{ favoriteJobs(per: 50) { nodes { id companyImages { url } company { ${IMAGES} } } } }`;
const INQUIRE = `mutation ($input: CreateScoutInquiryInput!) { createScoutInquiry(input: $input) { scoutInquiry { id } } }`;

type Images = { url: string }[];
type Node = { companyImages?: Images; company?: { images: Images } | null };

describe('hiddenCompanyImage', () => {
  let api: MemberApi;
  let jobs: JobFixtures;
  let companyImages: Map<number, string[]>;

  async function scoutTo(
    account: Account,
    jobIndex: number,
    hidden: { name?: boolean; images?: boolean },
  ) {
    const member = await findMemberByUid(api.database.db, account.uid);
    const jobId = jobs.open[jobIndex]!;
    const companyId = jobs.companyOf.get(jobId)!;
    // A related job of the same company, so the company's images would show through it too.
    const related = jobs.open.find((id) => id !== jobId && jobs.companyOf.get(id) === companyId);
    const { scout, room } = await sendScout(api.database.db, member!, {
      jobId,
      message: '写真は応募後にご覧いただけます。',
      hiddenCompanyName: hidden.name ?? false,
      hiddenCompanyImage: hidden.images ?? false,
      relatedJobIds: related === undefined ? [] : [related],
    });
    return {
      scoutId: String(scout.id),
      urlId: scout.urlId,
      roomId: String(room.id),
      jobId: String(jobId),
      companyId: String(companyId),
      expected: [...companyImages.get(companyId)!].sort(),
    };
  }

  withMemberApi((suite) => ({ api, jobs } = suite));
  beforeAll(async () => {
    const rows = await api.database.rows<{ company_id: number; url: string }>(
      sql`SELECT company_id, url FROM company_images ORDER BY company_id, position`,
    );
    companyImages = new Map();
    for (const row of rows) {
      companyImages.set(row.company_id, [...(companyImages.get(row.company_id) ?? []), row.url]);
    }
  });

  // Which images show, not their order: a job's companyImages lead with the picture of its
  // own vehicle or trade (decision 0043).
  const urls = (images: Images | undefined) => (images ?? []).map((image) => image.url).sort();

  /** The company images each scout path shows, by path. */
  async function throughScout(account: Account, sent: Awaited<ReturnType<typeof scoutTo>>) {
    const data = dataOf(
      await api.gql(SCOUT_PATHS, { scout: sent.scoutId, room: sent.roomId }, account.idToken),
    );
    const roomNode = data.rooms.edges.find(
      (edge: { node: { id: string } }) => edge.node.id === sent.roomId,
    ).node;
    return {
      scoutCompany: data.scout.company && urls(data.scout.company.images),
      relatedJobImages: data.scout.relatedJobs.map((job: Node) => urls(job.companyImages)),
      relatedJobCompany: data.scout.relatedJobs.map((job: Node) => urls(job.company?.images)),
      room: data.room.company && urls(data.room.company.images),
      roomScout: data.room.scout.company && urls(data.room.scout.company.images),
      rooms: roomNode.company && urls(roomNode.company.images),
    };
  }

  it('hides the images on every scout path until the member answers, then shows them', async () => {
    const member = await api.member();
    const sent = await scoutTo(member, 0, { images: true });
    expect(sent.expected.length).toBeGreaterThan(0);
    const hidden = await throughScout(member, sent);
    expect(hidden.relatedJobImages.length).toBeGreaterThan(0);
    expect(hidden).toEqual({
      scoutCompany: [],
      relatedJobImages: hidden.relatedJobImages.map(() => []),
      relatedJobCompany: hidden.relatedJobImages.map(() => []),
      room: [],
      roomScout: [],
      rooms: [],
    });
    // A visitor holding the link sees the company's name (not hidden) but no images.
    const visitor = dataOf(await api.gql(BY_URL, { u: sent.urlId })).scoutByUrlId;
    expect(visitor.company).toEqual({ id: sent.companyId, images: [] });
    for (const job of visitor.relatedJobs as Node[]) {
      expect(urls(job.companyImages)).toEqual([]);
      expect(urls(job.company?.images)).toEqual([]);
    }

    dataOf(
      await api.gql(
        INQUIRE,
        { input: { scoutId: sent.scoutId, message: '詳しく伺いたいです' } },
        member.idToken,
      ),
    );
    const shown = await throughScout(member, sent);
    expect(shown).toEqual({
      scoutCompany: sent.expected,
      relatedJobImages: hidden.relatedJobImages.map(() => sent.expected),
      relatedJobCompany: hidden.relatedJobImages.map(() => sent.expected),
      room: sent.expected,
      roomScout: sent.expected,
      rooms: sent.expected,
    });
    // Answering reveals nothing to a visitor with the link.
    expect(dataOf(await api.gql(BY_URL, { u: sent.urlId })).scoutByUrlId.company.images).toEqual(
      [],
    );
  });

  it('shows the images of a scout that does not hide them', async () => {
    const member = await api.member();
    const sent = await scoutTo(member, 3, {});
    const shown = await throughScout(member, sent);
    expect(shown.scoutCompany).toEqual(sent.expected);
    expect(shown.room).toEqual(sent.expected);
    expect(shown.rooms).toEqual(sent.expected);
    expect(shown.relatedJobImages.every((images: string[]) => images.length > 0)).toBe(true);
    expect(
      dataOf(await api.gql(BY_URL, { u: sent.urlId })).scoutByUrlId.company.images.length,
    ).toBeGreaterThan(0);
  });

  it('hides name and images together, and the room shows no company until an answer', async () => {
    const member = await api.member();
    const sent = await scoutTo(member, 6, { name: true, images: true });
    const hidden = await throughScout(member, sent);
    expect(hidden.scoutCompany).toBeNull();
    expect(hidden.room).toBeNull();
    expect(hidden.roomScout).toBeNull();
    expect(hidden.rooms).toBeNull();
    dataOf(
      await api.gql(
        INQUIRE,
        { input: { scoutId: sent.scoutId, contactMethod: 'email' } },
        member.idToken,
      ),
    );
    const shown = await throughScout(member, sent);
    expect(shown.scoutCompany).toEqual(sent.expected);
    expect(shown.room).toEqual(sent.expected);
    expect(shown.rooms).toEqual(sent.expected);
  });

  it('leaves every other path to the company alone, also in the same request', async () => {
    const member = await api.member();
    const sent = await scoutTo(member, 9, { images: true });
    dataOf(
      await api.gql(
        'mutation ($id: ID!) { addFavorite(input: { jobId: $id }) { clientMutationId } }',
        { id: sent.jobId },
        member.idToken,
      ),
    );
    // One request asks for the scout and for the job and company the plain way: the loaders
    // share their rows, and only the scout's copies go without images.
    const both = dataOf(
      await api.gql(
        `query ($scout: ID!, $job: ID!, $company: ID!) {
          scout(id: $scout) { company { ${IMAGES} } relatedJobs { companyImages { url } } }
          job(id: $job) { companyImages { url } company { ${IMAGES} } }
          company(id: $company) { ${IMAGES} }
        }`,
        { scout: sent.scoutId, job: sent.jobId, company: sent.companyId },
        member.idToken,
      ),
    );
    expect(urls(both.scout.company.images)).toEqual([]);
    expect(both.scout.relatedJobs.map((job: Node) => urls(job.companyImages))).toEqual(
      both.scout.relatedJobs.map(() => []),
    );
    expect(urls(both.job.companyImages)).toEqual(sent.expected);
    expect(urls(both.job.company.images)).toEqual(sent.expected);
    expect(urls(both.company.images)).toEqual(sent.expected);

    for (const token of [member.idToken, undefined]) {
      const data = dataOf(
        await api.gql(PUBLIC_PATHS, { job: sent.jobId, company: sent.companyId }, token),
      );
      expect(urls(data.job.companyImages)).toEqual(sent.expected);
      expect(urls(data.job.company.images)).toEqual(sent.expected);
      expect(urls(data.company.images)).toEqual(sent.expected);
      expect(urls(data.jobsByIds[0].companyImages)).toEqual(sent.expected);
      expect(urls(data.jobsByIds[0].company.images)).toEqual(sent.expected);
      expect(data.searchJobs.nodes.length).toBeGreaterThan(0);
      for (const job of data.searchJobs.nodes as Node[]) {
        expect(urls(job.companyImages)).toEqual(sent.expected);
        expect(urls(job.company?.images)).toEqual(sent.expected);
      }
      expect(data.companyJobs.nodes.length).toBeGreaterThan(0);
      for (const job of data.companyJobs.nodes as Node[]) {
        expect(urls(job.companyImages)).toEqual(sent.expected);
      }
      expect(urls(data.companiesByJobIds[0].images)).toEqual(sent.expected);
    }
    const favorites = dataOf(await api.gql(FAVORITES, {}, member.idToken)).favoriteJobs.nodes;
    expect(favorites.map((job: { id: string }) => job.id)).toEqual([sent.jobId]);
    expect(urls(favorites[0].companyImages)).toEqual(sent.expected);
    expect(urls(favorites[0].company.images)).toEqual(sent.expected);
  });
});
