/**
 * Debian's Chromium as the e2e tests (playwright.config.ts) and the Lighthouse bench
 * (bench/lighthouse.ts) start it: never a downloaded browser; CHROME_PATH overrides the path.
 * The flags keep a headless run on a shared machine quiet (no GPU, no background traffic).
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage',
];
