import { typeDefs } from '@jobsite/domain/graphql';
import { findOccupationById, findPrefectureByCode } from '@jobsite/domain/masters';
import { sql } from 'drizzle-orm';
import {
  buildSchema,
  type GraphQLNamedType,
  type GraphQLObjectType,
  getNamedType,
  isObjectType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMemberByUid } from '../../src/modules/members/repository';
import { sendScout } from '../../src/modules/scouts/service';
import { loadPublishedJobs, type SeededJob } from '../graphql/seeded-jobs';
import {
  type Account,
  codeOf,
  dataOf,
  type GqlResponse,
  type MemberApi,
  startMemberApi,
} from './harness';

/**
 * Member-only jobs (会員限定求人, issue 10; docs/decisions/0018): every public operation that
 * can yield a job or a figure of jobs, asked by a visitor (no token) and by a member (a
 * verified ID token of the run's Auth emulator). A visitor learns that member-only jobs exist
 * (counts) and nothing of them; a member sees them like any job.
 */

/**
 * Public operations (no "Member only.") whose answer can hold a Job, and the operations that
 * answer figures of jobs. The first test checks this list against the SDL, so an operation
 * added later fails here until it is tried below.
 */
const VISITOR_PATHS = [
  'searchJobs',
  'searchJobTotalCount',
  'searchFeatureJobs',
  'job',
  'jobsByIds',
  'jobsByIdsWithSalaryDesc',
  'companyJobs',
  'company',
  'companiesByJobIds',
  'jobSalary',
  'driverJobSalaries',
  'jobSeekerComments',
  'scoutByUrlId',
  'createVisitorJobEntry',
  'createVisitorScoutEntry',
] as const;

/** Public operations that reach Job but need a verified identity (README: identity only). */
const IDENTITY_ONLY = ['createUserWithRelations', 'recoverInconsistentUser', 'user'];

/** Operations of the SDL, not member-only, whose result type reaches `Job`. */
function publicOperationsReachingJob(): string[] {
  const schema = buildSchema(typeDefs);
  const reaches = new Map<string, boolean>();
  const reachesJob = (type: GraphQLNamedType): boolean => {
    if (type.name === 'Job') return true;
    if (!isObjectType(type)) return false;
    const known = reaches.get(type.name);
    if (known !== undefined) return known;
    reaches.set(type.name, false);
    const result = Object.values(type.getFields()).some((field) =>
      reachesJob(getNamedType(field.type)),
    );
    reaches.set(type.name, result);
    return result;
  };
  return ['Query', 'Mutation'].flatMap((root) =>
    Object.values((schema.getType(root) as GraphQLObjectType).getFields())
      .filter((field) => !field.description?.startsWith('Member only.'))
      .filter((field) => reachesJob(getNamedType(field.type)))
      .map((field) => field.name),
  );
}

const CARD = 'id title isMemberOnly company { id name } addressLine';

// biome-ignore lint/suspicious/noExplicitAny: answers are checked by assertions, not types.
type Answer = Record<string, any>;

