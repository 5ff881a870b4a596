// The Firebase Auth emulator (the identity provider) down under a running api and BFF. Public
// queries keep working; sign-in and sign-up answer a clear code and a Japanese message, never a
// 500; a member already signed in is not signed out by the outage.
import { type AuthEmulator, startAuthEmulator } from '@jobsite/firebase-emulator';
import { ErrorCode, errorMessage } from '@jobsite/domain/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Client,
  codeOf,
  OCCUPATIONS,
  PASSWORD,
  SEARCH_JOBS,
  signUpMember,
  uniqueEmail,
  VIEWER,
} from './support/client';
import { type Service, startApi, startBff, stopAll } from './support/stack';

let emulator: AuthEmulator;
let api: Service;
let bff: Service;

beforeAll(async () => {
  // Its own emulator: this file stops it, the others keep the run's one.
  emulator = await startAuthEmulator({ projectId: 'demo-jobsite-fault' });
  const identity = {
    FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
    FIREBASE_PROJECT_ID: emulator.projectId,
  };
  api = await startApi({ identity });
  bff = await startBff({ api, identity });
});
afterAll(async () => {
  await stopAll(api, bff);
  await emulator?.stop();
});

describe('Firebase Auth emulator down', () => {
  it('keeps public queries working and answers sign-in with a clear Japanese message', async () => {
    const { client: member, email, uid } = await signUpMember(bff.url);

    await emulator.stop();

    const visitor = new Client(bff.url);
    const search = await visitor.graphql(SEARCH_JOBS, { occupation: 'driver', query: {} });
    expect(search.status).toBe(200);
    expect(search.body.errors).toBeUndefined();
    expect((await visitor.graphql(OCCUPATIONS)).status).toBe(200);

    const unavailable = {
      code: ErrorCode.UPSTREAM_UNAVAILABLE,
      message: errorMessage(ErrorCode.UPSTREAM_UNAVAILABLE),
    };
    const signIn = await new Client(bff.url).auth('signin', {
      emailOrPhoneNumber: email,
      password: PASSWORD,
    });
    expect(signIn.status).toBe(503);
    expect(signIn.body.error).toEqual(unavailable);
    const signUp = await new Client(bff.url).auth('signup', {
      emailOrPhoneNumber: uniqueEmail(),
      password: PASSWORD,
    });
    expect(signUp.status).toBe(503);
    expect(signUp.body.error).toEqual(unavailable);

    // The member who was signed in stays signed in: no cookie is cleared, the session holds.
    const viewer = await member.graphql(VIEWER);
    expect(viewer.status, JSON.stringify(viewer.body)).not.toBe(500);
    if (viewer.body.errors) expect(codeOf(viewer)).toBe(ErrorCode.UPSTREAM_UNAVAILABLE);
    else expect(viewer.body.data).toEqual({ endUserViewer: { id: uid } });
    expect(viewer.setCookies).toEqual([]);
    expect(await member.session()).toMatchObject({ uid });
  });
});
