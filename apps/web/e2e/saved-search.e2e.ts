import type { Page } from '@playwright/test';
import { expect, hydrated, isMobile, test } from './fixtures';
import { ops } from './member';
import { ALERT_JOB_IDS, ownClientAddress, registerMember, siteGraphQL } from './registered-member';

/**
 * Search alerts: a member saves a list's search (place, feature, filters, sort), a
 * matching job is published (the operator CLI), the member gets a notice and the badge, sees
 * the new match on my page, and renames and deletes the search.
 */

test.beforeEach(async ({ context }) => {
  await ownClientAddress(context);
});

type JobAnswer = {
  job: {
    id: string;
    title: string;
    occupation: { name: string; occupationNameEn: string };
    prefecture: { name: string; prefectureEnName: string };
  } | null;
};

/** The header's my page link (the phone layout keeps it in the menu). */
async function myPageLink(page: Page) {
  if (isMobile(page)) {
    await page.getByRole('button', { name: 'メニュー' }).click();
    // The menu loads on its first opening: wait for it, so that what follows (a count of 0,
    // Escape) acts on the open menu.
    const menu = page.getByRole('dialog', { name: 'メニュー' });
    await expect(menu).toBeVisible();
    return menu.getByRole('link', { name: /マイページ/ });
  }
  return page
    .getByRole('navigation')
    .first()
    .getByRole('link', { name: /マイページ/ });
}

/** Opens the list and saves its search. */
async function saveSearchOf(page: Page, listPath: string) {
  await page.goto(listPath);
  await hydrated(page);
  await page.getByRole('button', { name: 'この検索条件を保存する' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: '検索条件を保存しました' }),
  ).toBeVisible();
}

test('save a search → a matching job is published → notice and badge → rename → delete', async ({
  page,
}, testInfo) => {
  await registerMember(page, 'alert');
  // Seeded unpublished jobs; desktop and phone take one each. Taking it down first makes the
  // test repeatable.
  const jobId = testInfo.project.name === 'mobile' ? ALERT_JOB_IDS.mobile : ALERT_JOB_IDS.desktop;
  await ops('unpublish', { job: jobId });
  const answer = await siteGraphQL<JobAnswer>(
    page,
    `query ($id: ID!) { job(id: $id) { id title
      occupation { name occupationNameEn } prefecture { name prefectureEnName } } }`,
    { id: String(jobId) },
  );
  const job = answer.data?.job;
  if (!job) throw new Error(`job ${jobId}: ${JSON.stringify(answer.errors)}`);
  const listPath = `/${job.occupation.occupationNameEn}/${job.prefecture.prefectureEnName}/`;

  await saveSearchOf(page, listPath);
  // Saving again answers the saved one.
  await page.getByRole('button', { name: 'この検索条件を保存する' }).click();
  await expect(page.getByRole('status').filter({ hasText: '保存済みです' })).toBeVisible();

  const published = await ops<{ savedSearchAlerts: number }>('publish', { job: jobId });
  expect(published.savedSearchAlerts).toBeGreaterThanOrEqual(1);

  // The header badge on my page.
  await page.reload();
  await hydrated(page);
  await expect((await myPageLink(page)).getByTestId('count-badge')).toBeVisible();
  if (isMobile(page)) await page.keyboard.press('Escape');

  // The notice, on the notices page, leading to the saved searches.
  const name = `${job.occupation.name}／${job.prefecture.name}`;
  await page.goto('/member/notice/');
  const notice = page
    .getByTestId('notice')
    .filter({ hasText: `保存した検索条件「${name}」に合う新着求人が1件あります。` });
  await expect(notice).toHaveCount(1);
  await hydrated(page);
  await notice.getByRole('button', { name: '詳細を見る' }).click();
  await expect(page).toHaveURL('/member/saved-searches/');

  // My page shows the new match.
  await page.goto('/member/');
  const alerts = page.getByTestId('saved-search-alerts');
  await expect(alerts.getByRole('link', { name })).toBeVisible();
  await expect(alerts).toContainText('新着1件');

  // The saved-search page: the new job, then rename, mark seen and delete.
  await page.goto('/member/saved-searches/');
  const card = page.getByRole('article', { name: new RegExp(`^${name}`) });
  await expect(card.getByRole('heading')).toContainText('新着1件');
  await expect(card.getByRole('link', { name: job.title })).toHaveAttribute(
    'href',
    `/${job.occupation.occupationNameEn}/job/${jobId}`,
  );
  await expect(card.getByRole('link', { name: 'この条件で探す' })).toHaveAttribute(
    'href',
    listPath,
  );

  await card.getByRole('button', { name: '名前を変更' }).click();
  await card.getByLabel('新しい名前').fill('   ');
  await card.getByRole('button', { name: '名前を保存' }).click();
  await expect(card.getByRole('alert')).toHaveText('入力してください');
  await card.getByLabel('新しい名前').fill('通勤圏の求人');
  await card.getByRole('button', { name: '名前を保存' }).click();
  const renamed = page.getByRole('article', { name: /^通勤圏の求人/ });
  await expect(renamed).toBeVisible();
  await page.reload();
  await expect(renamed.getByRole('heading')).toContainText('通勤圏の求人');

  await renamed.getByRole('button', { name: '新着を確認済みにする' }).click();
  await expect(renamed.getByRole('heading')).not.toContainText('新着');
  await page.reload();
  await hydrated(page);
  await expect(renamed.getByRole('heading')).toHaveText('通勤圏の求人');
  await expect((await myPageLink(page)).getByTestId('count-badge')).toHaveCount(0);
  if (isMobile(page)) await page.keyboard.press('Escape');

  await renamed.getByRole('button', { name: '削除' }).click();
  await renamed.getByRole('button', { name: '削除する' }).click();
  await expect(page.getByRole('heading', { name: '保存した検索条件はありません' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: '保存した検索条件はありません' })).toBeVisible();
});

