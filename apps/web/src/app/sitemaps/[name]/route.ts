import { toJstDateString } from '@jobsite/domain/formatters';
import { findOccupationBySlug, OCCUPATIONS, PREFECTURES } from '@jobsite/domain/masters';
import { notFound } from 'next/navigation';
import { loadMagazineList } from '@/features/magazine/magazine-data';
import { loadNewsList } from '@/features/news/news-data';
import { salarySitemapPaths } from '@/features/salary-insight/salary-data';
import {
  countJobs,
  jobsOfSitemap,
  mapLimited,
  occupationCounts,
} from '@/features/seo/sitemap-data';
import { paths } from '@/lib/routes';
import {
  JOBS_PER_SITEMAP,
  type SitemapUrl,
  sitemapIndexXml,
  urlSetXml,
  xmlResponse,
} from '@/lib/seo/sitemap';
import { absoluteUrl } from '@/lib/site';

/**
 * The sitemaps: `/sitemap.xml` (rewritten here to `index.xml`, see next.config.ts) lists the
 * fixed pages, one file of lists per occupation, the magazine and the jobs in files of
 * JOBS_PER_SITEMAP. Each file is rendered on its first request (none needs the BFF at build
 * time) and then cached for an hour.
 */
export const revalidate = 3600;
export const dynamic = 'force-static';
export function generateStaticParams(): Array<{ name: string }> {
  return [];
}

const STATIC_PATHS = [
  paths.home(),
  paths.search(),
  paths.salary(),
  paths.magazine(),
  paths.news(),
  paths.comment(),
  paths.faq(),
  '/terms',
  '/mission',
  '/privacy-policy',
];

async function staticUrls(): Promise<SitemapUrl[]> {
  const news = await loadNewsList(1).catch(() => null);
  return [
    ...STATIC_PATHS.map((path) => ({ loc: absoluteUrl(path) })),
    ...(news?.newsItems.nodes ?? []).map((item) => ({
      loc: absoluteUrl(item.path),
      lastmod: item.publishedDate,
    })),
  ];
}

async function magazineUrls(): Promise<SitemapUrl[]> {
  const urls: SitemapUrl[] = [];
  const first = await loadMagazineList({ page: 1 });
  const pages = [first];
  for (let page = 2; page <= Math.min(first.magazineArticles.totalPages, 50); page += 1) {
    pages.push(await loadMagazineList({ page }));
  }
  for (const category of first.magazineCategories) {
    urls.push({ loc: absoluteUrl(paths.magazineCategory(category.id)) });
  }
  for (const page of pages) {
    for (const article of page.magazineArticles.nodes) {
      urls.push({
        loc: absoluteUrl(paths.magazineArticle(article.id)),
        lastmod: toJstDateString(article.updatedAt),
      });
    }
  }
  return urls;
}

/** An occupation's lists that have jobs: itself, its prefectures and its features. */
async function listUrls(occupationSlug: string): Promise<SitemapUrl[] | null> {
  const occupation = findOccupationBySlug(occupationSlug);
  if (!occupation) return null;
  const slug = occupation.occupationNameEn;
  const [{ features }, salaryPaths] = await Promise.all([
    occupationCounts(slug),
    salarySitemapPaths(slug),
  ]);
  const prefectureCounts = await mapLimited(PREFECTURES, 8, (prefecture) =>
    countJobs(slug, prefecture.prefectureEnName).catch(() => 0),
  );
  return [
    { loc: absoluteUrl(paths.occupation(slug)) },
    ...PREFECTURES.filter((_, i) => (prefectureCounts[i] ?? 0) > 0).map((p) => ({
      loc: absoluteUrl(paths.prefecture(slug, p.prefectureEnName)),
    })),
    ...features
      .filter((f) => f.publishedJobCount > 0)
      .map((f) => ({ loc: absoluteUrl(paths.feature(slug, f.id)) })),
    ...salaryPaths.map((path) => ({ loc: absoluteUrl(path) })),
  ];
}

async function jobUrls(index: number): Promise<SitemapUrl[]> {
  const jobs = await jobsOfSitemap(index);
  return jobs.map((job) => ({
    loc: absoluteUrl(paths.job(job.occupation, job.id)),
    lastmod: toJstDateString(job.editedAt),
  }));
}

async function indexXml(): Promise<string> {
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
  return sitemapIndexXml(files.map((file) => ({ loc: absoluteUrl(`/sitemaps/${file}`) })));
}

export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }) {
  const { name } = await params;
  if (name === 'index.xml') return xmlResponse(await indexXml());
  let urls: SitemapUrl[] | null = null;
  if (name === 'static.xml') urls = await staticUrls();
  else if (name === 'magazine.xml') urls = await magazineUrls();
  else {
    const lists = /^lists-([a-z_]+)\.xml$/.exec(name);
    const jobs = /^jobs-(\d{1,3})\.xml$/.exec(name);
    if (lists?.[1]) urls = await listUrls(lists[1]);
    else if (jobs?.[1]) urls = await jobUrls(Number(jobs[1]));
  }
  if (!urls) notFound();
  return xmlResponse(urlSetXml(urls));
}
