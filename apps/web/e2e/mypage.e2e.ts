import { KEEP_LIST } from '@jobsite/domain/constants';
import { ERROR_MESSAGES } from '@jobsite/domain/errors';
import { type Page, type Route, request, type TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import { ops, signInMember } from './member';
import {
  hiring,
  MEMBER_NAME,
  ownClientAddress,
  projectDriverJob,
  registerMember,
  roomsOf,
  siteGraphQL,
} from './registered-member';

/**
 * My page, saved jobs with the bulk application, scout settings and the profile, career
 * sheet and resume editors: each save is read back after a reload, and a refused save keeps
 * what was typed.
 */

test.beforeEach(async ({ context }) => {
  await ownClientAddress(context);
});

/** The entry tests use the first 8 jobs of each project's half; these come after them. */
const jobFor = (page: Page, testInfo: TestInfo, index: number) =>
  projectDriverJob(page, testInfo, 8 + index);

const main = (page: Page) => page.getByRole('main');

async function expectSaved(form: ReturnType<Page['getByRole']>) {
  await expect(form.getByRole('status')).toHaveText(/保存しました/);
}

test('my page: entries with status, unread messages, notices and profile completeness', async ({
  page,
}, testInfo) => {
  const jobId = await hiring(await jobFor(page, testInfo, 0));
  const member = await registerMember(page, 'mypage');
  const applied = await siteGraphQL<{ createEntry: { entry: { id: string } } }>(
    page,
    `mutation ($input: CreateEntryInput!) { createEntry(input: $input) { entry { id } } }`,
    { input: { jobId } },
  );
  expect(applied.errors).toBeUndefined();
  const [room] = await roomsOf(member.email);
  await ops('message', { room: room?.roomId ?? 0, text: '面接日程のご相談です' });

  await page.goto('/member/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `${MEMBER_NAME}さんのマイページ`,
  );
  // The automatic reply of the entry and the company's message are unread.
  await expect(main(page).getByRole('link', { name: /未読メッセージ\s*2件/ })).toBeVisible();
  const entry = main(page).getByRole('list', { name: '応募した求人' }).getByRole('listitem');
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('応募済み');
  await expect(entry).toContainText('未読2件');
  await expect(main(page).getByRole('list', { name: 'お知らせ' })).toContainText(
    '応募が完了しました',
  );
  // Sign-up gave name, birth year, postal code and an occupation: 4 of 12 parts.
  await expect(page.getByTestId('profile-completeness')).toHaveText('33%');
  await expect(
    main(page).getByRole('list', { name: '未入力の項目' }).getByRole('link', { name: '職歴' }),
  ).toHaveAttribute('href', '/member/career-sheet/');

  // The company moves the selection on: the status follows.
  await ops('entry-status', {
    entry: Number(applied.data?.createEntry.entry.id),
    status: 'interview',
  });
  await page.reload();
  await expect(entry).toContainText('面接調整中');
});

test('scout settings: login first when signed out, then saved and read back', async ({ page }) => {
  await page.goto('/member/settings/');
  await expect(page).toHaveURL(/\/member\/login\/\?redirect_path=%2Fmember%2Fsettings%2F$/);

  await registerMember(page, 'settings');
  await page.goto('/member/settings/');
  const form = main(page).getByRole('form', { name: 'スカウトの受け取り' });
  await expect(form.getByRole('radio', { name: '受け取る' })).toBeChecked();
  await form.getByRole('checkbox', { name: 'ドライバー' }).check();
  await form.getByRole('checkbox', { name: '倉庫・物流' }).check();
  await form.getByRole('button', { name: '設定を保存する' }).click();
  await expectSaved(form);

  await page.reload();
  await expect(form.getByRole('checkbox', { name: 'ドライバー' })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: '倉庫・物流' })).toBeChecked();
  await expect(form.getByRole('checkbox', { name: '整備・メンテナンス' })).not.toBeChecked();

  await form.getByRole('radio', { name: '受け取らない' }).check();
  await form.getByRole('button', { name: '設定を保存する' }).click();
  await expectSaved(form);
  await page.reload();
  await expect(form.getByRole('radio', { name: '受け取らない' })).toBeChecked();
  await page.goto('/member/');
  await expect(main(page).getByRole('link', { name: /スカウト\s*停止中/ })).toBeVisible();
});

