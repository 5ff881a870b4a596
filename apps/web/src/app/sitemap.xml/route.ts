import { OCCUPATIONS } from '@jobsite/domain/masters';
import { countJobs } from '@/features/seo/sitemap-data';
import { JOBS_PER_SITEMAP, sitemapIndexXml, xmlResponse } from '@/lib/seo/sitemap';
import { absoluteUrl } from '@/lib/site';

/**
 * The sitemap index: fixed pages, one file of lists per occupation, the magazine, and the
 * jobs in files of JOBS_PER_SITEMAP. Rendered on request, then cached for an hour.
 */
export const revalidate = 3600;
export const dynamic = 'force-static';

export async function GET() {
  let total = 0;
  try {
    total = await countJobs();
  } catch {
    // Without a count the index still lists the other sitemaps.
  }
  const files = [
    'static.xml',
    'magazine.xml',
    ...OCCUPATIONS.map((o) => `lists-${o.occupationNameEn}.xml`),
    ...Array.from({ length: Math.ceil(total / JOBS_PER_SITEMAP) }, (_, i) => `jobs-${i}.xml`),
  ];
  return xmlResponse(
    sitemapIndexXml(files.map((name) => ({ loc: absoluteUrl(`/sitemaps/${name}`) }))),
  );
}
