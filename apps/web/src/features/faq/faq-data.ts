import { CacheTag } from '@jobsite/domain/web-cache';
import { graphql } from '@/graphql/generated';
import { cachedQuery, REVALIDATE } from '@/lib/graphql/server';

const faqQuery = graphql(`
  query FaqItems {
    faqItems {
      id
      name
      acceptedAnswer {
        text
      }
    }
  }
`);

export async function loadFaqItems() {
  const data = await cachedQuery(
    faqQuery,
    {},
    { revalidate: REVALIDATE.content, tags: [CacheTag.content, CacheTag.faq] },
  );
  return data.faqItems;
}
