import { findOccupationById, type OccupationNameEn, PREFECTURES } from '@jobsite/domain/masters';
import { beforeAll, describe, expect, it } from 'vitest';
import { PRIMARY_WORK_CODES } from '../../src/data/primary-industry-places';
import { pictureOf, pictureSubjectOf } from '../../src/modules/companies/job-pictures';
import { findMunicipality } from '../../src/modules/masters/lookups';
import { generateComments } from '../../src/seed/content';
import { emptyJobRows, type JobRows } from '../../src/seed/jobs';
import { catalogueGenerators, DEFAULT_JOB_COUNT, DEFAULT_SEED } from '../../src/seed/seed';
import { brokenRules, type JobFacts, REGION_WORDS } from '../../src/seed/texts/rules';
import { TEST_SEED_NOW } from '../support/templates';

/**
 * The whole default catalogue (20,000 jobs, the default seed) read as a job seeker would
 * (decision 0043), generated in memory through the seed's own wiring: no database, so the
 * full seed stays quick to check.
 */

/** No sentence may appear in more than this share of one occupation's jobs. */
const SENTENCE_SHARE = 0.2;

interface SeededJob {
  id: number;
  occupation: OccupationNameEn;
  companyId: number;
  hiringType: string;
  features: Set<number>;
  prefectureCode: number;
  municipalityCode: string;
  /** Every text of the job a seeker reads, with the field it is in. */
  texts: Array<[field: string, text: string]>;
  /** The prose a seeker reads as sentences (description, message, appeals, articles …). */
  prose: string[];
  /** Names that may contain any word (company, office, places), blanked before word checks. */
  names: string[];
}

let seeded: SeededJob[];
/** Company id → its image URLs. */
let companyImages: Map<number, string[]>;
/** Comments and voices linked to a job, with what the job's texts may say. */
let linkedComments: Array<{ jobId: number; comment: string; facts: JobFacts }>;

function collect(rows: JobRows, companyNames: Map<number, string>, offices: Map<number, string>) {
  const byJob = <T extends { jobId: number }>(list: readonly T[]) => {
    const map = new Map<number, T[]>();
    for (const row of list) {
      const entry = map.get(row.jobId);
      if (entry) entry.push(row);
      else map.set(row.jobId, [row]);
    }
    return map;
  };
  const details = new Map(rows.jobDetails.map((d) => [d.jobId, d]));
  const features = byJob(rows.jobFeatures);
  const appeals = byJob(rows.jobAppealPoints);
  const articles = byJob(rows.jobArticleSections);
  const summaries = byJob(rows.jobSummaries);
  return rows.jobs.map((job): SeededJob => {
    const id = job.id!;
    const d = details.get(id)!;
    const prose = [
      d.catchphrase ?? '',
      d.jobDescriptionOption ?? '',
      d.message ?? '',
      d.appealMessage ?? '',
      d.flowOfAfterJoining ?? '',
      d.locationNote ?? '',
      ...(appeals.get(id) ?? []).map((a) => a.body ?? ''),
      ...(articles.get(id) ?? []).map((a) => a.bodyHtml.replace(/<[^>]+>/g, '')),
    ];
    const texts: Array<[string, string]> = [
      ['title', job.title],
      ...Object.entries(d).flatMap(([field, value]) =>
        typeof value === 'string' ? [[field, value] as [string, string]] : [],
      ),
      ...(appeals.get(id) ?? []).map((a): [string, string] => ['appeal', `${a.title}\n${a.body}`]),
      ...(articles.get(id) ?? []).map((a): [string, string] => ['article', a.bodyHtml]),
      ...(summaries.get(id) ?? []).map((s): [string, string] => ['summary', s.body]),
    ];
    const municipality = findMunicipality(job.municipalityCode)!;
    return {
      id,
      occupation: findOccupationById(job.occupationId)!.occupationNameEn,
      companyId: job.companyId!,
      hiringType: job.hiringType!,
      features: new Set((features.get(id) ?? []).map((f) => f.featureId)),
      prefectureCode: job.prefectureCode,
      municipalityCode: job.municipalityCode!,
      texts,
      prose,
      names: [
        companyNames.get(job.companyId!)!,
        offices.get(job.officeId!)!,
        municipality.name,
        municipality.name.replace(/^.+?郡(?=.+[町村]$)/, ''),
        PREFECTURES.find((p) => p.code === job.prefectureCode)!.name,
        job.addressLine ?? '',
      ],
    };
  });
}

