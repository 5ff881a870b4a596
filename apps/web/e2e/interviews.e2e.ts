import { ERROR_MESSAGES } from '@jobsite/domain/errors';
import { formatJstTimeRange } from '@jobsite/domain/formatters';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ops } from './member';
import { memberWithRoom } from './registered-member';

/**
 * Interview dates arranged in the room (decision 0051): the company (operator CLI) proposes
 * dates, the member picks one in the room, sees it on my page and downloads it as an .ics
 * file; asking for other dates, and a proposal withdrawn while the page was open.
 */

const HOUR = 60 * 60 * 1000;

type Proposed = { proposalId: number; slots: Array<{ slotId: number; startsAt: string }> };

/** A Japan wall time `days` days from now at `hour`:00, as the operator types it. */
function jstDate(days: number, hour: number): string {
  const day = new Date(Date.now() + 9 * HOUR + days * 24 * HOUR).toISOString().slice(0, 10);
  return `${day} ${String(hour).padStart(2, '0')}:00`;
}

async function propose(entryId: string, slots: string[]): Promise<Proposed> {
  return ops<Proposed>('interview-propose', {
    entry: Number(entryId),
    slots: slots.join(','),
    minutes: 60,
    place: '本社（東京都千代田区）',
  });
}

const rangeOf = (startsAt: string) =>
  formatJstTimeRange(startsAt, new Date(Date.parse(startsAt) + HOUR).toISOString());

const proposalIn = (page: Page) => page.getByTestId('interview-proposal').last();

test('the member picks an interview date in the room and finds it on my page with an .ics file', async ({
  page,
}) => {
  const { roomId, entryId } = await memberWithRoom(page, 'interview');
  const proposed = await propose(entryId, [jstDate(3, 10), jstDate(4, 14)]);
  const chosen = proposed.slots[1]!;
  const chosenRange = rangeOf(chosen.startsAt);

  await page.goto(`/member/message/${roomId}`);
  const proposal = proposalIn(page);
  await expect(proposal.getByRole('heading', { name: '面接日程の候補' })).toBeVisible();
  await expect(proposal).toContainText('場所：本社（東京都千代田区）');
  await expect(page.getByText('面接調整中', { exact: true })).toBeVisible();
  const radio = proposal.getByRole('radio', { name: chosenRange });
  await radio.scrollIntoViewIfNeeded();
  await radio.check();
  await proposal.getByRole('button', { name: 'この日時で確定する' }).click();

  await expect(proposal).toContainText(`面接日時：${chosenRange}（決定）`);
  await expect(page.getByText('面接日決定', { exact: true })).toBeVisible();
  // The member's answer is in the thread; the company sees it (the operator's list).
  await expect(page.getByTestId('message').last()).toContainText(
    `${chosenRange}でお願いいたします`,
  );
  const listed = await ops<{ proposals: Array<{ status: string; chosen: { slotId: number } }> }>(
    'interviews',
    { entry: Number(entryId) },
  );
  expect(listed.proposals[0]).toMatchObject({
    status: 'chosen',
    chosen: { slotId: chosen.slotId },
  });

  // My page: the interview with its date, and the entry's status.
  await page.goto('/member/');
  const interviews = page.getByRole('list', { name: '面接の予定' });
  await expect(interviews).toContainText(chosenRange);
  await expect(page.getByRole('list', { name: '応募した求人' })).toContainText('面接日決定');
  const calendarLink = interviews.getByRole('link', { name: 'カレンダーに追加（.ics）' });
  const href = await calendarLink.getAttribute('href');
  expect(href).toBe(`/member/interview/${proposed.proposalId}/calendar.ics`);
  const file = await page.request.get(href ?? '');
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(file.headers()['content-disposition']).toContain(`interview-${proposed.proposalId}.ics`);
  const ics = await file.text();
  const wall = jstDate(4, 14).replace(/[-:]/g, '').replace(' ', 'T');
  expect(ics).toContain(`\r\nDTSTART;TZID=Asia/Tokyo:${wall}00\r\n`);
  expect(ics).toMatch(new RegExp(`\\r\\nUID:interview-${proposed.proposalId}-${chosen.slotId}@`));
});

test('asking for other dates; a proposal withdrawn while the room was open is refused clearly', async ({
  page,
}) => {
  const { roomId, entryId } = await memberWithRoom(page, 'interview2');
  await propose(entryId, [jstDate(5, 11)]);
  await page.goto(`/member/message/${roomId}`);
  let proposal = proposalIn(page);
  await proposal.getByRole('button', { name: '他の日程を希望する' }).click();
  await proposal.getByLabel('ご希望（任意）').fill('平日の午後なら伺えます');
  await proposal.getByRole('button', { name: '他の日程を希望して送信' }).click();
  await expect(proposal).toContainText('別の日程を希望しました');
  await expect(page.getByTestId('message').last()).toContainText('平日の午後なら伺えます');

  // New dates arrive; the company withdraws them before the member answers.
  const second = await propose(entryId, [jstDate(6, 15)]);
  await page.reload();
  proposal = proposalIn(page);
  await proposal.getByRole('radio', { name: rangeOf(second.slots[0]!.startsAt) }).check();
  await ops('interview-withdraw', { proposal: second.proposalId });
  await proposal.getByRole('button', { name: 'この日時で確定する' }).click();
  await expect(proposal.getByRole('alert')).toContainText(
    ERROR_MESSAGES.INTERVIEW_PROPOSAL_WITHDRAWN,
  );
  await proposal.getByRole('button', { name: '最新の状態を表示する' }).click();
  await expect(page.getByTestId('interview-proposal').last()).toContainText(
    'この日程の候補は企業により取り下げられました。',
  );
});
