import { PAGE_SIZES } from '@jobsite/domain/constants';
import { graphql } from '@/graphql/generated';
import { cachedQuery, cachedQueryOrNull, contentCache } from '@/lib/graphql/server';

/**
 * What a magazine card shows (the list and the home page); spread by name.
 * @public
 */
export const MagazineCardFields = graphql(`
  fragment MagazineCardFields on MagazineArticle {
    id
    title
    description
    thumbnail {
      url
    }
    categories {
      id
      name
    }
    updatedAt
  }
`);

const magazineListQuery = graphql(`
  query MagazineList($categoryId: ID, $keyword: String, $page: Int!, $per: Int!) {
    magazineArticles(categoryId: $categoryId, keyword: $keyword, page: $page, per: $per) {
      nodes {
        ...MagazineCardFields
      }
      totalCount
      totalPages
      per
    }
    magazineCategories {
      id
      name
    }
  }
`);

const magazineArticleQuery = graphql(`
  query MagazineArticle($id: ID!) {
    magazineArticle(id: $id) {
      id
      title
      description
      thumbnail {
        url
        alt
      }
      categories {
        id
        name
      }
      occupation {
        name
        occupationNameEn
      }
      publishedAt
      updatedAt
      content
    }
  }
`);

export function loadMagazineList(options: { categoryId?: string; keyword?: string; page: number }) {
  return cachedQuery(
    magazineListQuery,
    {
      categoryId: options.categoryId ?? null,
      keyword: options.keyword ?? null,
      page: options.page,
      per: PAGE_SIZES.magazineArticles,
    },
    contentCache('magazine'),
  );
}

export async function loadMagazineArticle(id: string) {
  const data = await cachedQueryOrNull(magazineArticleQuery, { id }, contentCache('magazine'));
  return data?.magazineArticle ?? null;
}
