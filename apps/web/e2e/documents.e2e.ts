import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { MEMBER_NAME, ownClientAddress, registerMember } from './registered-member';

/**
 * The resume as a document: made, edited in place (a refused save keeps what was typed and
 * names the field in Japanese), downloaded as the PDF the server draws, and shown in its
 * print view, which prints the sheet alone.
 */

test.beforeEach(async ({ context }) => {
  await ownClientAddress(context);
});

const main = (page: Page) => page.getByRole('main');

test('resume: edited in place, downloaded as PDF and printed', async ({ page }) => {
  await registerMember(page, 'documents');
  await page.goto('/member/resume/');
  const create = main(page).getByRole('form', { name: '履歴書を作成する' });
  await create.getByLabel('履歴書の名前').fill('ドライバー応募用');
  await create.getByRole('button', { name: '履歴書を作成する' }).click();
  await expect(create.getByRole('status')).toHaveText('履歴書を作成しました。');

  const list = main(page).getByRole('list', { name: '作成した履歴書' });
  await list.getByRole('button', { name: '「ドライバー応募用」を編集' }).click();
  const edit = list.getByRole('form', { name: '「ドライバー応募用」を編集' });
  await edit.getByLabel('ふりがな').fill('Yamada');
  await edit.getByLabel('生年月日').fill('1990-04-02');
  await edit.getByLabel('郵便番号').fill('1000001');
  await edit.getByLabel('都道府県').selectOption({ label: '東京都' });
  await edit.getByLabel('市区町村').fill('千代田区');
  await edit.getByLabel('番地・建物名').fill('千代田1-1');
  await edit.getByLabel('本人希望').fill('貴社の規定に従います。');
  await edit.getByRole('button', { name: '保存する' }).click();
  await expect(edit.getByText('ふりがなはひらがなで入力してください')).toBeVisible();
  await expect(edit.getByLabel('番地・建物名')).toHaveValue('千代田1-1');

  await edit.getByLabel('ふりがな').fill('ヤマダ タロウ');
  await edit.getByRole('button', { name: '保存する' }).click();
  await expect(edit.getByRole('status')).toHaveText('履歴書を保存しました。');
  await page.reload();
  await expect(list).toContainText('やまだ たろう');
  await expect(list).toContainText('1990年4月2日生まれ');
  await expect(list).toContainText('〒100-0001 東京都千代田区千代田1-1');
  await expect(list).toContainText('貴社の規定に従います。');

  const downloading = page.waitForEvent('download');
  await list.getByRole('link', { name: /PDFをダウンロード/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('履歴書_ドライバー応募用.pdf');
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  await list.getByRole('link', { name: /印刷用ページ/ }).click();
  const sheet = main(page).getByRole('article', { name: '履歴書「ドライバー応募用」' });
  await expect(sheet).toContainText(MEMBER_NAME);
  await expect(sheet).toContainText('やまだ たろう');
  await expect(sheet).toContainText('1990年4月2日生（満');
  await expect(sheet).toContainText('本人希望記入欄');
  await expect(page.getByRole('button', { name: '印刷する' })).toBeEnabled();
  await page.emulateMedia({ media: 'print' });
  await expect(sheet).toBeVisible();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: '印刷する' })).toBeHidden();
});
