import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/chromium';
import { HTTP_ONLY, PHONE_ONLY } from './e2e/tags';

/**
 * End-to-end tests in Debian's Chromium against the whole stack (api with a small in-memory
 * seed, bff, web) that e2e/global-setup.ts builds if needed and starts on free ports.
 * Never `playwright install`: the browser is /usr/bin/chromium (CHROME_PATH overrides).
 */
const launchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.e2e.ts',
  globalSetup: './e2e/global-setup.ts',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 }, launchOptions },
      grepInvert: new RegExp(PHONE_ONLY),
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], launchOptions },
      grepInvert: new RegExp(HTTP_ONLY),
    },
  ],
});
