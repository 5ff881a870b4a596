import { expect, hydrated, test } from './fixtures';
import { signUpThroughForm, siteGraphQL } from './registered-member';

/**
 * Calls of spec §7 the pages make on the server (decision 0054): the sign-up form's choices
 * come from the `Signup` query, and the footer's service links follow the site brand's
 * `trademark(id).displayServiceLinks`.
 */

type SignupAnswer = {
  Signup: {
    desiredOccupations: Array<{ name: string; occupationCategory: { name: string } }>;
    qualifications: Array<{ name: string; category: { name: string } }>;
  };
};

test('sign-up offers the Signup query’s choices grouped by category; qualifications can be skipped', async ({
  page,
}) => {
  const answer = await siteGraphQL<SignupAnswer>(
    page,
    `{ Signup {
        desiredOccupations { name occupationCategory { name } }
        qualifications { name category { name } }
      } }`,
  );
  const form = answer.data?.Signup;
  expect(form?.desiredOccupations.length).toBeGreaterThan(0);
  await page.goto('/member/signup/');
  await hydrated(page);

  const occupations = page.getByRole('group', { name: /^希望職種/ });
  await expect(occupations.getByRole('checkbox')).toHaveCount(form?.desiredOccupations.length ?? 0);
  for (const category of new Set(form?.desiredOccupations.map((o) => o.occupationCategory.name))) {
    await expect(occupations.getByRole('group', { name: category, exact: true })).toBeVisible();
  }

  // A driver's qualifications appear once the occupation is ticked, under the api's list names.
  await page.getByRole('checkbox', { name: 'ドライバー', exact: true }).check();
  const qualifications = page.getByRole('group', { name: /^保有資格/ });
  const driverLicence = form?.qualifications.find((q) => q.name === '大型自動車免許');
  await expect(
    qualifications.getByRole('group', {
      name: driverLicence?.category.name ?? '-',
      exact: true,
    }),
  ).toBeVisible();
  await expect(
    qualifications.getByRole('checkbox', { name: '大型自動車免許', exact: true }),
  ).toBeVisible();

  // Skipped: the member is made without qualifications.
  await page.getByRole('checkbox', { name: 'ドライバー', exact: true }).uncheck();
  await signUpThroughForm(page, 'signupskip');
  await expect(page).toHaveURL(/\/member\/$/);
  const saved = await siteGraphQL<{
    endUserViewer: { occupations: { name: string }[]; qualifications: { name: string }[] };
  }>(page, '{ endUserViewer { occupations { name } qualifications { name } } }');
  expect(saved.data?.endUserViewer.occupations.map((o) => o.name)).toEqual(['ドライバー']);
  expect(saved.data?.endUserViewer.qualifications).toEqual([]);
});

test('the footer shows the service links the site brand allows', async ({ page }) => {
  const answer = await siteGraphQL<{ trademark: { displayServiceLinks: boolean } | null }>(
    page,
    '{ trademark(id: "1") { displayServiceLinks } }',
  );
  const shown = answer.data?.trademark?.displayServiceLinks ?? true;
  for (const path of ['/', '/member/signup/']) {
    await page.goto(path);
    const footer = page.locator('footer');
    await expect(footer.getByRole('heading', { name: 'お役立ち情報' })).toBeVisible();
    await expect(footer.getByRole('link', { name: /履歴書作成サービス/ })).toHaveCount(
      shown ? 1 : 0,
    );
  }
});
