#!/usr/bin/env node
// Full-page screenshots of site paths on a desktop and a 390 px phone viewport, with
// Debian's Chromium: `node scripts/screenshot.mjs http://127.0.0.1:3000 out-dir / /driver …`
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';

const [origin, outDir, ...paths] = process.argv.slice(2);
if (!origin || !outDir || paths.length === 0) {
  console.error('usage: screenshot.mjs ORIGIN OUT_DIR PATH...');
  process.exit(2);
}
await mkdir(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
});
const viewports = {
  desktop: { viewport: { width: 1280, height: 900 } },
  phone: {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
  },
};
for (const [name, options] of Object.entries(viewports)) {
  const context = await browser.newContext({
    ...options,
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
  });
  const page = await context.newPage();
  for (const route of paths) {
    await page.goto(new URL(route, origin).toString(), { waitUntil: 'networkidle' });
    const base = `${name}-${route.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}`;
    // SEGMENTS=n: n viewport-high shots down the page instead of one full-page shot.
    const segments = Number(process.env.SEGMENTS ?? 0);
    if (segments > 0) {
      const height = options.viewport.height;
      for (let index = 0; index < segments; index += 1) {
        const file = path.join(outDir, `${base}-${index}.png`);
        await page.screenshot({
          path: file,
          fullPage: true,
          clip: { x: 0, y: index * height, width: options.viewport.width, height },
        });
        process.stdout.write(`${file}\n`);
      }
    } else {
      const file = path.join(outDir, `${base}.png`);
      await page.screenshot({ path: file, fullPage: true });
      process.stdout.write(`${file}\n`);
    }
  }
  await context.close();
}
await browser.close();
