import { randomUUID } from 'node:crypto';
import { ErrorCode, errorMessage } from '@jobsite/domain/errors';
import { visitorProfileSchema } from '@jobsite/domain/validators';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createVisitor } from '../../src/modules/entries/visitors';
import { findMemberByUid } from '../../src/modules/members/repository';
import { sendScout } from '../../src/modules/scouts/service';
import { submitOnce, visitorSubmission } from '../../src/modules/visitors/submissions';
import { runOpsCommand } from '../../src/ops/commands';
import type { JobFixtures } from './fixtures';
import { codeOf, dataOf, type GqlResponse, type MemberApi, withMemberApi } from './harness';

/**
 * Visitor submissions under retries (`clientSubmissionId`, decision 0021): a repeated key
 * with the same content answers the first submission and saves nothing; the key with other
 * content is IDEMPOTENCY_KEY_REUSED; racing requests with one key save once; without a key
 * every request is a new submission, as before.
 */

const JOB_ENTRY = `mutation ($input: CreateVisitorJobEntryInput!) { createVisitorJobEntry(input: $input) {
  clientMutationId entries { id job { id } } user { conversionId lineUserId } } }`;
const SCOUT_ENTRY = `mutation ($input: CreateVisitorScoutEntryInput!) { createVisitorScoutEntry(input: $input) {
  entry { id scout { id } } user { conversionId } } }`;
const SCOUT_INQUIRY = `mutation ($input: CreateVisitorScoutInquiryInput!) { createVisitorScoutInquiry(input: $input) {
  scoutInquiry { id updatedAt } user { conversionId } } }`;

let phoneSerial = 0;
/** A phone number no other test of this file uses, so rows can be counted by it. */
function uniquePhone(): string {
  phoneSerial += 1;
  return `0807001${String(phoneSerial).padStart(4, '0')}`;
}

function profile(phoneNumber: string) {
  return {
    name: '佐藤 花子',
    furigana: 'さとう はなこ',
    birthYear: 1988,
    zipCode: '1500001',
    phoneNumber,
    email: 'hanako@example.com',
    contactMethod: 'email',
    desiredOccupationIds: ['1'],
  };
}

