import { graphql } from '../generated';

/** Occupations with their published job counts, for the home page's occupation lists. */
export const homeOccupationsQuery = graphql(`
  query HomeOccupations {
    occupations {
      id
      name
      occupationNameEn
      publishedJobCount
    }
  }
`);
