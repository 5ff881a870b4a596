import { describe, expect, it } from 'vitest';
import { isPublicJobId, relatedJobsLinkable } from './related-jobs';

const company = { id: '9', name: '株式会社テスト運輸' };

describe('relatedJobsLinkable', () => {
  it('links no public job page while the scout hides its company from the viewer', () => {
    expect(relatedJobsLinkable({ hiddenCompanyName: true, company: null })).toBe(false);
  });

  it('links them once the company shows (answered) or when it was never hidden', () => {
    expect(relatedJobsLinkable({ hiddenCompanyName: true, company })).toBe(true);
    expect(relatedJobsLinkable({ hiddenCompanyName: false, company })).toBe(true);
  });
});

describe('isPublicJobId', () => {
  it('accepts a job id and refuses the scout-scoped ids of masked jobs', () => {
    expect(isPublicJobId('13540')).toBe(true);
    expect(isPublicJobId('scout-4-1')).toBe(false);
    expect(isPublicJobId('')).toBe(false);
  });
});
