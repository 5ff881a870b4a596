import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PHONE_ACCOUNT_EMAIL_DOMAIN, toE164PhoneNumber } from '@jobsite/domain/formatters';
import type { FastifyInstance } from 'fastify';
import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { type Auth, getAuth } from 'firebase-admin/auth';
import { inject } from 'vitest';
import { type BuildAppOptions, buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { type GqlResponse, postGraphql } from '../graphql/harness';
import { createTestDatabase, type TestDatabase } from '../support/database';
import { CREATE_USER, signUpInput } from '../support/sign-up';
import { withSuite } from '../support/suite';
import { type JobFixtures, jobFixtures } from './fixtures';

export type { GqlResponse };
export { CREATE_USER, signUpInput };

/** An account of the run's Auth emulator, signed in: its ID token is what the BFF forwards. */
export interface Account {
  uid: string;
  email: string;
  password: string;
  idToken: string;
  /** Domestic number of a phone account. */
  phoneNumber?: string;
}

export interface MemberApi {
  app: FastifyInstance;
  database: TestDatabase;
  dataDir: string;
  admin: Auth;
  /** POSTs a GraphQL request as the BFF does: `token-type: end-user` and the ID token. */
  // biome-ignore lint/suspicious/noExplicitAny: answers are checked by assertions, not types.
  gql<T = Record<string, any>>(
    query: string,
    variables?: Record<string, unknown>,
    idToken?: string,
  ): Promise<GqlResponse<T>>;
  /** A new email account at the emulator, signed in. */
  account(options?: { phoneNumber?: string }): Promise<Account>;
  /** Signs the account in again (a fresh ID token, e.g. after claims or email changed). */
  signIn(account: Account): Promise<Account>;
  /** A signed-up member: an account plus createUserWithRelations. */
  member(overrides?: Record<string, unknown>): Promise<Account>;
  /**
   * POSTs an operator command (`/ops/<command>`, what the ops CLI sends) with the api's
   * operator token, or with `token` when given.
   */
  ops(
    command: string,
    body: Record<string, unknown>,
    token?: string,
    // biome-ignore lint/suspicious/noExplicitAny: answers are checked by assertions, not types.
  ): Promise<{ status: number; body: any }>;
  close(): Promise<void>;
}

/** The api over a copy of the seeded test database, verifying tokens at the run's emulator. */
export async function startMemberApi(
  env: Record<string, string> = {},
  options: Omit<BuildAppOptions, 'database'> = {},
): Promise<MemberApi> {
  const emulatorHost = inject('emulatorHost');
  const projectId = inject('firebaseProjectId');
  const database = await createTestDatabase({ seeded: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'jobsite-api-members-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
    FIREBASE_PROJECT_ID: projectId,
    DATA_DIR: dataDir,
    ENABLE_MICRO_CONVERSION: 'true',
    ...env,
  });
  const app = await buildApp(config, { ...options, database });
  await app.ready();
  const firebase: App = initializeApp({ projectId }, `test-${randomUUID()}`);
  const admin = getAuth(firebase);
  const rest = `http://${emulatorHost}/identitytoolkit.googleapis.com/v1`;

  const signIn = async (account: Account): Promise<Account> => {
    const response = await fetch(`${rest}/accounts:signInWithPassword?key=test`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: account.email,
        password: account.password,
        returnSecureToken: true,
      }),
    });
    const body = (await response.json()) as { idToken?: string; error?: unknown };
    if (!body.idToken) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
    return { ...account, idToken: body.idToken };
  };

  const createAccount = async (options: { phoneNumber?: string } = {}): Promise<Account> => {
    const id = randomUUID().slice(0, 12);
    const password = `pw-${id}`;
    const email = options.phoneNumber
      ? `p-${id}@${PHONE_ACCOUNT_EMAIL_DOMAIN}`
      : `member-${id}@example.com`;
    const record = await admin.createUser({
      email,
      password,
      ...(options.phoneNumber ? { phoneNumber: toE164PhoneNumber(options.phoneNumber) } : {}),
    });
    await admin.setCustomUserClaims(record.uid, {
      authType: options.phoneNumber ? 'phone_number' : 'email',
    });
    return signIn({
      uid: record.uid,
      email,
      password,
      idToken: '',
      ...(options.phoneNumber ? { phoneNumber: options.phoneNumber } : {}),
    });
  };

  const gql = <T>(query: string, variables?: Record<string, unknown>, idToken?: string) =>
    postGraphql<T>(
      app,
      query,
      variables,
      idToken ? { 'token-type': 'end-user', authorization: idToken } : {},
    );

  return {
    app,
    database,
    dataDir,
    admin,
    gql,
    account: createAccount,
    signIn,
    member: async (overrides = {}) => {
      const account = await createAccount();
      const response = await gql(CREATE_USER, { input: signUpInput(overrides) }, account.idToken);
      if (response.errors?.length) {
        throw new Error(`sign-up failed: ${JSON.stringify(response.errors)}`);
      }
      return account;
    },
    ops: async (command, body, token) => {
      const bearer = token ?? readFileSync(path.join(dataDir, 'ops.token'), 'utf8').trim();
      const response = await app.inject({
        method: 'POST',
        url: `/ops/${command}`,
        headers: { authorization: `Bearer ${bearer}` },
        payload: body,
      });
      return { status: response.statusCode, body: response.json() };
    },
    close: async () => {
      await app.close();
      await database.dispose();
      await deleteApp(firebase);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A started member api and the jobs of its seeded database. */
export interface MemberSuite {
  api: MemberApi;
  jobs: JobFixtures;
}

/**
 * Starts a member api (startMemberApi) before the tests of the enclosing `describe` and closes
 * it after them; `started` is given the api and its job fixtures once they are ready:
 *
 *   let api: MemberApi;
 *   let jobs: JobFixtures;
 *   withMemberApi((suite) => ({ api, jobs } = suite));
 */
export function withMemberApi(
  started: (suite: MemberSuite) => void,
  env: Record<string, string> = {},
  options: Omit<BuildAppOptions, 'database'> = {},
): void {
  withSuite(
    () => startMemberApi(env, options),
    (api) => api.close(),
    async (api) => started({ api, jobs: await jobFixtures(api) }),
  );
}

/** The data of a response that must have no errors. */
export function dataOf<T>(response: GqlResponse<T>): T {
  if (response.errors?.length) {
    throw new Error(`unexpected GraphQL errors: ${JSON.stringify(response.errors)}`);
  }
  return response.data as T;
}

/** The code of the single error of a response. */
export function codeOf(response: GqlResponse<unknown>): string {
  if (response.errors?.length !== 1) {
    throw new Error(`expected one GraphQL error, got ${JSON.stringify(response.errors ?? null)}`);
  }
  return response.errors[0]!.extensions.code;
}
