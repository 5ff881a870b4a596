import { PAGE_SIZES } from '@jobsite/domain/constants';
import { graphql } from '@/graphql/generated';
import { cachedQuery, contentCache } from '@/lib/graphql/server';

const commentsQuery = graphql(`
  query JobSeekerComments($page: Int!, $per: Int!) {
    jobSeekerComments(page: $page, per: $per) {
      nodes {
        id
        displayName
        age
        gender
        comment
        createdAt
        occupation {
          name
          occupationNameEn
        }
        prefecture {
          name
        }
        job {
          id
          title
          occupation {
            occupationNameEn
          }
        }
      }
      totalCount
      totalPages
    }
  }
`);

export function loadComments(page: number) {
  return cachedQuery(
    commentsQuery,
    { page, per: PAGE_SIZES.jobSeekerComments },
    contentCache('comments'),
  );
}
