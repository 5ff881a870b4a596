import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ops } from './member';
import {
  hiring,
  MEMBER_NAME,
  ownClientAddress,
  publicDriverJobIds,
  registerMember,
  siteGraphQL,
} from './registered-member';

/**
 * A scout mail's personal links (decisions 0026, 0054): the member opens them on a device
 * without a session. The `inquiry` token prefills the inquiry form from the CRM record; the
 * `scout-setting` token opens /scout-setting/ to stop or allow scouts. A link whose token is
 * wrong, missing or another member's says so in Japanese and never shows an error page.
 */

type Scout = {
  scoutId: number;
  urlId: string;
  conversionId: string;
  tokens: { inquiry: string; 'scout-setting': string; line: string };
};

const SCOUT_TEXT = '運転のご経験を拝見しました。一度お話ししませんか。';

async function memberWithScout(page: Page, prefix: string) {
  await ownClientAddress(page.context());
  const ids = await publicDriverJobIds(page);
  const jobId = await hiring(ids[12 + Math.floor(Math.random() * (ids.length - 12))] ?? '');
  const member = await registerMember(page, prefix);
  const scout = await ops<Scout>('scout', {
    member: member.email,
    job: Number(jobId),
    message: SCOUT_TEXT,
  });
  return { ...member, ...scout };
}

