import { describe, expect, it } from 'vitest';
import { type CompletenessSource, profileCompleteness } from './completeness';

const empty: CompletenessSource = {
  occupations: [],
  qualifications: [],
  jobHistories: [],
  resumes: [],
};

const full: CompletenessSource = {
  name: '山田 太郎',
  birthYear: 1990,
  gender: 'male',
  zipCode: '1000001',
  employmentStatus: 'employed',
  occupations: [{ id: '1' }],
  qualifications: [{ id: '1' }],
  jobHistories: [{ id: '1' }],
  educationalBackground: { education: 'high_school' },
  personality: { selfPr: '安全運転が自慢です' },
  requirements: { desiredJobChangeTiming: 'immediately', salaryRange: {} },
  resumes: [{ id: '1' }],
};

describe('profileCompleteness', () => {
  it('is 0% for a member who gave nothing, every part listed as missing', () => {
    const result = profileCompleteness(empty);
    expect(result.percent).toBe(0);
    expect(result.missing).toHaveLength(result.items.length);
  });

  it('is 100% when every part is filled in', () => {
    const result = profileCompleteness(full);
    expect(result.percent).toBe(100);
    expect(result.missing).toEqual([]);
  });

  it('counts each part once and rounds the share', () => {
    // Sign-up gives name, birth year, postal code and a desired occupation: 4 of 12.
    const result = profileCompleteness({
      ...empty,
      name: '山田',
      birthYear: 1990,
      zipCode: '1000001',
      occupations: [{ id: '3' }],
    });
    expect(result.percent).toBe(33);
    expect(result.missing.map((item) => item.key)).toContain('jobHistories');
    expect(result.missing.map((item) => item.key)).not.toContain('name');
  });

  it('does not count blank text or requirements without any wish', () => {
    const result = profileCompleteness({
      ...full,
      name: '  ',
      personality: { selfPr: '' },
      requirements: { salaryRange: { lowest: null, highest: null } },
    });
    expect(result.missing.map((item) => item.key)).toEqual(['name', 'selfPr', 'requirements']);
  });

  it('links each missing part to the editor that fills it', () => {
    const links = Object.fromEntries(
      profileCompleteness(empty).missing.map((item) => [item.key, item.href]),
    );
    expect(links.name).toBe('/member/profile/');
    expect(links.jobHistories).toBe('/member/career-sheet/');
    expect(links.resume).toBe('/member/resume/');
  });
});
