import { toJstDateString } from '@jobsite/domain/formatters';
import { findOccupationBySlug, OCCUPATIONS, PREFECTURES } from '@jobsite/domain/masters';
import { notFound } from 'next/navigation';
import { loadComments } from '@/features/comment/comment-data';
import { loadMagazineList } from '@/features/magazine/magazine-data';
import { loadNewsList } from '@/features/news/news-data';
import { salarySitemapPaths } from '@/features/salary-insight/salary-data';
import {
  catalogueLastmod,
  countJobs,
  jobsOfSitemap,
  mapLimited,
  occupationCounts,
} from '@/features/seo/sitemap-data';
import { paths } from '@/lib/routes';
import {
  FIXED_PAGE_REVISIONS,
  JOBS_PER_SITEMAP,
  newestDay,
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

/**
 * The fixed pages, each with its `lastmod`: the catalogue's for the pages that show jobs, the
 * newest entry's for the magazine, news and comments, the text's revision for the rest.
 */
async function staticUrls(): Promise<SitemapUrl[]> {
  const [catalogue, news, magazine, comments] = await Promise.all([
    catalogueLastmod().catch(() => undefined),
    loadNewsList(1).catch(() => null),
    loadMagazineList({ page: 1 }).catch(() => null),
    loadComments(1).catch(() => null),
  ]);
  const newsItems = news?.newsItems.nodes ?? [];
  const pages: Array<[string, string | undefined]> = [
    [paths.home(), catalogue],
    [paths.search(), catalogue],
    [paths.salary(), catalogue],
    [paths.magazine(), newestDay((magazine?.magazineArticles.nodes ?? []).map((a) => a.updatedAt))],
    [paths.news(), newestDay(newsItems.map((item) => item.publishedDate))],
    [paths.comment(), newestDay((comments?.jobSeekerComments.nodes ?? []).map((c) => c.createdAt))],
    ...Object.entries(FIXED_PAGE_REVISIONS),
  ];
  return [
    ...pages.map(([path, lastmod]) => ({
      loc: absoluteUrl(path),
      ...(lastmod ? { lastmod } : {}),
    })),
    ...newsItems.map((item) => ({ loc: absoluteUrl(item.path), lastmod: item.publishedDate })),
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

/**
 * Each file with its `lastmod`: the magazine's newest article for magazine.xml, the
 * catalogue's for the rest (their pages list jobs, or the fixed pages, whose newest change
 * is at most the newest of the catalogue, the news and the magazine).
 */
async function indexXml(): Promise<string> {
  const [total, catalogue, magazine] = await Promise.all([
    // Without a count the index still lists the other sitemaps.
    countJobs().catch(() => 0),
    catalogueLastmod().catch(() => undefined),
    loadMagazineList({ page: 1 }).catch(() => null),
  ]);
  const magazineDay = newestDay((magazine?.magazineArticles.nodes ?? []).map((a) => a.updatedAt));
  const staticDay = newestDay([catalogue, magazineDay, ...Object.values(FIXED_PAGE_REVISIONS)]);
  const files: Array<[string, string | undefined]> = [
    ['static.xml', staticDay],
    ['magazine.xml', magazineDay],
    ...OCCUPATIONS.map((o): [string, string | undefined] => [
      `lists-${o.occupationNameEn}.xml`,
      catalogue,
    ]),
    ...Array.from(
      { length: Math.ceil(total / JOBS_PER_SITEMAP) },
      (_, i): [string, string | undefined] => [`jobs-${i}.xml`, catalogue],
    ),
  ];
  return sitemapIndexXml(
    files.map(([file, lastmod]) => ({
      loc: absoluteUrl(`/sitemaps/${file}`),
      ...(lastmod ? { lastmod } : {}),
    })),
  );
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