test('profile: basic information saved and read back; a refused save keeps the typed text', async ({
  page,
}) => {
  await registerMember(page, 'profile');
  await page.goto('/member/profile/');
  const basic = main(page).getByRole('form', { name: '基本情報' });
  await expect(basic.getByLabel('お名前')).toHaveValue(MEMBER_NAME);

  // Refused by the domain schema: messages per field, nothing typed is lost.
  await basic.getByLabel('お名前').fill('編集 次郎');
  await basic.getByLabel('郵便番号').fill('12');
  await basic.getByLabel('扶養家族の人数').fill('たくさん');
  await basic.getByRole('button', { name: '基本情報を保存する' }).click();
  await expect(basic.getByRole('alert')).toContainText('入力内容に誤りがあります（2件）');
  await expect(basic.getByText('郵便番号は7桁の数字で入力してください')).toBeVisible();
  await expect(basic.getByText('0〜20の数字で入力してください')).toBeVisible();
  await expect(basic.getByLabel('お名前')).toHaveValue('編集 次郎');

  // The postal code fills 都道府県 (decision 0053); the member can still choose another.
  await basic.getByLabel('都道府県').selectOption({ label: '北海道' });
  await basic.getByLabel('郵便番号').fill('１５０－０００１');
  await expect(basic.getByLabel('都道府県')).toHaveValue('13');
  await expect(basic.getByTestId('postal-notice')).toHaveText('郵便番号の住所：東京都渋谷区神宮前');
  await basic.getByLabel('扶養家族の人数').fill('2');
  await basic.getByRole('radio', { name: '男性' }).check();
  await basic.getByLabel('都道府県').selectOption({ label: '東京都' });
  await basic.getByRole('radio', { name: 'あり' }).check();
  await basic.getByRole('radio', { name: '就業中' }).check();
  await basic.getByRole('button', { name: '基本情報を保存する' }).click();
  await expectSaved(basic);

  await page.reload();
  await expect(basic.getByLabel('お名前')).toHaveValue('編集 次郎');
  await expect(basic.getByLabel('郵便番号')).toHaveValue('1500001');
  await expect(basic.getByLabel('扶養家族の人数')).toHaveValue('2');
  await expect(basic.getByRole('radio', { name: '男性' })).toBeChecked();
  await expect(basic.getByRole('radio', { name: 'あり' })).toBeChecked();
  await expect(basic.getByLabel('都道府県')).toHaveValue('13');

  // Desired occupations: at least one, as at sign-up.
  const wishes = main(page).getByRole('form', { name: '希望職種' });
  await expect(wishes.getByRole('checkbox', { name: 'ドライバー' })).toBeChecked();
  await wishes.getByRole('checkbox', { name: 'ドライバー' }).uncheck();
  await wishes.getByRole('button', { name: '希望職種を保存する' }).click();
  await expect(wishes.getByText('希望職種を選択してください')).toBeVisible();
  await wishes.getByRole('checkbox', { name: 'フォークリフト' }).check();
  await wishes.getByRole('button', { name: '希望職種を保存する' }).click();
  await expectSaved(wishes);
  await page.reload();
  await expect(wishes.getByRole('checkbox', { name: 'フォークリフト' })).toBeChecked();
  await expect(wishes.getByRole('checkbox', { name: 'ドライバー' })).not.toBeChecked();
});