describe('member-only jobs: every read path as a visitor and as a member', () => {
  let api: MemberApi;
  let member: Account;
  let jobs: SeededJob[];
  /** A published, hiring member-only job, in a municipality with public jobs of its occupation. */
  let target: SeededJob;
  let publicJob: SeededJob;

  const asVisitor = <T = Answer>(query: string, variables?: Record<string, unknown>) =>
    api.gql<T>(query, variables);
  const asMember = <T = Answer>(query: string, variables?: Record<string, unknown>) =>
    api.gql<T>(query, variables, member.idToken);

  /**
   * Nothing of a member-only job may appear in a visitor's answer: no job object (one with a
   * `title`) that is the target or says it is member-only.
   */
  const expectNothingOfTarget = (response: GqlResponse<unknown>) => {
    const found: unknown[] = [];
    const walk = (value: unknown) => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object') {
        const object = value as Record<string, unknown>;
        if ('title' in object && (object.id === String(target.id) || object.isMemberOnly)) {
          found.push(object);
        }
        Object.values(object).forEach(walk);
      }
    };
    walk(response.data);
    expect(found).toEqual([]);
  };

  beforeAll(async () => {
    api = await startMemberApi();
    member = await api.member();
    jobs = await loadPublishedJobs({ rows: (query) => api.database.rows(query) });
    const hiring = new Set(
      (
        await api.database.rows<{ id: number }>(
          sql`SELECT id FROM jobs WHERE is_published AND is_hiring`,
        )
      ).map((r) => Number(r.id)),
    );
    target = jobs.find(
      (j) =>
        j.isMemberOnly &&
        hiring.has(j.id) &&
        j.municipalityCode !== null &&
        jobs.some(
          (o) =>
            !o.isMemberOnly &&
            o.occupationId === j.occupationId &&
            o.municipalityCode === j.municipalityCode,
        ) &&
        jobs.some((o) => !o.isMemberOnly && o.companyId === j.companyId) &&
        j.featureIds.length > 0,
    )!;
    expect(target).toBeDefined();
    publicJob = jobs.find(
      (o) =>
        !o.isMemberOnly &&
        o.occupationId === target.occupationId &&
        o.municipalityCode === target.municipalityCode,
    )!;
  });
  afterAll(() => api?.close());

  it('tries every public operation that can hold a job', () => {
    const reaching = publicOperationsReachingJob().filter((name) => !IDENTITY_ONLY.includes(name));
    for (const name of reaching) expect(VISITOR_PATHS).toContain(name);
  });

  it('seeds about a tenth of the jobs as member-only', () => {
    const share = jobs.filter((j) => j.isMemberOnly).length / jobs.length;
    expect(share).toBeGreaterThan(0.07);
    expect(share).toBeLessThan(0.13);
  });

  it('job(id): MEMBER_ONLY_JOB and nothing else for a visitor, the whole job for a member', async () => {
    const query = `query($id: ID!) { job(id: $id) { ${CARD} zipCode buildingName
      companyImages { url } offices { id } jobDetail { catchphrase } features { id }
      nearDistanceJobs { id } recommendJobs { id } } }`;
    const visitor = await asVisitor(query, { id: String(target.id) });
    expect(codeOf(visitor)).toBe('MEMBER_ONLY_JOB');
    expect(visitor.errors![0]!.message).toContain('会員限定');
    expect(visitor.data?.job ?? null).toBeNull();
    expectNothingOfTarget(visitor);

    const seen = dataOf(await asMember(query, { id: String(target.id) })).job;
    expect(seen).toMatchObject({
      id: String(target.id),
      isMemberOnly: true,
      company: { id: String(target.companyId), name: target.companyName },
    });
    // Unknown ids stay null for both: MEMBER_ONLY_JOB tells nothing about other ids.
    const unknown = `{ job(id: "2000000000") { id } }`;
    expect(dataOf(await asVisitor(unknown)).job).toBeNull();
    expect(dataOf(await asMember(unknown)).job).toBeNull();
  });

  it('searchJobs and searchJobTotalCount: left out for a visitor and counted; listed for a member', async () => {
    const occupation = findOccupationById(target.occupationId)!.occupationNameEn;
    const prefecture = findPrefectureByCode(target.prefectureCode)!.prefectureEnName;
    const inPlace = jobs.filter(
      (j) => j.occupationId === target.occupationId && j.prefectureCode === target.prefectureCode,
    );
    const memberOnly = inPlace.filter((j) => j.isMemberOnly).length;
    const query = `query($occupation: String, $query: JobSearchInput, $page: Int) {
      searchJobs(occupation: $occupation, query: $query, per: 100, page: $page) {
        totalCount memberOnlyCount totalPages nodes { id isMemberOnly } }
      searchJobTotalCount(occupation: $occupation, query: $query) }`;
    const walk = async (
      ask: typeof asVisitor,
      variables: Record<string, unknown>,
    ): Promise<Answer> => {
      const ids: string[] = [];
      let page = 1;
      let first: Answer | undefined;
      for (;;) {
        const data = dataOf(await ask(query, { ...variables, page }));
        first ??= data;
        ids.push(...data.searchJobs.nodes.map((n: { id: string }) => n.id));
        if (page >= data.searchJobs.totalPages) break;
        page += 1;
      }
      return { ...first, ids };
    };
    for (const variables of [
      { occupation, query: { prefectureNameEn: prefecture } }, // a route page's cached counts
      { occupation, query: { municipalityIds: [target.municipalityCode] } }, // counted in SQL
    ]) {
      const expected = variables.query.municipalityIds
        ? inPlace.filter((j) => j.municipalityCode === target.municipalityCode)
        : inPlace;
      const visitor = await walk(asVisitor, variables);
      expect(visitor.searchJobs.totalCount).toBe(expected.filter((j) => !j.isMemberOnly).length);
      expect(visitor.searchJobTotalCount).toBe(visitor.searchJobs.totalCount);
      expect(visitor.searchJobs.memberOnlyCount).toBe(
        expected.filter((j) => j.isMemberOnly).length,
      );
      expect(visitor.ids).not.toContain(String(target.id));
      expect(visitor.ids.sort()).toEqual(
        expected
          .filter((j) => !j.isMemberOnly)
          .map((j) => String(j.id))
          .sort(),
      );
      const seen = await walk(asMember, variables);
      expect(seen.searchJobs.totalCount).toBe(expected.length);
      expect(seen.searchJobTotalCount).toBe(expected.length);
      expect(seen.searchJobs.memberOnlyCount).toBe(expected.filter((j) => j.isMemberOnly).length);
      expect(seen.ids).toContain(String(target.id));
    }
    expect(memberOnly).toBeGreaterThan(0);

    // The whole catalogue: a visitor never meets a member-only job on any page.
    const everything = await walk(asVisitor, {});
    const memberOnlyIds = new Set(jobs.filter((j) => j.isMemberOnly).map((j) => String(j.id)));
    expect(everything.ids).toHaveLength(jobs.length - memberOnlyIds.size);
    expect(everything.ids.some((id: string) => memberOnlyIds.has(id))).toBe(false);
    expect(everything.searchJobs.memberOnlyCount).toBe(memberOnlyIds.size);
  });

  it('searchJobs: a keyword, salary floor, company or excluded ids tell a visitor no count', async () => {
    const query = `query($query: JobSearchInput) {
      searchJobs(query: $query, per: 100) { totalCount memberOnlyCount nodes { id } }
      searchJobTotalCount(query: $query) }`;
    const word = target.searchText.split(/\s+/).find((w) => w.length >= 3) ?? target.companyName;
    for (const input of [
      { keyword: target.companyName },
      { keyword: word },
      { minimumMonthlySalary: 100000 },
      { companyId: String(target.companyId) },
      { excludeJobIds: [String(publicJob.id)] },
    ]) {
      const visitor = await asVisitor(query, { query: input });
      const data = dataOf(visitor);
      expect([input, data.searchJobs.memberOnlyCount]).toEqual([input, null]);
      expect(data.searchJobs.nodes.map((n: { id: string }) => n.id)).not.toContain(
        String(target.id),
      );
      expect(data.searchJobTotalCount).toBe(data.searchJobs.totalCount);
      const seen = dataOf(await asMember(query, { query: input })).searchJobs;
      expect(typeof seen.memberOnlyCount).toBe('number');
    }
    // The member finds the job by its company's name; the visitor does not.
    const byName = { query: { keyword: target.companyName } };
    const seen = dataOf(await asMember(query, byName)).searchJobs;
    expect(seen.nodes.map((n: { id: string }) => n.id)).toContain(String(target.id));
    expect(seen.memberOnlyCount).toBeGreaterThan(0);
    expectNothingOfTarget(await asVisitor(query, byName));
  });

  it('searchFeatureJobs: left out for a visitor and counted', async () => {
    const featureId = String(target.featureIds[0]);
    const occupation = findOccupationById(target.occupationId)!.occupationNameEn;
    const expected = jobs.filter(
      (j) => j.occupationId === target.occupationId && j.featureIds.includes(Number(featureId)),
    );
    const query = `query($featureId: ID!, $occupation: String) {
      searchFeatureJobs(featureId: $featureId, occupation: $occupation, per: 100) {
        totalCount memberOnlyCount nodes { id } } }`;
    const visitor = dataOf(await asVisitor(query, { featureId, occupation })).searchFeatureJobs;
    expect(visitor.totalCount).toBe(expected.filter((j) => !j.isMemberOnly).length);
    expect(visitor.memberOnlyCount).toBe(expected.filter((j) => j.isMemberOnly).length);
    expect(visitor.nodes.map((n: { id: string }) => n.id)).not.toContain(String(target.id));
    const seen = dataOf(await asMember(query, { featureId, occupation })).searchFeatureJobs;
    expect(seen.totalCount).toBe(expected.length);
  });

  it('jobsByIds and jobsByIdsWithSalaryDesc: a visitor gets the public ones only', async () => {
    const ids = [String(target.id), String(publicJob.id)];
    const query = `query($ids: [ID!]!) { jobsByIds(ids: $ids) { ${CARD} }
      jobsByIdsWithSalaryDesc(ids: $ids) { id } }`;
    const visitor = await asVisitor(query, { ids });
    expect(dataOf(visitor).jobsByIds.map((j: { id: string }) => j.id)).toEqual([
      String(publicJob.id),
    ]);
    expect(dataOf(visitor).jobsByIdsWithSalaryDesc).toEqual([{ id: String(publicJob.id) }]);
    expectNothingOfTarget(visitor);
    const seen = dataOf(await asMember(query, { ids }));
    expect(seen.jobsByIds.map((j: { id: string }) => j.id)).toEqual(ids);
    expect(seen.jobsByIdsWithSalaryDesc).toHaveLength(2);
  });

  it('company pages: companyJobs, company and companiesByJobIds never tie the job to its company for a visitor', async () => {
    const own = jobs.filter((j) => j.companyId === target.companyId);
    const query = `query($company: ID!, $jobIds: [ID!]!) {
      companyJobs(companyId: $company, per: 100) { totalCount memberOnlyCount nodes { id } }
      company(id: $company) { publishedJobCount }
      companiesByJobIds(jobIds: $jobIds) { id } }`;
    const variables = { company: String(target.companyId), jobIds: [String(target.id)] };
    const visitor = await asVisitor(query, variables);
    const data = dataOf(visitor);
    expect(data.companyJobs.totalCount).toBe(own.filter((j) => !j.isMemberOnly).length);
    expect(data.companyJobs.memberOnlyCount).toBeNull();
    expect(data.companyJobs.nodes.map((n: { id: string }) => n.id)).not.toContain(
      String(target.id),
    );
    expect(data.company.publishedJobCount).toBe(own.filter((j) => !j.isMemberOnly).length);
    expect(data.companiesByJobIds).toEqual([]);
    const seen = dataOf(await asMember(query, variables));
    expect(seen.companyJobs.totalCount).toBe(own.length);
    expect(seen.companyJobs.memberOnlyCount).toBe(own.filter((j) => j.isMemberOnly).length);
    expect(seen.company.publishedJobCount).toBe(own.length);
    expect(seen.companiesByJobIds).toEqual([{ id: String(target.companyId) }]);
  });

  it('nearDistanceJobs and recommendJobs: a visitor gets public jobs only', async () => {
    const memberOnlyIds = new Set(jobs.filter((j) => j.isMemberOnly).map((j) => String(j.id)));
    const query = `query($id: ID!) { job(id: $id) {
      nearDistanceJobs(limit: 20) { id } recommendJobs(limit: 20) { id } } }`;
    const sources = jobs.filter(
      (j) =>
        !j.isMemberOnly &&
        j.occupationId === target.occupationId &&
        j.prefectureCode === target.prefectureCode,
    );
    let memberSawOne = false;
    for (const source of sources.slice(0, 15)) {
      const visitor = dataOf(await asVisitor(query, { id: String(source.id) })).job;
      const related = [...visitor.nearDistanceJobs, ...visitor.recommendJobs].map(
        (j: { id: string }) => j.id,
      );
      expect(related.some((id) => memberOnlyIds.has(id))).toBe(false);
      const seen = dataOf(await asMember(query, { id: String(source.id) })).job;
      const seenIds = [...seen.nearDistanceJobs, ...seen.recommendJobs].map(
        (j: { id: string }) => j.id,
      );
      if (seenIds.some((id) => memberOnlyIds.has(id))) memberSawOne = true;
    }
    expect(memberSawOne).toBe(true);
  });

  it('jobSalary and driverJobSalaries: a visitor’s figures leave member-only jobs out', async () => {
    const figures = async (memberOnlyToo: boolean) => {
      const [row] = await api.database.rows<{ n: number; lo: string | null }>(
        sql`SELECT count(*)::int AS n, round(avg(lowest_salary)) AS lo FROM jobs
            WHERE is_published AND salary_option = 'monthly' AND occupation_id = 1
              AND (${memberOnlyToo} OR NOT is_member_only)`,
      );
      return { jobCount: Number(row!.n), averageLowestSalary: Number(row!.lo) };
    };
    const query = `{ jobSalary(occupation: "driver") { jobCount averageLowestSalary }
      driverJobSalaries { jobCount } }`;
    const visitor = dataOf(await asVisitor(query));
    const seen = dataOf(await asMember(query));
    expect(visitor.jobSalary).toEqual(await figures(false));
    expect(seen.jobSalary).toEqual(await figures(true));
    expect(seen.jobSalary.jobCount).toBeGreaterThan(visitor.jobSalary.jobCount);
    const total = (rows: Array<{ jobCount: number }>) =>
      rows.reduce((sum, row) => sum + row.jobCount, 0);
    expect(total(seen.driverJobSalaries)).toBeGreaterThan(total(visitor.driverJobSalaries));
  });

  it('jobSeekerComments: a voice keeps its job from a visitor when the job is member-only', async () => {
    await api.database.rows(
      sql`INSERT INTO job_seeker_comments (display_name, comment, occupation_id, prefecture_code, job_id, created_at)
          VALUES ('M.O.さん', '会員限定求人で採用されました。', ${target.occupationId},
            ${target.prefectureCode}, ${target.id}, now() + interval '1 day')`,
    );
    const occupation = findOccupationById(target.occupationId)!.occupationNameEn;
    const query = `query($occupation: String) { jobSeekerComments(occupationNameEn: $occupation, per: 1) {
      nodes { displayName job { ${CARD} } } } }`;
    const visitor = await asVisitor(query, { occupation });
    expect(dataOf(visitor).jobSeekerComments.nodes).toEqual([
      { displayName: 'M.O.さん', job: null },
    ]);
    expectNothingOfTarget(visitor);
    const seen = dataOf(await asMember(query, { occupation })).jobSeekerComments.nodes[0];
    expect(seen.job).toMatchObject({ id: String(target.id), isMemberOnly: true });
  });

  it('scouts: a visitor holding the link sees the public related jobs only, and cannot apply', async () => {
    const row = await findMemberByUid(api.database.db, member.uid);
    const { scout } = await sendScout(api.database.db, row!, {
      jobId: target.id,
      message: '会員限定求人のご案内です。',
    });
    const byUrl = `query($urlId: String!) { scoutByUrlId(urlId: $urlId) { relatedJobs { ${CARD} } } }`;
    const visitor = await asVisitor(byUrl, { urlId: scout.urlId });
    expect(dataOf(visitor).scoutByUrlId.relatedJobs).toEqual([]);
    expectNothingOfTarget(visitor);
    const seen = dataOf(
      await asMember(`query($id: ID!) { scout(id: $id) { relatedJobs { id isMemberOnly } } }`, {
        id: String(scout.id),
      }),
    ).scout;
    expect(seen.relatedJobs).toEqual([{ id: String(target.id), isMemberOnly: true }]);

    const before = await countVisitorEntries();
    const entry = await asVisitor(
      `mutation($input: CreateVisitorScoutEntryInput!) { createVisitorScoutEntry(input: $input) {
        entry { id job { id } } } }`,
      { input: { scoutUrlId: scout.urlId, profile: visitorProfile() } },
    );
    expect(codeOf(entry)).toBe('MEMBER_ONLY_JOB');
    expect(await countVisitorEntries()).toBe(before);
  });

  it('createVisitorJobEntry: a visitor cannot apply to a member-only job; nothing is kept', async () => {
    const mutation = `mutation($input: CreateVisitorJobEntryInput!) { createVisitorJobEntry(input: $input) {
      entries { id job { ${CARD} } } } }`;
    const before = await countVisitorEntries();
    const refused = await asVisitor(mutation, {
      input: { jobIds: [String(target.id)], profile: visitorProfile() },
    });
    expect(codeOf(refused)).toBe('MEMBER_ONLY_JOB');
    expect(await countVisitorEntries()).toBe(before);

    const hiringPublic = (
      await api.database.rows<{ id: number }>(
        sql`SELECT id FROM jobs WHERE is_published AND is_hiring AND NOT is_member_only ORDER BY id LIMIT 1`,
      )
    )[0]!.id;
    const mixed = await asVisitor(mutation, {
      input: { jobIds: [String(target.id), String(hiringPublic)], profile: visitorProfile() },
    });
    expect(
      dataOf(mixed).createVisitorJobEntry.entries.map((e: { job: { id: string } }) => e.job.id),
    ).toEqual([String(hiringPublic)]);
    expectNothingOfTarget(mixed);
    expect(await countVisitorEntries()).toBe(before + 1);
  });

  async function countVisitorEntries(): Promise<number> {
    const [row] = await api.database.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM entries WHERE visitor_id IS NOT NULL`,
    );
    return Number(row!.n);
  }
});

function visitorProfile() {
  return {
    name: '山田 花子',
    birthYear: 1992,
    zipCode: '1000001',
    email: 'hanako@example.com',
    phoneNumber: '09012345678',
    contactMethod: 'phone_number',
    desiredOccupationIds: ['1'],
    qualificationIds: [],
  };
}
