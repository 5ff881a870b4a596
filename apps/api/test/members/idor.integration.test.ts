import { typeDefs } from '@jobsite/domain/graphql';
import { sql } from 'drizzle-orm';
import { buildSchema } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { proposeInterview } from '../../src/modules/interviews/service';
import { findMemberByUid } from '../../src/modules/members/repository';
import { sendScout } from '../../src/modules/scouts/service';
import { type JobFixtures, multipartBody } from './fixtures';
import { type Account, codeOf, dataOf, type MemberApi, withMemberApi } from './harness';

/**
 * One document per member-only operation of the contract, with placeholder ids filled from
 * `ids` (member A's records). Run without a token every one must answer UNAUTHORIZED_ERROR;
 * run by member B with A's ids every one must answer NOT_FOUND or B's own (empty) data.
 */
type Ids = Record<
  | 'room'
  | 'message'
  | 'fileMessage'
  | 'notice'
  | 'resume'
  | 'sheet'
  | 'history'
  | 'scout'
  | 'job'
  | 'entry'
  | 'savedSearch'
  | 'interviewProposal'
  | 'interviewSlot',
  string
>;

const MEMBER_ONLY: Record<
  string,
  (ids: Ids) => { query: string; variables?: Record<string, unknown> }
> = {
  endUserViewer: () => ({ query: '{ endUserViewer { id } }' }),
  favoriteJobs: () => ({ query: '{ favoriteJobs { nodes { id } } }' }),
  personality: () => ({ query: '{ personality { selfPr } }' }),
  requirements: () => ({ query: '{ requirements { desiredWorkingHours } }' }),
  isEntry: (ids) => ({
    query: 'query ($id: ID) { isEntry(jobId: $id) }',
    variables: { id: ids.job },
  }),
  MySetting: () => ({ query: '{ MySetting { setting { scoutStatus } } }' }),
  scout: (ids) => ({
    query: 'query ($id: ID!) { scout(id: $id) { id } }',
    variables: { id: ids.scout },
  }),
  isScoutInquiry: (ids) => ({
    query: 'query ($id: ID!) { isScoutInquiry(scoutId: $id) }',
    variables: { id: ids.scout },
  }),
  rooms: () => ({ query: '{ rooms { edges { node { id } } } }' }),
  room: (ids) => ({
    query: 'query ($id: ID!) { room(id: $id) { id messages { edges { node { id } } } } }',
    variables: { id: ids.room },
  }),
  notices: () => ({ query: '{ notices { edges { node { id } } } }' }),
  fetchMessageAttachedFile: (ids) => ({
    query: 'query ($id: ID!) { fetchMessageAttachedFile(messageId: $id) { url } }',
    variables: { id: ids.fileMessage },
  }),
  addFavorite: (ids) => ({
    query: 'mutation ($id: ID!) { addFavorite(input: { jobId: $id }) { favoriteJobCount } }',
    variables: { id: ids.job },
  }),
  removeFavorite: (ids) => ({
    query: 'mutation ($id: ID!) { removeFavorite(input: { jobId: $id }) { favoriteJobCount } }',
    variables: { id: ids.job },
  }),
  addFavorites: (ids) => ({
    query: 'mutation ($id: ID!) { addFavorites(input: { jobIds: [$id] }) { favoriteJobCount } }',
    variables: { id: ids.job },
  }),
  createCareerSheet: () => ({
    query: 'mutation { createCareerSheet(input: { name: "x" }) { careerSheet { id } } }',
  }),
  removeCareerSheet: (ids) => ({
    query: 'mutation ($id: ID!) { removeCareerSheet(input: { id: $id }) { careerSheetId } }',
    variables: { id: ids.sheet },
  }),
  updateCareerSheet: (ids) => ({
    query:
      'mutation ($id: ID!) { updateCareerSheet(input: { id: $id, name: "B" }) { careerSheet { id } } }',
    variables: { id: ids.sheet },
  }),
  careerSheetPdf: (ids) => ({
    query: 'query ($id: ID!) { careerSheetPdf(id: $id) { size } }',
    variables: { id: ids.sheet },
  }),
  updateResume: (ids) => ({
    query:
      'mutation ($id: ID!) { updateResume(input: { id: $id, name: "B", refreshProfile: true }) { resume { id } } }',
    variables: { id: ids.resume },
  }),
  resumePdf: (ids) => ({
    query: 'query ($id: ID!) { resumePdf(id: $id) { size } }',
    variables: { id: ids.resume },
  }),
  createResume: () => ({
    query: 'mutation { createResume(input: { name: "x" }) { resume { id } } }',
  }),
  removeResume: (ids) => ({
    query: 'mutation ($id: ID!) { removeResume(input: { id: $id }) { resumeId } }',
    variables: { id: ids.resume },
  }),
  saveEducationalBackground: () => ({
    query:
      'mutation { saveEducationalBackground(input: { education: university, graduationStatus: graduated }) { educationalBackground { education } } }',
  }),
  saveJobHistories: (ids) => ({
    query:
      'mutation ($id: ID) { saveJobHistories(input: { jobHistories: [{ id: $id, occupationId: "1", companyName: "乗っ取り", joinedYear: 2010, joinedMonth: 1, employmentType: regular }] }) { jobHistories { id } } }',
    variables: { id: ids.history },
  }),
  savePersonalityAndRequirements: () => ({
    query:
      'mutation { savePersonalityAndRequirements(input: { personality: { selfPr: "x" } }) { personality { selfPr } } }',
  }),
  updateUserBasicInformation: () => ({
    query:
      'mutation { updateUserBasicInformation(input: { name: "x", birthYear: 1990, zipCode: "1000001" }) { user { id } } }',
  }),
  updateUserEmail: () => ({
    query: 'mutation { updateUserEmail(input: { email: "x@example.com" }) { user { id } } }',
  }),
  updateUserPhoneNumber: () => ({
    query:
      'mutation { updateUserPhoneNumber(input: { phoneNumber: "09000000000" }) { user { id } } }',
  }),
  updateUser: () => ({
    query: 'mutation { updateUser(input: { employmentStatus: student }) { user { id } } }',
  }),
  memberDataExport: () => ({ query: '{ memberDataExport { document } }' }),
  updateLastSessionAt: () => ({
    query: 'mutation { updateLastSessionAt(input: {}) { lastSessionAt } }',
  }),
  readCompanyMessage: (ids) => ({
    query: 'mutation ($id: ID!) { readCompanyMessage(input: { roomId: $id }) { messageCount } }',
    variables: { id: ids.room },
  }),
  readNotices: (ids) => ({
    query:
      'mutation ($id: ID!) { readNotices(input: { noticeIds: [$id] }) { notices { id } unreadNoticeCount } }',
    variables: { id: ids.notice },
  }),
  updateRoom: (ids) => ({
    query:
      'mutation ($id: ID!) { updateRoom(input: { roomId: $id, isArchived: true }) { room { id } } }',
    variables: { id: ids.room },
  }),
  createUserMessage: (ids) => ({
    query:
      'mutation ($id: ID!) { createUserMessage(input: { roomId: $id, content: "乗っ取り" }) { message { id } } }',
    variables: { id: ids.room },
  }),
  // The multipart form of this one is exercised in messages.integration.test.ts; any value
  // reaches the resolver, which checks the member and the room before it reads a file.
  createUserAttachmentMessage: (ids) => ({
    query:
      'mutation ($id: ID!) { createUserAttachmentMessage(input: { roomId: $id, file: "not-a-file" }) { message { id } } }',
    variables: { id: ids.room },
  }),
  createUserDocumentMessage: (ids) => ({
    query:
      'mutation ($room: ID!, $resume: ID!) { createUserDocumentMessage(input: { roomId: $room, kind: RESUME, documentId: $resume }) { message { id } } }',
    variables: { room: ids.room, resume: ids.resume },
  }),
  // The multipart form is exercised in resume-photo.integration.test.ts; the resolver checks
  // the member and the resume before it reads a file.
  uploadResumePhoto: (ids) => ({
    query:
      'mutation ($id: ID!) { uploadResumePhoto(input: { resumeId: $id, file: "not-a-file" }) { resume { id } } }',
    variables: { id: ids.resume },
  }),
  removeResumePhoto: (ids) => ({
    query: 'mutation ($id: ID!) { removeResumePhoto(input: { resumeId: $id }) { resume { id } } }',
    variables: { id: ids.resume },
  }),
  notificationSettings: () => ({ query: '{ notificationSettings { email lineLinked } }' }),
  saveNotificationSettings: () => ({
    query:
      'mutation { saveNotificationSettings(input: { settings: [{ kind: scout, site: true, email: true, line: false }] }) { notificationSettings { email } } }',
  }),
  saveSetting: () => ({
    query:
      'mutation { saveSetting(input: { scoutStatus: stopped, scoutAllowOccupationCategoryIds: [] }) { scoutStatus } }',
  }),
  createEntry: (ids) => ({
    query: 'mutation ($id: ID!) { createEntry(input: { jobId: $id }) { entry { id } } }',
    variables: { id: ids.job },
  }),
  createEntries: (ids) => ({
    query: 'mutation ($id: ID!) { createEntries(input: { jobIds: [$id] }) { entries { id } } }',
    variables: { id: ids.job },
  }),
  createScoutEntry: (ids) => ({
    query: 'mutation ($id: ID!) { createScoutEntry(input: { scoutId: $id }) { entry { id } } }',
    variables: { id: ids.scout },
  }),
  createScoutInquiry: (ids) => ({
    query:
      'mutation ($id: ID!) { createScoutInquiry(input: { scoutId: $id }) { scoutInquiry { id } } }',
    variables: { id: ids.scout },
  }),
  savedSearches: () => ({ query: '{ savedSearches { id name } }' }),
  saveSearch: () => ({
    query: 'mutation { saveSearch(input: { occupation: "driver" }) { savedSearch { id } } }',
  }),
  renameSavedSearch: (ids) => ({
    query:
      'mutation ($id: ID!) { renameSavedSearch(input: { id: $id, name: "乗っ取り" }) { savedSearch { id } } }',
    variables: { id: ids.savedSearch },
  }),
  deleteSavedSearch: (ids) => ({
    query: 'mutation ($id: ID!) { deleteSavedSearch(input: { id: $id }) { id } }',
    variables: { id: ids.savedSearch },
  }),
  readSavedSearchMatches: (ids) => ({
    query: 'mutation ($id: ID!) { readSavedSearchMatches(input: { id: $id }) { newMatchCount } }',
    variables: { id: ids.savedSearch },
  }),
  interviewCalendar: (ids) => ({
    query: 'query ($id: ID!) { interviewCalendar(proposalId: $id) { content } }',
    variables: { id: ids.interviewProposal },
  }),
  chooseInterviewSlot: (ids) => ({
    query:
      'mutation ($id: ID!) { chooseInterviewSlot(input: { slotId: $id }) { proposal { id } } }',
    variables: { id: ids.interviewSlot },
  }),
  requestOtherInterviewDates: (ids) => ({
    query:
      'mutation ($id: ID!) { requestOtherInterviewDates(input: { proposalId: $id }) { proposal { id } } }',
    variables: { id: ids.interviewProposal },
  }),
  advisorRoom: () => ({ query: '{ advisorRoom { id } }' }),
  requestAdvisor: (ids) => ({
    query:
      'mutation ($id: ID) { requestAdvisor(input: { contactMethod: email, email: "b@example.com", preferredTimes: [anytime], jobId: $id }) { room { id } } }',
    variables: { id: ids.job },
  }),
};

