import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { MESSAGE_LIMITS, PAGE_SIZES } from '@jobsite/domain/constants';
import { ErrorCode, errorMessage, FALLBACK_ERROR_MESSAGE } from '@jobsite/domain/errors';
import type { Page } from '@playwright/test';
import { expect, hydrated, isMobile, test } from './fixtures';
import { ops } from './member';
import { memberWithRoom, ownClientAddress, registerMember } from './registered-member';

/**
 * Messages: a member's room with a company — the operator CLI writes as the
 * company, the header badge follows the unread count, the room marks the company's messages
 * read, the member replies with text and a file and downloads the file again through the
 * web origin (web → BFF → api). Notices and their mark-as-read.
 */

const COMPANY_TEXT = '書類を拝見しました。面接の日程についてご相談させてください。';

/** An entry opens its room with the company's automatic reply (unread) and a notice. */
const AUTO_REPLIES = 1;

/** The header's message link (in the menu on phones). */
async function headerMessages(page: Page) {
  await hydrated(page);
  if (isMobile(page)) {
    await page.getByRole('button', { name: 'メニュー' }).click();
    // The menu loads on its first opening: wait for it, so that a count of 0 or Escape
    // acts on the open menu.
    const menu = page.getByRole('dialog', { name: 'メニュー' });
    await expect(menu).toBeVisible();
    return menu.getByRole('link', { name: /メッセージ/ });
  }
  return page.locator('header').getByRole('link', { name: /メッセージ/ });
}

