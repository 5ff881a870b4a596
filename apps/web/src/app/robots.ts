import type { MetadataRoute } from 'next';
import { keepsCrawlersOut } from '@/lib/seo/robots';
import { absoluteUrl } from '@/lib/site';

/** Read per request so one build can serve a crawlable site and an uncrawlable staging copy. */
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  if (keepsCrawlersOut()) {
    return { rules: { userAgent: '*', disallow: '/' } };
  }
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: [
        '/member/',
        '/entry',
        '/keep',
        '/history/',
        '/recommend',
        '/search/go',
        '/magazine/search',
        '/graphql',
        '/auth/',
        '/*/_q~',
      ],
    },
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
