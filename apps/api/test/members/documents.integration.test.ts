import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_LIMITS } from '../../src/modules/rate-limit';
import { readPdf } from '../support/pdf';
import { type Account, codeOf, dataOf, type MemberApi, startMemberApi } from './harness';

const RESUME_FIELDS = `id name reason hopes nameKana birthDate userName
  address { postalCode prefectureId prefectureName municipality line }
  jobHistories { companyName } education { schoolName }`;

const UPDATE_RESUME = `mutation ($input: UpdateResumeInput!) {
  updateResume(input: $input) { clientMutationId resume { ${RESUME_FIELDS} } }
}`;

const PDF_OF = {
  resume: 'query ($id: ID!) { resumePdf(id: $id) { name contentType size base64 } }',
  careerSheet: 'query ($id: ID!) { careerSheetPdf(id: $id) { name contentType size base64 } }',
};

const EDITED = {
  name: '運送業向け',
  reason: '地元で長く働きたいと考えました。',
  hopes: '貴社の規定に従います。',
  nameKana: 'ヤマダ タロウ',
  birthDate: '1990-04-02',
  postalCode: '100-0001',
  prefectureId: '13',
  municipality: '千代田区',
  addressLine: '千代田1-1',
};

describe('members: resume and career sheet edited in place and downloaded as PDF', () => {
  let api: MemberApi;
  let member: Account;
  let other: Account;
  let resumeId: string;
  let sheetId: string;
  const gql = (query: string, variables: Record<string, unknown>, account = member) =>
    api.gql(query, variables, account.idToken);

  beforeAll(async () => {
    api = await startMemberApi();
    member = await api.member();
    other = await api.member({ name: '佐藤 花子' });
    resumeId = dataOf(
      await gql('mutation { createResume(input: { name: "下書き" }) { resume { id } } }', {}),
    ).createResume.resume.id;
    sheetId = dataOf(
      await gql(
        'mutation { createCareerSheet(input: { name: "下書き" }) { careerSheet { id } } }',
        {},
      ),
    ).createCareerSheet.careerSheet.id;
  });
  afterAll(async () => api?.close());

  it('edits the resume in place and takes the profile again when asked', async () => {
    dataOf(
      await gql(
        `mutation ($input: SaveJobHistoriesInput!) { saveJobHistories(input: $input) { jobHistories { id } } }`,
        {
          input: {
            jobHistories: [
              {
                occupationId: '1',
                companyName: '東京運送株式会社',
                joinedYear: 2015,
                joinedMonth: 4,
                employmentType: 'regular',
              },
            ],
          },
        },
      ),
    );
    const kept = dataOf(
      await gql(UPDATE_RESUME, { input: { id: resumeId, clientMutationId: 'e1', ...EDITED } }),
    ).updateResume;
    expect(kept).toEqual({
      clientMutationId: 'e1',
      resume: {
        id: resumeId,
        name: '運送業向け',
        reason: EDITED.reason,
        hopes: EDITED.hopes,
        nameKana: 'やまだ たろう',
        birthDate: '1990-04-02',
        userName: '山田 太郎',
        address: {
          postalCode: '1000001',
          prefectureId: '13',
          prefectureName: '東京都',
          municipality: '千代田区',
          line: '千代田1-1',
        },
        // Made before the history was saved, and not asked to take the profile again.
        jobHistories: [],
        education: null,
      },
    });
    const refreshed = dataOf(
      await gql(UPDATE_RESUME, { input: { id: resumeId, ...EDITED, refreshProfile: true } }),
    ).updateResume.resume;
    expect(refreshed.jobHistories).toEqual([{ companyName: '東京運送株式会社' }]);
    expect(refreshed.nameKana).toBe('やまだ たろう');
  });

  it('refuses bad input with Japanese messages and keeps what was saved', async () => {
    const refused = await gql(UPDATE_RESUME, {
      input: {
        id: resumeId,
        name: ' ',
        nameKana: 'Yamada',
        birthDate: '1990-02-30',
        postalCode: '12-34',
        prefectureId: '48',
      },
    });
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fieldErrors: {
        name: '入力してください',
        nameKana: 'ふりがなはひらがなで入力してください',
        birthDate: '生年月日を正しく入力してください（例：1990-04-01）',
        postalCode: '郵便番号は7桁の数字で入力してください',
        prefectureId: '都道府県を選択してください',
      },
    });
    const viewer = dataOf(await gql(`{ endUserViewer { resumes { name nameKana } } }`, {}));
    expect(viewer.endUserViewer.resumes).toEqual([
      { name: '運送業向け', nameKana: 'やまだ たろう' },
    ]);
  });

  it('downloads the resume as a two-page PDF with the name as text', async () => {
    const file = dataOf(await gql(PDF_OF.resume, { id: resumeId })).resumePdf;
    expect(file).toMatchObject({ name: '履歴書_運送業向け.pdf', contentType: 'application/pdf' });
    const bytes = Buffer.from(file.base64, 'base64');
    expect(bytes.byteLength).toBe(file.size);
    const pdf = await readPdf(new Uint8Array(bytes));
    expect(pdf.pageCount).toBe(2);
    expect(pdf.pages[0]).toContain('山田 太郎');
    expect(pdf.pages[0]).toContain('〒100-0001東京都千代田区千代田1-1');
    expect(pdf.pages[0]).toContain('東京運送株式会社 入社（正社員）');
    expect(pdf.fonts.map((font) => font.name)).toEqual([expect.stringContaining('NotoSansJP')]);
  });

  it('edits the career sheet in place and downloads it as a PDF', async () => {
    const sheet = dataOf(
      await gql(
        `mutation ($input: UpdateCareerSheetInput!) { updateCareerSheet(input: $input) { careerSheet { id name summary jobHistories { companyName } } } }`,
        {
          input: {
            id: sheetId,
            name: '職務経歴書',
            summary: '大型ドライバー10年',
            refreshProfile: true,
          },
        },
      ),
    ).updateCareerSheet.careerSheet;
    expect(sheet).toEqual({
      id: sheetId,
      name: '職務経歴書',
      summary: '大型ドライバー10年',
      jobHistories: [{ companyName: '東京運送株式会社' }],
    });
    const file = dataOf(await gql(PDF_OF.careerSheet, { id: sheetId })).careerSheetPdf;
    const pdf = await readPdf(new Uint8Array(Buffer.from(file.base64, 'base64')));
    expect(pdf.pageCount).toBe(1);
    expect(pdf.pages[0]).toContain('氏名 山田 太郎');
    expect(pdf.pages[0]).toContain('大型ドライバー10年');
  });

  it("answers NOT_FOUND for another member's documents, and changes nothing", async () => {
    expect(codeOf(await gql(PDF_OF.resume, { id: resumeId }, other))).toBe('NOT_FOUND');
    expect(codeOf(await gql(PDF_OF.careerSheet, { id: sheetId }, other))).toBe('NOT_FOUND');
    expect(
      codeOf(await gql(UPDATE_RESUME, { input: { id: resumeId, name: '乗っ取り' } }, other)),
    ).toBe('NOT_FOUND');
    expect(codeOf(await gql(PDF_OF.resume, { id: '999999' }))).toBe('NOT_FOUND');
    const viewer = dataOf(await gql(`{ endUserViewer { resumes { name } } }`, {}));
    expect(viewer.endUserViewer.resumes).toEqual([{ name: '運送業向け' }]);
  });

  it('limits PDFs per member: RATE_LIMITED past the limit, other members unaffected', async () => {
    const busy = await api.member();
    // Requests for documents that do not exist count too, and cost no drawing.
    for (let i = 0; i < DOCUMENT_LIMITS.pdf.max; i++) {
      expect(codeOf(await gql(PDF_OF.resume, { id: '999999' }, busy))).toBe('NOT_FOUND');
    }
    expect(codeOf(await gql(PDF_OF.careerSheet, { id: '999999' }, busy))).toBe('RATE_LIMITED');
    expect(
      dataOf(await gql(PDF_OF.careerSheet, { id: sheetId })).careerSheetPdf.size,
    ).toBeGreaterThan(0);
  });
});
