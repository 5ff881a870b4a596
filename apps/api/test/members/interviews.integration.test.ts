import { ERROR_MESSAGES } from '@jobsite/domain/errors';
import { formatJstTimeRange } from '@jobsite/domain/formatters';
import { describe, expect, it } from 'vitest';
import type { JobFixtures } from './fixtures';
import { type Account, codeOf, dataOf, type MemberApi, withMemberApi } from './harness';

/**
 * Interview dates arranged in the entry's room (docs/decisions/0051): the company proposes
 * (ops), the member chooses or asks for other dates, the entry's status follows, and the
 * chosen date downloads as an iCalendar file. The api's clock is the test's.
 */

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const PROPOSAL_FIELDS = `id status place answeredAt messageId
  slots { id startsAt endsAt isPast } chosenSlot { id startsAt }`;
const ROOM = `query ($id: ID!) { room(id: $id) {
  entry { id currentStatus interviewProposal { ${PROPOSAL_FIELDS} } }
  messages(first: 20) { totalCount edges { node { id content isSentByUser
    interviewProposal { id status slots { id } } } } } } }`;
const CHOOSE = `mutation ($input: ChooseInterviewSlotInput!) { chooseInterviewSlot(input: $input) {
  clientMutationId proposal { ${PROPOSAL_FIELDS} } message { content isSentByUser }
  entry { id currentStatus } } }`;
const OTHER_DATES = `mutation ($input: RequestOtherInterviewDatesInput!) {
  requestOtherInterviewDates(input: $input) { proposal { status } message { content }
  entry { currentStatus } } }`;
const CALENDAR = `query ($id: ID!) { interviewCalendar(proposalId: $id) { fileName content } }`;

/** '2026-12-03 10:00': how an operator types a Japan wall time. */
function jst(date: Date): string {
  return new Date(date.getTime() + 9 * HOUR).toISOString().slice(0, 16).replace('T', ' ');
}

/** The first whole hour after `date` plus `days` days. */
function at(date: Date, days: number, hour = 0): Date {
  const start = Math.ceil(date.getTime() / HOUR) * HOUR;
  return new Date(start + days * DAY + hour * HOUR);
}

