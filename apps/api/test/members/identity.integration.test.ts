import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CREATE_USER,
  codeOf,
  dataOf,
  type MemberApi,
  signUpInput,
  startMemberApi,
} from './harness';

const VIEWER = `{ endUserViewer { id email authType name conversionId favoriteJobCount messageCount
  unreadNoticeCount setting { scoutStatus isReceiveScout scoutAllowOccupationCategoryIds }
  occupations { id name occupationCategory { id } } qualifications { id } } }`;

describe('identity: the verified ID token is the only way to a member', () => {
  let api: MemberApi;
  beforeAll(async () => {
    api = await startMemberApi();
  });
  afterAll(async () => api?.close());

  it('answers UNAUTHORIZED_ERROR without a token, with a malformed one and with one of another project', async () => {
    expect(codeOf(await api.gql(VIEWER))).toBe('UNAUTHORIZED_ERROR');
    expect(codeOf(await api.gql(VIEWER, {}, 'not-a-token'))).toBe('UNAUTHORIZED_ERROR');
    const forged = [
      Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url'),
      Buffer.from(
        JSON.stringify({
          iss: 'https://securetoken.google.com/other-project',
          aud: 'other-project',
          sub: 'x',
          user_id: 'x',
          iat: Math.floor(Date.now() / 1000),
          exp: Math.floor(Date.now() / 1000) + 3600,
          auth_time: Math.floor(Date.now() / 1000),
        }),
      ).toString('base64url'),
      '',
    ].join('.');
    expect(codeOf(await api.gql(VIEWER, {}, forged))).toBe('UNAUTHORIZED_ERROR');
    expect(dataOf(await api.gql('{ user { id } }', {}, forged)).user).toBeNull();
  });

  it('refuses an expired token of a real member', async () => {
    const member = await api.member();
    // The emulator's tokens are unsigned: re-issue the member's own token an hour in the past.
    const [header, payload] = member.idToken.split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const past = Math.floor(Date.now() / 1000) - 7200;
    const expired = [
      header,
      Buffer.from(
        JSON.stringify({ ...claims, iat: past, auth_time: past, exp: past + 3600 }),
      ).toString('base64url'),
      '',
    ].join('.');
    expect(codeOf(await api.gql(VIEWER, {}, expired))).toBe('UNAUTHORIZED_ERROR');
    expect(dataOf(await api.gql(VIEWER, {}, member.idToken)).endUserViewer.id).toBe(member.uid);
  });

  it('signs up with createUserWithRelations and reads the member back', async () => {
    const account = await api.account();
    expect(codeOf(await api.gql(VIEWER, {}, account.idToken))).toBe('UNAUTHORIZED_ERROR');
    expect(dataOf(await api.gql('{ user { id } }', {}, account.idToken)).user).toBeNull();
    const created = dataOf(
      await api.gql(
        CREATE_USER,
        { input: signUpInput({ qualificationIds: ['1'], scoutAllowOccupationCategoryIds: ['1'] }) },
        account.idToken,
      ),
    );
    expect(created.createUserWithRelations.user.id).toBe(account.uid);
    const viewer = dataOf(await api.gql(VIEWER, {}, account.idToken)).endUserViewer;
    expect(viewer).toMatchObject({
      id: account.uid,
      email: account.email,
      authType: 'email',
      name: '山田 太郎',
      favoriteJobCount: 0,
      messageCount: 0,
      unreadNoticeCount: 1,
      setting: {
        scoutStatus: 'receiving',
        isReceiveScout: true,
        scoutAllowOccupationCategoryIds: ['1'],
      },
      occupations: [{ id: '1' }],
      qualifications: [{ id: '1' }],
    });
    // A retried sign-up returns the same record, unchanged.
    const again = dataOf(
      await api.gql(CREATE_USER, { input: signUpInput({ name: '別人' }) }, account.idToken),
    );
    expect(again.createUserWithRelations.user.conversionId).toBe(viewer.conversionId);
    expect(dataOf(await api.gql('{ user { name } }', {}, account.idToken)).user.name).toBe(
      '山田 太郎',
    );
  });

  it('refuses a revoked token on member operations', async () => {
    const member = await api.member();
    expect(dataOf(await api.gql(VIEWER, {}, member.idToken)).endUserViewer.id).toBe(member.uid);
    // Revocation counts whole seconds: a token issued in the same second stays valid. Revoke
    // once the clock has left the token's second (polled: a condition, however slow the machine).
    const { iat } = JSON.parse(
      Buffer.from(member.idToken.split('.')[1] ?? '', 'base64url').toString(),
    ) as { iat: number };
    await vi.waitUntil(() => Math.floor(Date.now() / 1000) > iat, { timeout: 5_000, interval: 50 });
    await api.admin.revokeRefreshTokens(member.uid);
    expect(codeOf(await api.gql(VIEWER, {}, member.idToken))).toBe('UNAUTHORIZED_ERROR');
    expect(dataOf(await api.gql('{ user { id } }', {}, member.idToken)).user).toBeNull();
  });
});