test('a visitor is asked to sign up, coming back to the list', async ({ page }) => {
  await page.goto('/driver/osaka/?sort=highest_salary');
  await hydrated(page);
  await page.getByRole('button', { name: 'この検索条件を保存する' }).click();
  const signup = page.getByRole('link', { name: '会員登録（無料）して保存する' });
  await expect(signup).toHaveAttribute(
    'href',
    `/member/signup/?redirect_path=${encodeURIComponent('/driver/osaka/?sort=highest_salary')}`,
  );
  const prompt = page.getByRole('status').filter({ hasText: '会員登録' });
  await expect(prompt.getByRole('link', { name: 'ログイン', exact: true })).toHaveAttribute(
    'href',
    /\/member\/login\/\?redirect_path=%2Fdriver%2Fosaka%2F/,
  );
});

test('from a feature list: its place, feature, filters and sort are saved and lead back to it', async ({
  page,
}) => {
  await registerMember(page, 'alert-feature');
  const listPath = '/driver/tokyo/feature_51?sort=highest_salary&hiring=regular&salary=300000';
  await saveSearchOf(page, listPath);

  await page.goto('/member/saved-searches/');
  const card = page.getByRole('article', {
    name: /^ドライバー／東京都／大型／正社員／月給30万円以上/,
  });
  await expect(card.getByRole('link', { name: 'この条件で探す' })).toHaveAttribute(
    'href',
    listPath,
  );
  await card.getByRole('link', { name: 'この条件で探す' }).click();
  await expect(page).toHaveURL(listPath);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('大型');
});

test('a search list (words, shift, more features) is saved whole and leads back to itself', async ({
  page,
}) => {
  await registerMember(page, 'alert-search');
  const listPath = '/driver/osaka?keyword=4t&feature=51&shift=no_night';
  await saveSearchOf(page, listPath);

  await page.goto('/member/saved-searches/');
  const card = page.getByRole('article', { name: /^「4t」／ドライバー／大阪府／大型／夜勤なし/ });
  await expect(card).toBeVisible();
  await card.getByRole('link', { name: 'この条件で探す' }).click();
  // One feature is the list's path (its canonical URL); the rest stay conditions.
  await expect(page).toHaveURL(/\/driver\/osaka\/feature_51\?/);
  for (const part of [/keyword=4t/, /shift=no_night/]) {
    await expect(page).toHaveURL(part);
  }
});
