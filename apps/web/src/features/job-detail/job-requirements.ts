import { HiringType, SalaryOption, Shift } from '@jobsite/domain/enums';
import { formatPostalCode, formatWorkingTime, formatYenRange } from '@jobsite/domain/formatters';
import type { JobDetail } from './job-data';

/** The rows of a job's 募集要項, in the order seekers read them. */
export type RequirementKey =
  | 'description'
  | 'salary'
  | 'place'
  | 'hours'
  | 'holidays'
  | 'qualifications'
  | 'welfare'
  | 'other';

export type Requirement = {
  key: RequirementKey;
  label: string;
  /** Paragraphs; each may hold line breaks. */
  lines: string[];
};

export type JobRequirements = {
  rows: Requirement[];
  /** The address as one line (都道府県 + 市区町村 + 番地 + 建物), for the map link. */
  address: string;
  /** Opens the address in the phone's map app (a plain link: no map script on the page). */
  mapUrl: string | null;
};

export type RequirementsJob = Pick<
  JobDetail,
  | 'occupation'
  | 'hiringType'
  | 'contractCategory'
  | 'salaryOption'
  | 'lowestSalary'
  | 'highestSalary'
  | 'prefecture'
  | 'municipality'
  | 'addressLine'
  | 'buildingName'
  | 'zipCode'
  | 'workingTimes'
  | 'summaries'
> & {
  jobDetail: Pick<
    JobDetail['jobDetail'],
    | 'jobDescriptionOption'
    | 'locationNote'
    | 'workingTimeOption'
    | 'holidayOption'
    | 'qualificationOption'
    | 'welfareOption'
  >;
  offices: ReadonlyArray<Pick<JobDetail['offices'][number], 'name' | 'nearestStation'>>;
};

export function salaryText(
  job: Pick<JobDetail, 'salaryOption' | 'lowestSalary' | 'highestSalary'>,
): string {
  return `${SalaryOption.labels[job.salaryOption]} ${formatYenRange(job.lowestSalary, job.highestSalary)}`;
}

/**
 * The employment wording: the contract category when it already names the hiring type
 * (「正社員（試用期間なし）」), otherwise the type with the category in brackets.
 */
export function employmentText(job: Pick<JobDetail, 'hiringType' | 'contractCategory'>): string {
  const label = HiringType.labels[job.hiringType];
  const category = job.contractCategory?.trim();
  if (!category) return label;
  const head = category.split(/[（(]/)[0]!.trim();
  if (head && (label.includes(head) || head.includes(label))) return category;
  return `${label}（${category}）`;
}

/** 都道府県 + 市区町村 + 番地 + 建物, without the postal code. */
export function fullAddress(
  job: Pick<JobDetail, 'prefecture' | 'municipality' | 'addressLine' | 'buildingName'>,
): string {
  const place = `${job.prefecture.name}${job.municipality?.name ?? ''}`;
  return [`${place}${job.addressLine ?? ''}`, job.buildingName].filter(Boolean).join(' ');
}

/** A maps search link, which phones open in their map app. */
export function mapSearchUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

function shiftLines(job: RequirementsJob): string[] {
  return job.workingTimes.map(
    (time) =>
      `${time.shift && time.shift !== 'none' ? `${Shift.labels[time.shift]}：` : ''}${formatWorkingTime(time.attendanceTime, time.leaveTime)}`,
  );
}

const present = (lines: ReadonlyArray<string | null | undefined>): string[] =>
  lines.map((line) => line?.trim() ?? '').filter((line) => line.length > 0);

/** Comparable form of a text: no spaces, no brackets, no separators. */
const normalise = (text: string) => text.replace(/[\s（）()・、,/／:：]/g, '');

/** A text's single facts: its lines, and the parts of a 「A / B」 list. */
const splitFacts = (text: string) =>
  text
    .split(/\n|\s[/／]\s/)
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * A row's paragraphs without lines another line of the row already says (the working-hours
 * note repeats the shifts; the location note names the office): a line contained in a longer
 * one, or equal to an earlier one, goes.
 */
function withoutRepeats(paragraphs: readonly string[]): string[] {
  const lines = paragraphs.map((p) => p.split('\n').map((line) => line.trim()));
  const flat = lines.flatMap((ls, p) => ls.map((text, l) => ({ p, l, key: normalise(text) })));
  const repeated = (p: number, l: number, key: string) =>
    !key ||
    flat.some(
      (other) =>
        (other.p !== p || other.l !== l) &&
        other.key.includes(key) &&
        (other.key.length > key.length || other.p < p || (other.p === p && other.l < l)),
    );
  return lines
    .map((ls, p) => ls.filter((text, l) => !repeated(p, l, normalise(text))).join('\n'))
    .filter((paragraph) => paragraph.length > 0);
}

