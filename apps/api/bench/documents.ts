/**
 * Render time of the member documents (docs/decisions/0047, docs/performance.md "Documents"):
 * the 履歴書 and the 職務経歴書 of a member with a full profile drawn as PDFs, one after the
 * other in this process, after a warm-up (the font file is read once per process, as in the
 * api). Reports p50/p95/p99 per document and the PDF's size.
 *
 *   pnpm --filter @jobsite/api exec tsx bench/documents.ts [--iterations 60] [--json out.json]
 *   pnpm --filter @jobsite/bench run measure:documents    # the same, from the bench package
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { jobPeriod, resumeHistoryLines } from '@jobsite/domain/documents';
import { PDFDocument } from 'pdf-lib';
import { renderCareerSheetPdf } from '../src/documents/career-sheet-pdf';
import type { CareerSheetDocument, ResumeDocument } from '../src/documents/document-data';
import { renderResumePdf } from '../src/documents/resume-pdf';
import { percentile } from './stats';

const args = process.argv.slice(2).filter((arg) => arg !== '--');
const { values } = parseArgs({
  args,
  options: {
    iterations: { type: 'string', default: '60' },
    warmup: { type: 'string', default: '5' },
    json: { type: 'string' },
  },
});
const iterations = Number(values.iterations);
const warmup = Number(values.warmup);

/** A member with five jobs, four licences and the longest texts the forms take. */
const JOBS = Array.from({ length: 5 }, (_, index) => ({
  companyName: `株式会社サンプル運輸${index + 1}`,
  employmentType: 'regular' as const,
  joinedYear: 2006 + index * 4,
  joinedMonth: 4,
  retiredYear: index < 4 ? 2010 + index * 4 : null,
  retiredMonth: index < 4 ? 3 : null,
}));
const LICENCES = [
  '大型自動車第一種運転免許',
  'けん引免許',
  'フォークリフト運転技能者',
  '危険物取扱者乙種第4類',
];
const LONG_TEXT = '安全運転を第一に、長距離輸送と地場配送の経験を活かして貢献したいと考えています。'
  .repeat(50)
  .slice(0, 2000);
const DATE = { year: 2026, month: 4, day: 1 };
const CREATED_AT = new Date('2026-04-01T00:00:00Z');

const RESUME: ResumeDocument = {
  date: DATE,
  name: '山田 太郎',
  nameKana: 'やまだ たろう',
  birth: '1985年7月15日生（満40歳）',
  gender: '男性',
  postalCode: '100-0001',
  address: '東京都千代田区千代田1-1 サンプルマンション101',
  phoneNumber: '09012345678',
  email: 'taro@example.com',
  history: resumeHistoryLines(
    {
      education: 'high_school',
      schoolName: '東京都立サンプル高等学校',
      graduationStatus: 'graduated',
      graduationYear: 2006,
      graduationMonth: 3,
    },
    JOBS,
  ),
  licences: LICENCES.map((text) => ({ year: null, month: null, text })),
  reason: LONG_TEXT,
  hopes: LONG_TEXT.slice(0, 500),
  photo: null,
};

const CAREER_SHEET: CareerSheetDocument = {
  date: DATE,
  name: '山田 太郎',
  summary: LONG_TEXT,
  jobs: JOBS.map((job) => ({
    period: jobPeriod(job),
    companyName: job.companyName,
    employmentType: '正社員',
    occupation: '大型トラックドライバー',
    business: '一般貨物自動車運送事業',
    description: LONG_TEXT.slice(0, 600),
  })),
  licences: LICENCES,
};

/** One document's figures (tooling/bench/src/report.ts reads them from the JSON it writes). */
export interface DocumentFigure {
  name: string;
  pages: number;
  bytes: number;
  p50: number;
  p95: number;
  p99: number;
  mean: number;
}

async function measure(name: string, render: () => Promise<Uint8Array>): Promise<DocumentFigure> {
  for (let i = 0; i < warmup; i++) await render();
  const times: number[] = [];
  let bytes: Uint8Array = new Uint8Array();
  for (let i = 0; i < iterations; i++) {
    const started = performance.now();
    bytes = await render();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const pages = (await PDFDocument.load(bytes)).getPageCount();
  const figure = {
    name,
    pages,
    bytes: bytes.byteLength,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    mean: times.reduce((sum, time) => sum + time, 0) / times.length,
  };
  console.info(
    `bench: ${name}: p50 ${figure.p50.toFixed(1)} ms, p95 ${figure.p95.toFixed(1)} ms, ${(figure.bytes / 1024).toFixed(0)} kB`,
  );
  return figure;
}

const results = [
  await measure('履歴書 PDF', () => renderResumePdf(RESUME, CREATED_AT)),
  await measure('職務経歴書 PDF', () => renderCareerSheetPdf(CAREER_SHEET, CREATED_AT)),
];

console.info(
  [
    '',
    `| document | pages | size | p50 ms | p95 ms | p99 ms | mean ms |`,
    `| --- | --- | --- | --- | --- | --- | --- |`,
    ...results.map(
      (r) =>
        `| ${r.name} | ${r.pages} | ${(r.bytes / 1024).toFixed(0)} kB | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.mean.toFixed(1)} |`,
    ),
    '',
    `${iterations} renders each after ${warmup} warm-up; ${os.cpus().length} cores, Node ${process.version}.`,
  ].join('\n'),
);

if (values.json)
  writeFileSync(values.json, JSON.stringify({ iterations, warmup, results }, null, 2));
