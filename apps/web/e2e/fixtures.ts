import { test as base, expect, type Page, type Request } from '@playwright/test';

/** The web origin global-setup started (or E2E_BASE_URL given from outside). */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture dependencies from this pattern.
  baseURL: async ({}, use) => {
    await use(process.env.E2E_BASE_URL);
  },
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