test('career sheet: job histories, education, qualifications and self-introduction', async ({
  page,
}) => {
  await registerMember(page, 'career');
  await page.goto('/member/career-sheet/');

  const histories = main(page).getByRole('form', { name: '職歴' });
  await histories.getByRole('button', { name: '職歴を追加' }).click();
  const first = histories.getByRole('group', { name: '職歴1' });
  await first.getByLabel('会社名').fill('東京運輸株式会社');
  await first.getByRole('combobox', { name: /^職種/ }).selectOption({ label: 'ドライバー' });
  await first.getByLabel('雇用形態').selectOption({ label: '正社員' });
  await first
    .getByRole('group', { name: /入社年月/ })
    .getByLabel('年')
    .selectOption('2015');
  await first
    .getByRole('group', { name: /入社年月/ })
    .getByLabel('月')
    .selectOption('4');
  await first.getByLabel('現在も在籍中').check();
  await first.getByLabel('仕事内容').fill('4t車で地場の配送');

  // A second history left without a company name: refused, both rows keep what was typed.
  await histories.getByRole('button', { name: '職歴を追加' }).click();
  const second = histories.getByRole('group', { name: '職歴2' });
  await second.getByLabel('仕事内容').fill('倉庫内でのフォークリフト作業');
  await histories.getByRole('button', { name: '職歴を保存する' }).click();
  await expect(histories.getByRole('alert').first()).toContainText('入力内容に誤りがあります');
  await expect(second.getByText('入力してください').first()).toBeVisible();
  await expect(first.getByLabel('会社名')).toHaveValue('東京運輸株式会社');
  await expect(second.getByLabel('仕事内容')).toHaveValue('倉庫内でのフォークリフト作業');

  await second.getByLabel('会社名').fill('関東倉庫有限会社');
  await second.getByRole('combobox', { name: /^職種/ }).selectOption({ label: 'フォークリフト' });
  await second.getByLabel('雇用形態').selectOption({ label: '契約社員' });
  await second
    .getByRole('group', { name: /入社年月/ })
    .getByLabel('年')
    .selectOption('2010');
  await second
    .getByRole('group', { name: /入社年月/ })
    .getByLabel('月')
    .selectOption('1');
  await second
    .getByRole('group', { name: /退職年月/ })
    .getByLabel('年')
    .selectOption('2015');
  await second
    .getByRole('group', { name: /退職年月/ })
    .getByLabel('月')
    .selectOption('3');
  await histories.getByRole('button', { name: '職歴を保存する' }).click();
  await expectSaved(histories);
  // Saving again updates the same histories (their ids came back), never adds copies.
  await first.getByLabel('仕事内容').fill('4t車で地場の配送（ルート）');
  await histories.getByRole('button', { name: '職歴を保存する' }).click();
  await expectSaved(histories);

  const education = main(page).getByRole('form', { name: '学歴（最終学歴）' });
  await education.getByLabel('最終学歴').selectOption({ label: '高等学校' });
  await education.getByLabel('学校名').fill('東京都立第一高等学校');
  await education.getByRole('radio', { name: '卒業', exact: true }).check();
  await education.getByRole('button', { name: '学歴を保存する' }).click();
  await expectSaved(education);

  const qualifications = main(page).getByRole('form', { name: '保有資格' });
  await qualifications.getByRole('checkbox', { name: '大型自動車免許', exact: true }).check();
  await qualifications.getByRole('button', { name: '資格を保存する' }).click();
  await expectSaved(qualifications);

  const personality = main(page).getByRole('form', { name: '自己PR・希望条件' });
  await personality.getByLabel('自己PR').fill('無事故無違反10年です。');
  await personality.getByLabel('希望月給（下限）').selectOption({ label: '40万円以上' });
  await personality.getByLabel('希望月給（上限）').selectOption({ label: '20万円以上' });
  await personality.getByRole('checkbox', { name: 'トレーラー' }).check();
  await personality.getByRole('button', { name: '自己PR・希望条件を保存する' }).click();
  await expect(personality.getByText('上限は下限以上の金額を選択してください')).toBeVisible();
  await expect(personality.getByLabel('自己PR')).toHaveValue('無事故無違反10年です。');
  await personality.getByLabel('希望月給（上限）').selectOption({ label: '40万円以上' });
  await personality.getByLabel('希望の転職時期').selectOption({ label: '1ヶ月以内' });
  await personality.getByRole('button', { name: '自己PR・希望条件を保存する' }).click();
  await expectSaved(personality);

  await page.reload();
  await expect(histories.getByRole('group', { name: /^職歴\d$/ })).toHaveCount(2);
  const companies = await histories
    .getByLabel('会社名')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  expect(companies.sort()).toEqual(['東京運輸株式会社', '関東倉庫有限会社'].sort());
  const descriptions = await histories
    .getByLabel('仕事内容')
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLTextAreaElement).value));
  expect(descriptions).toContain('4t車で地場の配送（ルート）');
  await expect(education.getByLabel('最終学歴')).toHaveValue('high_school');
  await expect(education.getByLabel('学校名')).toHaveValue('東京都立第一高等学校');
  await expect(
    qualifications.getByRole('checkbox', { name: '大型自動車免許', exact: true }),
  ).toBeChecked();
  await expect(personality.getByLabel('自己PR')).toHaveValue('無事故無違反10年です。');
  await expect(personality.getByLabel('希望月給（上限）')).toHaveValue('400000');
  await expect(personality.getByRole('checkbox', { name: 'トレーラー' })).toBeChecked();

  // Histories, education, qualifications, self-PR and wishes added: 9 of 12 parts.
  await page.goto('/member/');
  await expect(page.getByTestId('profile-completeness')).toHaveText('75%');
});