/** A page in a fresh browser context: no session (a phone opening the mail), no idle sockets. */
async function inFreshContext(browser: Browser, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext();
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

test('inquiry link: the CRM record prefills the form, editable; the choices are sent', async ({
  page,
  browser,
}) => {
  const { urlId, conversionId, tokens } = await memberWithScout(page, 'prefill');
  await inFreshContext(browser, async (visitor) => {
    await visitor.goto(`/scout/${urlId}?${query({ conversionId, token: tokens.inquiry })}`);
    await expect(visitor.getByText(SCOUT_TEXT)).toBeVisible();
    await visitor.getByRole('link', { name: '話を聞いてみる' }).click();
    await expect(visitor).toHaveURL(/\/inquiry\?conversionId=.+&token=.+/);

    await expect(visitor.getByLabel('お名前')).toHaveValue(MEMBER_NAME);
    await expect(visitor.getByLabel('生まれ年')).toHaveValue('1990');
    await expect(visitor.getByLabel('郵便番号')).toHaveValue(/^100-?0001$/);
    const occupations = visitor.getByRole('group', { name: /^希望職種/ });
    await expect(occupations.getByRole('checkbox', { checked: true })).toHaveCount(1);
    const chosen = await occupations.getByRole('checkbox', { checked: true }).getAttribute('value');
    await expect(visitor.getByRole('group', { name: /^保有資格/ })).toBeVisible();

    // Prefilled, not fixed: the member corrects and completes it.
    await visitor.getByLabel('お名前').fill('応募 次郎');
    await visitor.getByLabel('電話番号').fill('090-1111-2222');
    const qualification = visitor
      .getByRole('group', { name: /^保有資格/ })
      .getByRole('checkbox')
      .first();
    await qualification.check();
    const qualificationId = await qualification.getAttribute('value');

    const sent = visitor.waitForRequest(
      (request) => request.postDataJSON()?.operationName === 'CreateVisitorScoutInquiry',
    );
    await visitor.getByRole('button', { name: '話を聞いてみる' }).click();
    const { variables } = (await sent).postDataJSON() as {
      variables: { input: { profile: Record<string, unknown> } };
    };
    expect(variables.input.profile).toMatchObject({
      name: '応募 次郎',
      birthYear: 1990,
      desiredOccupationIds: [chosen],
      qualificationIds: [qualificationId],
    });
    await expect(visitor).toHaveURL(new RegExp(`/scout/${urlId}/thanks\\?type=inquiry$`));
  });
});

test('inquiry link: a wrong token or another member’s conversion prefills nothing and says why', async ({
  page,
  browser,
}) => {
  const first = await memberWithScout(page, 'prefillbad');
  let secondToken = '';
  await inFreshContext(browser, async (other) => {
    secondToken = (await memberWithScout(other, 'prefillother')).tokens.inquiry;
  });
  const links = [
    { conversionId: first.conversionId, token: 'not-a-token' },
    // The second member's token does not open the first member's record.
    { conversionId: first.conversionId, token: secondToken },
  ];
  await inFreshContext(browser, async (visitor) => {
    for (const link of links) {
      await visitor.goto(`/scout/${first.urlId}/inquiry?${query(link)}`);
      await expect(
        visitor.getByText(/有効期限が切れているため、登録済みの情報を表示できませんでした/),
      ).toBeVisible();
      await expect(visitor.getByLabel('お名前')).toHaveValue('');
      await expect(visitor.getByRole('group', { name: /^希望職種/ })).toBeVisible();
      await expect(visitor.getByRole('button', { name: '話を聞いてみる' })).toBeEnabled();
    }
  });
});

test('scout settings link: stop scouts and choose categories without signing in', async ({
  page,
  browser,
}) => {
  const { conversionId, tokens } = await memberWithScout(page, 'scoutsetting');
  await inFreshContext(browser, async (visitor) => {
    await visitor.goto(
      `/scout-setting/?${query({ conversionId, token: tokens['scout-setting'] })}`,
    );
    await expect(visitor.getByRole('heading', { level: 1, name: 'スカウト設定' })).toBeVisible();
    await expect(visitor.getByRole('radio', { name: '受け取る' })).toBeChecked();
    await visitor.getByRole('radio', { name: '受け取らない' }).check();
    await visitor.getByRole('button', { name: '設定を保存する' }).click();
    await expect(
      visitor.getByRole('status').filter({ hasText: 'スカウトの受け取り設定を保存しました。' }),
    ).toBeVisible();

    // Allowed again, for one category only.
    await visitor.getByRole('radio', { name: '受け取る' }).check();
    const category = visitor
      .getByRole('group', { name: /スカウトを受け取る職種/ })
      .getByRole('checkbox')
      .first();
    await category.check();
    const categoryId = await category.getAttribute('value');
    await visitor.getByRole('button', { name: '設定を保存する' }).click();
    // The first save's status is still on screen: wait for the second save in the member's data.
    await expect
      .poll(async () => {
        const answer = await siteGraphQL<{
          MySetting: {
            setting: { scoutStatus: string; scoutAllowOccupationCategoryIds: string[] };
          };
        }>(page, '{ MySetting { setting { scoutStatus scoutAllowOccupationCategoryIds } } }');
        return answer.data?.MySetting.setting;
      })
      .toEqual({ scoutStatus: 'receiving', scoutAllowOccupationCategoryIds: [categoryId] });
    await expect(
      visitor.getByRole('status').filter({ hasText: 'スカウトの受け取り設定を保存しました。' }),
    ).toBeVisible();
  });
});

test('scout settings link: missing, wrong or another member’s link shows a Japanese message', async ({
  page,
  browser,
}) => {
  const first = await memberWithScout(page, 'settingbad');
  await inFreshContext(browser, async (visitor) => {
    const cases = [
      { path: '/scout-setting/', text: /スカウトのお知らせメールのリンクから開き直す/ },
      {
        path: `/scout-setting/?${query({ conversionId: first.conversionId })}`,
        text: /スカウトのお知らせメールのリンクから開き直す/,
      },
      {
        path: `/scout-setting/?${query({ conversionId: first.conversionId, token: 'x.1.y' })}`,
        text: /リンクが正しくないか、有効期限が切れています/,
      },
    ];
    for (const { path, text } of cases) {
      const response = await visitor.goto(path);
      expect(response?.status()).toBe(200);
      await expect(visitor.getByRole('alert').filter({ hasText: text })).toBeVisible();
      await expect(visitor.getByRole('button', { name: '設定を保存する' })).toHaveCount(0);
      await expect(
        visitor.getByRole('link', { name: 'ログインしてスカウト設定を開く' }),
      ).toHaveAttribute('href', '/member/settings/');
    }
  });
  // Another member signed in on this device opens the first member's link without its token.
  await inFreshContext(browser, async (other) => {
    await memberWithScout(other, 'settingother');
    await other.goto(`/scout-setting/?${query({ conversionId: first.conversionId })}`);
    await expect(
      other.getByRole('alert').filter({ hasText: /別の方に届いたものです/ }),
    ).toBeVisible();
  });
});
