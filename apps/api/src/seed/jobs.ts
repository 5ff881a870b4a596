import { HiringType, SalaryOption, Shift } from '@jobsite/domain/enums';
import { formatWorkingTime, formatYenRange } from '@jobsite/domain/formatters';
import {
  findFeatureById,
  OCCUPATIONS,
  type OccupationMaster,
  type OccupationNameEn,
} from '@jobsite/domain/masters';
import type {
  jobAppealPoints,
  jobArticleSections,
  jobDetails,
  jobFeatures,
  jobSummaries,
  jobs,
  workingTimes,
} from '../db/schema';
import { jobSearchText } from '../db/search-text';
import { postingEnd, SEED_WINDOW_DAYS } from '../modules/catalogue-time/periods';
import { pictureOf, pictureSubjectOf } from '../modules/companies/job-pictures';
import type { SeedCompany, SeedOffice } from './companies';
import { type Random, WeightedPicker } from './random';
import {
  APPEAL_MESSAGES,
  APPLICATION_PROCEDURES,
  ARTICLE_SECTIONS,
  CLOSINGS,
  COMMON_APPEALS,
  COMMON_CATCHPHRASES,
  COMMON_WORK_NOTES,
  CONTRACT_CATEGORIES,
  HOLIDAYS,
  LOCATION_NOTES,
  MESSAGES,
  SELECTION_PROCESSES,
  WELFARE_BASE,
  WELFARE_BY_FEATURE,
  WORKING_TIME_NOTES,
} from './texts/common';
import { compose, type TextSlots } from './texts/compose';
import { type JobKind, OCCUPATION_PROFILES, type OccupationProfile } from './texts/index';
import { areaWordOf, fitting, type JobFacts } from './texts/rules';

/**
 * Share of jobs per occupation, as a transport and construction job site has them: drivers
 * about 40%, then forklift, construction, car mechanics and construction management.
 */
export const JOB_SHARE_BY_OCCUPATION: Readonly<Record<OccupationNameEn, number>> = {
  driver: 40,
  operation_manager: 3,
  forklift: 8,
  mechanical_maintenance: 4,
  car_mechanic: 7,
  scaffolder: 3,
  construction: 7,
  demolition: 2,
  civil_engineering: 4,
  painting: 2.5,
  plastering: 1,
  interior_finishing: 2,
  electrical_construction: 4,
  plumbing: 2.5,
  mining: 0.5,
  chief_electrical_engineer: 1,
  construction_management_engineer: 6,
  ranch: 1,
  forestry: 0.8,
  fishing: 0.7,
};

/** Pay level by prefecture (Tokyo highest), applied to every salary. */
const PAY_LEVEL: Readonly<Record<number, number>> = {
  13: 1.08,
  14: 1.04,
  27: 1.04,
  23: 1.04,
  11: 1.02,
  12: 1.02,
  26: 1.01,
  28: 1.01,
  22: 1.0,
  40: 1.0,
};

const ROUNDING: Readonly<Record<SalaryOption, number>> = {
  monthly: 5000,
  daily: 500,
  hourly: 10,
  annual: 100000,
};

/**
 * Leads that tie a bank sentence to the workplace, so the same fact reads as this company's
 * (and one sentence does not repeat over most of an occupation's jobs, decision 0043).
 */
const LEADS = ['', '当社では、', '{company}では、', '{office}では、', '{muni}の{office}では、'];
/** The leads for a sentence that names the company or office itself. */
const PLAIN_LEADS = ['', '当社では、'];

/** Upper bounds of an advertised figure, so no posting looks implausible. */
const CEILING: Readonly<Record<SalaryOption, number>> = {
  monthly: 600_000,
  daily: 30_000,
  hourly: 3_000,
  annual: 10_000_000,
};

const DAY_MS = 24 * 60 * 60 * 1000;

export interface JobRows {
  jobs: (typeof jobs.$inferInsert)[];
  jobDetails: (typeof jobDetails.$inferInsert)[];
  workingTimes: (typeof workingTimes.$inferInsert)[];
  jobFeatures: (typeof jobFeatures.$inferInsert)[];
  jobAppealPoints: (typeof jobAppealPoints.$inferInsert)[];
  jobSummaries: (typeof jobSummaries.$inferInsert)[];
  jobArticleSections: (typeof jobArticleSections.$inferInsert)[];
}

