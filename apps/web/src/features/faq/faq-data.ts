import { graphql } from '@/graphql/generated';
import { cachedQuery, contentCache } from '@/lib/graphql/server';

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
  const data = await cachedQuery(faqQuery, {}, contentCache('faq'));
  return data.faqItems;
}
