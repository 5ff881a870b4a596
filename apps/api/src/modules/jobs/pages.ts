import type { Page } from '../../graphql/pagination';
import type { JobFacetsModel } from './facets';
import type { JobRow } from './repository';
import type { KeywordCondition } from './search';

/**
 * The parent of `JobPage`: a page of job rows, and how to count the list's member-only jobs
 * (JobPage.memberOnlyCount), run only when a client asks for that field. Lists that do not
 * tell (a member's saved jobs) leave it out: the field is then null.
 */
export interface JobPageModel extends Page<JobRow> {
  memberOnlyCount?: () => Promise<number | null>;
  /** The counts beside a search's choices (JobPage.facets); absent on other lists. */
  facets?: JobFacetsModel;
  /** The conditions read from the keyword (JobPage.keywordConditions); absent on other lists. */
  keywordConditions?: readonly KeywordCondition[];
}
