import { paths } from '../../lib/paths';

/**
 * Profile completeness on my page: which parts of the profile a company sees are filled in.
 * Companies choose whom to scout from these, so each missing part links to its editor.
 */

/** The parts of `endUserViewer` the calculation reads. */
export type CompletenessSource = {
  name?: string | null;
  birthYear?: number | null;
  gender?: string | null;
  zipCode?: string | null;
  employmentStatus?: string | null;
  occupations: ReadonlyArray<unknown>;
  qualifications: ReadonlyArray<unknown>;
  jobHistories: ReadonlyArray<unknown>;
  educationalBackground?: unknown | null;
  personality?: { selfPr?: string | null } | null;
  requirements?: {
    desiredJobChangeTiming?: string | null;
    desiredWorkingHours?: string | null;
    salaryRange?: { lowest?: number | null; highest?: number | null } | null;
  } | null;
  resumes: ReadonlyArray<unknown>;
};

export type CompletenessItem = { key: string; label: string; done: boolean; href: string };
export type Completeness = {
  percent: number;
  items: CompletenessItem[];
  missing: CompletenessItem[];
};

const filled = (text: string | null | undefined) => typeof text === 'string' && text.trim() !== '';

function hasRequirements(requirements: CompletenessSource['requirements']): boolean {
  if (!requirements) return false;
  const salary = requirements.salaryRange;
  return Boolean(
    requirements.desiredJobChangeTiming ||
      requirements.desiredWorkingHours ||
      salary?.lowest != null ||
      salary?.highest != null,
  );
}

export function profileCompleteness(user: CompletenessSource): Completeness {
  const profile = paths.profile();
  const career = paths.careerSheet();
  const items: CompletenessItem[] = [
    { key: 'name', label: 'お名前', done: filled(user.name), href: profile },
    { key: 'birthYear', label: '生まれ年', done: user.birthYear != null, href: profile },
    { key: 'gender', label: '性別', done: user.gender != null, href: profile },
    { key: 'zipCode', label: '郵便番号', done: filled(user.zipCode), href: profile },
    {
      key: 'employmentStatus',
      label: '就業状況',
      done: user.employmentStatus != null,
      href: profile,
    },
    { key: 'occupations', label: '希望職種', done: user.occupations.length > 0, href: profile },
    {
      key: 'qualifications',
      label: '保有資格',
      done: user.qualifications.length > 0,
      href: career,
    },
    { key: 'jobHistories', label: '職歴', done: user.jobHistories.length > 0, href: career },
    { key: 'education', label: '学歴', done: user.educationalBackground != null, href: career },
    { key: 'selfPr', label: '自己PR', done: filled(user.personality?.selfPr), href: career },
    {
      key: 'requirements',
      label: '希望条件',
      done: hasRequirements(user.requirements),
      href: career,
    },
    { key: 'resume', label: '履歴書', done: user.resumes.length > 0, href: paths.resume() },
  ];
  const done = items.filter((item) => item.done).length;
  return {
    percent: Math.round((done / items.length) * 100),
    items,
    missing: items.filter((item) => !item.done),
  };
}
