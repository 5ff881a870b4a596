import { PAGE_SIZES } from '@jobsite/domain/constants';
import { CacheTag } from '@jobsite/domain/web-cache';
import { graphql } from '@/graphql/generated';
import { cachedQuery, contentCache, REVALIDATE } from '@/lib/graphql/server';

const homeCountsQuery = graphql(`
  query HomeCounts {
    occupations {
      id
      occupationNameEn
      publishedJobCount
    }
    features(occupation: "driver") {
      id
      publishedJobCount
    }
  }
`);

const homeContentQuery = graphql(`
  query HomeContent($magazinePer: Int!, $newsPer: Int!) {
    magazineArticles(page: 1, per: $magazinePer) {
      nodes {
        ...MagazineCardFields
      }
    }
    newsItems(page: 1, per: $newsPer) {
      nodes {
        id
        path
        title
        publishedDate
      }
    }
    faqItems {
      id
      name
      acceptedAnswer {
        text
      }
    }
  }
`);

/** Published job counts per occupation slug and per driver feature id. */
export async function loadHomeCounts() {
  const data = await cachedQuery(
    homeCountsQuery,
    {},
    { revalidate: REVALIDATE.jobs, tags: [CacheTag.jobs] },
  );
  return {
    byOccupation: new Map(data.occupations.map((o) => [o.occupationNameEn, o.publishedJobCount])),
    byFeature: new Map(data.features.map((f) => [Number(f.id), f.publishedJobCount])),
  };
}

export async function loadHomeContent() {
  return cachedQuery(
    homeContentQuery,
    { magazinePer: PAGE_SIZES.homeMagazineArticles, newsPer: PAGE_SIZES.homeNews },
    contentCache(),
  );
}
