import { describe, expect, it } from 'vitest';
import { type ApiHarness, dataOf, withApi } from './harness';

/** A list with every nested field of a job that reads the database. */
const DEEP_LIST = `query($per: Int, $page: Int) {
  searchJobs(per: $per, page: $page) {
    totalCount
    nodes {
      id
      company { id name publishedJobCount companyDetail { introduction } images { url } }
      companyImages { url }
      offices { id name prefecture { name } municipality { name publishedJobCount } }
      features { id name publishedJobCount }
      prefecture { name publishedJobCount }
      municipality { name publishedJobCount }
      occupation { name publishedJobCount }
      workingTimes { attendanceTime leaveTime }
      jobDetail { catchphrase welfareOption }
      appealPoints { title }
      summaries { title }
      articleSections { title }
      jobSeekerComments { displayName }
      nearDistanceJobs(limit: 3) { id company { name } features { id } }
      recommendJobs(limit: 2) { id workingTimes { leaveTime } }
    }
  }
}`;

/** Statements one request may send whatever the list size (one per batched loader, at most). */
const STATEMENT_BOUND = 30;

describe('nested fields load in batches (no N+1)', () => {
  let api: ApiHarness;
  withApi(async (started) => {
    api = started;
    // Fill the shared published-count cache first, so every measured request finds it warm.
    dataOf(await api.gql(DEEP_LIST, { per: 1 }));
  });

  async function statementsFor(per: number, page = 1): Promise<number> {
    api.statements.reset();
    const data = dataOf(
      await api.gql<{ searchJobs: { nodes: unknown[] } }>(DEEP_LIST, { per, page }),
    );
    expect(data.searchJobs.nodes).toHaveLength(per);
    return api.statements.count;
  }

  it('a page of 25 jobs with every nested field costs a bounded number of statements', async () => {
    const for25 = await statementsFor(25);
    expect(for25).toBeLessThanOrEqual(STATEMENT_BOUND);
    // Not one statement per job: far fewer than the 25 jobs × 15 nested fields.
    expect(for25).toBeLessThan(25);
  });

  it('the count does not grow with the list size', async () => {
    // 25 is about the largest page of this shape within the cost limit (50 costs 8,751 >
    // 5,000: the BFF refuses it, and now the api too).
    const counts = [
      await statementsFor(5, 2),
      await statementsFor(10, 2),
      await statementsFor(25, 2),
    ];
    expect(Math.max(...counts)).toBeLessThanOrEqual(STATEMENT_BOUND);
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
  });

  it('by-ids lists batch the same way', async () => {
    const ids = dataOf(
      await api.gql<{ searchJobs: { nodes: Array<{ id: string }> } }>(
        `{ searchJobs(per: 60) { nodes { id } } }`,
      ),
    ).searchJobs.nodes.map((n) => n.id);
    const query = `query($ids: [ID!]!) { jobsByIds(ids: $ids) { id company { name } features { id } workingTimes { leaveTime } municipality { publishedJobCount } } }`;
    api.statements.reset();
    dataOf(await api.gql(query, { ids: ids.slice(0, 5) }));
    const few = api.statements.count;
    api.statements.reset();
    dataOf(await api.gql(query, { ids }));
    expect(api.statements.count).toBe(few);
    expect(few).toBeLessThanOrEqual(6);
  });
});