test('resume: made from the profile, listed, removed', async ({ page }) => {
  await registerMember(page, 'resume');
  await page.goto('/member/resume/');
  const create = main(page).getByRole('form', { name: '履歴書を作成する' });
  await create.getByRole('button', { name: '履歴書を作成する' }).click();
  await expect(create.getByText('入力してください')).toBeVisible();
  await create.getByLabel('履歴書の名前').fill('ドライバー応募用');
  await create.getByLabel('志望動機').fill('地元で長く働きたいと考えています。');
  await create.getByRole('button', { name: '履歴書を作成する' }).click();
  await expect(create.getByRole('status')).toHaveText('履歴書を作成しました。');
  const list = main(page).getByRole('list', { name: '作成した履歴書' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('ドライバー応募用');
  await expect(list).toContainText(MEMBER_NAME);
  await expect(list).toContainText('地元で長く働きたいと考えています。');

  await page.reload();
  await list.getByRole('button', { name: '「ドライバー応募用」を削除' }).click();
  await list.getByRole('button', { name: '削除する' }).click();
  await expect(main(page).getByText('履歴書はまだありません。')).toBeVisible();
});

test('saved jobs: ticked ones are applied to at once (createEntries), then the ticks clear', async ({
  page,
}, testInfo) => {
  const first = await hiring(await jobFor(page, testInfo, 1));
  const second = await hiring(await jobFor(page, testInfo, 2));
  const member = await registerMember(page, 'favorites');
  for (const jobId of [first, second]) {
    const answer = await siteGraphQL(
      page,
      `mutation ($input: AddFavoriteInput!) { addFavorite(input: $input) { favoriteJobCount } }`,
      { input: { jobId } },
    );
    expect(answer.errors).toBeUndefined();
  }
  await page.goto('/member/favorite/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('気になる求人（2件）');
  const cards = main(page).getByRole('list', { name: '保存した求人' }).locator(':scope > li');
  await expect(cards).toHaveCount(2);
  for (const index of [0, 1]) {
    await cards
      .nth(index)
      .getByRole('checkbox', { name: /まとめて応募に追加/ })
      .check();
  }
  await expect(main(page).getByText('2件の求人を選択中')).toBeVisible();
  // The ticks survive a reload (session storage, spec §3 checkedIds).
  await page.reload();
  await expect(main(page).getByText('2件の求人を選択中')).toBeVisible();
  await main(page).getByRole('link', { name: '選択した求人にまとめて応募する' }).click();

  await expect(page).toHaveURL(/\/entry\?job_ids=/);
  await expect(
    main(page).getByRole('list', { name: '応募する求人' }).locator(':scope > li'),
  ).toHaveCount(2);
  await main(page).getByRole('button', { name: '2件の求人に応募する' }).click();
  await expect(page).toHaveURL(/\/entry\/thanks\?count=2&job_ids=\d+%2C\d+$/);
  await expect(main(page).getByRole('status')).toContainText('2件の求人への応募を受け付けました');
  expect(await page.evaluate(() => window.sessionStorage.getItem('checkedIds'))).toBeNull();
  expect((await roomsOf(member.email)).filter((room) => room.entryId !== null)).toHaveLength(2);
});

/** Ids of published jobs on a page of /driver that no other test closes or unpublishes. */
async function listedJobIds(page: Page, listPage: number): Promise<string[]> {
  await page.goto(`/driver?page=${listPage}`);
  return page
    .locator('article h3 a')
    .evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')?.split('/').pop() ?? '').filter(Boolean),
    );
}

test('saved jobs are paged: ten a page, the next page, and a page past the end shows the last', async ({
  page,
}, testInfo) => {
  const ids = await listedJobIds(page, testInfo.project.name === 'mobile' ? 5 : 4);
  const saved = ids.slice(0, KEEP_LIST.maxItems - 8);
  await registerMember(page, 'favpages');
  const added = await siteGraphQL<{ addFavorites: { favoriteJobCount: number } }>(
    page,
    'mutation ($input: AddFavoritesInput!) { addFavorites(input: $input) { favoriteJobCount } }',
    { input: { jobIds: saved } },
  );
  expect(added.data?.addFavorites.favoriteJobCount).toBe(saved.length);

  await page.goto('/member/favorite/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `気になる求人（${saved.length}件）`,
  );
  const cards = main(page).getByRole('list', { name: '保存した求人' }).locator(':scope > li');
  await expect(cards).toHaveCount(10);
  const pager = main(page).getByRole('navigation', { name: '気になる求人のページ' });
  await pager.getByRole('link', { name: '次へ' }).click();
  await expect(page).toHaveURL('/member/favorite/?page=2');
  await expect(cards).toHaveCount(saved.length - 10);
  await expect(pager.getByText('2', { exact: true })).toHaveAttribute('aria-current', 'page');
  // Both pages together are the saved list, each job once.
  const secondPage = await cards
    .locator('article h3 a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')?.split('/').pop() ?? ''));
  await pager.getByRole('link', { name: '1ページ目', exact: true }).click();
  await expect(page).toHaveURL('/member/favorite/');
  const firstPage = await cards
    .locator('article h3 a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')?.split('/').pop() ?? ''));
  expect([...firstPage, ...secondPage].sort()).toEqual([...saved].sort());

  await page.goto('/member/favorite/?page=9');
  await expect(page).toHaveURL('/member/favorite/?page=2');
  await expect(cards).toHaveCount(saved.length - 10);
});

