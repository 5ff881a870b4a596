import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ops } from './member';
import {
  hiring,
  ownClientAddress,
  publicDriverJobIds,
  registerMember,
  siteGraphQL,
} from './registered-member';

/**
 * Read receipts cover what the room showed (readCompanyMessage `untilMessageId`): a company
 * message that arrives between loading the thread and the read call stays unread until the
 * member sees it.
 */

const APPLY = `mutation ($input: CreateEntryInput!) {
  createEntry(input: $input) { entry { room { id } } }
}`;

async function unreadIn(page: Page, roomId: string): Promise<number | undefined> {
  const answer = await siteGraphQL<{ room: { unreadMessageCount: number } }>(
    page,
    'query ($id: ID!) { room(id: $id) { unreadMessageCount } }',
    { id: roomId },
  );
  return answer.data?.room.unreadMessageCount;
}

test('a company message that arrives while the room loads stays unread until it is shown', async ({
  page,
}, testInfo) => {
  await ownClientAddress(page.context());
  const ids = await publicDriverJobIds(page);
  const jobId = await hiring(ids[testInfo.project.name === 'mobile' ? 23 : 11] ?? '');
  await registerMember(page, 'readreceipt');
  const applied = await siteGraphQL<{ createEntry: { entry: { room: { id: string } } } }>(
    page,
    APPLY,
    { input: { jobId } },
  );
  expect(applied.errors).toBeUndefined();
  const roomId = applied.data?.createEntry.entry.room.id ?? '';
  const seen = await ops<{ messageId: number }>('message', {
    room: Number(roomId),
    text: '書類を拝見しました。',
  });

  // The company writes again just as the page sends its read receipt.
  const receipts: Array<string | undefined> = [];
  let late: { messageId: number } | null = null;
  await page.route('**/graphql', async (route) => {
    const request = route.request();
    const body = (request.method() === 'POST' ? request.postDataJSON() : null) as {
      operationName?: string;
      variables?: { input?: { untilMessageId?: string } };
    } | null;
    if (body?.operationName === 'ReadCompanyMessage') {
      receipts.push(body.variables?.input?.untilMessageId);
      late ??= await ops<{ messageId: number }>('message', {
        room: Number(roomId),
        text: '面接日程のご相談です。',
      });
    }
    await route.fallback();
  });

  const thread = page.getByTestId('message-thread');
  await page.goto(`/member/message/${roomId}`);
  await expect(thread.getByText('書類を拝見しました。')).toBeVisible();
  await expect.poll(() => receipts).toEqual([String(seen.messageId)]);
  await expect.poll(() => unreadIn(page, roomId)).toBe(1);
  await expect(thread.getByText('面接日程のご相談です。')).toHaveCount(0);

  // Shown on the next visit, it is read then.
  await page.reload();
  await expect(thread.getByText('面接日程のご相談です。')).toBeVisible();
  await expect
    .poll(() => receipts)
    .toEqual([String(seen.messageId), String((late as { messageId: number } | null)?.messageId)]);
  await expect.poll(() => unreadIn(page, roomId)).toBe(0);
});