/** Operations that need a verified identity but no member record (README conventions). */
const IDENTITY_ONLY: Record<string, string> = {
  createUserWithRelations:
    'mutation { createUserWithRelations(input: { name: "x", birthYear: 1990, zipCode: "1000001", desiredOccupationIds: ["1"], qualificationIds: [], conversionSource: signup }) { user { id } } }',
  recoverInconsistentUser: 'mutation { recoverInconsistentUser(input: {}) { user { id } } }',
  deleteAccount: 'mutation { deleteAccount(input: {}) { deleted } }',
};

/** Member-only answers B may get for A's ids: NOT_FOUND, or B's own data (never A's). */
const FOREIGN_ID_ANSWERS: Record<string, 'NOT_FOUND' | 'own'> = {
  scout: 'NOT_FOUND',
  room: 'NOT_FOUND',
  fetchMessageAttachedFile: 'NOT_FOUND',
  removeCareerSheet: 'NOT_FOUND',
  removeResume: 'NOT_FOUND',
  updateCareerSheet: 'NOT_FOUND',
  updateResume: 'NOT_FOUND',
  careerSheetPdf: 'NOT_FOUND',
  resumePdf: 'NOT_FOUND',
  saveJobHistories: 'NOT_FOUND',
  readCompanyMessage: 'NOT_FOUND',
  updateRoom: 'NOT_FOUND',
  createUserMessage: 'NOT_FOUND',
  createUserAttachmentMessage: 'NOT_FOUND',
  createUserDocumentMessage: 'NOT_FOUND',
  uploadResumePhoto: 'NOT_FOUND',
  removeResumePhoto: 'NOT_FOUND',
  createScoutEntry: 'NOT_FOUND',
  createScoutInquiry: 'NOT_FOUND',
  renameSavedSearch: 'NOT_FOUND',
  deleteSavedSearch: 'NOT_FOUND',
  readSavedSearchMatches: 'NOT_FOUND',
  interviewCalendar: 'NOT_FOUND',
  chooseInterviewSlot: 'NOT_FOUND',
  requestOtherInterviewDates: 'NOT_FOUND',
};

