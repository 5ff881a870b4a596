import type { MagazineListItemProps } from '@jobsite/ui/magazine-list-item';
import { paths } from '@/lib/routes';

/** The fields of an article that a list row shows (home page, magazine lists). */
export interface MagazineArticleSummary {
  id: string;
  title: string;
  description?: string | null;
  thumbnail?: { url: string } | null;
  categories: ReadonlyArray<{ id: string; name: string }>;
  updatedAt: string;
}

/** An article as `MagazineListItem` takes it, with the site's links. */
export function magazineListArticle(
  article: MagazineArticleSummary,
): MagazineListItemProps['article'] {
  return {
    id: article.id,
    href: paths.magazineArticle(article.id),
    title: article.title,
    description: article.description,
    thumbnailUrl: article.thumbnail?.url,
    categories: article.categories.map((category) => ({
      name: category.name,
      href: paths.magazineCategory(category.id),
    })),
    updatedAt: article.updatedAt,
  };
}
