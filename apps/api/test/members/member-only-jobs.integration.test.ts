import { typeDefs } from '@jobsite/domain/graphql';
import { findOccupationById, findPrefectureByCode } from '@jobsite/domain/masters';
import { sql } from 'drizzle-orm';
import {
  buildSchema,
  type GraphQLInputType,
  type GraphQLObjectType,
  getNamedType,
  isInputObjectType,
  isObjectType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJoiningConfirmation } from '../../src/modules/entries/joining-confirmation';
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
 * Member-only jobs (会員限定求人, docs/decisions/0018): every public operation that
 * can yield a job or a figure of jobs, asked by a visitor (no token) and by a member (a
 * verified ID token of the run's Auth emulator). A visitor learns that member-only jobs exist
 * (counts) and nothing of them; a member sees them like any job.
 */

/**
 * Every public operation (no "Member only.") that tells something of jobs, and the test below
 * that tries it as a visitor and as a member. The first test derives the list from the SDL
 * (`publicOperationsAboutJobs`) and fails when an operation is added, or stops telling of
 * jobs, until this list follows.
 */
const VISITOR_PATHS = {
  // Lists and pages of jobs.
  searchJobs: 'searchJobs and searchJobTotalCount',
  searchJobTotalCount: 'searchJobs and searchJobTotalCount',
  searchFeatureJobs: 'searchFeatureJobs',
  job: 'job(id)',
  jobsByIds: 'jobsByIds and jobsByIdsWithSalaryDesc',
  jobsByIdsWithSalaryDesc: 'jobsByIds and jobsByIdsWithSalaryDesc',
  companyJobs: 'company pages',
  company: 'company pages',
  companiesByJobIds: 'company pages',
  jobSeekerComments: 'jobSeekerComments',
  scoutByUrlId: 'scouts',
  // Figures of jobs: salaries and counts.
  jobSalary: 'jobSalary and driverJobSalaries',
  driverJobSalaries: 'jobSalary and driverJobSalaries',
  salaryInsight: 'salaryInsight',
  occupations: 'master counts',
  occupation: 'master counts',
  occupationCategories: 'master counts',
  prefectures: 'master counts',
  prefecture: 'master counts',
  allRegions: 'master counts',
  municipality: 'master counts',
  municipalities: 'master counts',
  searchMunicipalities: 'master counts',
  postalAddress: 'master counts',
  searchSuggestions: 'master counts',
  features: 'master counts',
  feature: 'master counts',
  trendFeatures: 'master counts',
  magazineArticles: 'master counts',
  magazineArticle: 'master counts',
  allQualifications: 'master counts',
  Signup: 'master counts',
  Inquiry: 'master counts',
  kintoneUser: 'master counts',
  // Writes that take or answer jobs.
  createVisitorJobEntry: 'createVisitorJobEntry',
  createVisitorScoutEntry: 'scouts',
  createMicroConversion: 'createMicroConversion',
  verifyEntryJoiningConfirmationToken: 'joining confirmations',
  updateEntryJoiningConfirmation: 'joining confirmations',
} as const;

/** Public operations that reach Job but need a verified identity (README: identity only). */
const IDENTITY_ONLY = ['createUserWithRelations', 'recoverInconsistentUser', 'user'];

/** A field that gives a figure or a text of jobs without a `Job` object. */
const JOB_FIGURE_FIELD = /jobCount$|jobTitle$/i;

/**
 * Operations of the SDL, not member-only, that tell something of jobs: their result reaches
 * `Job` or a figure of jobs (a count, a salary statistic, a job title), their name is about
 * jobs, or they take job ids.
 */
function publicOperationsAboutJobs(): string[] {
  const schema = buildSchema(typeDefs);
  const objects = Object.values(schema.getTypeMap()).filter(
    (type): type is GraphQLObjectType => isObjectType(type) && !type.name.startsWith('__'),
  );
  // A fixed point, so that cycles (Occupation ↔ OccupationCategory) are followed to the end.
  const telling = new Set<string>(['Job']);
  for (let grew = true; grew; ) {
    grew = false;
    for (const type of objects) {
      if (telling.has(type.name)) continue;
      const fields = Object.values(type.getFields());
      if (
        fields.some((f) => JOB_FIGURE_FIELD.test(f.name) || telling.has(getNamedType(f.type).name))
      ) {
        telling.add(type.name);
        grew = true;
      }
    }
  }
  const takesJobIds = (type: GraphQLInputType, seen = new Set<string>()): boolean => {
    const named = getNamedType(type);
    if (!isInputObjectType(named) || seen.has(named.name)) return false;
    seen.add(named.name);
    return Object.values(named.getFields()).some(
      (field) => /jobIds?$/i.test(field.name) || takesJobIds(field.type, seen),
    );
  };
  return ['Query', 'Mutation'].flatMap((root) =>
    Object.values((schema.getType(root) as GraphQLObjectType).getFields())
      .filter((field) => !field.description?.startsWith('Member only.'))
      .filter(
        (field) =>
          telling.has(getNamedType(field.type).name) ||
          /job/i.test(field.name) ||
          field.args.some((arg) => /jobIds?$/i.test(arg.name) || takesJobIds(arg.type)),
      )
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

  it('tries every public operation that tells something of jobs', () => {
    const derived = publicOperationsAboutJobs().filter((name) => !IDENTITY_ONLY.includes(name));
    expect(derived.sort()).toEqual(Object.keys(VISITOR_PATHS).sort());
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
    // Searches leave closed jobs out (decision 0028).
    const inPlace = jobs.filter(
      (j) =>
        j.isHiring &&
        j.occupationId === target.occupationId &&
        j.prefectureCode === target.prefectureCode,
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

    // The whole catalogue (jobs taking entries): a visitor never meets a member-only job.
    const open = jobs.filter((j) => j.isHiring);
    const everything = await walk(asVisitor, {});
    const memberOnlyIds = new Set(open.filter((j) => j.isMemberOnly).map((j) => String(j.id)));
    expect(everything.ids).toHaveLength(open.length - memberOnlyIds.size);
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
      (j) =>
        j.isHiring &&
        j.occupationId === target.occupationId &&
        j.featureIds.includes(Number(featureId)),
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

  it('salaryInsight: a visitor’s figures leave member-only jobs out, even asked after a member', async () => {
    const occupation = findOccupationById(target.occupationId)!.occupationNameEn;
    const prefecture = findPrefectureByCode(target.prefectureCode)!.prefectureEnName;
    const query = `query($occupation: String!, $prefecture: String) {
      salaryInsight(occupation: $occupation, prefectureNameEn: $prefecture) {
        statistics { jobCount }
        histogram { jobCount }
        byFeature { feature { id } statistics { jobCount } }
        byPrefecture { prefecture { id } statistics { jobCount } } } }`;
    const monthly = jobs.filter(
      (j) => j.occupationId === target.occupationId && j.salaryOption === 'monthly',
    );
    let memberSawMore = false;
    for (const place of [null, prefecture]) {
      const counted = monthly.filter((j) => !place || j.prefectureCode === target.prefectureCode);
      const variables = { occupation, prefecture: place };
      // The member asks first: the api's cache must keep the two audiences apart.
      const seen = dataOf(await asMember(query, variables)).salaryInsight;
      const visitor = await asVisitor(query, variables);
      const figures = dataOf(visitor).salaryInsight;
      const publicJobs = counted.filter((j) => !j.isMemberOnly);
      expect(figures.statistics.jobCount).toBe(publicJobs.length);
      expect(
        figures.histogram.reduce((sum: number, bin: { jobCount: number }) => sum + bin.jobCount, 0),
      ).toBe(publicJobs.length);
      for (const row of figures.byFeature) {
        const id = Number(row.feature.id);
        expect([id, row.statistics.jobCount]).toEqual([
          id,
          publicJobs.filter((j) => j.featureIds.includes(id)).length,
        ]);
      }
      for (const row of figures.byPrefecture) {
        const code = Number(row.prefecture.id);
        expect([code, row.statistics.jobCount]).toEqual([
          code,
          publicJobs.filter((j) => j.prefectureCode === code).length,
        ]);
      }
      expect(seen.statistics.jobCount).toBe(counted.length);
      if (seen.statistics.jobCount > figures.statistics.jobCount) memberSawMore = true;
      expectNothingOfTarget(visitor);
    }
    expect(memberSawMore).toBe(true);

    // jobSalary over the narrowest scope (occupation, prefecture and a feature), member first.
    const featureId = String(target.featureIds[0]);
    const narrow = `query($occupation: String!, $prefecture: String, $featureId: ID) {
      jobSalary(occupation: $occupation, prefectureNameEn: $prefecture, featureId: $featureId) {
        jobCount } }`;
    const variables = { occupation, prefecture, featureId };
    const inScope = monthly.filter(
      (j) => j.prefectureCode === target.prefectureCode && j.featureIds.includes(Number(featureId)),
    );
    expect(dataOf(await asMember(narrow, variables)).jobSalary.jobCount).toBe(inScope.length);
    expect(dataOf(await asVisitor(narrow, variables)).jobSalary.jobCount).toBe(
      inScope.filter((j) => !j.isMemberOnly).length,
    );
  });

  it('master counts: the total of a visitor’s list (open public jobs), the same for both', async () => {
    const occupation = findOccupationById(target.occupationId)!.occupationNameEn;
    const prefecture = findPrefectureByCode(target.prefectureCode)!.prefectureEnName;
    const featureId = String(target.featureIds[0]);
    const occupationCounts = 'occupationCategories { occupations { id publishedJobCount } }';
    const query = `query($occupation: String!, $prefecture: String!, $municipality: ID!,
        $feature: ID!, $conversionId: String!) {
      occupations { id publishedJobCount }
      occupation(occupationNameEn: $occupation) { publishedJobCount }
      occupationCategories { occupations { id publishedJobCount } }
      prefectures { id publishedJobCount }
      prefecture(prefectureNameEn: $prefecture) { publishedJobCount }
      allRegions { prefectures { id publishedJobCount } }
      municipality(id: $municipality) { publishedJobCount }
      municipalities(ids: [$municipality]) { id publishedJobCount }
      searchMunicipalities(prefectureNameEn: $prefecture) { id publishedJobCount }
      postalAddress(postalCode: "1000001") {
        prefecture { publishedJobCount }
        municipality { id publishedJobCount }
      }
      searchSuggestions(prefix: "と", limit: 20) { kind id label jobCount }
      features(occupation: $occupation) { id publishedJobCount }
      feature(id: $feature) { publishedJobCount }
      trendFeatures(occupation: $occupation) { id publishedJobCount }
      magazineArticles(per: 3) { nodes { id occupation { id publishedJobCount } } }
      allQualifications { id ${occupationCounts} }
      Signup { qualifications { id ${occupationCounts} } }
      Inquiry(conversionId: $conversionId) { qualifications { id ${occupationCounts} } }
    }`;
    const { conversionId } = dataOf(
      await asMember('{ endUserViewer { conversionId } }'),
    ).endUserViewer;
    const variables = {
      occupation,
      prefecture,
      municipality: target.municipalityCode,
      feature: featureId,
      conversionId,
    };
    const visitor = await asVisitor(query, variables);
    const counts = dataOf(visitor);
    expect(dataOf(await asMember(query, variables))).toEqual(counts);
    expectNothingOfTarget(visitor);
    // kintoneUser is the member's own record (decision 0026): the member's session reads it,
    // with the same counts; a visitor gets nothing.
    const ownRecord = `query($conversionId: String!) {
      kintoneUser(conversionId: $conversionId) { qualifications { id ${occupationCounts} } } }`;
    const own = dataOf(await asMember(ownRecord, { conversionId })).kintoneUser;
    for (const qualification of own?.qualifications ?? []) {
      expect(qualification).toEqual(
        counts.allQualifications.find((q: { id: string }) => q.id === qualification.id),
      );
    }
    expect(codeOf(await asVisitor(ownRecord, { conversionId }))).toBe('UNAUTHORIZED_ERROR');

    // Decision 0028: a master count is the total of the visitor's list it leads to.
    const open = jobs.filter((j) => j.isHiring);
    const visible = open.filter((j) => !j.isMemberOnly);
    const ofOccupation = open.filter((j) => j.occupationId === target.occupationId);
    const visibleOfOccupation = ofOccupation.filter((j) => !j.isMemberOnly);
    expect(counts.occupation.publishedJobCount).toBe(visibleOfOccupation.length);
    expect(counts.municipality.publishedJobCount).toBe(
      visible.filter((j) => j.municipalityCode === target.municipalityCode).length,
    );
    const withFeature = ofOccupation.filter((j) => j.featureIds.includes(Number(featureId)));
    expect(counts.features.find((f: { id: string }) => f.id === featureId).publishedJobCount).toBe(
      withFeature.filter((j) => !j.isMemberOnly).length,
    );
    // The visitor's list shows that total, and the locked card the member-only ones.
    const lists = dataOf(
      await asVisitor(
        `query($occupation: String!, $feature: ID!) {
          searchJobs(occupation: $occupation, per: 1) { totalCount memberOnlyCount }
          searchFeatureJobs(featureId: $feature, occupation: $occupation, per: 1) {
            totalCount memberOnlyCount } }`,
        { occupation, feature: featureId },
      ),
    );
    expect(lists.searchJobs.totalCount).toBe(counts.occupation.publishedJobCount);
    expect(lists.searchJobs.totalCount + lists.searchJobs.memberOnlyCount).toBe(
      ofOccupation.length,
    );
    expect(lists.searchFeatureJobs.totalCount + lists.searchFeatureJobs.memberOnlyCount).toBe(
      withFeature.length,
    );
  });

  it('createMicroConversion: takes a member-only job’s id from a visitor and answers nothing of it', async () => {
    const answer = await asVisitor(
      `mutation($input: CreateMicroConversionInput!) {
        createMicroConversion(input: $input) { clientMutationId microConversionId } }`,
      {
        input: {
          clientMutationId: 'mc-1',
          conversionSource: 'job_entry',
          jobId: String(target.id),
          path: `/driver/job/${target.id}`,
        },
      },
    );
    expect(answer.errors).toBeUndefined();
    expect(dataOf(answer).createMicroConversion).toEqual({
      clientMutationId: 'mc-1',
      microConversionId: expect.stringMatching(/^\d+$/),
    });
  });

  it('joining confirmations: the link names the job to the member who applied, nothing to anyone else', async () => {
    // The token is the applicant's bearer secret (mailed to them), like a scout link: it names
    // the job they applied to, member-only or not, and nothing more of it.
    const applicant = await api.member();
    const entry = dataOf(
      await api.gql(
        'mutation($id: ID!) { createEntry(input: { jobId: $id }) { entry { id } } }',
        { id: String(target.id) },
        applicant.idToken,
      ),
    ).createEntry.entry;
    const token = await createJoiningConfirmation(api.database.db, Number(entry.id));
    const [job] = await api.database.rows<{ title: string }>(
      sql`SELECT title FROM jobs WHERE id = ${target.id}`,
    );
    const verify = `query($token: String!) { verifyEntryJoiningConfirmationToken(token: $token) {
      isValid jobTitle companyName } }`;
    expect(dataOf(await asVisitor(verify, { token })).verifyEntryJoiningConfirmationToken).toEqual({
      isValid: true,
      jobTitle: job!.title,
      companyName: target.companyName,
    });
    // Any other token tells nothing, for reading or for answering.
    const guessed = 'x'.repeat(token.length);
    expect(
      dataOf(await asVisitor(verify, { token: guessed })).verifyEntryJoiningConfirmationToken,
    ).toEqual({ isValid: false, jobTitle: null, companyName: null });
    const answer = await asVisitor(
      `mutation($input: UpdateEntryJoiningConfirmationInput!) {
        updateEntryJoiningConfirmation(input: $input) { confirmation { jobTitle companyName } } }`,
      { input: { token: guessed, hasJoined: false } },
    );
    expect(codeOf(answer)).toBe('BAD_USER_INPUT');
    expect(answer.data?.updateEntryJoiningConfirmation ?? null).toBeNull();
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
    furigana: 'やまだ はなこ',
    birthYear: 1992,
    zipCode: '1000001',
    email: 'hanako@example.com',
    phoneNumber: '09012345678',
    contactMethod: 'phone_number',
    desiredOccupationIds: ['1'],
    qualificationIds: [],
  };
}
