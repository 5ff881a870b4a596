import { expect, hydrated, test } from './fixtures';
import { layoutShifts, watchLayoutShifts } from './layout-shift';
import { ops } from './member';
import { memberWithRoom } from './registered-member';

// Message pages load their thread and rooms in the browser: what is shown while they load
// takes the room's own place, so nothing moves when they arrive (CLS < 0.05, spec §2 message
// pages; docs/performance.md budget).

const CLS_BUDGET = 0.05;

test('a room with several messages loads without layout shift; so does the room list', async ({
  page,
}) => {
  const { roomId } = await memberWithRoom(page, 'msgcls');
  for (let index = 1; index <= 6; index += 1) {
    const text =
      index % 2 === 0
        ? `企業からの連絡 No.${index}\n面接の日程について、以下の候補からお選びください。`
        : `企業からの連絡 No.${index}`;
    await ops('message', { room: Number(roomId), text });
  }

  await watchLayoutShifts(page);
  await page.goto(`/member/message/${roomId}`);
  await hydrated(page);
  const thread = page.getByTestId('message-thread');
  await expect(thread.getByTestId('message').getByText(/企業からの連絡 No\.6/)).toBeInViewport();
  await expect(page.getByRole('textbox').last()).toBeVisible();
  // The read receipts and the header's counts are in.
  await page.waitForLoadState('networkidle');
  const room = await layoutShifts(page);
  expect(room.total, JSON.stringify(room.shifts)).toBeLessThan(CLS_BUDGET);

  await page.goto('/member/message');
  await hydrated(page);
  await expect(page.locator(`a[href$="/member/message/${roomId}"]`).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const list = await layoutShifts(page);
  expect(list.total, JSON.stringify(list.shifts)).toBeLessThan(CLS_BUDGET);
});
