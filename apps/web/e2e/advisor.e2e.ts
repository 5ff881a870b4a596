import { ContactMethod, ContactTimeSlot } from '@jobsite/domain/enums';
import { expect, hydrated, test } from './fixtures';
import { ops } from './member';
import {
  ownClientAddress,
  publicDriverJobIds,
  registerMember,
  signUpThroughForm,
} from './registered-member';

/**
 * Asking for a career advisor: from my page and from a job page. The request
 * becomes the member's advisor room in /member/message/; the operator CLI lists it and
 * answers there.
 */

type AdvisorRequests = {
  requests: Array<{
    requestId: number;
    roomId: number;
    contactMethod: string;
    contactAddress: string;
    preferredTimes: string[];
    jobId: number | null;
    answered: boolean;
  }>;
};

const NOTE = '大型免許を活かせる地場配送の仕事を探しています。';
const ANSWER = 'キャリアアドバイザーの佐藤です。明日19時ごろにお電話いたします。';

test('my page: advisor request → advisor room in /member/message/ → the operator answers in it', async ({
  page,
}) => {
  await ownClientAddress(page.context());
  const { email } = await registerMember(page, 'advisor');
  await page.goto('/member/');
  await hydrated(page);
  const form = page.locator('[data-advisor-form]');
  await expect(form.getByLabel(/メールアドレス/)).toHaveValue(email);
  // The contact methods are §3's enumeration; the times the domain's slots.
  await expect(
    form.getByRole('group', { name: /ご希望の連絡方法/ }).getByRole('radio'),
  ).toHaveCount(ContactMethod.options.length);
  for (const { label } of ContactMethod.options) {
    await expect(form.getByRole('radio', { name: label, exact: true })).toBeVisible();
  }
  for (const { label } of ContactTimeSlot.options) {
    await expect(form.getByRole('checkbox', { name: label, exact: true })).toBeVisible();
  }

  // A bad phone number and no time: Japanese messages on the fields, nothing sent.
  await form.getByRole('radio', { name: '電話' }).check();
  await form.getByLabel(/電話番号/).fill('12345');
  await form.getByRole('button', { name: 'アドバイザーに相談する' }).click();
  await expect(form.getByRole('alert')).toContainText('入力内容に誤りがあります');
  await expect(form).toContainText('ご希望の連絡時間帯を1つ以上選択してください');
  expect((await ops<AdvisorRequests>('advisor-requests', { member: email })).requests).toEqual([]);

  await form.getByLabel(/電話番号/).fill('090-1234-5678');
  await form.getByRole('checkbox', { name: '平日 18:00〜21:00' }).check();
  await form.getByRole('checkbox', { name: '土日祝' }).check();
  await form.getByLabel(/ご相談内容/).fill(NOTE);
  await form.getByRole('button', { name: 'アドバイザーに相談する' }).click();
  await expect(form.getByRole('status')).toContainText('ご相談を受け付けました');

  // The operator sees the open request…
  const [request] = (await ops<AdvisorRequests>('advisor-requests', { member: email, open: true }))
    .requests;
  expect(request).toMatchObject({
    contactMethod: 'phone_number',
    contactAddress: '09012345678',
    preferredTimes: ['weekday_evening', 'weekend'],
    jobId: null,
    answered: false,
  });

  // …and the member the advisor room with the request and the desk's acknowledgement.
  await form.getByRole('link', { name: 'アドバイザーとのメッセージを見る' }).click();
  await expect(page).toHaveURL(new RegExp(`/member/message/${request!.roomId}$`));
  await expect(page.getByText(NOTE)).toBeVisible();
  await expect(page.getByText(/キャリアアドバイザーへのご相談ありがとうございます/)).toBeVisible();

  // The operator answers in the room; the member reads it there.
  await ops('message', { room: request!.roomId, text: ANSWER });
  await page.reload();
  await expect(page.getByText(ANSWER)).toBeVisible();
  expect(
    (await ops<AdvisorRequests>('advisor-requests', { member: email, open: true })).requests,
  ).toEqual([]);

  // The room list names the advisor.
  await page.goto('/member/message/');
  await expect(page.getByRole('link', { name: /キャリアアドバイザー/ }).first()).toBeVisible();
});

test('job page: a visitor signs up first and comes back to the form about the job', async ({
  page,
}) => {
  await ownClientAddress(page.context());
  const [jobId] = await publicDriverJobIds(page);
  const advisorPath = `/member/advisor/?job_id=${jobId}`;

  // The job page's box is plain HTML, the same for everyone: a link to the form.
  await page.goto(`/driver/job/${jobId}`);
  const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  const link = page.getByRole('link', { name: 'アドバイザーに相談する' });
  await expect(link).toHaveAttribute('href', advisorPath);
  await link.click();
  await expect(page).toHaveURL(`/member/signup/?redirect_path=${encodeURIComponent(advisorPath)}`);
  await hydrated(page);
  const { email } = await signUpThroughForm(page, 'advisor-job');
  await expect(page).toHaveURL(advisorPath);
  await expect(page.getByText(`相談したい求人：${title}`)).toBeVisible();
  await hydrated(page);
  const form = page.locator('[data-advisor-form]');
  await expect(form.getByLabel(/メールアドレス/)).toHaveValue(email);
  await form.getByRole('checkbox', { name: 'いつでも可' }).check();
  await form.getByRole('button', { name: 'アドバイザーに相談する' }).click();
  await expect(form.getByRole('status')).toContainText('ご相談を受け付けました');

  const [request] = (await ops<AdvisorRequests>('advisor-requests', { member: email })).requests;
  expect(request).toMatchObject({
    contactMethod: 'email',
    contactAddress: email,
    preferredTimes: ['anytime'],
    jobId: Number(jobId),
  });
});