const textsOf = (job: SeededJob, fields?: readonly string[]) =>
  job.texts.filter(([field]) => !fields || fields.includes(field)).map(([, text]) => text);

/** Jobs whose texts match `pattern`, as `id field: text` lines for a readable failure. */
function offenders(jobs: readonly SeededJob[], pattern: RegExp, fields?: readonly string[]) {
  return jobs.flatMap((job) =>
    job.texts
      .filter(([field, text]) => (!fields || fields.includes(field)) && pattern.test(text))
      .map(([field, text]) => `${job.id} ${field}: ${text.slice(0, 80)}`),
  );
}

describe('the default seed reads true (decision 0043)', () => {
  beforeAll(() => {
    const { companies, companyRows, generator, commentRandom } = catalogueGenerators(
      DEFAULT_SEED,
      DEFAULT_JOB_COUNT,
      TEST_SEED_NOW,
    );
    const rows = emptyJobRows();
    for (let id = 1; id <= DEFAULT_JOB_COUNT; id++) generator.generate(id, rows);
    const companyNames = new Map(companies.map((c) => [c.id, c.name]));
    const offices = new Map(companies.flatMap((c) => c.offices.map((o) => [o.id, o.name])));
    seeded = collect(rows, companyNames, offices);
    const facts = new Map(generator.published.map((job) => [job.id, job.facts]));
    linkedComments = generateComments(commentRandom, generator.published, TEST_SEED_NOW).flatMap(
      (c) => (c.jobId ? [{ jobId: c.jobId, comment: c.comment, facts: facts.get(c.jobId)! }] : []),
    );
    companyImages = new Map();
    for (const image of companyRows.companyImages) {
      const list = companyImages.get(image.companyId) ?? [];
      list.push(image.url);
      companyImages.set(image.companyId, list);
    }
  }, 300_000); // 20,000 jobs in memory: ~10 s alone, longer on a loaded 2-core host

  it('has no taxi or bus job that speaks of forklifts, cargo or loading', () => {
    const passenger = seeded.filter((j) => j.features.has(69) || j.features.has(151));
    expect(passenger.length).toBeGreaterThan(100);
    expect(offenders(passenger, /フォークリフト|カゴ台車|荷積み|積み込み|荷降ろし/)).toEqual([]);
  });

  it('has no 業務委託 job that offers a bonus, social insurance or other employee benefits', () => {
    const contractors = seeded.filter((j) => j.hiringType === 'outsourcing');
    expect(contractors.length).toBeGreaterThan(100);
    expect(contractors.filter((j) => j.features.has(66)).map((j) => j.id)).toEqual([]);
    expect(offenders(contractors, /賞与|社会保険|厚生年金|退職金|有給/)).toEqual([]);
  });

  it('has no 長距離 job that promises home every day, and none both 長距離 and 地場', () => {
    const longHaul = seeded.filter((j) => j.features.has(200));
    expect(longHaul.length).toBeGreaterThan(100);
    expect(offenders(longHaul, /毎日帰れ|毎日自宅|地場配送/)).toEqual([]);
    expect(longHaul.filter((j) => j.features.has(201)).map((j) => j.id)).toEqual([]);
    const local = seeded.filter((j) => j.features.has(201));
    expect(offenders(local, /長距離|全国の/)).toEqual([]);
  });

  it('says 未経験歓迎 only on jobs with 未経験OK', () => {
    const experienced = seeded.filter((j) => !j.features.has(11));
    expect(offenders(experienced, /(^|\n)未経験の方も歓迎|未経験歓迎|未経験OK/)).toEqual([]);
  });

  it('names only the region of the job’s own prefecture', () => {
    const wrong = seeded.flatMap((job) => {
      const texts = textsOf(job).map((text) =>
        job.names.reduce((t, name) => (name ? t.replaceAll(name, '') : t), text),
      );
      return REGION_WORDS.filter(
        ([word, codes]) =>
          !codes.includes(job.prefectureCode) && texts.some((t) => t.includes(word)),
      ).map(([word]) => `${job.id} (${job.prefectureCode}): ${word}`);
    });
    expect(wrong).toEqual([]);
    // The words are used: jobs do speak of their region.
    const speaking = seeded.filter((job) =>
      REGION_WORDS.some(([word]) => textsOf(job).some((t) => t.includes(word))),
    );
    expect(speaking.length).toBeGreaterThan(500);
  });

  it('puts fishing, forestry and ranch jobs only where that work exists', () => {
    const places = { fishing: 'sea_fishing', forestry: 'forestry', ranch: 'ranch' } as const;
    for (const [occupation, work] of Object.entries(places)) {
      const jobs = seeded.filter((j) => j.occupation === occupation);
      expect(jobs.length).toBeGreaterThan(50);
      const elsewhere = jobs.filter((j) => !PRIMARY_WORK_CODES[work].has(j.municipalityCode));
      expect(elsewhere.map((j) => `${j.id} ${findMunicipality(j.municipalityCode)?.name}`)).toEqual(
        [],
      );
    }
    // 瀬戸市 (Aichi, inland) has no sea fishing.
    expect(PRIMARY_WORK_CODES.sea_fishing.has('23204')).toBe(false);
  });

  it('has, for every job, a picture of its own vehicle or trade among its company’s', () => {
    const missing = seeded.filter(
      (job) =>
        !companyImages
          .get(job.companyId)
          ?.includes(pictureOf(pictureSubjectOf(job.occupation, job.features)).url),
    );
    expect(missing.map((j) => `${j.id} ${j.occupation} ${[...j.features]}`)).toEqual([]);
  });

  it('links voices and comments only to jobs they do not contradict', () => {
    expect(linkedComments.length).toBeGreaterThan(100);
    const contradicting = linkedComments.flatMap(({ jobId, comment, facts }) =>
      brokenRules(facts, comment).map((why) => `${jobId}: ${why}: ${comment}`),
    );
    expect(contradicting).toEqual([]);
    const taxi = linkedComments.filter((c) => c.facts.kind === 'taxi');
    expect(taxi.filter((c) => /積み|フォークリフト|配送/.test(c.comment))).toEqual([]);
  });

  it(`repeats no sentence in more than ${SENTENCE_SHARE * 100}% of one occupation's jobs`, () => {
    const byOccupation = new Map<string, SeededJob[]>();
    for (const job of seeded) {
      const list = byOccupation.get(job.occupation) ?? [];
      list.push(job);
      byOccupation.set(job.occupation, list);
    }
    const over: string[] = [];
    for (const [occupation, jobs] of byOccupation) {
      const counts = new Map<string, number>();
      for (const job of jobs) {
        const sentences = new Set(
          job.prose.flatMap((text) =>
            text
              .split(/(?<=。)|\n/)
              .map((s) => s.trim())
              .filter((s) => s.endsWith('。')),
          ),
        );
        for (const sentence of sentences) counts.set(sentence, (counts.get(sentence) ?? 0) + 1);
      }
      for (const [sentence, count] of counts) {
        if (count / jobs.length > SENTENCE_SHARE) {
          over.push(`${occupation} ${Math.round((count / jobs.length) * 100)}% ${sentence}`);
        }
      }
    }
    expect(over).toEqual([]);
  });
});
