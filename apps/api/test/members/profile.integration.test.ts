import { listOobCodes } from '@jobsite/firebase-emulator';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Account, codeOf, dataOf, type MemberApi, startMemberApi } from './harness';

const HISTORY = {
  occupationId: '1',
  companyName: '東京運送株式会社',
  joinedYear: 2015,
  joinedMonth: 4,
  retiredYear: 2020,
  retiredMonth: 3,
  employmentType: 'regular',
  jobDescription: '4tトラックでの地場配送',
};

const SAVE_HISTORIES = `mutation ($input: SaveJobHistoriesInput!) {
  saveJobHistories(input: $input) { clientMutationId jobHistories { id companyName occupation { id } retiredYear } }
}`;

describe('members: profile, documents and account questions', () => {
  let api: MemberApi;
  let member: Account;
  beforeAll(async () => {
    api = await startMemberApi();
    member = await api.member();
  });
  afterAll(async () => api?.close());

  it('updates basic information and wishes', async () => {
    const basic = dataOf(
      await api.gql(
        `mutation ($input: UpdateUserBasicInformationInput!) { updateUserBasicInformation(input: $input) {
          clientMutationId user { name birthYear gender zipCode prefecture { id } employmentStatus detail { numberOfDependents hasSpouse } } } }`,
        {
          input: {
            clientMutationId: 'c1',
            name: '佐藤 花子',
            birthYear: 1985,
            gender: 'female',
            zipCode: '530-0001',
            prefectureId: '27',
            employmentStatus: 'unemployed',
            numberOfDependents: 2,
            hasSpouse: true,
          },
        },
        member.idToken,
      ),
    ).updateUserBasicInformation;
    expect(basic).toEqual({
      clientMutationId: 'c1',
      user: {
        name: '佐藤 花子',
        birthYear: 1985,
        gender: 'female',
        zipCode: '5300001',
        prefecture: { id: '27' },
        employmentStatus: 'unemployed',
        detail: { numberOfDependents: 2, hasSpouse: true },
      },
    });
    const updated = dataOf(
      await api.gql(
        `mutation ($input: UpdateUserInput!) { updateUser(input: $input) { user { occupations { id } qualifications { id } lineUserId } } }`,
        {
          input: {
            desiredOccupationIds: ['2', '3'],
            qualificationIds: ['1', '2'],
            lineUserId: 'U123',
          },
        },
        member.idToken,
      ),
    ).updateUser.user;
    expect(updated).toEqual({
      occupations: [{ id: '2' }, { id: '3' }],
      qualifications: [{ id: '1' }, { id: '2' }],
      lineUserId: 'U123',
    });
    const bad = await api.gql(
      `mutation ($input: UpdateUserInput!) { updateUser(input: $input) { user { id } } }`,
      { input: { desiredOccupationIds: ['99999'] } },
      member.idToken,
    );
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0]?.extensions.fieldErrors).toEqual({
      'desiredOccupationIds.0': '選択してください',
    });
    // A CRM record follows the profile.
    const crm = dataOf(
      await api.gql(
        `query ($id: String!) { kintoneUser(conversionId: $id) { lastName firstName occupations { id } } }`,
        {
          id: (
            await api.database.rows<{ conversion_id: string }>(
              sql`select conversion_id from end_users where uid = ${member.uid}`,
            )
          )[0]!.conversion_id,
        },
        member.idToken,
      ),
    ).kintoneUser;
    expect(crm).toEqual({
      lastName: '佐藤',
      firstName: '花子',
      occupations: [{ id: '2' }, { id: '3' }],
    });
  });

  it('records the last session', async () => {
    const before = Date.now();
    const result = dataOf(
      await api.gql(
        'mutation { updateLastSessionAt(input: {}) { lastSessionAt } }',
        {},
        member.idToken,
      ),
    ).updateLastSessionAt;
    expect(new Date(result.lastSessionAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('replaces job histories; an id that is not the member’s changes nothing', async () => {
    const first = dataOf(
      await api.gql(
        SAVE_HISTORIES,
        {
          input: {
            clientMutationId: 'h',
            jobHistories: [
              HISTORY,
              {
                ...HISTORY,
                companyName: '大阪物流',
                retiredYear: null,
                retiredMonth: null,
                joinedYear: 2020,
                joinedMonth: 5,
              },
            ],
          },
        },
        member.idToken,
      ),
    ).saveJobHistories;
    expect(first.jobHistories.map((h: { companyName: string }) => h.companyName)).toEqual([
      '東京運送株式会社',
      '大阪物流',
    ]);
    const [kept] = first.jobHistories;
    const second = dataOf(
      await api.gql(
        SAVE_HISTORIES,
        { input: { jobHistories: [{ ...HISTORY, id: kept.id, companyName: '東京運送（改）' }] } },
        member.idToken,
      ),
    ).saveJobHistories;
    expect(second.jobHistories).toEqual([
      { id: kept.id, companyName: '東京運送（改）', occupation: { id: '1' }, retiredYear: 2020 },
    ]);
    const other = await api.member();
    const foreign = await api.gql(
      SAVE_HISTORIES,
      {
        input: {
          jobHistories: [
            { ...HISTORY, companyName: '新規' },
            { ...HISTORY, id: kept.id },
          ],
        },
      },
      other.idToken,
    );
    expect(codeOf(foreign)).toBe('NOT_FOUND');
    const rows = await api.database.rows<{ company_name: string }>(
      sql`select company_name from job_histories where id = ${Number(kept.id)} or company_name = '新規'`,
    );
    expect(rows).toEqual([{ company_name: '東京運送（改）' }]);
    const invalid = await api.gql(
      SAVE_HISTORIES,
      { input: { jobHistories: [{ ...HISTORY, companyName: '' }] } },
      member.idToken,
    );
    expect(invalid.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { 'jobHistories.0.companyName': '入力してください' },
    });
  });

  it('saves education, personality and requirements', async () => {
    dataOf(
      await api.gql(
        `mutation ($input: SaveEducationalBackgroundInput!) { saveEducationalBackground(input: $input) { educationalBackground { education schoolName } } }`,
        {
          input: {
            education: 'high_school',
            schoolName: '都立高校',
            graduationStatus: 'graduated',
            graduationYear: 2008,
            graduationMonth: 3,
          },
        },
        member.idToken,
      ),
    );
    expect(
      dataOf(
        await api.gql(
          '{ personality { selfPr } requirements { desiredJobChangeTiming } }',
          {},
          member.idToken,
        ),
      ),
    ).toEqual({ personality: null, requirements: null });
    const saved = dataOf(
      await api.gql(
        `mutation ($input: SavePersonalityAndRequirementsInput!) { savePersonalityAndRequirements(input: $input) {
          personality { experienceCompanyNum selfPr }
          requirements { desiredJobChangeTiming desiredWorkingHours salaryRange { lowest highest } desiredCars { id name } desiredParticularConditions { id } desiredWorkplaceStrengths { id } } } }`,
        {
          input: {
            personality: { experienceCompanyNum: 2, selfPr: '無事故無違反10年です' },
            requirements: {
              desiredJobChangeTiming: 'immediately',
              desiredWorkingHours: 'day',
              salaryRange: { lowest: 250000, highest: 350000 },
              desiredCarIds: ['1'],
              desiredParticularConditionIds: ['1'],
              desiredWorkplaceStrengthIds: ['1'],
            },
          },
        },
        member.idToken,
      ),
    ).savePersonalityAndRequirements;
    expect(saved.personality).toEqual({ experienceCompanyNum: 2, selfPr: '無事故無違反10年です' });
    expect(saved.requirements).toMatchObject({
      desiredJobChangeTiming: 'immediately',
      desiredWorkingHours: 'day',
      salaryRange: { lowest: 250000, highest: 350000 },
      desiredCars: [{ id: '1' }],
    });
    const read = dataOf(
      await api.gql(
        '{ personality { selfPr } requirements { desiredJobChangeTiming } endUserViewer { educationalBackground { schoolName } } }',
        {},
        member.idToken,
      ),
    );
    expect(read).toEqual({
      personality: { selfPr: '無事故無違反10年です' },
      requirements: { desiredJobChangeTiming: 'immediately' },
      endUserViewer: { educationalBackground: { schoolName: '都立高校' } },
    });
  });

  it('makes resumes and career sheets from the profile and removes only the owner’s', async () => {
    const resume = dataOf(
      await api.gql(
        `mutation { createResume(input: { name: "運送業向け", reason: "地元で長く働きたい" }) { resume { id name reason userName jobHistories { companyName } qualifications { id } education { schoolName } } } }`,
        {},
        member.idToken,
      ),
    ).createResume.resume;
    expect(resume).toMatchObject({
      name: '運送業向け',
      reason: '地元で長く働きたい',
      userName: '佐藤 花子',
      education: { schoolName: '都立高校' },
    });
    const sheet = dataOf(
      await api.gql(
        `mutation { createCareerSheet(input: { name: "職務経歴", summary: "ドライバー歴10年" }) { careerSheet { id summary jobHistories { companyName } } } }`,
        {},
        member.idToken,
      ),
    ).createCareerSheet.careerSheet;
    expect(sheet.summary).toBe('ドライバー歴10年');
    const other = await api.member();
    for (const [mutation, field] of [
      ['removeResume', 'resumeId'],
      ['removeCareerSheet', 'careerSheetId'],
    ] as const) {
      const id = mutation === 'removeResume' ? resume.id : sheet.id;
      const query = `mutation ($id: ID!) { ${mutation}(input: { id: $id }) { ${field} } }`;
      expect(codeOf(await api.gql(query, { id }, other.idToken))).toBe('NOT_FOUND');
      expect(dataOf(await api.gql(query, { id }, member.idToken))[mutation][field]).toBe(id);
      expect(codeOf(await api.gql(query, { id }, member.idToken))).toBe('NOT_FOUND');
    }
    const viewer = dataOf(
      await api.gql('{ endUserViewer { resumes { id } careerSheets { id } } }', {}, member.idToken),
    );
    expect(viewer.endUserViewer).toEqual({ resumes: [], careerSheets: [] });
  });

  it('changes email and phone number only as the identity provider has them', async () => {
    const newEmail = `changed-${member.uid.slice(0, 8).toLowerCase()}@example.com`;
    const query = `mutation ($input: UpdateUserEmailInput!) { updateUserEmail(input: $input) { user { email } } }`;
    const early = await api.gql(query, { input: { email: newEmail } }, member.idToken);
    expect(early.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { email: expect.any(String) },
    });
    await api.admin.updateUser(member.uid, { email: newEmail });
    member = await api.signIn({ ...member, email: newEmail });
    expect(
      dataOf(await api.gql(query, { input: { email: newEmail } }, member.idToken)).updateUserEmail
        .user.email,
    ).toBe(newEmail);

    const phone = `mutation ($input: UpdateUserPhoneNumberInput!) { updateUserPhoneNumber(input: $input) { user { id phoneNumber } } }`;
    const changed = dataOf(
      await api.gql(phone, { input: { phoneNumber: '090-1111-2222' } }, member.idToken),
    );
    expect(changed.updateUserPhoneNumber.user).toEqual({
      id: member.uid,
      phoneNumber: '09011112222',
    });
    const other = await api.member();
    const taken = await api.gql(phone, { input: { phoneNumber: '09011112222' } }, other.idToken);
    expect(taken.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: { phoneNumber: expect.any(String) },
    });
    expect(
      dataOf(
        await api.gql(
          'query { isPhoneNumberDuplicate(phoneNumber: "09011112222") }',
          {},
          other.idToken,
        ),
      ).isPhoneNumberDuplicate,
    ).toBe(true);
    expect(
      dataOf(
        await api.gql(
          'query { isPhoneNumberDuplicate(phoneNumber: "09011112222") }',
          {},
          member.idToken,
        ),
      ).isPhoneNumberDuplicate,
    ).toBe(false);
  });

  it('answers the sign-in questions of phone accounts, and resets passwords', async () => {
    const phoneAccount = await api.account({ phoneNumber: '08033334444' });
    expect(
      dataOf(await api.gql('query { userAuthType(emailOrPhoneNumber: "080-3333-4444") }'))
        .userAuthType,
    ).toBe('phone_number');
    expect(
      dataOf(await api.gql(`query { userAuthType(emailOrPhoneNumber: "${member.email}") }`))
        .userAuthType,
    ).toBe('email');
    expect(
      dataOf(await api.gql('query { userAuthType(emailOrPhoneNumber: "nobody@example.com") }'))
        .userAuthType,
    ).toBeNull();
    const found = dataOf(
      await api.gql(
        'query ($p: String!) { userByPhoneNumber(phoneNumber: "08033334444", password: $p) { id email authType } }',
        { p: phoneAccount.password },
      ),
    ).userByPhoneNumber;
    expect(found).toEqual({
      id: phoneAccount.uid,
      email: phoneAccount.email,
      authType: 'phone_number',
    });
    expect(
      dataOf(
        await api.gql(
          'query { userByPhoneNumber(phoneNumber: "08033334444", password: "wrong-password") { id } }',
        ),
      ).userByPhoneNumber,
    ).toBeNull();
    // Password guesses per number are limited.
    let limited = false;
    for (let i = 0; i < 6 && !limited; i += 1) {
      const response = await api.gql(
        'query { userByPhoneNumber(phoneNumber: "08033334444", password: "guess") { id } }',
      );
      limited = response.errors?.[0]?.extensions.code === 'RATE_LIMITED';
    }
    expect(limited).toBe(true);

    const reset =
      'mutation ($v: String!) { resetUserPassword(input: { emailOrPhoneNumber: $v }) { accepted } }';
    expect(dataOf(await api.gql(reset, { v: member.email })).resetUserPassword.accepted).toBe(true);
    expect(
      dataOf(await api.gql(reset, { v: 'nobody@example.com' })).resetUserPassword.accepted,
    ).toBe(true);
    const codes = await listOobCodes(inject('emulatorHost'), inject('firebaseProjectId'));
    expect(
      codes.some((code) => code.email === member.email && code.requestType === 'PASSWORD_RESET'),
    ).toBe(true);
    expect(dataOf(await api.gql(reset, { v: '080-3333-4444' })).resetUserPassword.accepted).toBe(
      true,
    );
    const sms = await api.database.rows<{ body: string }>(
      sql`select body from outbound_sms where phone_number = '08033334444'`,
    );
    expect(sms).toHaveLength(1);
    expect(sms[0]!.body).toMatch(/oobCode=/);
  });

  it('repairs an identity without a member record (recoverInconsistentUser)', async () => {
    const account = await api.account({ phoneNumber: '07055556666' });
    expect(codeOf(await api.gql('{ endUserViewer { id } }', {}, account.idToken))).toBe(
      'UNAUTHORIZED_ERROR',
    );
    const recovered = dataOf(
      await api.gql(
        'mutation { recoverInconsistentUser(input: {}) { user { id email phoneNumber authType } } }',
        {},
        account.idToken,
      ),
    ).recoverInconsistentUser.user;
    expect(recovered).toEqual({
      id: account.uid,
      email: null,
      phoneNumber: '07055556666',
      authType: 'phone_number',
    });
    expect(
      dataOf(await api.gql('{ endUserViewer { id } }', {}, account.idToken)).endUserViewer.id,
    ).toBe(account.uid);
  });

  it('answers isMember, Signup and MySetting', async () => {
    const viewer = dataOf(
      await api.gql('{ endUserViewer { conversionId } }', {}, member.idToken),
    ).endUserViewer;
    const isMember = 'query ($id: String!) { isMember(conversionId: $id) }';
    expect(dataOf(await api.gql(isMember, { id: viewer.conversionId })).isMember).toBe(true);
    expect(dataOf(await api.gql(isMember, { id: 'unknown' })).isMember).toBe(false);
    const signup = dataOf(
      await api.gql(
        '{ Signup(occupationCategoryIds: ["3"]) { qualifications { id occupationCategories { id } } desiredOccupations { id occupationCategory { id } } } }',
      ),
    ).Signup;
    expect(signup.desiredOccupations.length).toBeGreaterThan(0);
    expect(
      signup.desiredOccupations.every(
        (o: { occupationCategory: { id: string } }) => o.occupationCategory.id === '3',
      ),
    ).toBe(true);
    expect(codeOf(await api.gql('{ MySetting { setting { scoutStatus } } }'))).toBe(
      'UNAUTHORIZED_ERROR',
    );
    const setting = dataOf(
      await api.gql(
        '{ MySetting { setting { scoutStatus } occupationCategories { id } } }',
        {},
        member.idToken,
      ),
    ).MySetting;
    expect(setting.setting.scoutStatus).toBe('receiving');
    expect(setting.occupationCategories.length).toBeGreaterThan(0);
  });
});
