import { describe, expect, it } from 'vitest';
import type { JobCardFieldsFragment } from '@/graphql/generated/graphql';
import { pickSimilarJobs, SIMILAR_JOB_LIMIT } from './similar-jobs';

function nearJob(id: string, isHiring = true): JobCardFieldsFragment {
  return {
    id,
    title: `求人${id}`,
    lowestSalary: 250000,
    highestSalary: 300000,
    salaryOption: 'monthly',
    hiringType: 'regular',
    isHiring,
    isMemberOnly: false,
    addressLine: null,
    publishedAt: null,
    company: { id: '1', name: '運送株式会社' },
    prefecture: { name: '大阪府' },
    municipality: { name: '大阪市北区' },
    occupation: { occupationNameEn: 'driver' },
    features: [],
    jobDetail: { catchphrase: null, jobDescriptionOption: null, holidayOption: null },
    companyImages: [],
    workingTimes: [],
  };
}

describe('pickSimilarJobs', () => {
  it('keeps the near order, leaves out the jobs applied to and closed ones, links each job', () => {
    const near = [nearJob('11'), nearJob('12'), nearJob('13', false), nearJob('14')];
    const picked = pickSimilarJobs(near, ['12', '99']);
    expect(picked.map((job) => job.id)).toEqual(['11', '14']);
    expect(picked[0]?.href).toBe('/driver/job/11');
  });

  it(`offers at most ${SIMILAR_JOB_LIMIT}`, () => {
    const near = Array.from({ length: 6 }, (_, i) => nearJob(String(i + 1)));
    expect(pickSimilarJobs(near, [])).toHaveLength(SIMILAR_JOB_LIMIT);
    expect(pickSimilarJobs([], ['1'])).toEqual([]);
  });
});
