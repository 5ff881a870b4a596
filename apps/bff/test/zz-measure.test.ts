// Attachment downloads through the BFF (GET /attachments/messages/:messageId) against a real
// api with a small seed: a member uploads a file into their room through /graphql and gets
// the same bytes back; another member, a visitor and a bad id get nothing.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startApi } from './support/api-server';
import { authPost, cookieHeader, gql, SITE_ORIGIN, testBff, uniqueEmail } from './support/bff';

const PASSWORD = 'secret-pass1';

let api: Awaited<ReturnType<typeof startApi>>;
let bff: FastifyInstance;

beforeAll(async () => {
  // Its own api: the run's shared one has no jobs, and a room needs an entry to a job.
  api = await startApi({
    emulatorHost: inject('emulatorHost'),
    projectId: inject('projectId'),
    env: { SEED_ON_EMPTY: '1', SEED_JOBS: '20' },
  });
  bff = await testBff({ GQL_ENDPOINT: api.graphqlUrl });
}, 180_000);

afterAll(async () => {
  await bff?.close();
  await api?.stop();
});

async function signUp(): Promise<string> {
  const response = await authPost(bff, 'signup', {
    emailOrPhoneNumber: uniqueEmail('attach'),
    password: PASSWORD,
  });
  expect(response.statusCode, response.body).toBe(201);
  const cookie = cookieHeader(response);
  // The member record beside the identity (the sign-up form's second half).
  const profile = await gql(
    bff,
    'mutation S($input: CreateUserWithRelationsInput!) { createUserWithRelations(input: $input) { user { id } } }',
    {
      cookie,
      variables: {
        input: {
          name: '山田太郎',
          birthYear: 1990,
          zipCode: '1000001',
          desiredOccupationIds: ['1'],
          qualificationIds: [],
          conversionSource: 'signup',
        },
      },
    },
  );
  expect(profile.json().data?.createUserWithRelations.user.id, profile.body).toBeTruthy();
  return cookie;
}

/** A published, hiring job of the seed, applied to by the member: the entry's room. */
async function openRoom(cookie: string): Promise<string> {
  const jobs = await gql(bff, '{ searchJobs(per: 20) { nodes { id isHiring isPublished } } }');
  const job = jobs
    .json()
    .data.searchJobs.nodes.find(
      (node: { isHiring: boolean; isPublished: boolean }) => node.isHiring && node.isPublished,
    );
  expect(job, jobs.body).toBeDefined();
  const entry = await gql(
    bff,
    'mutation E($input: CreateEntryInput!) { createEntry(input: $input) { entry { room { id } } } }',
    { cookie, variables: { input: { jobId: job.id } } },
  );
  const roomId = entry.json().data?.createEntry.entry.room?.id;
  expect(roomId, entry.body).toBeTruthy();
  return roomId;
}

/** Uploads `bytes` as a file message through /graphql (multipart, as the web sends it). */
async function upload(cookie: string, roomId: string, name: string, bytes: Buffer, type: string) {
  const boundary = `----jobsite-${randomBytes(6).toString('hex')}`;
  const operations = JSON.stringify({
    query:
      'mutation Up($input: CreateUserAttachmentMessageInput!) { createUserAttachmentMessage(input: $input) { message { id file { name contentType } } } }',
    variables: { input: { roomId, file: null } },
  });
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${operations}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n{"0":["variables.input.file"]}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await bff.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      origin: SITE_ORIGIN,
      'x-csrf-protection': '1',
      cookie,
    },
    payload,
  });
  const message = response.json().data?.createUserAttachmentMessage.message;
  expect(message, response.body).toBeTruthy();
  return message as { id: string; file: { name: string; contentType: string } };
}

const download = (messageId: string, cookie?: string) =>
  bff.inject({
    method: 'GET',
    url: `/attachments/messages/${messageId}`,
    headers: cookie ? { cookie } : {},
  });


describe('measure', () => {
  it('10 MB through the BFF', async () => {
    const owner = await signUp();
    const roomId = await openRoom(owner);
    const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(MESSAGE_LIMITS.maxAttachmentBytes - 9)]);
    let t = performance.now();
    const message = await upload(owner, roomId, 'big.pdf', bytes, 'application/pdf');
    const up = performance.now() - t;
    const runs: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      t = performance.now();
      const response = await download(message.id, owner);
      runs.push(performance.now() - t);
      expect(response.rawPayload.equals(bytes)).toBe(true);
    }
    const small = await upload(owner, roomId, 'small.pdf', Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(50_000)]), 'application/pdf');
    const smallRuns: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      t = performance.now();
      await download(small.id, owner);
      smallRuns.push(performance.now() - t);
    }
    smallRuns.sort((a, b) => a - b);
    runs.sort((a, b) => a - b);
    console.log(JSON.stringify({ uploadMs: Math.round(up), download10MbMedianMs: Math.round(runs[2]!), download50KbMedianMs: Math.round(smallRuns[10]!), download50KbP95Ms: Math.round(smallRuns[18]!) }));
  }, 120_000);
});
