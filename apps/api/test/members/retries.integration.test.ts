import { ErrorCode } from '@jobsite/domain/errors';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { findMemberByUid } from '../../src/modules/members/repository';
import { sendScout } from '../../src/modules/scouts/service';
import type { JobFixtures } from './fixtures';
import { type Account, type GqlResponse, type MemberApi, withMemberApi } from './harness';

/**
 * Entries and scout answers under retries: the same request sent again, or several at once
 * (a double click, a client retry after a timeout, the BFF's retry), never saves twice. On
 * PostgreSQL (`test:postgres`) the requests really run concurrently; the member lock, the
 * partial unique indexes and ON CONFLICT decide.
 */

const CREATE_ENTRY = `mutation ($input: CreateEntryInput!) { createEntry(input: $input) { entry { id } } }`;
const CREATE_ENTRIES = `mutation ($input: CreateEntriesInput!) { createEntries(input: $input) {
  entries { id job { id } } } }`;
const SCOUT_ENTRY = `mutation ($input: CreateScoutEntryInput!) { createScoutEntry(input: $input) { entry { id } } }`;
const INQUIRE = `mutation ($input: CreateScoutInquiryInput!) { createScoutInquiry(input: $input) {
  scoutInquiry { id } } }`;

/** Outcome of each answer: 'ok' or its error code. */
function outcomes(answers: GqlResponse<unknown>[]): string[] {
  return answers.map((answer) => answer.errors?.[0]?.extensions.code ?? 'ok').sort();
}

describe('entries and scout answers under retries', () => {
  let api: MemberApi;
  let jobs: JobFixtures;
  withMemberApi((suite) => ({ api, jobs } = suite));

  const count = async (query: ReturnType<typeof sql>) =>
    (await api.database.rows<{ n: number }>(query))[0]!.n;

  async function memberId(account: Account): Promise<number> {
    return (await findMemberByUid(api.database.db, account.uid))!.id;
  }

  it('createEntry raced for one job: one entry, one room, one auto reply, one notice', async () => {
    const member = await api.member();
    const jobId = jobs.open[40]!;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        api.gql(
          CREATE_ENTRY,
          { input: { jobId: String(jobId), message: '応募します' } },
          member.idToken,
        ),
      ),
    );
    expect(outcomes(answers)).toEqual([...Array(4).fill(ErrorCode.ALREADY_APPLIED), 'ok']);
    const id = await memberId(member);
    expect(
      await count(
        sql`SELECT count(*)::int AS n FROM entries WHERE end_user_id = ${id} AND job_id = ${jobId}`,
      ),
    ).toBe(1);
    expect(await count(sql`SELECT count(*)::int AS n FROM rooms WHERE end_user_id = ${id}`)).toBe(
      1,
    );
    expect(
      await count(
        sql`SELECT count(*)::int AS n FROM messages m JOIN rooms r ON r.id = m.room_id WHERE r.end_user_id = ${id}`,
      ),
    ).toBe(2);
    expect(
      await count(
        sql`SELECT count(*)::int AS n FROM notices WHERE end_user_id = ${id} AND text LIKE '%応募が完了%'`,
      ),
    ).toBe(1);
  });

  it('createEntries raced with overlapping jobs: each job applied to once', async () => {
    const member = await api.member();
    const [a, b, c] = [jobs.open[50]!, jobs.open[51]!, jobs.open[52]!].map(String);
    const answers = await Promise.all(
      [[a, b], [b, c], [a, b, c], [a]].map((jobIds) =>
        api.gql(CREATE_ENTRIES, { input: { jobIds } }, member.idToken),
      ),
    );
    expect(outcomes(answers)).toEqual(['ok', 'ok', 'ok', 'ok']);
    const applied = answers.flatMap((answer) =>
      (
        answer.data as { createEntries: { entries: { job: { id: string } }[] } }
      ).createEntries.entries.map((entry) => entry.job.id),
    );
    expect(applied.sort()).toEqual([a, b, c].sort());
    const id = await memberId(member);
    expect(await count(sql`SELECT count(*)::int AS n FROM entries WHERE end_user_id = ${id}`)).toBe(
      3,
    );
    expect(await count(sql`SELECT count(*)::int AS n FROM rooms WHERE end_user_id = ${id}`)).toBe(
      3,
    );
  });

  describe('scout answers', () => {
    async function scoutTo(account: Account, jobIndex: number) {
      const row = await findMemberByUid(api.database.db, account.uid);
      const { scout, room } = await sendScout(api.database.db, row!, {
        jobId: jobs.open[jobIndex]!,
        message: 'ぜひ一度お話しませんか。',
      });
      return { scoutId: String(scout.id), roomId: room.id };
    }
    const userMessages = (roomId: number) =>
      count(
        sql`SELECT count(*)::int AS n FROM messages WHERE room_id = ${roomId} AND is_sent_by_user`,
      );

    it('createScoutEntry raced: one entry in the scout’s room', async () => {
      const member = await api.member();
      const sent = await scoutTo(member, 60);
      const answers = await Promise.all(
        Array.from({ length: 4 }, () =>
          api.gql(
            SCOUT_ENTRY,
            { input: { scoutId: sent.scoutId, message: '応募します' } },
            member.idToken,
          ),
        ),
      );
      expect(outcomes(answers)).toEqual([...Array(3).fill(ErrorCode.ALREADY_APPLIED), 'ok']);
      expect(
        await count(
          sql`SELECT count(*)::int AS n FROM entries WHERE scout_id = ${Number(sent.scoutId)}`,
        ),
      ).toBe(1);
      expect(await userMessages(sent.roomId)).toBe(1);
    });

    it('createScoutInquiry retried or raced: one inquiry, its message posted once', async () => {
      const member = await api.member();
      const sent = await scoutTo(member, 61);
      const input = { scoutId: sent.scoutId, contactMethod: 'email', message: '話を聞きたいです' };
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => api.gql(INQUIRE, { input }, member.idToken)),
      );
      expect(outcomes(answers)).toEqual(['ok', 'ok', 'ok', 'ok']);
      const ids = answers.map(
        (answer) =>
          (answer.data as { createScoutInquiry: { scoutInquiry: { id: string } } })
            .createScoutInquiry.scoutInquiry.id,
      );
      expect(new Set(ids).size).toBe(1);
      expect(await api.gql(INQUIRE, { input }, member.idToken)).toMatchObject({
        errors: undefined,
      });
      expect(await userMessages(sent.roomId)).toBe(1);
      expect(
        await count(
          sql`SELECT count(*)::int AS n FROM scout_inquiries WHERE scout_id = ${Number(sent.scoutId)}`,
        ),
      ).toBe(1);
      // Another question is a new message; the contact method alone posts nothing.
      await api.gql(
        INQUIRE,
        { input: { ...input, message: '電話でも構いません' } },
        member.idToken,
      );
      await api.gql(
        INQUIRE,
        { input: { ...input, message: '電話でも構いません', contactMethod: 'phone_number' } },
        member.idToken,
      );
      expect(await userMessages(sent.roomId)).toBe(2);
    });
  });
});
