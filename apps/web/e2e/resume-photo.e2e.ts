import { ErrorCode, errorMessage } from '@jobsite/domain/errors';
import type { Page } from '@playwright/test';
import { expect, hydrated, test } from './fixtures';
import { ops } from './member';
import {
  logOutFromHeader,
  memberWithRoom,
  ownClientAddress,
  registerMember,
  siteGraphQL,
} from './registered-member';

/**
 * The résumé photo (decision 0056): uploaded from the resume page, refused files say why in
 * Japanese and leave the photo as it was, shown in the print view, removed. The résumé sent as
 * a PDF in a message room (「履歴書を添付」), seen in the thread and by the company side. The
 * spec §3 keys `page` and `recommendJobIds` written where they are shown and cleared with the
 * session.
 */

test.beforeEach(async ({ context }) => {
  await ownClientAddress(context);
});

const main = (page: Page) => page.getByRole('main');

/** A JPEG drawn by the browser itself (a canvas), 400 × 300 pixels. */
async function canvasJpeg(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 400;
    canvas.height = 300;
    const context = canvas.getContext('2d');
    if (context) {
      context.fillStyle = '#3366aa';
      context.fillRect(0, 0, 400, 300);
    }
    return canvas.toDataURL('image/jpeg', 0.9);
  });
  return Buffer.from(dataUrl.split(',')[1] ?? '', 'base64');
}

async function createResume(page: Page, name: string): Promise<string> {
  const answer = await siteGraphQL<{ createResume: { resume: { id: string } } }>(
    page,
    'mutation ($input: CreateResumeInput!) { createResume(input: $input) { resume { id } } }',
    { input: { name } },
  );
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data?.createResume.resume.id ?? '';
}

test('resume photo: refused files say why, a JPEG is shown and printed, then removed', async ({
  page,
}) => {
  await registerMember(page, 'photo');
  const resumeId = await createResume(page, '写真つき');
  await page.goto('/member/resume/');
  await hydrated(page);
  const list = main(page).getByRole('list', { name: '作成した履歴書' });
  const picker = list.getByLabel('写真を登録');

  // A GIF is refused in the browser, a PDF named .jpg by the api (its bytes are not an image).
  await picker.setInputFiles({
    name: 'me.gif',
    mimeType: 'image/gif',
    buffer: Buffer.from('GIF89a\u0001\u0000\u0001\u0000'),
  });
  await expect(list.getByText(errorMessage(ErrorCode.PHOTO_TYPE_NOT_ALLOWED))).toBeVisible();
  await list.getByLabel('写真を登録').setInputFiles({
    name: 'me.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  await expect(list.getByText(errorMessage(ErrorCode.PHOTO_TYPE_NOT_ALLOWED))).toBeVisible();
  await expect(list.getByText('写真なし')).toBeVisible();

  await list.getByLabel('写真を登録').setInputFiles({
    name: 'me.jpg',
    mimeType: 'image/jpeg',
    buffer: await canvasJpeg(page),
  });
  const photo = list.getByRole('img', { name: '履歴書の写真' });
  await expect(photo).toBeVisible();
  // Stored cropped to 3:4.
  const ratio = await photo.evaluate((image: HTMLImageElement) =>
    image.naturalWidth ? image.naturalHeight / image.naturalWidth : 0,
  );
  expect(ratio).toBeCloseTo(4 / 3, 2);

  await page.goto(`/member/resume/${resumeId}/print`);
  await expect(main(page).getByRole('img', { name: '証明写真' })).toBeVisible();

  await page.goto('/member/resume/');
  await hydrated(page);
  await list.getByRole('button', { name: '写真を削除' }).click();
  await expect(list.getByText('写真なし')).toBeVisible();
  await page.reload();
  await expect(list.getByText('写真なし')).toBeVisible();
});

test('message room: 「履歴書を添付」 sends the resume as a PDF, seen in the thread and by the company', async ({
  page,
}) => {
  const { roomId } = await memberWithRoom(page, 'docmsg');
  await createResume(page, 'ドライバー応募用');
  await page.goto(`/member/message/${roomId}`);
  await hydrated(page);
  const thread = page.getByTestId('message-thread');
  // The entry's automatic reply is the room's one message; the thread may still be loading
  // when the page hydrates, so wait for it rather than count what is there.
  await expect(thread.getByText('ご応募ありがとうございます', { exact: false })).toBeVisible();
  const before = 1;
  await expect(thread.getByTestId('message')).toHaveCount(before);

  const attach = page.getByRole('region', { name: '書類を添付' });
  await attach.getByRole('button', { name: '履歴書を添付' }).click();
  await expect(attach.getByLabel('ドライバー応募用')).toBeChecked();
  await attach.getByRole('button', { name: '履歴書を送信' }).click();
  await expect(thread.getByTestId('message')).toHaveCount(before + 1);
  await expect(thread.getByText('履歴書_ドライバー応募用.pdf')).toBeVisible();

  // No career sheet yet: the member is told where to make one, nothing is sent.
  await attach.getByRole('button', { name: '職務経歴書を添付' }).click();
  await expect(attach.getByRole('alert')).toContainText('職務経歴書がまだありません');
  await expect(thread.getByTestId('message')).toHaveCount(before + 1);

  const listed = await ops<{ files: Array<{ name: string; contentType: string }> }>('attachments', {
    room: Number(roomId),
  });
  expect(listed.files).toEqual([
    expect.objectContaining({
      name: '履歴書_ドライバー応募用.pdf',
      contentType: 'application/pdf',
    }),
  ]);
});

test('spec §3: page and recommendJobIds are written where they are shown and end with the session', async ({
  page,
}) => {
  await registerMember(page, 'keys');
  await page.goto('/driver?page=2');
  await expect
    .poll(() => page.evaluate(() => sessionStorage.getItem('page')))
    .toBe(JSON.stringify({ path: '/driver?page=2', page: 2 }));

  // A job viewed makes the recommendation list; its ids are what the list shows.
  const firstJob = main(page).locator('article h3 a').first();
  await firstJob.click();
  await expect(page).toHaveURL(/\/driver\/job\/\d+$/);
  await expect
    .poll(async () => (await page.context().cookies()).some((c) => c.name === 'historyList'))
    .toBe(true);
  await page.goto('/recommend');
  const shown = await main(page)
    .locator('article a[href*="/job/"]')
    .evaluateAll((links) => [
      ...new Set(links.map((link) => (link.getAttribute('href') ?? '').split('/').pop() ?? '')),
    ]);
  expect(shown.length).toBeGreaterThan(0);
  await expect
    .poll(() => page.evaluate(() => JSON.parse(sessionStorage.getItem('recommendJobIds') ?? '[]')))
    .toEqual(shown);

  // Logging out ends the session here and its keys with it; the top page opens afresh.
  await logOutFromHeader(page);
  await expect(page).toHaveURL('/');
  await expect
    .poll(() =>
      page
        .evaluate(() => [sessionStorage.getItem('page'), sessionStorage.getItem('recommendJobIds')])
        // The top page may still be loading: its context is replaced, ask again.
        .catch(() => 'navigating'),
    )
    .toEqual([null, null]);
});
