import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readPdf, sourceFontSize } from '../../test/support/pdf';
import { renderCareerSheetPdf } from './career-sheet-pdf';
import type { CareerSheetDocument, ResumeDocument } from './document-data';
import { renderResumePdf } from './resume-pdf';

const CREATED_AT = new Date('2026-04-01T01:00:00Z');

const RESUME: ResumeDocument = {
  date: { year: 2026, month: 4, day: 1 },
  name: '山田 太郎',
  nameKana: 'やまだ たろう',
  birth: '1990年4月2日生（満35歳）',
  gender: '男性',
  postalCode: '100-0001',
  address: '東京都千代田区千代田1-1',
  phoneNumber: '09012345678',
  email: 'taro@example.com',
  history: [
    { year: null, month: null, text: '学歴', align: 'center' },
    { year: 2009, month: 3, text: '都立高校　卒業' },
    { year: null, month: null, text: '職歴', align: 'center' },
    { year: 2015, month: 4, text: '東京運送株式会社　入社（正社員）' },
    { year: null, month: null, text: '現在に至る' },
    { year: null, month: null, text: '以上', align: 'right' },
  ],
  licences: [{ year: null, month: null, text: '大型自動車免許' }],
  reason: '地元で長く働きたいと考え、志望しました。',
  hopes: '貴社の規定に従います。',
  photo: null,
};

/** CFF's header: major version 1, header size 4, offSize 1 to 4 (corrupt subsets break it). */
function isValidCff(program: Uint8Array): boolean {
  return program[0] === 1 && program[2] === 4 && program[3]! >= 1 && program[3]! <= 4;
}

describe('resume PDF (JIS layout)', () => {
  it('has two pages, the name and the form texts as text, and a subset of the font', async () => {
    const pdf = await readPdf(await renderResumePdf(RESUME, CREATED_AT));
    expect(pdf.pageCount).toBe(2);
    expect(pdf.pages[0]).toContain('山田 太郎');
    expect(pdf.pages[0]).toContain('やまだ たろう');
    expect(pdf.pages[0]).toContain('1990年4月2日生（満35歳）');
    expect(pdf.pages[0]).toContain('東京都千代田区千代田1-1');
    expect(pdf.pages[0]).toContain('東京運送株式会社 入社（正社員）');
    expect(pdf.pages[1]).toContain('大型自動車免許');
    expect(pdf.pages[1]).toContain('地元で長く働きたいと考え、志望しました。');
    expect(pdf.pages[1]).toContain('本人希望記入欄');
    expect(pdf.fonts).toHaveLength(1);
    const [font] = pdf.fonts;
    expect(font!.name).toContain('NotoSansJP');
    expect(isValidCff(font!.program)).toBe(true);
    // A subset: a small part of the 4.5 MB font.
    expect(font!.program.byteLength).toBeLessThan((await sourceFontSize()) / 20);
  });

  it('draws the photo in the photo box, or the note where one is pasted', async () => {
    const photo = await sharp({
      create: { width: 600, height: 800, channels: 3, background: '#336699' },
    })
      .jpeg()
      .toBuffer();
    const withPhoto = await readPdf(await renderResumePdf({ ...RESUME, photo }, CREATED_AT));
    expect(withPhoto.images).toHaveLength(1);
    expect(withPhoto.images[0]).toMatchObject({ width: 600, height: 800 });
    expect(Buffer.from(withPhoto.images[0]!.bytes).equals(photo)).toBe(true);
    expect(withPhoto.pages[0]).not.toContain('写真をはる位置');
    const without = await readPdf(await renderResumePdf(RESUME, CREATED_AT));
    expect(without.images).toHaveLength(0);
    expect(without.pages[0]).toContain('写真をはる位置');
  });

  it('runs onto more pages when the history and the texts are long, losing none', async () => {
    const history = Array.from({ length: 40 }, (_, index) => ({
      year: 2000 + index,
      month: 4,
      text: `会社${index + 1}　入社`,
    }));
    const pdf = await readPdf(
      await renderResumePdf(
        { ...RESUME, history, reason: `${'長い志望動機です。'.repeat(200)}おわり` },
        CREATED_AT,
      ),
    );
    expect(pdf.pageCount).toBe(3);
    const text = pdf.pages.join('');
    expect(text).toContain('会社1 入社');
    expect(text).toContain('会社40 入社');
    expect(text).toContain('おわり');
  });
});

describe('career sheet PDF', () => {
  const SHEET: CareerSheetDocument = {
    date: { year: 2026, month: 4, day: 1 },
    name: '山田 太郎',
    summary: '大型ドライバーとして10年勤務しました。',
    jobs: [
      {
        period: '2015年4月〜現在',
        companyName: '東京運送株式会社',
        employmentType: '正社員',
        occupation: '大型ドライバー',
        business: '一般貨物自動車運送事業',
        description: '4tトラックでの地場配送\n無事故無違反',
      },
    ],
    licences: ['大型自動車免許', 'フォークリフト運転技能者'],
  };

  it('has one page with the name, the jobs and the licences, and a subset of the font', async () => {
    const pdf = await readPdf(await renderCareerSheetPdf(SHEET, CREATED_AT));
    expect(pdf.pageCount).toBe(1);
    expect(pdf.pages[0]).toContain('氏名 山田 太郎');
    expect(pdf.pages[0]).toContain('東京運送株式会社（正社員）');
    expect(pdf.pages[0]).toContain('無事故無違反');
    expect(pdf.pages[0]).toContain('フォークリフト運転技能者');
    expect(pdf.fonts).toHaveLength(1);
    expect(isValidCff(pdf.fonts[0]!.program)).toBe(true);
  });

  it('starts new pages for many jobs', async () => {
    const jobs = Array.from({ length: 30 }, (_, index) => ({
      ...SHEET.jobs[0]!,
      companyName: `会社${index + 1}`,
    }));
    const pdf = await readPdf(await renderCareerSheetPdf({ ...SHEET, jobs }, CREATED_AT));
    expect(pdf.pageCount).toBeGreaterThan(1);
    expect(pdf.pages.join('')).toContain('会社30（正社員）');
  });
});