describe('visitor submissions (clientSubmissionId)', () => {
  let api: MemberApi;
  let jobs: JobFixtures;

  withMemberApi((suite) => ({ api, jobs } = suite));

  /** Visitors, entries, inquiries and CRM records of one phone number. */
  async function savedFor(phoneNumber: string) {
    const [row] = await api.database.rows<{
      visitors: number;
      entries: number;
      inquiries: number;
      crm: number;
      keys: number;
    }>(sql`SELECT
      (SELECT count(*)::int FROM visitors WHERE phone_number = ${phoneNumber}) AS visitors,
      (SELECT count(*)::int FROM entries e JOIN visitors v ON v.id = e.visitor_id
        WHERE v.phone_number = ${phoneNumber}) AS entries,
      (SELECT count(*)::int FROM scout_inquiries i JOIN visitors v ON v.id = i.visitor_id
        WHERE v.phone_number = ${phoneNumber}) AS inquiries,
      (SELECT count(*)::int FROM crm_records WHERE phone_number = ${phoneNumber}) AS crm,
      (SELECT count(*)::int FROM visitor_submissions s JOIN visitors v ON v.id = s.visitor_id
        WHERE v.phone_number = ${phoneNumber}) AS keys`);
    return row!;
  }

  /** A scout sent to a new member; visitors answer it through its link. */
  async function scoutLink(jobIndex: number) {
    const account = await api.member();
    const member = await findMemberByUid(api.database.db, account.uid);
    const { scout } = await sendScout(api.database.db, member!, {
      jobId: jobs.open[jobIndex]!,
      message: 'ぜひ一度お話ししませんか。',
    });
    return { urlId: scout.urlId, scoutId: String(scout.id), jobId: scout.jobId };
  }

  const refusedAsReused = (response: GqlResponse<unknown>) => {
    expect(codeOf(response)).toBe(ErrorCode.IDEMPOTENCY_KEY_REUSED);
    expect(response.errors?.[0]?.message).toBe(errorMessage(ErrorCode.IDEMPOTENCY_KEY_REUSED));
  };

  describe('createVisitorJobEntry', () => {
    it('answers a retried submission with the first one and saves it once', async () => {
      const phone = uniquePhone();
      const clientSubmissionId = randomUUID();
      const input = {
        clientMutationId: 'first',
        jobIds: [String(jobs.open[100]), String(jobs.open[101])],
        profile: profile(phone),
        message: 'よろしくお願いします。',
        attribution: { utmSource: 'mail' },
        clientSubmissionId,
      };
      const first = dataOf(await api.gql(JOB_ENTRY, { input })).createVisitorJobEntry;
      expect(first.entries).toHaveLength(2);
      const again = dataOf(
        await api.gql(JOB_ENTRY, { input: { ...input, clientMutationId: 'retry' } }),
      ).createVisitorJobEntry;
      expect(again).toEqual({ ...first, clientMutationId: 'retry' });
      // The key in capitals, and the number typed with hyphens, are the same submission.
      const spelled = dataOf(
        await api.gql(JOB_ENTRY, {
          input: {
            ...input,
            clientSubmissionId: clientSubmissionId.toUpperCase(),
            profile: {
              ...input.profile,
              phoneNumber: `${phone.slice(0, 3)}-${phone.slice(3, 7)}-${phone.slice(7)}`,
            },
          },
        }),
      ).createVisitorJobEntry;
      expect(spelled.entries).toEqual(first.entries);
      expect(spelled.user.conversionId).toBe(first.user.conversionId);
      expect(await savedFor(phone)).toEqual({
        visitors: 1,
        entries: 2,
        inquiries: 0,
        crm: 1,
        keys: 1,
      });
    });

    it('saves one submission when requests with one key race', async () => {
      const phone = uniquePhone();
      const input = {
        jobIds: [String(jobs.open[110])],
        profile: profile(phone),
        clientSubmissionId: randomUUID(),
      };
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => api.gql(JOB_ENTRY, { input })),
      );
      const results = answers.map((answer) => dataOf(answer).createVisitorJobEntry);
      expect(new Set(results.map((result) => result.user.conversionId)).size).toBe(1);
      expect(new Set(results.map((result) => result.entries[0].id)).size).toBe(1);
      expect(await savedFor(phone)).toMatchObject({ visitors: 1, entries: 1, crm: 1 });
    });

    it('refuses the key with other content, or for another mutation, and saves nothing of it', async () => {
      const phone = uniquePhone();
      const clientSubmissionId = randomUUID();
      const input = {
        jobIds: [String(jobs.open[120])],
        profile: profile(phone),
        clientSubmissionId,
      };
      dataOf(await api.gql(JOB_ENTRY, { input }));
      for (const changed of [
        { ...input, message: '追加のメッセージ' },
        { ...input, jobIds: [String(jobs.open[121])] },
        { ...input, profile: { ...input.profile, name: '佐藤 花' } },
        { ...input, attribution: { internalSource: 'magazine' } },
      ]) {
        refusedAsReused(await api.gql(JOB_ENTRY, { input: changed }));
      }
      const link = await scoutLink(122);
      refusedAsReused(
        await api.gql(SCOUT_INQUIRY, {
          input: { scoutUrlId: link.urlId, profile: input.profile, clientSubmissionId },
        }),
      );
      expect(await savedFor(phone)).toMatchObject({ visitors: 1, entries: 1, inquiries: 0 });
    });

    it('keeps nothing of a refused submission, so its key can be used again', async () => {
      const phone = uniquePhone();
      const clientSubmissionId = randomUUID();
      const closed = await api.gql(JOB_ENTRY, {
        input: { jobIds: [String(jobs.notHiring)], profile: profile(phone), clientSubmissionId },
      });
      expect(codeOf(closed)).toBe(ErrorCode.JOB_NOT_HIRING);
      const [keys] = await api.database.rows<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM visitor_submissions WHERE client_submission_id = ${clientSubmissionId}`,
      );
      expect(keys!.n).toBe(0);
      const open = dataOf(
        await api.gql(JOB_ENTRY, {
          input: { jobIds: [String(jobs.open[130])], profile: profile(phone), clientSubmissionId },
        }),
      ).createVisitorJobEntry;
      expect(open.entries).toHaveLength(1);
      expect(await savedFor(phone)).toMatchObject({ visitors: 1, entries: 1 });
    });

    it('answers a retry of a saved submission even after its job closed', async () => {
      const phone = uniquePhone();
      const jobId = jobs.open[140]!;
      const input = {
        jobIds: [String(jobId)],
        profile: profile(phone),
        clientSubmissionId: randomUUID(),
      };
      const first = dataOf(await api.gql(JOB_ENTRY, { input })).createVisitorJobEntry;
      await api.database.rows(sql`UPDATE jobs SET is_hiring = false WHERE id = ${jobId}`);
      try {
        const again = dataOf(await api.gql(JOB_ENTRY, { input })).createVisitorJobEntry;
        expect(again).toEqual(first);
        // A new submission to the closed job is refused as before.
        const fresh = await api.gql(JOB_ENTRY, {
          input: { ...input, clientSubmissionId: randomUUID() },
        });
        expect(codeOf(fresh)).toBe(ErrorCode.JOB_NOT_HIRING);
      } finally {
        await api.database.rows(sql`UPDATE jobs SET is_hiring = true WHERE id = ${jobId}`);
      }
      expect(await savedFor(phone)).toMatchObject({ visitors: 1, entries: 1 });
    });

    it('saves every submission without a key; refuses a key that is not a UUID', async () => {
      const phone = uniquePhone();
      const input = { jobIds: [String(jobs.open[150])], profile: profile(phone) };
      const first = dataOf(await api.gql(JOB_ENTRY, { input })).createVisitorJobEntry;
      const second = dataOf(
        await api.gql(JOB_ENTRY, { input: { ...input, jobIds: [String(jobs.open[151])] } }),
      ).createVisitorJobEntry;
      expect(second.user.conversionId).not.toBe(first.user.conversionId);
      expect(await savedFor(phone)).toMatchObject({ visitors: 2, entries: 2, crm: 2, keys: 0 });
      for (const clientSubmissionId of ['retry-1', `${randomUUID()}-0`, 'x'.repeat(5000)]) {
        const refused = await api.gql(JOB_ENTRY, { input: { ...input, clientSubmissionId } });
        expect(refused.errors?.[0]?.extensions).toMatchObject({
          code: ErrorCode.BAD_USER_INPUT,
          fieldErrors: { clientSubmissionId: expect.any(String) },
        });
      }
      expect(await savedFor(phone)).toMatchObject({ visitors: 2 });
    });

    it('refuses a second entry to a job by the same phone number or email (一人一応募)', async () => {
      const phone = uniquePhone();
      const jobId = String(jobs.open[190]);
      const input = { jobIds: [jobId], profile: profile(phone), clientSubmissionId: randomUUID() };
      const first = dataOf(await api.gql(JOB_ENTRY, { input })).createVisitorJobEntry;
      // A new submission (new key) of the same person to the same job.
      const again = await api.gql(JOB_ENTRY, {
        input: { ...input, clientSubmissionId: randomUUID() },
      });
      expect(codeOf(again)).toBe(ErrorCode.ALREADY_APPLIED);
      expect(again.errors?.[0]?.message).toContain('既に応募済みです');
      // Another phone number with the same email is the same person too.
      const sameEmail = await api.gql(JOB_ENTRY, {
        input: {
          jobIds: [jobId],
          profile: { ...profile(uniquePhone()), email: 'HANAKO@example.com' },
        },
      });
      expect(codeOf(sameEmail)).toBe(ErrorCode.ALREADY_APPLIED);
      // A retry of the first request (same key) still answers the original.
      const retry = dataOf(await api.gql(JOB_ENTRY, { input })).createVisitorJobEntry;
      expect(retry).toEqual(first);
      // Several jobs at once: the one applied to is left out, the others are applied to.
      const batch = dataOf(
        await api.gql(JOB_ENTRY, {
          input: { jobIds: [jobId, String(jobs.open[191])], profile: profile(phone) },
        }),
      ).createVisitorJobEntry;
      expect(batch.entries.map((entry: { job: { id: string } }) => entry.job.id)).toEqual([
        String(jobs.open[191]),
      ]);
      expect(await savedFor(phone)).toMatchObject({ entries: 2 });
    });
  });

  describe('createVisitorScoutEntry', () => {
    it('saves a retried or racing scout entry once, and answers it after the job closed', async () => {
      const link = await scoutLink(160);
      const phone = uniquePhone();
      const input = {
        scoutUrlId: link.urlId,
        profile: profile(phone),
        message: '応募します。',
        clientSubmissionId: randomUUID(),
      };
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => api.gql(SCOUT_ENTRY, { input })),
      );
      const results = answers.map((answer) => dataOf(answer).createVisitorScoutEntry);
      for (const result of results) expect(result).toEqual(results[0]);
      expect(results[0].entry.scout).toEqual({ id: link.scoutId });
      await api.database.rows(sql`UPDATE jobs SET is_hiring = false WHERE id = ${link.jobId}`);
      try {
        expect(dataOf(await api.gql(SCOUT_ENTRY, { input })).createVisitorScoutEntry).toEqual(
          results[0],
        );
      } finally {
        await api.database.rows(sql`UPDATE jobs SET is_hiring = true WHERE id = ${link.jobId}`);
      }
      refusedAsReused(await api.gql(SCOUT_ENTRY, { input: { ...input, message: '別の文' } }));
      expect(await savedFor(phone)).toEqual({
        visitors: 1,
        entries: 1,
        inquiries: 0,
        crm: 1,
        keys: 1,
      });
    });
  });

  describe('createVisitorScoutInquiry', () => {
    it('saves a retried or racing inquiry once; another key is another inquiry', async () => {
      const link = await scoutLink(170);
      const phone = uniquePhone();
      const input = {
        scoutUrlId: link.urlId,
        profile: profile(phone),
        message: '詳しく聞きたいです。',
        clientSubmissionId: randomUUID(),
      };
      const first = dataOf(await api.gql(SCOUT_INQUIRY, { input })).createVisitorScoutInquiry;
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => api.gql(SCOUT_INQUIRY, { input })),
      );
      for (const answer of answers) {
        expect(dataOf(answer).createVisitorScoutInquiry).toEqual(first);
      }
      refusedAsReused(
        await api.gql(SCOUT_ENTRY, {
          input: { ...input },
        }),
      );
      expect(await savedFor(phone)).toEqual({
        visitors: 1,
        entries: 0,
        inquiries: 1,
        crm: 1,
        keys: 1,
      });
      const other = dataOf(
        await api.gql(SCOUT_INQUIRY, { input: { ...input, clientSubmissionId: randomUUID() } }),
      ).createVisitorScoutInquiry;
      expect(other.scoutInquiry.id).not.toBe(first.scoutInquiry.id);
      expect(await savedFor(phone)).toMatchObject({ visitors: 2, inquiries: 2 });

      // The companies' side finds them by the number given (operator CLI).
      const listed = (await runOpsCommand({ db: api.database.db }, 'visitors', {
        phone: `${phone.slice(0, 3)}-${phone.slice(3, 7)}-${phone.slice(7)}`,
      })) as { visitors: { scoutInquiries: { id: number }[]; entries: unknown[] }[] };
      expect(listed.visitors).toHaveLength(2);
      expect(listed.visitors.map((visitor) => visitor.scoutInquiries.length)).toEqual([1, 1]);
      expect(listed.visitors[1]!.scoutInquiries[0]!.id).toBe(Number(first.scoutInquiry.id));
    });
  });

  it('answers the earlier submission when the key was claimed after the lookup', async () => {
    // Both requests pass the lookup before either saves: the claim inside the transaction
    // (INSERT … ON CONFLICT DO NOTHING on the key) decides, and the second answers the first.
    const phone = uniquePhone();
    const parsed = visitorProfileSchema.parse(profile(phone));
    const submission = visitorSubmission('createVisitorJobEntry', {
      clientSubmissionId: randomUUID(),
      profile: parsed,
    });
    let arrived = 0;
    let release = () => {};
    const bothLookedUp = new Promise<void>((resolve) => {
      release = resolve;
    });
    let saves = 0;
    const submit = () =>
      submitOnce(api.database.db, submission, {
        check: async () => {
          arrived += 1;
          if (arrived === 2) release();
          await bothLookedUp;
        },
        save: async (tx) => {
          saves += 1;
          const visitor = await createVisitor(tx, parsed, 'job_entry', null);
          return { visitor, result: visitor.id };
        },
        replay: async (_db, visitor) => visitor.id,
      });
    const [a, b] = await Promise.all([submit(), submit()]);
    expect(arrived).toBe(2);
    expect(saves).toBe(1);
    expect(a.result).toBe(b.result);
    expect([a.repeated, b.repeated].sort()).toEqual([false, true]);
    expect(await savedFor(phone)).toMatchObject({ visitors: 1, keys: 1 });
  });
});