test('company message → unread badge → read in the room → reply with a file → download the same bytes', async ({
  page,
}) => {
  const { roomId } = await memberWithRoom(page, 'msg');
  await ops('message', { room: Number(roomId), text: COMPANY_TEXT });

  const unread = String(AUTO_REPLIES + 1);

  // The header badge shows the unread messages (the entry's automatic reply and this one).
  await page.goto('/member/');
  const link = await headerMessages(page);
  await expect(link.getByTestId('count-badge')).toContainText(unread);
  if (isMobile(page)) await page.keyboard.press('Escape');

  // The room list: unread count and the last message.
  await page.goto('/member/message/');
  const row = page.getByRole('link', { name: new RegExp(COMPANY_TEXT.slice(0, 10)) });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('room-unread')).toContainText(unread);

  // Opening the room shows the company's message and marks it read: the badge goes.
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/member/message/${roomId}$`));
  const thread = page.getByTestId('message-thread');
  await expect(thread.getByText(COMPANY_TEXT)).toBeVisible();
  const shown = AUTO_REPLIES + 1;
  await expect(thread.getByTestId('message')).toHaveCount(shown);
  if (!isMobile(page)) {
    const messages = page.locator('header').getByRole('link', { name: /メッセージ/ });
    await expect(messages.getByTestId('count-badge')).toHaveCount(0);
  }

  // A file of a type that is not allowed is refused before anything is sent.
  const fileInput = page.getByLabel('ファイルを添付');
  await fileInput.setInputFiles({
    name: 'tool.exe',
    mimeType: 'application/x-msdownload',
    buffer: Buffer.from('MZ'),
  });
  await expect(page.getByText(errorMessage(ErrorCode.ATTACHMENT_TYPE_NOT_ALLOWED))).toBeVisible();
  await page.getByRole('button', { name: '送信する' }).click();
  await expect(page.getByText(errorMessage(ErrorCode.ATTACHMENT_TYPE_NOT_ALLOWED))).toBeVisible();
  await expect(thread.getByTestId('message')).toHaveCount(shown);

  // Reply: a text and a PDF in one go.
  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(64 * 1024)]);
  await fileInput.setInputFiles({
    name: '職務経歴書.pdf',
    mimeType: 'application/pdf',
    buffer: pdf,
  });
  await expect(page.getByText(errorMessage(ErrorCode.ATTACHMENT_TYPE_NOT_ALLOWED))).toHaveCount(0);
  await page
    .getByRole('textbox', { name: 'メッセージ' })
    .fill('ご連絡ありがとうございます。\n来週でしたら調整できます。');
  await page.getByRole('button', { name: '送信する' }).click();
  await expect(thread.getByTestId('message')).toHaveCount(shown + 2);
  await expect(thread.getByText('来週でしたら調整できます。', { exact: false })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'メッセージ' })).toHaveValue('');

  // Download through the web origin: the same bytes.
  const downloading = page.waitForEvent('download');
  await thread.getByRole('link', { name: /職務経歴書\.pdf/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('職務経歴書.pdf');
  const saved = await readFile(await download.path());
  expect(saved.equals(pdf)).toBe(true);

  // After a reload everything is there once: nothing lost, nothing doubled.
  await page.reload();
  await expect(thread.getByTestId('message')).toHaveCount(shown + 2);
  await expect(thread.getByRole('link', { name: /職務経歴書\.pdf/ })).toHaveCount(1);
});

test('a file over the size limit and an empty message are refused in Japanese; archiving a room', async ({
  page,
}) => {
  const { roomId } = await memberWithRoom(page, 'msgbig');
  await page.goto(`/member/message/${roomId}`);
  const thread = page.getByTestId('message-thread');
  await expect(thread.getByTestId('message')).toHaveCount(AUTO_REPLIES);
  await page.getByLabel('ファイルを添付').setInputFiles({
    name: 'scan.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(MESSAGE_LIMITS.maxAttachmentBytes + 1, 0x20),
  });
  await expect(page.getByText(errorMessage(ErrorCode.ATTACHMENT_TOO_LARGE)).first()).toBeVisible();
  await page.getByRole('button', { name: '送信する' }).click();
  await expect(page.getByText(errorMessage(ErrorCode.ATTACHMENT_TOO_LARGE)).first()).toBeVisible();
  await expect(thread.getByTestId('message')).toHaveCount(AUTO_REPLIES);

  // An empty message is refused too, in Japanese.
  await page.getByRole('button', { name: '削除' }).click();
  await page.getByRole('button', { name: '送信する' }).click();
  await expect(
    page.getByText('メッセージを入力するか、添付するファイルを選択してください'),
  ).toBeVisible();
  await expect(thread.getByTestId('message')).toHaveCount(AUTO_REPLIES);

  // Archiving the room (updateRoom) stays after a reload and can be undone.
  await page.getByRole('button', { name: 'アーカイブする' }).click();
  await expect(page.getByRole('button', { name: 'アーカイブを解除' })).toBeVisible();
  await page.reload();
  await expect(page.getByText('アーカイブ済み')).toBeVisible();
  await page.getByRole('button', { name: 'アーカイブを解除' }).click();
  await expect(page.getByText('アーカイブ済み')).toHaveCount(0);
});

test('older messages load when the thread is scrolled to the top', async ({ page }) => {
  const { roomId } = await memberWithRoom(page, 'msgold');
  const total = PAGE_SIZES.messages + 5;
  for (let index = 1; index <= total; index += 1) {
    await ops('message', { room: Number(roomId), text: `企業からの連絡 No.${index}` });
  }
  await page.goto(`/member/message/${roomId}`);
  const thread = page.getByTestId('message-thread');
  await expect(thread.getByTestId('message')).toHaveCount(PAGE_SIZES.messages);
  // The newest is at the bottom and in view; the oldest is not loaded yet.
  await expect(thread.getByText(`企業からの連絡 No.${total}`, { exact: true })).toBeInViewport();
  await expect(thread.getByText('企業からの連絡 No.1', { exact: true })).toHaveCount(0);

  await thread.evaluate((element) => {
    element.scrollTop = 0;
  });
  await expect(thread.getByTestId('message')).toHaveCount(AUTO_REPLIES + total);
  await expect(thread.getByText('これより前のメッセージはありません')).toBeAttached();
  const texts = await thread.getByTestId('message').allInnerTexts();
  expect(texts[AUTO_REPLIES]).toContain('企業からの連絡 No.1');
  expect(texts.at(-1)).toContain(`企業からの連絡 No.${total}`);
  // The member was reading at the top: loading older messages kept them there, in order.
  await expect(thread.getByText('企業からの連絡 No.5', { exact: true })).toBeAttached();
});

test('a message whose answer was lost is sent again with its key and saved once', async ({
  page,
}) => {
  const { roomId } = await memberWithRoom(page, 'msgretry');
  await page.goto(`/member/message/${roomId}`);
  const thread = page.getByTestId('message-thread');
  await expect(thread.getByTestId('message')).toHaveCount(AUTO_REPLIES);

  // The first send reaches the api (it saves the message), its answer never reaches the page.
  const keys: string[] = [];
  let loseAnswer = true;
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as {
      operationName?: string;
      variables?: { input?: { clientMessageId?: string } };
    } | null;
    if (body?.operationName !== 'CreateUserMessage') return route.fallback();
    keys.push(String(body.variables?.input?.clientMessageId));
    const response = await route.fetch();
    if (loseAnswer) {
      loseAnswer = false;
      return route.abort('connectionreset');
    }
    return route.fulfill({ response });
  });

  const text = '回線が切れても、このメッセージは一度だけ届きます。';
  const box = page.getByRole('textbox', { name: 'メッセージ' });
  await box.fill(text);
  await page.getByRole('button', { name: '送信する' }).click();
  await expect(page.getByText(FALLBACK_ERROR_MESSAGE)).toBeVisible();
  await expect(box).toHaveValue(text);

  // The member sends it again: same key, the api answers the message it saved.
  await page.getByRole('button', { name: '送信する' }).click();
  await expect(box).toHaveValue('');
  await expect(thread.getByText(text)).toHaveCount(1);
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  expect(keys[1]).toBe(keys[0]);

  // The same words sent after that success are a new message with a new key.
  await box.fill(text);
  await page.getByRole('button', { name: '送信する' }).click();
  await expect(thread.getByText(text)).toHaveCount(2);
  expect(keys).toHaveLength(3);
  expect(keys[2]).not.toBe(keys[0]);

  await page.unroute('**/graphql');
  await page.reload();
  await expect(thread.getByText(text)).toHaveCount(2);
  await expect(thread.getByTestId('message')).toHaveCount(AUTO_REPLIES + 2);
});

test('notices: unread ones stand out; one or all can be marked read, and it stays so', async ({
  page,
}) => {
  const { roomId } = await memberWithRoom(page, 'notice');
  await ops('message', { room: Number(roomId), text: COMPANY_TEXT });
  await ops('message', { room: Number(roomId), text: 'もう一点ご確認ください。' });

  // One per company message and the entry's (and any the sign-up left), newest first.
  await page.goto('/member/notice/');
  const notices = page.getByTestId('notice');
  await expect(notices.first()).toContainText('企業から新しいメッセージが届きました。');
  await expect(notices.nth(1)).toContainText('企業から新しいメッセージが届きました。');
  await expect(notices.nth(2)).toContainText('への応募が完了しました。');
  const count = await notices.count();
  await expect(page.getByTestId('unread-notices')).toContainText(`未読 ${count}件`);

  await notices.first().getByRole('button', { name: '既読にする' }).click();
  await expect(page.getByTestId('unread-notices')).toContainText(`未読 ${count - 1}件`);
  await expect(notices.first()).toHaveAttribute('data-unread', 'false');

  await page.getByRole('button', { name: 'すべて既読にする' }).click();
  await expect(page.getByTestId('unread-notices')).toContainText('未読 0件');
  await page.reload();
  await expect(page.getByTestId('unread-notices')).toContainText('未読 0件');
  await expect(page.locator('[data-testid="notice"][data-unread="true"]')).toHaveCount(0);

  // A notice leads where it says: the message notice opens the room.
  await notices.first().getByRole('button', { name: '詳細を見る' }).click();
  await expect(page).toHaveURL(new RegExp(`/member/message/${roomId}$`));
  await expect(page.getByTestId('message-thread').getByText(COMPANY_TEXT)).toBeVisible();
});

test('rooms come ten a page with their unread counts; the next ones on request', async ({
  page,
}, testInfo) => {
  await ownClientAddress(page.context());
  // Jobs of a list page no other test closes or unpublishes (scouts need published jobs).
  await page.goto(`/driver?page=${testInfo.project.name === 'mobile' ? 7 : 6}`);
  const jobIds = await page
    .locator('article h3 a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')?.split('/').pop() ?? ''));
  const total = PAGE_SIZES.rooms + 1;
  expect(jobIds.length).toBeGreaterThanOrEqual(total);
  const member = await registerMember(page, 'msgrooms');
  const sent: Array<{ roomId: number }> = [];
  for (const jobId of jobIds.slice(0, total)) {
    sent.push(
      await ops<{ roomId: number }>('scout', {
        member: member.email,
        job: Number(jobId),
        message: `スカウト No.${sent.length + 1}`,
      }),
    );
  }
  // The oldest room gets a new message: it comes first now, with one more unread.
  const oldest = sent[0]?.roomId ?? 0;
  await ops('message', { room: oldest, text: '先日のスカウトの件、いかがでしょうか。' });

  await page.goto('/member/message/');
  const list = page.getByRole('region', { name: 'メッセージ一覧' });
  const rows = list.getByRole('listitem');
  await expect(list.getByText(`${total}件のやりとり`)).toBeVisible();
  await expect(rows).toHaveCount(PAGE_SIZES.rooms);
  await expect(rows.first()).toContainText('先日のスカウトの件、いかがでしょうか。');
  await expect(rows.first().getByTestId('room-unread')).toContainText('2');
  await expect(rows.first().getByRole('link')).toHaveAttribute('href', `/member/message/${oldest}`);
  await expect(rows.nth(1)).toContainText(`スカウト No.${total}`);

  await list.getByRole('button', { name: 'さらに表示' }).click();
  await expect(rows).toHaveCount(total);
  await expect(list.getByRole('button', { name: 'さらに表示' })).toHaveCount(0);
  // Every room once.
  const hrefs = await rows
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(new Set(hrefs).size).toBe(total);

  // A scout's room offers the quick replies too: 'contact later' goes as the member's message.
  await rows.first().getByRole('link').click();
  await expect(page).toHaveURL(`/member/message/${oldest}`);
  await page
    .getByRole('region', { name: 'かんたん返信' })
    .getByRole('button', { name: '後日連絡します' })
    .click();
  await expect(page.getByTestId('message-thread').locator('[data-mine="true"]')).toContainText(
    '改めてこちらからご連絡いたします',
  );
});

test('signed out, message pages and downloads ask for login', async ({ page, request }) => {
  await page.goto('/member/message/');
  await expect(page).toHaveURL(/\/member\/login\/\?redirect_path=%2Fmember%2Fmessage%2F/);
  await page.goto('/member/notice/');
  await expect(page).toHaveURL(/\/member\/login\/\?redirect_path=%2Fmember%2Fnotice%2F/);
  const download = await request.get('/attachments/messages/1');
  expect(download.status()).toBe(401);
  expect((await download.json()).error.code).toBe('UNAUTHORIZED_ERROR');
});
