import { PAGE_SIZES } from '@jobsite/domain/constants';
import { CacheTag } from '@jobsite/domain/web-cache';
import { graphql } from '@/graphql/generated';
import { cachedQuery, REVALIDATE } from '@/lib/graphql/server';

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
    { revalidate: REVALIDATE.content, tags: [CacheTag.content, CacheTag.comments] },
  );
}
