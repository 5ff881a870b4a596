import type { Page } from '@playwright/test';
import { expect, GRAPHQL_URL, graphqlOperation, test } from './fixtures';

/** The next createMicroConversion the page sends, with its variables. */
function nextMicroConversion(page: Page) {
  return page
    .waitForRequest(
      (request) =>
        GRAPHQL_URL.test(request.url()) &&
        graphqlOperation(request).operationName === 'CreateMicroConversion',
    )
    .then((request) => graphqlOperation(request).variables?.input as Record<string, unknown>);
}

test('opening the sign-up form is a micro-conversion of source signup', async ({ page }) => {
  const sent = nextMicroConversion(page);
  await page.goto('/member/signup/');
  expect(await sent).toMatchObject({ conversionSource: 'signup', path: '/member/signup/' });
});

test("a job's application form is a micro-conversion of source job_entry for that job", async ({
  page,
}) => {
  await page.goto('/driver');
  const href = (await page.locator('article h3 a').first().getAttribute('href')) ?? '';
  const jobId = href.split('/').pop() ?? '';
  const sent = nextMicroConversion(page);
  await page.goto(`/entry?job_id=${jobId}`);
  expect(await sent).toMatchObject({ conversionSource: 'job_entry', jobId, path: '/entry' });
});
