import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJoiningConfirmation } from '../../src/modules/entries/joining-confirmation';
import { type JobFixtures, visitorConversion } from './fixtures';
import { codeOf, dataOf, type MemberApi, startMemberApi, withMemberApi } from './harness';

const VERIFY =
  'query ($t: String!) { verifyEntryJoiningConfirmationToken(token: $t) { isValid jobTitle companyName hasJoined joinedOn expiresAt } }';
const ANSWER =
  'mutation ($input: UpdateEntryJoiningConfirmationInput!) { updateEntryJoiningConfirmation(input: $input) { confirmation { isValid hasJoined joinedOn jobTitle } } }';

describe('contact, micro conversions, LINE, CRM and joining confirmations', () => {
  let api: MemberApi;
  let jobs: JobFixtures;
  withMemberApi((suite) => ({ api, jobs } = suite));

  it('takes contact messages from visitors and members', async () => {
    const query =
      'mutation ($input: CreateContactInput!) { createContact(input: $input) { contact { id fullName createdAt } } }';
    const input = {
      fullName: '田中 三郎',
      email: 'tanaka@example.com',
      contactMethod: 'email',
      message: '退会方法を教えてください',
    };
    expect(dataOf(await api.gql(query, { input })).createContact.contact.fullName).toBe(
      '田中 三郎',
    );
    const missing = await api.gql(query, { input: { ...input, email: null } });
    expect(missing.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { email: expect.any(String) },
    });
    const member = await api.member();
    dataOf(await api.gql(query, { input }, member.idToken));
    const rows = await api.database.rows<{ n: number }>(
      sql`select count(end_user_id)::int as n from contacts`,
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('records micro conversions when enabled', async () => {
    const query =
      'mutation ($input: CreateMicroConversionInput!) { createMicroConversion(input: $input) { microConversionId } }';
    const id = dataOf(
      await api.gql(query, {
        input: {
          conversionSource: 'job_entry',
          jobId: String(jobs.open[0]),
          path: '/driver/job/1',
          attribution: { utmSource: 'x' },
        },
      }),
    ).createMicroConversion.microConversionId;
    expect(Number(id)).toBeGreaterThan(0);
  });

  it('links LINE to a conversion and to its own entries only', async () => {
    const member = await api.member();
    const entry = dataOf(
      await api.gql(
        'mutation ($id: ID!) { createEntry(input: { jobId: $id }) { entry { id } user { conversionId } } }',
        { id: String(jobs.open[5]) },
        member.idToken,
      ),
    ).createEntry;
    const link =
      'mutation ($input: ConnectCvToLineUserEntryInput!) { connectCvToLineUserEntry(input: $input) { conversionId } }';
    const conversionId = entry.user.conversionId;
    expect(
      dataOf(
        await api.gql(
          link,
          { input: { conversionId, lineUserId: 'U-line-1', entryIds: [entry.entry.id] } },
          member.idToken,
        ),
      ).connectCvToLineUserEntry.conversionId,
    ).toBe(conversionId);
    expect(
      dataOf(await api.gql('{ endUserViewer { lineUserId } }', {}, member.idToken)).endUserViewer
        .lineUserId,
    ).toBe('U-line-1');
    const other = await api.member();
    const otherEntry = dataOf(
      await api.gql(
        'mutation ($id: ID!) { createEntry(input: { jobId: $id }) { entry { id } } }',
        { id: String(jobs.open[6]) },
        other.idToken,
      ),
    ).createEntry.entry.id;
    expect(
      codeOf(
        await api.gql(
          link,
          { input: { conversionId, lineUserId: 'U-line-1', entryIds: [otherEntry] } },
          member.idToken,
        ),
      ),
    ).toBe('NOT_FOUND');
    const plain =
      'mutation ($input: ConnectCvToLineUserInput!) { connectCvToLineUser(input: $input) { conversionId } }';
    expect(
      codeOf(await api.gql(plain, { input: { conversionId: 'unknown', lineUserId: 'U' } })),
    ).toBe('NOT_FOUND');
    const visitor = await visitorConversion(api, jobs.open[7]!);
    expect(
      dataOf(await api.gql(plain, { input: { conversionId: visitor, lineUserId: 'U-line-2' } }))
        .connectCvToLineUser.conversionId,
    ).toBe(visitor);
    const links = await api.database.rows<{ n: number }>(
      sql`select count(*)::int as n from line_links`,
    );
    expect(links[0]!.n).toBe(2);
  });

  it('prefills the scout inquiry form from the CRM record', async () => {
    const member = await api.member({ qualificationIds: ['1'], desiredOccupationIds: ['1'] });
    const conversionId = dataOf(
      await api.gql('{ endUserViewer { conversionId } }', {}, member.idToken),
    ).endUserViewer.conversionId;
    const form = dataOf(
      await api.gql(
        'query ($id: String!) { Inquiry(conversionId: $id, occupationCategoryIds: ["1"]) { kintoneUser { name occupations { id } qualifications { id } } qualifications { id } desiredOccupations { id } } }',
        { id: conversionId },
        member.idToken,
      ),
    ).Inquiry;
    expect(form.kintoneUser).toEqual({
      name: '山田 太郎',
      occupations: [{ id: '1' }],
      qualifications: [{ id: '1' }],
    });
    expect(form.desiredOccupations.length).toBeGreaterThan(0);
    expect(
      dataOf(await api.gql('query { Inquiry(conversionId: "unknown") { kintoneUser { id } } }'))
        .Inquiry.kintoneUser,
    ).toBeNull();
  });

  it('confirms joining once with a token from the email link', async () => {
    const member = await api.member();
    const entryId = dataOf(
      await api.gql(
        'mutation ($id: ID!) { createEntry(input: { jobId: $id }) { entry { id } } }',
        { id: String(jobs.open[8]) },
        member.idToken,
      ),
    ).createEntry.entry.id;
    const token = await createJoiningConfirmation(api.database.db, Number(entryId));
    const valid = dataOf(await api.gql(VERIFY, { t: token })).verifyEntryJoiningConfirmationToken;
    expect(valid).toMatchObject({
      isValid: true,
      hasJoined: null,
      jobTitle: expect.any(String),
      companyName: expect.any(String),
    });
    expect(
      dataOf(await api.gql(VERIFY, { t: 'unknown-token' })).verifyEntryJoiningConfirmationToken
        .isValid,
    ).toBe(false);
    const missingDate = await api.gql(ANSWER, { input: { token, hasJoined: true } });
    expect(missingDate.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { joinedOn: expect.any(String) },
    });
    const answered = dataOf(
      await api.gql(ANSWER, { input: { token, hasJoined: true, joinedOn: '2025-04-01' } }),
    ).updateEntryJoiningConfirmation.confirmation;
    expect(answered).toMatchObject({ isValid: false, hasJoined: true, joinedOn: '2025-04-01' });
    expect(codeOf(await api.gql(ANSWER, { input: { token, hasJoined: false } }))).toBe(
      'BAD_USER_INPUT',
    );
    expect(
      dataOf(await api.gql(VERIFY, { t: token })).verifyEntryJoiningConfirmationToken.isValid,
    ).toBe(false);
    const status = dataOf(
      await api.gql('{ rooms { edges { node { entry { currentStatus } } } } }', {}, member.idToken),
    ).rooms.edges[0].node.entry.currentStatus;
    expect(status).toBe('hired');
    const expired = await createJoiningConfirmation(api.database.db, Number(entryId), -1);
    expect(
      dataOf(await api.gql(VERIFY, { t: expired })).verifyEntryJoiningConfirmationToken.isValid,
    ).toBe(false);
    expect(codeOf(await api.gql(ANSWER, { input: { token: expired, hasJoined: false } }))).toBe(
      'BAD_USER_INPUT',
    );
  });
});

describe('micro conversions when ENABLE_MICRO_CONVERSION is off', () => {
  let api: MemberApi;
  beforeAll(async () => {
    api = await startMemberApi({ ENABLE_MICRO_CONVERSION: 'false' });
  });
  afterAll(async () => api?.close());

  it('accepts and ignores them', async () => {
    const query =
      'mutation { createMicroConversion(input: { conversionSource: lp }) { microConversionId } }';
    expect(dataOf(await api.gql(query)).createMicroConversion.microConversionId).toBe('0');
    const rows = await api.database.rows<{ n: number }>(
      sql`select count(*)::int as n from micro_conversions`,
    );
    expect(rows[0]!.n).toBe(0);
  });
});
