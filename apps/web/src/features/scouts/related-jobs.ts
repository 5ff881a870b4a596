/**
 * The related jobs a scout page lists, each linking to its public job page. None while the
 * scout hides its company from this viewer: a public job page names the company (the api
 * leaves them out too; this keeps the page from linking to one whatever it is given).
 */
export function linkedRelatedJobs<Job>(scout: {
  hiddenCompanyName: boolean;
  company: unknown;
  relatedJobs: readonly Job[];
}): readonly Job[] {
  return scout.hiddenCompanyName && scout.company === null ? [] : scout.relatedJobs;
}