/** Summary titles that name one of the rows: what they add goes into that row. */
const SUMMARY_KEYS: Readonly<Record<string, RequirementKey>> = {
  職種: 'description',
  雇用形態: 'description',
  仕事内容: 'description',
  給与: 'salary',
  勤務地: 'place',
  アクセス: 'place',
  勤務時間: 'hours',
  休日: 'holidays',
  '休日・休暇': 'holidays',
  応募資格: 'qualifications',
  待遇: 'welfare',
  福利厚生: 'welfare',
};

/**
 * One 募集要項: each fact once, in the order 仕事内容, 給与, 勤務地・アクセス, 勤務時間, 休日,
 * 応募資格, 待遇. The catalogue's summaries repeat facts the job already has as fields (職種,
 * 給与, 勤務地…); a summary is kept only when it says something no row says.
 */
export function buildJobRequirements(job: RequirementsJob): JobRequirements {
  const d = job.jobDetail;
  const address = fullAddress(job);
  const zip = formatPostalCode(job.zipCode);
  const office = job.offices[0];
  const station = office?.nearestStation?.trim();

  const candidates: Requirement[] = [
    {
      key: 'description',
      label: '仕事内容',
      lines: present([
        `職種：${job.occupation.name}`,
        `雇用形態：${employmentText(job)}`,
        d.jobDescriptionOption,
      ]),
    },
    { key: 'salary', label: '給与', lines: [salaryText(job)] },
    {
      key: 'place',
      label: '勤務地・アクセス',
      lines: present([
        office?.name,
        zip ? `〒${zip} ${address}` : address,
        // The note often names the station already (「○○駅から徒歩5分」).
        station && !d.locationNote?.includes(station) ? `最寄り駅：${station}` : null,
        d.locationNote,
      ]),
    },
    {
      key: 'hours',
      label: '勤務時間',
      lines: present([shiftLines(job).join('\n'), d.workingTimeOption]),
    },
    { key: 'holidays', label: '休日・休暇', lines: present([d.holidayOption]) },
    { key: 'qualifications', label: '応募資格', lines: present([d.qualificationOption]) },
    { key: 'welfare', label: '待遇・福利厚生', lines: present([d.welfareOption]) },
  ];
  const rows = candidates
    .map((row) => ({ ...row, lines: withoutRepeats(row.lines) }))
    .filter((row) => row.lines.length > 0);

  const said = () => normalise(rows.flatMap((row) => row.lines).join('\n'));
  for (const summary of job.summaries) {
    const body = summary.body.trim();
    const known = said();
    // Every line of the summary already said somewhere: nothing new.
    if (!body || splitFacts(body).every((line) => known.includes(normalise(line)))) continue;
    const key = SUMMARY_KEYS[summary.title.trim()];
    const row = key && rows.find((r) => r.key === key);
    if (row) row.lines.push(body);
    else rows.push({ key: key ?? 'other', label: summary.title, lines: [body] });
  }

  return { rows, address, mapUrl: address ? mapSearchUrl(address) : null };
}

export type KeyFactsJob = Pick<
  RequirementsJob,
  | 'salaryOption'
  | 'lowestSalary'
  | 'highestSalary'
  | 'prefecture'
  | 'municipality'
  | 'hiringType'
  | 'workingTimes'
> & { jobDetail: Pick<RequirementsJob['jobDetail'], 'holidayOption'> };

/** The first screen's summary of a job: pay, place, employment, hours, holidays. */
export function keyFacts(job: KeyFactsJob): Array<{ label: string; value: string }> {
  const facts = [
    { label: '給与', value: salaryText(job) },
    { label: '勤務地', value: `${job.prefecture.name}${job.municipality?.name ?? ''}` },
    { label: '雇用形態', value: HiringType.labels[job.hiringType] },
    {
      label: '勤務時間',
      value: job.workingTimes
        .map((time) => formatWorkingTime(time.attendanceTime, time.leaveTime))
        .join(' / '),
    },
    { label: '休日', value: job.jobDetail.holidayOption?.split('\n')[0]?.trim() ?? '' },
  ];
  return facts.filter((fact) => fact.value.length > 0);
}
