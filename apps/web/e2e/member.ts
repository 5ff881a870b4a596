import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Helpers for the member flows: accounts in the stack's Firebase Auth emulator, sessions set
 * through the site's own `/auth/*` (proxied to the BFF, so the cookies land on the web
 * origin), and the operator CLI's `/ops/*` routes on the api for the companies' side.
 */

export const TEST_PASSWORD = 'secret-pass1';

/** The member record of a test member, as the sign-up form creates it (createUserWithRelations). */
export const MEMBER_RECORD = Object.freeze({
  name: '会員 太郎',
  birthYear: 1990,
  zipCode: '1000001',
  desiredOccupationIds: ['1'],
  qualificationIds: [],
  conversionSource: 'signup',
});

/** An email address no other test uses. */
export function uniqueEmail(prefix = 'member'): string {
  return `${prefix}-${randomUUID().slice(0, 12)}@example.com`;
}

/** A mobile number (070/080/090 + 8 digits) no other test uses. */
export function uniquePhoneNumber(): string {
  const digits = String(Number.parseInt(randomUUID().replaceAll('-', '').slice(0, 10), 16));
  return `090${digits.padStart(8, '0').slice(-8)}`;
}

async function postAuth(request: APIRequestContext, path: string, data: unknown) {
  const response = await request.post(path, {
    data,
    headers: { 'content-type': 'application/json', 'x-csrf-protection': '1' },
  });
  expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
  return response.json();
}

/**
 * Signs up a new account straight through the BFF (no form) and leaves the page's browser
 * context signed in. Returns the credentials.
 */
export async function signUpMember(
  page: Page,
  emailOrPhoneNumber: string = uniqueEmail(),
): Promise<{ emailOrPhoneNumber: string; password: string; uid: string }> {
  const body = await postAuth(page.request, '/auth/signup', {
    emailOrPhoneNumber,
    password: TEST_PASSWORD,
  });
  return { emailOrPhoneNumber, password: TEST_PASSWORD, uid: body.user.uid };
}

/** Signs an existing account in through the BFF (no form). */
export async function signInMember(page: Page, emailOrPhoneNumber: string, password: string) {
  await postAuth(page.request, '/auth/signin', { emailOrPhoneNumber, password });
}

/** Runs an operator CLI command (`pnpm --filter @jobsite/api ops <command>`) on the stack's api. */
export async function ops<T = Record<string, unknown>>(
  command: string,
  options: Record<string, string | number | boolean> = {},
): Promise<T> {
  const api = process.env.E2E_API_URL;
  const token = process.env.E2E_OPS_TOKEN;
  if (!api || !token) throw new Error('E2E_API_URL and E2E_OPS_TOKEN come from global-setup');
  const response = await fetch(`${api}/ops/${command}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(options),
  });
  const body = (await response.json()) as { ok?: boolean; result?: T; error?: string };
  if (!response.ok || !body.ok) throw new Error(`ops ${command}: ${body.error ?? response.status}`);
  return body.result as T;
}
