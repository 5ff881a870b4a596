// The Firebase Auth emulator (the identity provider) killed under a running api and BFF. Public
// queries keep working; sign-in and sign-up answer a clear code and a Japanese message, never a
// 500; a member already signed in is not signed out by the outage.

import { ErrorCode, errorMessage } from '@jobsite/domain/errors';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
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
import { eventually, type Service, startApiAndBff, statusOf, stopAll } from './support/stack';

let api: Service;
let bff: Service;

beforeAll(async () => {
  ({ api, bff } = await startApiAndBff());
});
afterAll(async () => {
  await stopAll(api, bff);
});

/**
 * Stops the run's emulator (this file runs last: vitest.config.ts) as an outage would: its
 * whole process group at once, waiting until the port no longer answers.
 */
async function stopEmulator() {
  process.kill(-inject('emulatorPid'), 'SIGKILL');
  await eventually(async () => (await statusOf(`http://${inject('emulatorHost')}/`)) === 0, {
    what: 'the Auth emulator gone',
  });
}

describe('Firebase Auth emulator down', () => {
  it('keeps public queries working and answers sign-in with a clear Japanese message', async () => {
    const { client: member, email, uid } = await signUpMember(bff.url);

    await stopEmulator();

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
