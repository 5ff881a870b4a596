import { graphql } from '../../graphql/generated/browser';

/**
 * The operations of saved searches (search alerts), sent from the browser: codegen
 * puts them in the browser output (generated/browser/), loaded only when a member uses them.
 */

export const savedSearchFields = graphql(`
  fragment SavedSearchFields on SavedSearch {
    id
    name
    occupation {
      id
      name
      occupationNameEn
    }
    prefecture {
      id
      name
      prefectureEnName
    }
    municipality {
      id
      name
    }
    feature {
      id
      name
    }
    moreFeatures {
      id
      name
    }
    moreMunicipalities {
      id
      name
    }
    hiringTypes
    minimumMonthlySalary
    minimumAnnualSalary
    shift
    keyword
    sortType
    newMatchCount
    createdAt
  }
`);

export const savedSearchesDocument = graphql(`
  query SavedSearches($newJobs: Int!) {
    savedSearches {
      ...SavedSearchFields
      newJobs(limit: $newJobs) {
        id
        title
        lowestSalary
        highestSalary
        salaryOption
        isMemberOnly
        company {
          name
        }
        prefecture {
          name
        }
        municipality {
          name
        }
        occupation {
          occupationNameEn
        }
      }
    }
  }
`);

export const savedSearchSummaryDocument = graphql(`
  query SavedSearchSummary {
    savedSearches {
      id
      name
      newMatchCount
    }
  }
`);

export const saveSearchDocument = graphql(`
  mutation SaveSearch($input: SaveSearchInput!) {
    saveSearch(input: $input) {
      savedSearch {
        id
        name
      }
      alreadySaved
      savedSearchCount
    }
  }
`);

export const renameSavedSearchDocument = graphql(`
  mutation RenameSavedSearch($input: RenameSavedSearchInput!) {
    renameSavedSearch(input: $input) {
      savedSearch {
        id
        name
      }
    }
  }
`);

export const deleteSavedSearchDocument = graphql(`
  mutation DeleteSavedSearch($input: DeleteSavedSearchInput!) {
    deleteSavedSearch(input: $input) {
      id
      newMatchCount
    }
  }
`);

export const readSavedSearchMatchesDocument = graphql(`
  mutation ReadSavedSearchMatches($input: ReadSavedSearchMatchesInput!) {
    readSavedSearchMatches(input: $input) {
      savedSearch {
        id
        newMatchCount
      }
      newMatchCount
    }
  }
`);
