import { expect, test } from './fixtures';

test('the contact form checks input with Japanese messages, then sends it', async ({ page }) => {
  await page.goto('/faq/#contact');
  const form = page.locator('#contact form');
  await form.getByRole('button', { name: '送信する' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: '入力内容に誤りがあります' }),
  ).toBeVisible();
  await expect(form.getByText('入力してください').first()).toBeVisible();

  await form.getByLabel(/お名前/).fill('山田 太郎');
  await form.getByLabel(/メールアドレス/).fill('not-an-email');
  await form.getByLabel(/お問い合わせ内容/).fill('求人の探し方を教えてください。');
  await form.getByRole('button', { name: '送信する' }).click();
  // Only the e-mail address is wrong now.
  await expect(page.getByRole('alert').filter({ hasText: '（1件）' })).toBeVisible();
  await expect(form.getByLabel(/メールアドレス/)).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel(/お名前/)).not.toHaveAttribute('aria-invalid', 'true');
  // What was typed stays.
  await expect(form.getByLabel(/お名前/)).toHaveValue('山田 太郎');

  await form.getByLabel(/メールアドレス/).fill('yamada@example.com');
  await form.getByRole('button', { name: '送信する' }).click();
  await expect(page.getByRole('status')).toContainText('お問い合わせを受け付けました');
  await expect(page.getByRole('status')).toContainText('山田 太郎様');
});