describe('authorisation of every member operation (IDOR)', () => {
  let api: MemberApi;
  let jobs: JobFixtures;
  let a: Account;
  let b: Account;
  let ids: Ids;

  /** What member A has, read as A: compared before and after B's attempts. */
  const snapshotOfA = async () => {
    const data = dataOf(
      await api.gql(
        `{ endUserViewer { name email phoneNumber favoriteJobCount messageCount unreadNoticeCount setting { scoutStatus }
            jobHistories { id companyName } resumes { id } careerSheets { id } personality { selfPr } educationalBackground { education } }
           savedSearches { id name newMatchCount }
           rooms { edges { node { id isArchived unreadMessageCount messages(first: 100) { totalCount } } } } }`,
        {},
        a.idToken,
      ),
    );
    const rows = await api.database.rows<{ n: number }>(
      sql`select count(*)::int as n from entries e join end_users u on u.id = e.end_user_id where u.uid = ${a.uid}`,
    );
    return { ...data, entries: rows[0]!.n };
  };

  withMemberApi((suite) => ({ api, jobs } = suite));
  beforeAll(async () => {
    a = await api.member();
    b = await api.member();
    const job = String(jobs.open[0]);
    const gqlA = (query: string, variables: Record<string, unknown> = {}) =>
      api.gql(query, variables, a.idToken).then(dataOf);
    await gqlA('mutation ($id: ID!) { addFavorite(input: { jobId: $id }) { favoriteJobCount } }', {
      id: job,
    });
    const entry = (
      await gqlA(
        'mutation ($id: ID!) { createEntry(input: { jobId: $id, message: "A の応募" }) { entry { id room { id } } } }',
        { id: job },
      )
    ).createEntry.entry;
    const upload = multipartBody(
      'mutation ($input: CreateUserAttachmentMessageInput!) { createUserAttachmentMessage(input: $input) { message { id } } }',
      { input: { roomId: entry.room.id } },
      { name: 'a.pdf', type: 'application/pdf', content: Buffer.from('%PDF-1.4 A') },
    );
    const uploaded = await api.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { ...upload.headers, 'token-type': 'end-user', authorization: a.idToken },
      payload: upload.payload,
    });
    const fileMessage = uploaded.json().data.createUserAttachmentMessage.message.id;
    const room = (
      await gqlA('query ($id: ID!) { room(id: $id) { messages { edges { node { id } } } } }', {
        id: entry.room.id,
      })
    ).room;
    const resume = (await gqlA('mutation { createResume(input: { name: "A" }) { resume { id } } }'))
      .createResume.resume.id;
    const sheet = (
      await gqlA('mutation { createCareerSheet(input: { name: "A" }) { careerSheet { id } } }')
    ).createCareerSheet.careerSheet.id;
    const history = (
      await gqlA(
        'mutation { saveJobHistories(input: { jobHistories: [{ occupationId: "1", companyName: "A社", joinedYear: 2010, joinedMonth: 1, employmentType: regular }] }) { jobHistories { id } } }',
      )
    ).saveJobHistories.jobHistories[0].id;
    const member = await findMemberByUid(api.database.db, a.uid);
    const { scout } = await sendScout(api.database.db, member!, {
      jobId: jobs.open[5]!,
      message: 'A へのスカウト',
    });
    const notice = (await gqlA('{ notices(first: 1) { edges { node { id } } } }')).notices.edges[0]
      .node.id;
    const savedSearch = (
      await gqlA(
        'mutation { saveSearch(input: { occupation: "driver", prefectureNameEn: "tokyo", name: "A の検索" }) { savedSearch { id } } }',
      )
    ).saveSearch.savedSearch.id;
    // Interview dates for A's entry: one slot chosen (the calendar exists), one still open.
    const proposed = await proposeInterview(api.database.db, {
      entryId: Number(entry.id),
      slots: [1, 2].map((days) => ({
        startsAt: new Date(Date.now() + days * 86_400_000),
        endsAt: new Date(Date.now() + days * 86_400_000 + 3_600_000),
      })),
      place: null,
      now: new Date(),
    });
    await gqlA(
      'mutation ($id: ID!) { chooseInterviewSlot(input: { slotId: $id }) { entry { id } } }',
      {
        id: String(proposed.slots[0]!.id),
      },
    );
    ids = {
      interviewProposal: String(proposed.proposal.id),
      interviewSlot: String(proposed.slots[1]!.id),
      room: entry.room.id,
      message: room.messages.edges.at(-1).node.id,
      fileMessage,
      notice,
      resume,
      sheet,
      history,
      scout: String(scout.id),
      job,
      entry: entry.id,
      savedSearch,
    };
  });

  it('covers every member-only operation of the contract', () => {
    const schema = buildSchema(typeDefs);
    const memberOnly = ['Query', 'Mutation'].flatMap((type) =>
      Object.values((schema.getType(type) as import('graphql').GraphQLObjectType).getFields())
        .filter((field) => field.description?.startsWith('Member only.'))
        .map((field) => field.name),
    );
    expect(Object.keys(MEMBER_ONLY).sort()).toEqual(memberOnly.sort());
  });

  it('answers UNAUTHORIZED_ERROR to every member operation without a token', async () => {
    for (const [name, document] of [...Object.entries(MEMBER_ONLY)]) {
      const { query, variables } = document(ids);
      expect([name, codeOf(await api.gql(query, variables))]).toEqual([name, 'UNAUTHORIZED_ERROR']);
    }
    for (const [name, query] of Object.entries(IDENTITY_ONLY)) {
      expect([name, codeOf(await api.gql(query))]).toEqual([name, 'UNAUTHORIZED_ERROR']);
    }
  });

  it('never lets member B read or change member A’s records by id', async () => {
    const before = await snapshotOfA();
    for (const [name, document] of Object.entries(MEMBER_ONLY)) {
      const { query, variables } = document(ids);
      const response = await api.gql(query, variables, b.idToken);
      if (FOREIGN_ID_ANSWERS[name] === 'NOT_FOUND') {
        expect([name, codeOf(response)]).toEqual([name, 'NOT_FOUND']);
      } else {
        // B's own answer: nothing of A's in it.
        expect([name, JSON.stringify(response)]).not.toEqual([
          name,
          expect.stringContaining(a.uid),
        ]);
      }
    }
    // Reads that list B's own things show none of A's.
    const own = dataOf(
      await api.gql(
        `{ rooms { totalCount edges { node { id } } } notices { edges { node { id } } } favoriteJobs { nodes { id } }
           isScoutInquiry(scoutId: "${ids.scout}") readCount: endUserViewer { id } }`,
        {},
        b.idToken,
      ),
    );
    expect(own.rooms.edges.map((e: { node: { id: string } }) => e.node.id)).not.toContain(ids.room);
    expect(own.notices.edges.map((e: { node: { id: string } }) => e.node.id)).not.toContain(
      ids.notice,
    );
    expect(own.isScoutInquiry).toBe(false);
    expect(own.readCount.id).toBe(b.uid);
    const readNotices = dataOf(
      await api.gql(
        'mutation ($id: ID!) { readNotices(input: { noticeIds: [$id] }) { notices { id } } }',
        { id: ids.notice },
        b.idToken,
      ),
    ).readNotices;
    expect(readNotices.notices).toEqual([]);
    const isEntry = dataOf(
      await api.gql('query ($id: ID) { isEntry(scoutId: $id) }', { id: ids.scout }, b.idToken),
    ).isEntry;
    expect(isEntry).toBe(false);
    // B's conversion cannot claim A's entry for LINE.
    const bConversion = dataOf(await api.gql('{ endUserViewer { conversionId } }', {}, b.idToken))
      .endUserViewer.conversionId;
    expect(
      codeOf(
        await api.gql(
          'mutation ($input: ConnectCvToLineUserEntryInput!) { connectCvToLineUserEntry(input: $input) { conversionId } }',
          {
            input: { conversionId: bConversion, lineUserId: 'U-b', entryIds: [ids.entry] },
          },
          b.idToken,
        ),
      ),
    ).toBe('NOT_FOUND');
    const after = await snapshotOfA();
    expect(after).toEqual(before);
  });
});