/**
 * Makes the page's server actions (the editors' saves: POSTs with a Next-Action header) fail,
 * the connection dropped or a bare 500, until the returned function is called.
 */
async function failSaves(page: Page, how: 'abort' | 'error'): Promise<() => Promise<void>> {
  const handler = async (route: Route) => {
    const sent = route.request();
    if (sent.method() !== 'POST' || !sent.headers()['next-action']) return route.fallback();
    if (how === 'abort') return route.abort('connectionreset');
    return route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' });
  };
  await page.route('**/member/**', handler);
  return () => page.unroute('**/member/**', handler);
}

const UNAVAILABLE = ERROR_MESSAGES.UPSTREAM_UNAVAILABLE;

test('every editor keeps what was typed when a save fails, and saves it on the next try', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await registerMember(page, 'failsave');

  // Profile: the connection drops.
  await page.goto('/member/profile/');
  const basic = main(page).getByRole('form', { name: '基本情報' });
  await basic.getByLabel('お名前').fill('保存 失敗太郎');
  await basic.getByLabel('郵便番号').fill('150-0001');
  let restore = await failSaves(page, 'abort');
  await basic.getByRole('button', { name: '基本情報を保存する' }).click();
  await expect(basic.getByRole('alert')).toHaveText(UNAVAILABLE);
  await expect(basic.getByLabel('お名前')).toHaveValue('保存 失敗太郎');
  await expect(basic.getByLabel('郵便番号')).toHaveValue('150-0001');
  await restore();
  await basic.getByRole('button', { name: '基本情報を保存する' }).click();
  await expectSaved(basic);
  await page.reload();
  await expect(basic.getByLabel('お名前')).toHaveValue('保存 失敗太郎');

  // Career sheet: the server answers a bare 500.
  await page.goto('/member/career-sheet/');
  const histories = main(page).getByRole('form', { name: '職歴' });
  await histories.getByRole('button', { name: '職歴を追加' }).click();
  const first = histories.getByRole('group', { name: '職歴1' });
  await first.getByLabel('会社名').fill('失敗しない運送株式会社');
  await first.getByRole('combobox', { name: /^職種/ }).selectOption({ label: 'ドライバー' });
  await first.getByLabel('雇用形態').selectOption({ label: '正社員' });
  await first
    .getByRole('group', { name: /入社年月/ })
    .getByLabel('年')
    .selectOption('2018');
  await first
    .getByRole('group', { name: /入社年月/ })
    .getByLabel('月')
    .selectOption('4');
  await first.getByLabel('現在も在籍中').check();
  await first.getByLabel('仕事内容').fill('中型トラックでルート配送');
  restore = await failSaves(page, 'error');
  await histories.getByRole('button', { name: '職歴を保存する' }).click();
  await expect(histories.getByRole('alert').first()).toHaveText(UNAVAILABLE);
  await expect(first.getByLabel('会社名')).toHaveValue('失敗しない運送株式会社');
  await expect(first.getByLabel('仕事内容')).toHaveValue('中型トラックでルート配送');

  const personality = main(page).getByRole('form', { name: '自己PR・希望条件' });
  await personality.getByLabel('自己PR').fill('安全運転を第一にしています。');
  await personality.getByRole('button', { name: '自己PR・希望条件を保存する' }).click();
  await expect(personality.getByRole('alert')).toHaveText(UNAVAILABLE);
  await expect(personality.getByLabel('自己PR')).toHaveValue('安全運転を第一にしています。');
  await restore();
  await histories.getByRole('button', { name: '職歴を保存する' }).click();
  await expectSaved(histories);
  await personality.getByRole('button', { name: '自己PR・希望条件を保存する' }).click();
  await expectSaved(personality);
  await page.reload();
  await expect(histories.getByRole('group', { name: '職歴1' }).getByLabel('会社名')).toHaveValue(
    '失敗しない運送株式会社',
  );
  await expect(personality.getByLabel('自己PR')).toHaveValue('安全運転を第一にしています。');
  // Saved once each: one history, not a copy per try.
  await expect(histories.getByRole('group', { name: /^職歴\d$/ })).toHaveCount(1);

  // Resume.
  await page.goto('/member/resume/');
  const create = main(page).getByRole('form', { name: '履歴書を作成する' });
  await create.getByLabel('履歴書の名前').fill('失敗後の履歴書');
  await create.getByLabel('志望動機').fill('通勤しやすい職場を探しています。');
  restore = await failSaves(page, 'abort');
  await create.getByRole('button', { name: '履歴書を作成する' }).click();
  await expect(create.getByRole('alert')).toHaveText(UNAVAILABLE);
  await expect(create.getByLabel('履歴書の名前')).toHaveValue('失敗後の履歴書');
  await expect(create.getByLabel('志望動機')).toHaveValue('通勤しやすい職場を探しています。');
  await restore();
  await create.getByRole('button', { name: '履歴書を作成する' }).click();
  await expect(create.getByRole('status')).toHaveText('履歴書を作成しました。');
  await expect(
    main(page).getByRole('list', { name: '作成した履歴書' }).getByRole('listitem'),
  ).toHaveCount(1);

  // Scout settings.
  await page.goto('/member/settings/');
  const settings = main(page).getByRole('form', { name: 'スカウトの受け取り' });
  await settings.getByRole('checkbox', { name: 'ドライバー' }).check();
  restore = await failSaves(page, 'error');
  await settings.getByRole('button', { name: '設定を保存する' }).click();
  await expect(settings.getByRole('alert')).toHaveText(UNAVAILABLE);
  await expect(settings.getByRole('checkbox', { name: 'ドライバー' })).toBeChecked();
  await restore();
  await settings.getByRole('button', { name: '設定を保存する' }).click();
  await expectSaved(settings);
  await page.reload();
  await expect(settings.getByRole('checkbox', { name: 'ドライバー' })).toBeChecked();
});

