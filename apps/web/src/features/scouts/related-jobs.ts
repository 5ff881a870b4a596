/**
 * Whether the scout page may link its related jobs to their public pages. Not while the scout
 * hides its company from this viewer: a public job page names the company. The api then hands
 * the jobs out with ids of the scout's own (`scout-…`), which no job page has; the page lists
 * them as text.
 */
export function relatedJobsLinkable(scout: {
  hiddenCompanyName: boolean;
  company: unknown;
}): boolean {
  return !(scout.hiddenCompanyName && scout.company === null);
}

/** A related job's id that names a real job page (not one of a scout that hides its company). */
export const isPublicJobId = (id: string) => /^\d+$/.test(id);