describe('interview dates in the entry room', () => {
  let api: MemberApi;
  let jobs: JobFixtures;
  let clock = new Date();
  withMemberApi((suite) => ({ api, jobs } = suite), {}, { now: () => clock });

  let nextJob = 200;
  /** A member with an entry: its id and its room's. */
  async function applied(member?: Account) {
    const who = member ?? (await api.member());
    const entry = dataOf(
      await api.gql(
        'mutation ($input: CreateEntryInput!) { createEntry(input: $input) { entry { id room { id } } } }',
        { input: { jobId: String(jobs.open[nextJob++]) } },
        who.idToken,
      ),
    ).createEntry.entry;
    return { member: who, entryId: Number(entry.id), roomId: entry.room.id as string };
  }

  async function propose(entryId: number, starts: Date[], extra: Record<string, unknown> = {}) {
    const answer = await api.ops('interview-propose', {
      entry: entryId,
      slots: starts.map(jst).join(','),
      ...extra,
    });
    expect(answer.body, JSON.stringify(answer.body)).toMatchObject({ ok: true });
    return answer.body.result as {
      proposalId: number;
      messageId: number;
      slots: Array<{ slotId: number; startsAt: string; jst: string }>;
    };
  }

  const room = async (member: Account, roomId: string) =>
    dataOf(await api.gql(ROOM, { id: roomId }, member.idToken)).room;

  it('round trip: proposed in the room, chosen by the member, the status follows, the company sees it', async () => {
    clock = new Date();
    const { member, entryId, roomId } = await applied();
    const starts = [at(clock, 3, 1), at(clock, 2, 1), at(clock, 4, 5)];
    const proposed = await propose(entryId, starts, {
      minutes: 45,
      place: '本社（東京都千代田区）',
    });
    // Earliest first, each 45 minutes, stored as the instants typed in Japan time.
    expect(proposed.slots.map((slot) => slot.startsAt)).toEqual(
      [starts[1], starts[0], starts[2]].map((start) => start!.toISOString()),
    );

    const before = await room(member, roomId);
    expect(before.entry.currentStatus).toBe('interview');
    const proposalMessage = before.messages.edges[0].node;
    expect(proposalMessage).toMatchObject({
      id: String(proposed.messageId),
      isSentByUser: false,
      interviewProposal: { id: String(proposed.proposalId), status: 'open' },
    });
    expect(proposalMessage.content).toContain(
      formatJstTimeRange(starts[1], new Date(starts[1]!.getTime() + 45 * 60_000)),
    );
    expect(proposalMessage.content).toContain('場所：本社（東京都千代田区）');
    expect(before.entry.interviewProposal).toMatchObject({
      status: 'open',
      place: '本社（東京都千代田区）',
      chosenSlot: null,
      answeredAt: null,
    });
    expect(before.entry.interviewProposal.slots).toHaveLength(3);
    const notices = dataOf(
      await api.gql('{ notices(first: 1) { edges { node { text url } } } }', {}, member.idToken),
    ).notices.edges;
    expect(notices[0].node).toEqual({
      text: '企業から面接日程の候補が届きました。',
      url: `/member/message/?roomId=${roomId}`,
    });

    const chosenSlot = proposed.slots[1]!;
    const chosen = dataOf(
      await api.gql(
        CHOOSE,
        { input: { slotId: String(chosenSlot.slotId), clientMutationId: 'c1' } },
        member.idToken,
      ),
    ).chooseInterviewSlot;
    expect(chosen).toMatchObject({
      clientMutationId: 'c1',
      proposal: { status: 'chosen', chosenSlot: { id: String(chosenSlot.slotId) } },
      message: { isSentByUser: true },
      entry: { id: String(entryId), currentStatus: 'interview_scheduled' },
    });
    expect(chosen.message.content).toContain(chosenSlot.jst);

    const after = await room(member, roomId);
    expect(after.entry.currentStatus).toBe('interview_scheduled');
    expect(after.entry.interviewProposal.chosenSlot.startsAt).toBe(chosenSlot.startsAt);
    expect(after.messages.totalCount).toBe(before.messages.totalCount + 1);
    // The proposal message still carries its (now answered) choices.
    expect(after.messages.edges[1].node.interviewProposal.status).toBe('chosen');

    // The company's side: the operator lists the answer.
    const listed = (await api.ops('interviews', { entry: entryId })).body.result;
    expect(listed.proposals[0]).toMatchObject({
      proposalId: proposed.proposalId,
      status: 'chosen',
      chosen: { slotId: chosenSlot.slotId, jst: chosenSlot.jst },
      answeredAt: clock.toISOString(),
    });
  });

  it('the chosen date as an iCalendar file: JST with its zone, a stable UID, CRLF', async () => {
    clock = new Date();
    const { member, entryId } = await applied();
    const start = at(clock, 5, 0);
    const proposed = await propose(entryId, [start], { place: 'オンライン（Zoom）' });
    // Nothing to download before a date is chosen.
    expect(
      codeOf(await api.gql(CALENDAR, { id: String(proposed.proposalId) }, member.idToken)),
    ).toBe('NOT_FOUND');
    dataOf(
      await api.gql(
        CHOOSE,
        { input: { slotId: String(proposed.slots[0]!.slotId) } },
        member.idToken,
      ),
    );
    const first = dataOf(
      await api.gql(CALENDAR, { id: String(proposed.proposalId) }, member.idToken),
    ).interviewCalendar;
    expect(first.fileName).toBe(`interview-${proposed.proposalId}.ics`);
    const text: string = first.content;
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const wall = jst(start).replace(/[-:]/g, '').replace(' ', 'T');
    expect(lines).toContain(`DTSTART;TZID=Asia/Tokyo:${wall}00`);
    expect(lines).toContain('TZID:Asia/Tokyo');
    const uid = lines.find((line) => line.startsWith('UID:'));
    expect(uid).toMatch(
      new RegExp(`^UID:interview-${proposed.proposalId}-${proposed.slots[0]!.slotId}@[\\w.-]+$`),
    );
    expect(lines.find((line) => line.startsWith('DTSTAMP:'))).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
    expect(text.replace(/\r\n /g, '')).toContain('LOCATION:オンライン（Zoom）');
    // The same file on every download: a calendar updates the event instead of adding one.
    clock = new Date(clock.getTime() + HOUR);
    const again = dataOf(
      await api.gql(CALENDAR, { id: String(proposed.proposalId) }, member.idToken),
    ).interviewCalendar;
    expect(again.content).toBe(text);
  });

  it("another member's slot, proposal or calendar is not found; a visitor must sign in", async () => {
    clock = new Date();
    const { member, entryId, roomId } = await applied();
    const proposed = await propose(entryId, [at(clock, 2), at(clock, 3)]);
    const other = await api.member();
    const slotId = String(proposed.slots[0]!.slotId);
    const proposalId = String(proposed.proposalId);
    expect(codeOf(await api.gql(CHOOSE, { input: { slotId } }, other.idToken))).toBe('NOT_FOUND');
    expect(codeOf(await api.gql(OTHER_DATES, { input: { proposalId } }, other.idToken))).toBe(
      'NOT_FOUND',
    );
    expect(codeOf(await api.gql(CHOOSE, { input: { slotId } }))).toBe('UNAUTHORIZED_ERROR');
    expect(codeOf(await api.gql(CHOOSE, { input: { slotId: '99999999' } }, member.idToken))).toBe(
      'NOT_FOUND',
    );
    expect(codeOf(await api.gql(CHOOSE, { input: { slotId: 'x' } }, member.idToken))).toBe(
      'BAD_USER_INPUT',
    );
    // Nothing of the member's changed.
    const after = await room(member, roomId);
    expect(after.entry.interviewProposal.status).toBe('open');
    expect(after.entry.currentStatus).toBe('interview');

    dataOf(await api.gql(CHOOSE, { input: { slotId } }, member.idToken));
    expect(codeOf(await api.gql(CALENDAR, { id: proposalId }, other.idToken))).toBe('NOT_FOUND');
    expect(codeOf(await api.gql(CALENDAR, { id: proposalId }))).toBe('UNAUTHORIZED_ERROR');
  });

  it('picking twice, or at once from two tabs, saves one answer', async () => {
    clock = new Date();
    const { member, entryId, roomId } = await applied();
    const proposed = await propose(entryId, [at(clock, 2), at(clock, 3)]);
    const before = (await room(member, roomId)).messages.totalCount;
    const [a, b] = proposed.slots.map((slot) => String(slot.slotId));
    const racing = await Promise.all([
      api.gql(CHOOSE, { input: { slotId: a } }, member.idToken),
      api.gql(CHOOSE, { input: { slotId: b } }, member.idToken),
    ]);
    const refused = racing.filter((answer) => answer.errors?.length);
    expect(refused).toHaveLength(1);
    expect(codeOf(refused[0]!)).toBe('INTERVIEW_ALREADY_ANSWERED');
    expect(refused[0]!.errors![0]!.message).toBe(ERROR_MESSAGES.INTERVIEW_ALREADY_ANSWERED);

    const again = await api.gql(CHOOSE, { input: { slotId: a } }, member.idToken);
    expect(codeOf(again)).toBe('INTERVIEW_ALREADY_ANSWERED');
    expect(
      codeOf(
        await api.gql(
          OTHER_DATES,
          { input: { proposalId: String(proposed.proposalId) } },
          member.idToken,
        ),
      ),
    ).toBe('INTERVIEW_ALREADY_ANSWERED');
    const after = await room(member, roomId);
    expect(after.messages.totalCount).toBe(before + 1);
    expect(after.entry.currentStatus).toBe('interview_scheduled');
  });

  it('a withdrawn proposal cannot be answered; a withdrawn date puts the entry back to arranging', async () => {
    clock = new Date();
    const { member, entryId, roomId } = await applied();
    const first = await propose(entryId, [at(clock, 2)]);
    expect(
      (await api.ops('interview-withdraw', { proposal: first.proposalId })).body.result,
    ).toMatchObject({
      status: 'withdrawn',
    });
    const before = await room(member, roomId);
    expect(before.messages.edges[0].node.content).toContain('取り下げ');
    const refused = await api.gql(
      CHOOSE,
      { input: { slotId: String(first.slots[0]!.slotId) } },
      member.idToken,
    );
    expect(codeOf(refused)).toBe('INTERVIEW_PROPOSAL_WITHDRAWN');
    expect(refused.errors![0]!.message).toBe(ERROR_MESSAGES.INTERVIEW_PROPOSAL_WITHDRAWN);
    const unchanged = await room(member, roomId);
    expect(unchanged.messages.totalCount).toBe(before.messages.totalCount);
    expect(unchanged.entry.interviewProposal).toBeNull();
    // Withdrawing twice is refused for the operator, without a second message.
    expect((await api.ops('interview-withdraw', { proposal: first.proposalId })).status).toBe(400);

    // A chosen date withdrawn: interview_scheduled goes back to interview.
    const second = await propose(entryId, [at(clock, 3)]);
    dataOf(
      await api.gql(CHOOSE, { input: { slotId: String(second.slots[0]!.slotId) } }, member.idToken),
    );
    await api.ops('interview-withdraw', { proposal: second.proposalId });
    const after = await room(member, roomId);
    expect(after.entry.currentStatus).toBe('interview');
    expect(after.messages.edges[0].node.content).toContain('面接を取り消します');
    expect(codeOf(await api.gql(CALENDAR, { id: String(second.proposalId) }, member.idToken))).toBe(
      'NOT_FOUND',
    );

    // A new proposal replaces an open one: only the new one can be answered.
    const third = await propose(entryId, [at(clock, 4)]);
    const fourth = await propose(entryId, [at(clock, 5)]);
    expect(
      codeOf(
        await api.gql(
          CHOOSE,
          { input: { slotId: String(third.slots[0]!.slotId) } },
          member.idToken,
        ),
      ),
    ).toBe('INTERVIEW_PROPOSAL_WITHDRAWN');
    expect((await room(member, roomId)).entry.interviewProposal.id).toBe(String(fourth.proposalId));
  });

  it('a slot that has begun cannot be chosen; a later one can', async () => {
    clock = new Date();
    const { member, entryId } = await applied();
    const soon = at(clock, 0, 1);
    const proposed = await propose(entryId, [soon, at(clock, 2)]);
    clock = new Date(soon.getTime() + 1);
    const refused = await api.gql(
      CHOOSE,
      { input: { slotId: String(proposed.slots[0]!.slotId) } },
      member.idToken,
    );
    expect(codeOf(refused)).toBe('INTERVIEW_SLOT_PAST');
    expect(refused.errors![0]!.message).toBe(ERROR_MESSAGES.INTERVIEW_SLOT_PAST);
    const chosen = dataOf(
      await api.gql(
        CHOOSE,
        { input: { slotId: String(proposed.slots[1]!.slotId) } },
        member.idToken,
      ),
    ).chooseInterviewSlot;
    expect(chosen.proposal.slots.map((slot: { isPast: boolean }) => slot.isPast)).toEqual([
      true,
      false,
    ]);
  });

  it('asking for other dates sends the confirmInterviewDate request with the note', async () => {
    clock = new Date();
    const { member, entryId, roomId } = await applied();
    const proposed = await propose(entryId, [at(clock, 2)]);
    const asked = dataOf(
      await api.gql(
        OTHER_DATES,
        { input: { proposalId: String(proposed.proposalId), note: '  平日の午後なら伺えます  ' } },
        member.idToken,
      ),
    ).requestOtherInterviewDates;
    expect(asked.proposal.status).toBe('other_dates_requested');
    expect(asked.entry.currentStatus).toBe('interview');
    expect(asked.message.content).toContain(
      '面接の日程について相談させてください。候補日をいくつかお知らせいただけますでしょうか。',
    );
    expect(asked.message.content.endsWith('\n\n平日の午後なら伺えます')).toBe(true);
    expect((await room(member, roomId)).entry.interviewProposal.status).toBe(
      'other_dates_requested',
    );
    expect((await api.ops('interviews', { entry: entryId })).body.result.proposals[0].status).toBe(
      'other_dates_requested',
    );
    const tooLong = await api.gql(
      OTHER_DATES,
      { input: { proposalId: String(proposed.proposalId), note: 'あ'.repeat(501) } },
      member.idToken,
    );
    expect(codeOf(tooLong)).toBe('BAD_USER_INPUT');
  });

  it('the operator is refused past, too many, repeated or unreadable dates, and unknown entries', async () => {
    clock = new Date();
    const { entryId } = await applied();
    const refusedWith = async (body: Record<string, unknown>) => {
      const answer = await api.ops('interview-propose', { entry: entryId, ...body });
      expect(answer.status).toBe(400);
      return answer.body.error as string;
    };
    expect(await refusedWith({ slots: jst(new Date(clock.getTime() - HOUR)) })).toMatch(
      /not in the future/,
    );
    const six = [1, 2, 3, 4, 5, 6].map((days) => jst(at(clock, days))).join(',');
    expect(await refusedWith({ slots: six })).toMatch(/at most 5/);
    const twice = jst(at(clock, 2));
    expect(await refusedWith({ slots: `${twice},${twice}` })).toMatch(/twice/);
    expect(await refusedWith({ slots: '12/3 10:00' })).toMatch(/YYYY-MM-DD HH:mm/);
    expect(await refusedWith({ slots: jst(at(clock, 2)), minutes: 5 })).toMatch(/--minutes/);
    const unknown = await api.ops('interview-propose', {
      entry: 99999999,
      slots: jst(at(clock, 2)),
    });
    expect(unknown.status).toBe(400);
    expect((await api.ops('interviews', { entry: entryId })).body.result.proposals).toEqual([]);
  });
});