export function emptyJobRows(): JobRows {
  return {
    jobs: [],
    jobDetails: [],
    workingTimes: [],
    jobFeatures: [],
    jobAppealPoints: [],
    jobSummaries: [],
    jobArticleSections: [],
  };
}

/** What the comment generator needs to link voices to jobs. */
export interface PublishedJobRef {
  readonly id: number;
  readonly occupationId: number;
  readonly regionId: number;
  readonly prefectureCode: number;
  /** What its texts may say (texts/rules.ts): comments linked to it must fit too. */
  readonly facts: JobFacts;
}

interface OccupationPlan {
  readonly occupation: OccupationMaster;
  readonly profile: OccupationProfile;
  readonly companies: WeightedPicker<SeedCompany>;
  /** Kind pickers by company industry key. */
  readonly kindsByIndustry: ReadonlyMap<string, WeightedPicker<JobKind>>;
}

function weightedOf<T>(entries: ReadonlyArray<readonly [T, number]>): WeightedPicker<T> {
  return new WeightedPicker(entries);
}

/**
 * Builds job rows one at a time from a single random stream. Jobs 1–20 cover the 20
 * occupations; jobs 21–67 go to the first 47 companies (head offices in prefectures 1–47).
 */
export class JobGenerator {
  readonly #random: Random;
  readonly #companies: readonly SeedCompany[];
  readonly #plans = new Map<number, OccupationPlan>();
  readonly #occupationPicker: WeightedPicker<OccupationMaster>;
  #nextIds = { workingTime: 0, appealPoint: 0, summary: 0, articleSection: 0 };
  readonly published: PublishedJobRef[] = [];
  /** The seed's "now" (ms): every date is relative to it (decision 0033). */
  readonly #now: number;

