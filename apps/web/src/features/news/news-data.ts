import { PAGE_SIZES } from '@jobsite/domain/constants';
import { CacheTag } from '@jobsite/domain/web-cache';
import { graphql } from '@/graphql/generated';
import { cachedQuery, cachedQueryOrNull, REVALIDATE } from '@/lib/graphql/server';

const newsListQuery = graphql(`
  query NewsList($page: Int!, $per: Int!) {
    newsItems(page: $page, per: $per) {
      nodes {
        id
        slug
        path
        title
        publishedDate
      }
      totalCount
      totalPages
    }
  }
`);

const newsItemQuery = graphql(`
  query NewsItem($slug: String!) {
    newsItem(slug: $slug) {
      id
      slug
      path
      title
      publishedDate
      body
    }
  }
`);

export function loadNewsList(page: number) {
  return cachedQuery(
    newsListQuery,
    { page, per: PAGE_SIZES.newsList },
    { revalidate: REVALIDATE.content, tags: [CacheTag.content, CacheTag.news] },
  );
}

export async function loadNewsItem(slug: string) {
  const data = await cachedQueryOrNull(
    newsItemQuery,
    { slug },
    { revalidate: REVALIDATE.content, tags: [CacheTag.content, CacheTag.news] },
  );
  return data?.newsItem ?? null;
}
