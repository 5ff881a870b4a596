import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { DatabaseHandle } from '../../src/db';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { withSuite } from '../support/suite';

/** One GraphQL error as the api answers it. */
export interface GqlError {
  message: string;
  path?: Array<string | number>;
  extensions: { code: string; fieldErrors?: Record<string, string>; reason?: string };
}

export interface GqlResponse<T> {
  status: number;
  data: T | null;
  errors?: GqlError[];
}

/** Counts the SQL statements a database handle sends (both drivers go through `query`). */
export interface StatementCounter {
  readonly count: number;
  readonly statements: readonly string[];
  reset(): void;
}

export function countStatements(handle: DatabaseHandle): StatementCounter {
  const statements: string[] = [];
  const client = handle.client as unknown as { query: (...args: unknown[]) => unknown };
  const original = client.query.bind(client);
  client.query = (...args: unknown[]) => {
    const first = args[0] as string | { text?: string };
    statements.push(typeof first === 'string' ? first : String(first?.text ?? ''));
    return original(...args);
  };
  return {
    get count() {
      return statements.length;
    },
    get statements() {
      return [...statements];
    },
    reset: () => {
      statements.length = 0;
    },
  };
}

export interface ApiHarness {
  app: FastifyInstance;
  database: TestDatabase;
  statements: StatementCounter;
  /** POSTs a GraphQL request to the app, as the BFF does. */
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<GqlResponse<T>>;
  /** Rows of independent SQL, to check answers against. */
  rows<T extends Record<string, unknown>>(query: SQL): Promise<T[]>;
  close(): Promise<void>;
}

/** The api (buildApp) over a copy of the seeded test database; `now`: a fixed clock. */
export async function startApi(options: { now?: () => Date } = {}): Promise<ApiHarness> {
  const database = await createTestDatabase({ seeded: true });
  const statements = countStatements(database);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  const app = await buildApp(config, { database, ...(options.now ? { now: options.now } : {}) });
  await app.ready();
  return {
    app,
    database,
    statements,
    gql: (query, variables) => postGraphql(app, query, variables),
    rows: (query) => database.rows(query),
    close: async () => {
      await app.close();
      await database.dispose();
    },
  };
}

/**
 * Starts the api (startApi) before the tests of the enclosing `describe` (or file) and closes
 * it after them; `started` is given the api once it is ready and may prepare data from it:
 *
 *   let api: ApiHarness;
 *   withApi((started) => (api = started));
 */
export function withApi(
  started: (api: ApiHarness) => unknown,
  options: { now?: () => Date } = {},
): void {
  withSuite(
    () => startApi(options),
    (api) => api.close(),
    started,
  );
}

/** POSTs a GraphQL request to the app as the BFF does (`headers`: the member's token). */
export async function postGraphql<T>(
  app: FastifyInstance,
  query: string,
  variables?: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<GqlResponse<T>> {
  const response = await app.inject({
    method: 'POST',
    url: '/graphql',
    headers,
    payload: { query, ...(variables ? { variables } : {}) },
  });
  const body = response.json() as { data?: T | null; errors?: GqlError[] };
  return { status: response.statusCode, data: body.data ?? null, errors: body.errors };
}

/** The data of a response that must have no errors. */
export function dataOf<T>(response: GqlResponse<T>): T {
  if (response.errors?.length) {
    throw new Error(`unexpected GraphQL errors: ${JSON.stringify(response.errors)}`);
  }
  if (response.status !== 200) throw new Error(`unexpected status ${response.status}`);
  return response.data as T;
}

/** The single error of a response, asserting there is exactly one. */
export function errorOf(response: GqlResponse<unknown>): GqlError {
  if (response.errors?.length !== 1) {
    throw new Error(`expected one GraphQL error, got ${JSON.stringify(response.errors)}`);
  }
  return response.errors[0]!;
}

/** Fields of a job card in lists (what the web's list pages ask). */
export const JOB_CARD = `
  id title lowestSalary highestSalary salaryOption hiringType isMemberOnly isPublished
  addressLine zipCode
  company { id name }
  features { id name }
  prefecture { id name }
  municipality { id name }
  occupation { id occupationNameEn }
  workingTimes { attendanceTime leaveTime }
  jobDetail { catchphrase }
`;