  constructor(random: Random, companies: readonly SeedCompany[], now: Date) {
    this.#random = random;
    this.#companies = companies;
    this.#now = now.getTime();
    for (const occupation of OCCUPATIONS) {
      const profile = OCCUPATION_PROFILES.get(occupation.occupationNameEn)!;
      const kindsByKey = new Map(profile.kinds.map((k) => [k.key, k]));
      const companyEntries: Array<readonly [SeedCompany, number]> = [];
      const kindsByIndustry = new Map<string, WeightedPicker<JobKind>>();
      for (const company of companies) {
        const entry = company.industry.occupations[occupation.occupationNameEn];
        if (!entry) continue;
        companyEntries.push([company, entry[0] * Math.sqrt(company.offices.length)]);
        if (!kindsByIndustry.has(company.industry.key)) {
          const allowed = entry[1] ?? profile.kinds.map((k) => k.key);
          kindsByIndustry.set(
            company.industry.key,
            weightedOf(
              allowed.map((key) => {
                const kind = kindsByKey.get(key);
                if (!kind) throw new Error(`Unknown kind ${key} of ${occupation.occupationNameEn}`);
                return [kind, kind.weight] as const;
              }),
            ),
          );
        }
      }
      if (companyEntries.length === 0) {
        throw new Error(`No company posts ${occupation.occupationNameEn} jobs`);
      }
      this.#plans.set(occupation.id, {
        occupation,
        profile,
        companies: weightedOf(companyEntries),
        kindsByIndustry,
      });
    }
    this.#occupationPicker = weightedOf(
      OCCUPATIONS.map((o) => [o, JOB_SHARE_BY_OCCUPATION[o.occupationNameEn]] as const),
    );
  }

  /** Generates job `id` (1-based) and appends its rows to `rows`. */
  generate(id: number, rows: JobRows): void {
    const random = this.#random;
    const index = id - 1;
    let plan: OccupationPlan;
    let company: SeedCompany;
    if (index < OCCUPATIONS.length) {
      plan = this.#plans.get(OCCUPATIONS[index]!.id)!;
      company = plan.companies.pick(random);
    } else if (
      index < OCCUPATIONS.length + 47 &&
      index - OCCUPATIONS.length < this.#companies.length
    ) {
      company = this.#companies[index - OCCUPATIONS.length]!;
      const postable = OCCUPATIONS.filter((o) => company.industry.occupations[o.occupationNameEn]);
      const occupation = weightedOf(
        postable.map((o) => [o, company.industry.occupations[o.occupationNameEn]![0]] as const),
      ).pick(random);
      plan = this.#plans.get(occupation.id)!;
    } else {
      plan = this.#plans.get(this.#occupationPicker.pick(random).id)!;
      company = plan.companies.pick(random);
    }
    const office =
      index >= OCCUPATIONS.length && index < OCCUPATIONS.length + 47
        ? company.offices[0]!
        : random.pick(company.offices);
    const kind = plan.kindsByIndustry.get(company.industry.key)!.pick(random);
    this.#build(id, plan, company, office, kind, rows);
  }

  #build(
    id: number,
    plan: OccupationPlan,
    company: SeedCompany,
    office: SeedOffice,
    kind: JobKind,
    rows: JobRows,
  ): void {
    const random = this.#random;
    const { profile, occupation } = plan;
    const place = office.place;

    // Hiring type and pay.
    const hiringType = weightedOf(kind.hiring ?? profile.hiring).pick(random);
    const rule = profile.pay[hiringType] ?? profile.pay.regular!;
    let salaryOption: SalaryOption = rule.option;
    const level = (PAY_LEVEL[place.prefecture.code] ?? 0.97) * (kind.pay ?? 1);
    const step = () => ROUNDING[salaryOption];
    const round = (value: number) => Math.max(step(), Math.round(value / step()) * step());
    let lowestSalary = round(random.int(rule.lowest[0], rule.lowest[1]) * level);
    let highestSalary: number | null = random.chance(0.15)
      ? null
      : round(
          lowestSalary * (1 + rule.spread[0] + random.next() * (rule.spread[1] - rule.spread[0])),
        );
    if (
      hiringType === 'regular' &&
      salaryOption === 'monthly' &&
      (occupation.occupationNameEn === 'construction_management_engineer' ||
        occupation.occupationNameEn === 'chief_electrical_engineer') &&
      random.chance(0.15)
    ) {
      // Senior engineering posts are often advertised by annual income (monthly × 16 with bonus).
      salaryOption = 'annual';
      lowestSalary = round(lowestSalary * 16);
      highestSalary = highestSalary === null ? null : round(highestSalary * 16);
    }
    const ceiling = CEILING[salaryOption] * (hiringType === 'outsourcing' ? 1.2 : 1);
    lowestSalary = Math.min(lowestSalary, Math.round((ceiling * 0.7) / step()) * step());
    if (highestSalary !== null)
      highestSalary = Math.min(Math.max(highestSalary, lowestSalary), ceiling);
    const upper = highestSalary ?? lowestSalary;
    const monthlyEquivalent =
      salaryOption === 'hourly'
        ? upper * 168
        : salaryOption === 'daily'
          ? upper * 21
          : salaryOption === 'annual'
            ? upper / 12
            : upper;

    // Features: the kind's, one of its alternatives, its optional ones, then conditions.
    const features = new Set<number>(kind.features);
    if (kind.oneOf) features.add(weightedOf(kind.oneOf).pick(random));
    for (const [featureId, p] of kind.maybeFeatures ?? [])
      if (random.chance(p)) features.add(featureId);
    for (const [featureId, p] of Object.entries(profile.conditions)) {
      if (p && random.chance(p)) features.add(Number(featureId));
    }
    if (features.has(15) && random.chance(0.8)) features.add(20);
    if (monthlyEquivalent >= 400_000 && random.chance(0.8)) features.add(19);
    if (salaryOption === 'daily' && random.chance(0.4)) features.add(45);
    if (salaryOption === 'hourly' || hiringType === 'part_time') features.delete(66);
    // A contractor has no bonus; a job is long-haul or local, not both (decision 0043).
    if (hiringType === 'outsourcing') features.delete(66);
    if (features.has(200)) features.delete(201);
    if (place.nearestStation === null) features.add(43);
    if (features.size === 0) {
      // Every job carries at least one feature: the occupation's most common condition.
      const [likeliest] = Object.entries(profile.conditions).sort(
        (a, b) => (b[1] ?? 0) - (a[1] ?? 0),
      );
      features.add(Number(likeliest![0]));
    }

    // Shifts.
    const shiftPicker = weightedOf((kind.shifts ?? profile.shifts).map((s) => [s, s[3]] as const));
    const shiftCount = random.chance(0.3) ? 2 : 1;
    const shifts: Array<readonly [string, string, Shift, number]> = [];
    for (let n = 0; n < shiftCount; n++) {
      const shift = shiftPicker.pick(random);
      if (!shifts.includes(shift)) shifts.push(shift);
    }

    // Texts: every fragment is drawn from those that fit the job (texts/rules.ts) and filled
    // with the job's words (texts/compose.ts), decision 0043.
    const label = kind.label;
    const muni = place.municipality.name.replace(/^.+?郡(?=.+[町村]$)/, '');
    const facts: JobFacts = {
      occupation: occupation.occupationNameEn,
      kind: kind.key,
      features,
      hiringType,
      prefectureCode: place.prefecture.code,
    };
    const slots: TextSlots = {
      area: areaWordOf(place.prefecture.code),
      muni,
      label,
      company: company.name,
      office: office.name,
    };
    const say = (template: string) => compose(template, random, slots);
    const fitsOf = <T>(what: string, list: readonly T[], text: (item: T) => string): T[] => {
      const found = fitting(facts, list, text);
      if (found.length === 0) {
        throw new Error(`No ${what} fits a ${kind.key} job (${hiringType})`);
      }
      return found;
    };
    const same = (text: string) => text;
    const one = (what: string, list: readonly string[]) =>
      say(random.pick(fitsOf(what, list, same)));
    /** A bank sentence said of this workplace: 「{company}では、…」 and the like (compose.ts). */
    const framed = (template: string) =>
      say(
        /^\{+(company|office)\}/.test(template)
          ? template
          : `${random.pick(/\{(company|office)\}/.test(template) ? PLAIN_LEADS : LEADS)}${template}`,
      );
    const hooks = this.#hooks(
      features,
      salaryOption,
      lowestSalary,
      fitsOf('title hook', profile.titleHooks, same),
    );
    const hiringLabel = HiringType.labels[hiringType];
    const titleForm = random.int(0, 4);
    const title =
      titleForm === 0
        ? `${label}／${hooks[0]}・${hooks[1]}`
        : titleForm === 1
          ? `【${muni}】${label}（${hooks[0]}）`
          : titleForm === 2
            ? `${hooks[0]}！${label}【${hooks[1]}】`
            : titleForm === 3
              ? `${label}｜${hooks[0]}｜${hooks[1]}`
              : `${hiringLabel}の${label}／${hooks[0]}`;
    const catchphrase = one('catchphrase', [
      ...(kind.catchphrases ?? []),
      ...profile.catchphrases,
      ...COMMON_CATCHPHRASES,
    ]);
    const description = [
      framed(random.pick(fitsOf('duty', kind.duties, same))),
      framed(
        random.pick(
          fitsOf(
            'work note',
            [...(kind.workNotes ?? []), ...profile.workNotes, ...COMMON_WORK_NOTES],
            same,
          ),
        ),
      ),
      one('closing', features.has(11) ? CLOSINGS.beginners : CLOSINGS.experienced),
    ].join('\n');
    // A kind's 「未経験の方も歓迎します」 is said by jobs with 未経験OK only (texts/rules.ts).
    const kindQualification = features.has(11)
      ? kind.qualification
      : kind.qualification.replace(
          /^未経験の方も歓迎(?:します)?(?:（(.+)）)?$/,
          (_, rest?: string) => rest ?? '経験者優遇',
        );
    const qualification = [
      kindQualification,
      features.has(11) && !kindQualification.startsWith('未経験') ? '未経験の方も歓迎します' : null,
      features.has(12) ? '学歴不問' : null,
      random.chance(0.5) ? 'ブランクのある方も歓迎' : null,
      random.chance(0.4) ? '20代から60代まで幅広い年代が活躍中です' : null,
    ]
      .filter(Boolean)
      .join('\n');
    const holiday = one(
      'holiday',
      features.has(15)
        ? HOLIDAYS.weekendsOff
        : features.has(20)
          ? HOLIDAYS.twoDaysAWeek
          : HOLIDAYS.shift,
    );
    const welfare = [
      ...random.sample(fitsOf('welfare', WELFARE_BASE, same), random.int(4, 7)),
      ...[...features].flatMap((f) => (WELFARE_BY_FEATURE[f] ? [WELFARE_BY_FEATURE[f]] : [])),
    ].join('\n');
    const shiftTexts = shifts.map(([a, l]) => formatWorkingTime(a, l));
    const workingTimeText = `${shiftTexts.join('\n')}\n${one('working-time note', WORKING_TIME_NOTES)}`;
    const locationNote = [
      `${place.prefecture.name}${place.municipality.name}の${office.name}での勤務です。`,
      place.nearestStation
        ? say(LOCATION_NOTES.station(place.nearestStation, random.int(3, 20)))
        : one('location note', LOCATION_NOTES.car),
      random.chance(0.5) ? one('location note', LOCATION_NOTES.transfer) : null,
    ]
      .filter(Boolean)
      .join('\n');

    // Dates relative to the seed's clock (decision 0033): published over the last
    // SEED_WINDOW_DAYS days, a few jobs each day (recent days a little more often), edited
    // since. The draws do not depend on the clock, so a later re-seed writes the same jobs
    // with the same ids, only moved in time.
    const now = this.#now;
    const unpublished = id % 200 === 38;
    const notHiring = !unpublished && id % 100 === 63;
    const ageDays = Math.floor(SEED_WINDOW_DAYS * random.next() ** 1.3);
    const publishedAt = new Date(now - ageDays * DAY_MS - random.int(0, 86_399) * 1000);
    const createdAt = new Date(publishedAt.getTime() - random.int(0, 14) * DAY_MS);
    let editedAt = new Date(
      publishedAt.getTime() + Math.floor(random.next() * (now - publishedAt.getTime())),
    );
    const isPublished = !unpublished;
    const keepPublishedAt = isPublished || random.chance(0.5);
    // A closed job closed after it was published, and that was its last edit; an open one
    // runs POSTING_DAYS from publication, so always into the future.
    let closedAt: Date | null = null;
    let validThrough: Date | null = postingEnd(publishedAt);
    if (notHiring) {
      closedAt = editedAt;
      validThrough = closedAt;
    } else if (unpublished) {
      validThrough = keepPublishedAt ? editedAt : null;
    }
    if (closedAt && closedAt > editedAt) editedAt = closedAt;
    const featureIds = [...features].sort((a, b) => a - b);

    rows.jobs.push({
      id,
      companyId: company.id,
      officeId: office.id,
      occupationId: occupation.id,
      prefectureCode: place.prefecture.code,
      municipalityCode: place.municipality.code,
      title,
      addressLine: place.addressLine,
      buildingName: office.buildingName,
      zipCode: place.postalCode,
      // The office's position: inside the job's municipality (src/seed/places.ts).
      latitude: place.latitude,
      longitude: place.longitude,
      lowestSalary,
      highestSalary,
      salaryOption,
      hiringType,
      contractCategory: random.pick(CONTRACT_CATEGORIES[hiringType]),
      isPublished,
      isHellowork: random.chance(0.25),
      isHiring: !notHiring,
      isMemberOnly: random.chance(0.1),
      interviewVideoUrl: random.chance(0.03)
        ? `/videos/placeholder/interview-${random.int(1, 4)}.mp4`
        : null,
      searchText: jobSearchText({
        title,
        catchphrase,
        jobDescription: description,
        companyName: company.name,
        occupationName: occupation.name,
        prefectureName: place.prefecture.name,
        municipalityName: place.municipality.name,
        addressLine: place.addressLine,
      }),
      // What the triggers on job_features would write (migration 0018), so they write nothing.
      featureIds,
      // What the triggers on working_times would write (migration 0019): each shift once.
      shifts: Shift.values.filter((value) => shifts.some((s) => s[2] === value)),
      publishedAt: keepPublishedAt ? publishedAt : null,
      validThrough,
      closedAt,
      createdAt,
      editedAt,
    });
    rows.jobDetails.push({
      jobId: id,
      catchphrase,
      holidayOption: holiday,
      jobDescriptionOption: description,
      message: one('message', MESSAGES),
      qualificationOption: qualification,
      selectionProcess: random.pick(SELECTION_PROCESSES),
      applicationProcedure: random.pick(APPLICATION_PROCEDURES),
      suitablePerson: random
        .sample(fitsOf('suitable', profile.suitable, same), random.int(2, 3))
        .map((s) => `・${s}`)
        .join('\n'),
      notSuitablePerson: random
        .sample(fitsOf('not suitable', profile.notSuitable, same), 2)
        .map((s) => `・${s}`)
        .join('\n'),
      welfareOption: welfare,
      workingTimeOption: workingTimeText,
      flowOfTheDay: random
        .pick(fitsOf('day flow', kind.dayFlows ?? profile.dayFlows, (f) => f.join('\n')))
        .join('\n'),
      flowOfAfterJoining: framed(
        random.pick(fitsOf('after joining', kind.afterJoining ?? profile.afterJoining, same)),
      ),
      locationNote,
      appealMessage: one('appeal message', APPEAL_MESSAGES),
    });
    shifts.forEach(([attendanceTime, leaveTime, shift], position) => {
      this.#nextIds.workingTime += 1;
      rows.workingTimes.push({
        id: this.#nextIds.workingTime,
        jobId: id,
        position,
        attendanceTime,
        leaveTime,
        shift,
      });
    });
    for (const featureId of featureIds) {
      if (!findFeatureById(featureId)) throw new Error(`Unknown feature ${featureId}`);
      rows.jobFeatures.push({ jobId: id, featureId });
    }
    const appeals = fitsOf(
      'appeal',
      [...(kind.appeals ?? []), ...profile.appeals, ...COMMON_APPEALS],
      (a) => a.join('\n'),
    );
    random.sample(appeals, 3).forEach(([appealTitle, template], position) => {
      const body = framed(template);
      this.#nextIds.appealPoint += 1;
      const withImage = random.chance(0.3);
      rows.jobAppealPoints.push({
        id: this.#nextIds.appealPoint,
        jobId: id,
        position,
        title: appealTitle,
        body,
        imageUrl: withImage ? `/images/placeholder/appeal-${random.int(1, 6)}.svg` : null,
        imageAlt: withImage ? appealTitle : null,
      });
    });
    const summaries: Array<readonly [string, string]> = [
      ['職種', label],
      ['雇用形態', hiringLabel],
      [
        '給与',
        `${SalaryOption.labels[salaryOption]} ${formatYenRange(lowestSalary, highestSalary)}`,
      ],
      ['勤務地', `${place.prefecture.name}${place.municipality.name}`],
      ['勤務時間', shiftTexts.join(' / ')],
      ['休日', holiday.split('\n')[0]!],
    ];
    summaries.forEach(([summaryTitle, body], position) => {
      this.#nextIds.summary += 1;
      rows.jobSummaries.push({
        id: this.#nextIds.summary,
        jobId: id,
        position,
        title: summaryTitle,
        body,
      });
    });
    // The job's own vehicle or trade (decision 0043).
    const picture = pictureOf(pictureSubjectOf(occupation.occupationNameEn, features));
    random
      .sample(
        fitsOf('article section', ARTICLE_SECTIONS, (a) => a.join('\n')),
        random.int(1, 2),
      )
      .forEach(([sectionTitle, template], position) => {
        this.#nextIds.articleSection += 1;
        const withImage = random.chance(0.4);
        rows.jobArticleSections.push({
          id: this.#nextIds.articleSection,
          jobId: id,
          position,
          title: sectionTitle,
          bodyHtml: `<p>${say(template)}</p>`,
          imageUrl: withImage ? picture.url : null,
          imageAlt: withImage ? `${company.name}の${picture.words}` : null,
        });
      });
    if (isPublished) {
      this.published.push({
        id,
        occupationId: occupation.id,
        regionId: place.prefecture.regionId,
        prefectureCode: place.prefecture.code,
        facts,
      });
    }
  }

  /** Two distinct title hooks: from the job's features and pay first, then the profile's. */
  #hooks(
    features: ReadonlySet<number>,
    salaryOption: SalaryOption,
    lowestSalary: number,
    titleHooks: readonly string[],
  ): [string, string] {
    const random = this.#random;
    // Distinctive hooks first; commuting and training support only when nothing else stands out.
    const primary: string[] = [];
    const secondary: string[] = [];
    const add = (list: string[], featureId: number, hook: string) => {
      if (features.has(featureId)) list.push(hook);
    };
    add(primary, 11, random.chance(0.5) ? '未経験歓迎' : '未経験OK');
    add(primary, 15, '土日休み');
    add(primary, 37, '寮・社宅あり');
    add(primary, 45, '日払いOK');
    add(primary, 66, '賞与あり');
    add(primary, 70, '手積み手降ろしなし');
    add(primary, 201, '地場配送');
    add(primary, 200, '長距離');
    add(primary, 166, '女性活躍中');
    add(secondary, 31, '資格取得支援');
    add(secondary, 43, 'マイカー通勤OK');
    if (salaryOption === 'monthly' && lowestSalary >= 300_000) {
      primary.push(`月給${Math.floor(lowestSalary / 10_000)}万円以上`);
    }
    if (salaryOption === 'daily' && lowestSalary >= 15_000) {
      primary.push(`日給${lowestSalary.toLocaleString('ja-JP')}円以上`);
    }
    const fromFeatures = [...random.sample(primary, 2), ...random.sample(secondary, 1)];
    const pool = fromFeatures.slice(0, 2);
    for (const hook of random.sample(titleHooks, 2)) {
      if (pool.length < 2 && !pool.includes(hook)) pool.push(hook);
    }
    return [pool[0]!, pool[1] ?? pool[0]!];
  }
}