test('a session ended elsewhere: the editor keeps the form and offers login', async ({
  page,
  baseURL,
}) => {
  const member = await registerMember(page, 'expired');
  await page.goto('/member/profile/');
  const basic = main(page).getByRole('form', { name: '基本情報' });
  await basic.getByLabel('お名前').fill('消えない 名前');
  // The page's own background calls (header counts) are done: were one to meet the ended
  // session, the site would rightly go to login by itself (spec §8).
  await page.waitForLoadState('networkidle');

  // The session ends at the BFF while this page stays open (as when it expires): ended with
  // this browser's own session cookie, from outside the browser, so the page keeps its cookies.
  const other = await request.newContext({
    baseURL,
    storageState: await page.context().storageState(),
    extraHTTPHeaders: { 'x-forwarded-for': '10.250.0.1' },
  });
  const ended = await other.delete('/auth/token');
  expect(ended.status()).toBe(200);
  await other.dispose();

  await page.evaluate(() => {
    for (const key of ['recommendJobIds', 'page', 'checkedIds']) sessionStorage.setItem(key, '1');
  });

  await basic.getByRole('button', { name: '基本情報を保存する' }).click();
  await expect(basic.getByRole('alert')).toContainText(ERROR_MESSAGES.SESSION_EXPIRED);
  await expect(basic.getByRole('link', { name: '別のタブでログインする' })).toHaveAttribute(
    'href',
    '/member/login/?redirect_path=%2Fmember%2Fprofile%2F',
  );
  await expect(basic.getByLabel('お名前')).toHaveValue('消えない 名前');
  // Spec §8: the session ends in this browser too and its keys go; the page stays.
  await expect
    .poll(async () => (await page.context().cookies()).some((c) => c.name === 'authRecord'))
    .toBe(false);
  expect(
    await page.evaluate(() =>
      ['recommendJobIds', 'page', 'checkedIds'].map((key) => sessionStorage.getItem(key)),
    ),
  ).toEqual([null, null, null]);
  await expect(page).toHaveURL('/member/profile/');

  // Logging in again (in another tab), the same form saves what was typed.
  await signInMember(page, member.emailOrPhoneNumber, member.password);
  await basic.getByRole('button', { name: '基本情報を保存する' }).click();
  await expectSaved(basic);
  await page.reload();
  await expect(basic.getByLabel('お名前')).toHaveValue('消えない 名前');
});
