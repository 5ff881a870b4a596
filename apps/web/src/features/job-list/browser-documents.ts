import { graphql } from '../../graphql/generated/browser';

/**
 * The sheet's live count (live-count.ts), sent from the browser. A generated document, so
 * the BFF knows it by id (docs/decisions/0035-one-bff-pipeline-and-trusted-documents.md);
 * live-count.ts imports the generated constant itself, not this module's `graphql()` map.
 */
export const searchJobTotalCountDocument = graphql(`
  query SearchJobTotalCount($query: JobSearchInput, $occupation: String) {
    searchJobTotalCount(query: $query, occupation: $occupation)
  }
`);
