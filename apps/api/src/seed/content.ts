import type { Gender } from '@jobsite/domain/enums';
import { findOccupationBySlug, OCCUPATIONS, PREFECTURES, REGIONS } from '@jobsite/domain/masters';
import { PREFECTURE_FACTS } from '../data/prefecture-facts';
import type {
  faqItems,
  jobSeekerComments,
  magazineArticleCategories,
  magazineArticles,
  magazineCategories,
  newsItems,
  trademarks,
} from '../db/schema';
import type { PublishedJobRef } from './jobs';
import { type Random, WeightedPicker } from './random';
import { OCCUPATION_PROFILES } from './texts/index';
import { ARTICLES, MAGAZINE_CATEGORIES } from './texts/magazine';
import { GIVEN_INITIALS, SURNAME_INITIALS } from './texts/people';
import { fits } from './texts/rules';
import { FAQ_ITEMS, NEWS_ITEMS, TRADEMARKS } from './texts/site';
import { GENERIC_COMMENTS, VOICES } from './texts/voices';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ContentRows {
  trademarks: (typeof trademarks.$inferInsert)[];
  magazineCategories: (typeof magazineCategories.$inferInsert)[];
  magazineArticles: (typeof magazineArticles.$inferInsert)[];
  magazineArticleCategories: (typeof magazineArticleCategories.$inferInsert)[];
  newsItems: (typeof newsItems.$inferInsert)[];
  faqItems: (typeof faqItems.$inferInsert)[];
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!,
  );
}

/** Article body HTML: lead paragraph, then each section as h2 + paragraph or list. */
function articleHtml(
  description: string,
  sections: ReadonlyArray<readonly [string, string]>,
): string {
  const parts = [`<p>${escapeHtml(description)}</p>`];
  for (const [heading, text] of sections) {
    parts.push(`<h2>${escapeHtml(heading)}</h2>`);
    if (text.startsWith('- ')) {
      const items = text
        .split('\n')
        .map((line) => `<li>${escapeHtml(line.replace(/^- /, ''))}</li>`);
      parts.push(`<ul>${items.join('')}</ul>`);
    } else {
      parts.push(`<p>${escapeHtml(text)}</p>`);
    }
  }
  return parts.join('\n');
}

/** Magazine, news, FAQ and brands: fixed content, dated relative to the reference time. */
/** `now`: the seed's clock; article dates count back from it (decision 0033). */
export function generateContent(random: Random, now: Date): ContentRows {
  const categoryIds = new Map(MAGAZINE_CATEGORIES.map((c, i) => [c.slug, i + 1] as const));
  const rows: ContentRows = {
    trademarks: TRADEMARKS.map((t) => ({ ...t })),
    magazineCategories: MAGAZINE_CATEGORIES.map((c, position) => ({
      id: position + 1,
      name: c.name,
      slug: c.slug,
      position,
    })),
    magazineArticles: [],
    magazineArticleCategories: [],
    newsItems: NEWS_ITEMS.map((n, i) => ({
      id: i + 1,
      slug: n.slug,
      title: n.title,
      bodyHtml: n.body,
      publishedDate: n.publishedDate,
    })),
    faqItems: FAQ_ITEMS.map(([question, answerHtml], position) => ({
      id: position + 1,
      position,
      question,
      answerHtml,
    })),
  };
  // Articles appear about every 2 weeks back from the reference time, oldest first.
  ARTICLES.forEach((article, index) => {
    const id = index + 1;
    const ageDays = (ARTICLES.length - index) * 14 + random.int(0, 6);
    const publishedAt = new Date(now.getTime() - ageDays * DAY_MS + random.int(0, 8) * 3_600_000);
    const updatedAt = random.chance(0.4)
      ? new Date(publishedAt.getTime() + random.int(3, Math.max(3, ageDays - 1)) * DAY_MS)
      : publishedAt;
    rows.magazineArticles.push({
      id,
      title: article.title,
      description: article.description,
      thumbnailUrl: `/images/placeholder/magazine-${(index % 8) + 1}.svg`,
      thumbnailAlt: article.title,
      contentHtml: articleHtml(article.description, article.sections),
      occupationId: article.occupation ? findOccupationBySlug(article.occupation)!.id : null,
      isPublished: true,
      publishedAt,
      updatedAt,
    });
    for (const slug of article.categories) {
      rows.magazineArticleCategories.push({ articleId: id, categoryId: categoryIds.get(slug)! });
    }
  });
  return rows;
}

