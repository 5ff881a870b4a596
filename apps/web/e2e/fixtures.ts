import { test as base, expect, type Page, type Request } from '@playwright/test';
import { servicesLogMark, servicesLogSince } from './services-log';

export const test = base.extend<{ servicesLog: undefined }>({
  /** The web origin global-setup started (or E2E_BASE_URL given from outside). */
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture dependencies from this pattern.
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
  /**
   * When a test fails, what the services logged while it ran (other workers' lines included)
   * goes to its output and report, so a 500 comes with the server's reason.
   */
  servicesLog: [
    // biome-ignore lint/correctness/noEmptyPattern: as above.
    async ({}, use, testInfo) => {
      const mark = servicesLogMark();
      await use(undefined);
      if (testInfo.status === testInfo.expectedStatus) return;
      const lines = servicesLogSince(mark);
      if (lines.length === 0) return;
      const text = lines.join('\n');
      console.error(`services logged while "${testInfo.title}" ran:\n${text}`);
      await testInfo.attach('services.log', { body: text, contentType: 'text/plain' });
    },
    { auto: true },
  ],
});

export { HTTP_ONLY, PHONE_ONLY } from './tags';
export { expect };

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** Job detail links of the list on the page, in order. */
export async function jobLinks(page: Page) {
  return page.locator('article h2 a[href*="/job/"], article h3 a[href*="/job/"]');
}

/** Waits until client islands are hydrated (the header replaces its placeholder). */
export async function hydrated(page: Page) {
  await expect(page.locator('header').first()).toBeVisible();
}

/** `/graphql` on the site, with or without a query string (queries go as GET, decision 0035). */
export const GRAPHQL_URL = /\/graphql(\?|$)/;

/**
 * The operation a browser request to `/graphql` asks for: from the query string of a GET (a
 * production build sends queries that way, by document id) or the JSON body of a POST.
 */
export function graphqlOperation(request: Request): {
  operationName?: string;
  variables?: Record<string, unknown>;
} {
  if (request.method() === 'GET') {
    const params = new URL(request.url()).searchParams;
    const variables = params.get('variables');
    return {
      ...(params.get('operationName') ? { operationName: params.get('operationName') ?? '' } : {}),
      ...(variables ? { variables: JSON.parse(variables) as Record<string, unknown> } : {}),
    };
  }
  return (request.postDataJSON() ?? {}) as {
    operationName?: string;
    variables?: Record<string, unknown>;
  };
}
