import type { FullConfig } from '@playwright/test';
import { buildStack, startStack } from './stack';

/**
 * Builds what is stale and starts the stack on free ports with a small seed; the tests read
 * the web origin from E2E_BASE_URL. Set E2E_BASE_URL yourself to test a running site instead,
 * E2E_SKIP_BUILD=1 to use the current builds, E2E_SEED_JOBS to change the seed size.
 */
export default async function globalSetup(_config: FullConfig) {
  if (process.env.E2E_BASE_URL) return undefined;
  if (process.env.E2E_SKIP_BUILD !== '1') buildStack();
  // Enough open driver jobs for ten full list pages: tests that apply or save take jobs from
  // list pages of their own (account 2, my page 4–5, messages 6–7, journey 8–9), and closed
  // jobs are left out of lists.
  const stack = await startStack({ seedJobs: Number(process.env.E2E_SEED_JOBS ?? 800) });
  process.env.E2E_BASE_URL = stack.webUrl;
  // e2e/web-server.e2e.ts checks that no response names the BFF's address.
  process.env.E2E_BFF_URL = stack.bffUrl;
  // Member tests drive the operator CLI's routes and read the emulator's accounts.
  process.env.E2E_API_URL = stack.apiUrl;
  process.env.E2E_OPS_TOKEN = stack.opsToken;
  process.env.E2E_EMULATOR_HOST = stack.emulatorHost;
  // Notification tests read the mail the api sent.
  process.env.E2E_MAIL_URL = stack.mailUrl;
  // Warm the routes the tests open first so the first test does not pay for compilation.
  await Promise.all(
    ['/', '/driver'].map((path) => fetch(`${stack.webUrl}${path}`).catch(() => null)),
  );
  return async () => {
    await stack.stop();
  };
}