function displayName(random: Random): string {
  return `${random.pick(SURNAME_INITIALS)}.${random.pick(GIVEN_INITIALS)}.さん`;
}

/**
 * Job seeker comments: 2–5 per occupation and region (a prefecture of the region by
 * population), linked to a published job of the same occupation and region when one exists;
 * then the voices of hired people, each linked to a job of its occupation.
 */
export function generateComments(
  random: Random,
  published: readonly PublishedJobRef[],
  now: Date,
): (typeof jobSeekerComments.$inferInsert)[] {
  const jobsByKey = new Map<string, PublishedJobRef[]>();
  const jobsByOccupation = new Map<number, PublishedJobRef[]>();
  for (const job of published) {
    const key = `${job.occupationId}:${job.regionId}`;
    const list = jobsByKey.get(key) ?? [];
    if (list.length < 20) list.push(job);
    jobsByKey.set(key, list);
    const byOccupation = jobsByOccupation.get(job.occupationId) ?? [];
    if (byOccupation.length < 300) byOccupation.push(job);
    jobsByOccupation.set(job.occupationId, byOccupation);
  }
  const prefectureByRegion = new Map(
    REGIONS.map((region) => [
      region.id,
      new WeightedPicker(
        PREFECTURES.filter((p) => p.regionId === region.id).map(
          (p) => [p, PREFECTURE_FACTS[p.code]!.populationThousands] as const,
        ),
      ),
    ]),
  );
  const rows: (typeof jobSeekerComments.$inferInsert)[] = [];
  let id = 0;
  for (const occupation of OCCUPATIONS) {
    const profile = OCCUPATION_PROFILES.get(occupation.occupationNameEn)!;
    for (const region of REGIONS) {
      const count = random.int(2, 5);
      const texts = random.sample([...profile.comments, ...GENERIC_COMMENTS], count);
      const candidates = jobsByKey.get(`${occupation.id}:${region.id}`) ?? [];
      for (const comment of texts) {
        // Only a job the comment does not contradict (a taxi job has no loading, decision 0043).
        const fitting = candidates.filter((job) => fits(job.facts, comment));
        const job = fitting.length > 0 && random.chance(0.6) ? random.pick(fitting) : null;
        const prefectureCode =
          job?.prefectureCode ?? prefectureByRegion.get(region.id)!.pick(random).code;
        const gender: Gender = random.chance(0.85) ? 'male' : 'female';
        id += 1;
        rows.push({
          id,
          displayName: displayName(random),
          age: random.int(21, 64),
          gender,
          comment,
          occupationId: occupation.id,
          prefectureCode,
          jobId: job?.id ?? null,
          createdAt: new Date(now.getTime() - random.int(1, 720) * DAY_MS),
        });
      }
    }
  }
  for (const voice of VOICES) {
    const occupation = findOccupationBySlug(voice.occupation)!;
    const candidates = (jobsByOccupation.get(occupation.id) ?? []).filter((job) =>
      fits(job.facts, voice.comment),
    );
    const job = candidates.length > 0 ? random.pick(candidates) : null;
    id += 1;
    rows.push({
      id,
      displayName: displayName(random),
      age: voice.age,
      gender: voice.gender,
      comment: voice.comment,
      occupationId: occupation.id,
      prefectureCode: job?.prefectureCode ?? null,
      jobId: job?.id ?? null,
      createdAt: new Date(now.getTime() - random.int(1, 120) * DAY_MS),
    });
  }
  return rows;
}
