import { PAGE_SIZES } from '@jobsite/domain/constants';
import { graphql } from '@/graphql/generated';
import { cachedQuery, cachedQueryOrNull, contentCache } from '@/lib/graphql/server';

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
  return cachedQuery(newsListQuery, { page, per: PAGE_SIZES.newsList }, contentCache('news'));
}

export async function loadNewsItem(slug: string) {
  const data = await cachedQueryOrNull(newsItemQuery, { slug }, contentCache('news'));
  return data?.newsItem ?? null;
}
