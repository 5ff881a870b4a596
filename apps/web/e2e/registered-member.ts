import { randomInt } from 'node:crypto';
import { OCCUPATIONS } from '@jobsite/domain/masters';
import { type BrowserContext, type Page, request, type TestInfo } from '@playwright/test';
import { expect, hydrated, isMobile } from './fixtures';
import { ops, signUpMember, TEST_PASSWORD, uniqueEmail } from './member';

/**
 * Helpers of the entry and my page tests: a complete member (identity and member record, as
 * the sign-up form makes them) in the page's browser context, GraphQL through the site's
 * /graphql with that session, and hiring jobs to apply to.
 */

/** Each test its own client address, so the BFF's per-address limits never mix tests. */
export async function ownClientAddress(context: BrowserContext) {
  const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': address });
}

type GraphQLAnswer<T> = {
  data?: T;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
};

/** A GraphQL request with the page's session (the member's cookies). */
export async function siteGraphQL<T>(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GraphQLAnswer<T>> {
  const response = await page.request.post('/graphql', { data: { query, variables } });
  return (await response.json()) as GraphQLAnswer<T>;
}

export const MEMBER_NAME = '応募 太郎';

/** Signs up through the BFF and creates the member record; the page's context is signed in. */
export async function registerMember(page: Page, prefix = 'entry') {
  const email = uniqueEmail(prefix);
  const account = await signUpMember(page, email);
  const answer = await siteGraphQL(
    page,
    `mutation ($input: CreateUserWithRelationsInput!) {
      createUserWithRelations(input: $input) { user { id } }
    }`,
    {
      input: {
        name: MEMBER_NAME,
        birthYear: 1990,
        zipCode: '1000001',
        desiredOccupationIds: ['1'],
        qualificationIds: [],
        conversionSource: 'signup',
      },
    },
  );
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return { ...account, email };
}

/** A member with a room: the entry to one of the seed's public jobs opens it. */
export async function memberWithRoom(page: Page, prefix: string) {
  await ownClientAddress(page.context());
  const ids = await publicDriverJobIds(page);
  // A job of its own per test file and run, away from the first ones other tests use.
  const jobId = await hiring(ids[12 + Math.floor(Math.random() * (ids.length - 12))] ?? '');
  const member = await registerMember(page, prefix);
  const answer = await siteGraphQL<{
    createEntry: { entry: { id: string; room: { id: string } | null } };
  }>(
    page,
    `mutation ($input: CreateEntryInput!) {
      createEntry(input: $input) { entry { id room { id } } }
    }`,
    { input: { jobId } },
  );
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  const roomId = answer.data?.createEntry.entry.room?.id;
  expect(roomId).toBeTruthy();
  return {
    ...member,
    roomId: String(roomId),
    entryId: answer.data?.createEntry.entry.id ?? '',
    jobId,
  };
}

/**
 * Fills and sends the sign-up form the page is on, as a visitor does (a driver, email
 * account); the form then goes to its `redirect_path`. Returns the email.
 */
export async function signUpThroughForm(page: Page, prefix = 'signup') {
  const email = uniqueEmail(prefix);
  await page.getByLabel(/メールアドレスまたは携帯電話番号/).fill(email);
  await page.getByLabel(/^パスワード/).fill(TEST_PASSWORD);
  await page.getByRole('checkbox', { name: 'ドライバー', exact: true }).check();
  await page.getByLabel('お名前').fill('会員 登録');
  await page.getByLabel('生まれ年').selectOption('1990');
  await page.getByLabel('郵便番号').fill('1000001');
  await page.getByRole('button', { name: /無料で会員登録する/ }).click();
  return { email };
}

/** Ids of the jobs listed on /driver as a visitor sees them (public jobs), in order. */
export async function publicDriverJobIds(page: Page): Promise<string[]> {
  await page.goto('/driver');
  const hrefs = await page
    .locator('article h3 a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const ids = hrefs.map((href) => href.split('/').pop() ?? '').filter((id) => /^\d+$/.test(id));
  expect(ids.length).toBeGreaterThan(10);
  return ids;
}

/**
 * Desktop and phone run side by side: each project takes its own half of /driver's first
 * page (desktop from 0, phone from 12), and `index` counts within that half.
 */
export async function projectDriverJob(
  page: Page,
  testInfo: TestInfo,
  index: number,
): Promise<string> {
  const ids = await publicDriverJobIds(page);
  const at = (testInfo.project.name === 'mobile' ? 12 : 0) + index;
  const id = ids[at];
  if (!id) throw new Error(`no job at ${at} on /driver`);
  return id;
}

/** Makes sure a job takes entries (published and hiring), whatever other tests did to it. */
export async function hiring(jobId: string): Promise<string> {
  await ops('publish', { job: Number(jobId) });
  return jobId;
}

type OpsRooms = {
  rooms: Array<{ roomId: number; entryId: number | null; scoutId: number | null }>;
};

/** The member's rooms as the operator CLI lists them. */
export async function roomsOf(member: string) {
  return (await ops<OpsRooms>('rooms', { member })).rooms;
}

/**
 * Ends the page's session at the BFF while the page stays open (as when it expires): with the
 * page's own session cookie, from outside the browser, so the page keeps its cookies until it
 * meets the ended session itself.
 */
export async function endSessionElsewhere(page: Page, baseURL: string | undefined) {
  const other = await request.newContext({
    baseURL,
    storageState: await page.context().storageState(),
    extraHTTPHeaders: { 'x-forwarded-for': '10.250.0.2' },
  });
  const ended = await other.delete('/auth/token');
  expect(ended.status()).toBe(200);
  await other.dispose();
}

/**
 * Spec §8's keys that an ended session clears (recommendJobIds, page and checkedIds), set so a
 * test can see them cleared: the site keeps them in sessionStorage and localStorage and clears
 * both.
 */
export const SESSION_KEYS = ['recommendJobIds', 'page', 'checkedIds'] as const;

/**
 * Sets the keys in both storages of the page's origin: now, or with `beforeFirstPage` as the
 * next page opens (before its scripts run), once: not again on the pages after it.
 */
export async function setSessionKeys(page: Page, { beforeFirstPage = false } = {}) {
  const write = ({ keys, once }: { keys: readonly string[]; once: boolean }) => {
    if (once && sessionStorage.getItem('e2e-session-keys-set')) return;
    sessionStorage.setItem('e2e-session-keys-set', '1');
    for (const key of keys) {
      sessionStorage.setItem(key, '1');
      localStorage.setItem(key, '1');
    }
  };
  const arg = { keys: [...SESSION_KEYS], once: beforeFirstPage };
  if (beforeFirstPage) await page.addInitScript(write, arg);
  else await page.evaluate(write, arg);
}

/**
 * The session ended in this browser (spec §8): its auth cookie is gone and so are the keys,
 * from both storages. Waits for both, as a page may still be going to the login page.
 */
export async function expectSessionEndedHere(page: Page) {
  await expect
    .poll(async () => (await page.context().cookies()).some((c) => c.name === 'authRecord'))
    .toBe(false);
  await expect
    .poll(async () => {
      try {
        return await page.evaluate(
          (keys) => keys.flatMap((key) => [sessionStorage.getItem(key), localStorage.getItem(key)]),
          [...SESSION_KEYS],
        );
      } catch {
        return 'the page was being replaced';
      }
    })
    .toEqual(SESSION_KEYS.flatMap(() => [null, null]));
}

/**
 * Seeded unpublished jobs the saved-search test publishes during the run (one per project).
 * Publishing changes their occupation's salary figures, so tests that compare a cached page
 * with the api's current figures keep away from those occupations.
 */
export const ALERT_JOB_IDS = { desktop: 38, mobile: 238 } as const;

/**
 * An occupation whose jobs no test publishes, closes or takes down during the run: other tests
 * change driver jobs, and the saved-search test publishes ALERT_JOB_IDS. Tests that compare two
 * reads of the catalogue taken moments apart (a cached page and the api, a live count and the
 * page it leads to) use it, so a concurrent change cannot fall between the two reads.
 */
export async function occupationNoTestChanges(page: Page): Promise<string> {
  const touched = new Set(['driver']);
  for (const id of Object.values(ALERT_JOB_IDS)) {
    const job = await siteGraphQL<{ job: { occupation: { occupationNameEn: string } } | null }>(
      page,
      'query ($id: ID!) { job(id: $id) { occupation { occupationNameEn } } }',
      { id: String(id) },
    );
    const name = job.data?.job?.occupation.occupationNameEn;
    if (!name) throw new Error(`job ${id}: ${JSON.stringify(job.errors)}`);
    touched.add(name);
  }
  const occupation = OCCUPATIONS.find((o) => !touched.has(o.occupationNameEn))?.occupationNameEn;
  if (!occupation) throw new Error('no occupation left untouched');
  return occupation;
}

/** ログアウト from the header (from the phone menu on a phone). */
export async function logOutFromHeader(page: Page) {
  await hydrated(page);
  const header = page.getByRole('banner');
  if (isMobile(page)) {
    await header.getByRole('button', { name: 'メニュー' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'ログアウト' }).click();
  } else {
    await header.getByRole('button', { name: 'ログアウト' }).click();
  }
}
