import { jsWeightOf } from '../bench/js-weight';
import { test } from './fixtures';

test('js weight (temporary measure)', async ({ page, baseURL }) => {
  await page.goto('/driver');
  const href = (await page.locator('article h3 a').first().getAttribute('href')) ?? '';
  for (const path of ['/driver', '/driver/tokyo/', href, '/member/signup/']) {
    const weight = await jsWeightOf(`${baseURL}${path}`);
    console.log(`JSWEIGHT ${path} ${(weight.gzipBytes / 1024).toFixed(1)} kB ${weight.files} files`);
  }
});
