import { describe, expect, it } from 'vitest';
import { linkedRelatedJobs } from './related-jobs';

const jobs = [{ id: '1' }, { id: '2' }];
const company = { id: '9', name: '株式会社テスト運輸' };

describe('linkedRelatedJobs', () => {
  it('links no public job page while the scout hides its company from the viewer', () => {
    expect(
      linkedRelatedJobs({ hiddenCompanyName: true, company: null, relatedJobs: jobs }),
    ).toEqual([]);
  });

  it('lists them once the company shows (answered) or when it was never hidden', () => {
    expect(linkedRelatedJobs({ hiddenCompanyName: true, company, relatedJobs: jobs })).toEqual(
      jobs,
    );
    expect(linkedRelatedJobs({ hiddenCompanyName: false, company, relatedJobs: jobs })).toEqual(
      jobs,
    );
  });
});
