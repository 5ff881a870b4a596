import { formatJstDate, toJstDateString } from '@jobsite/domain/formatters';
import { FeatureChips } from '../FeatureChips/FeatureChips';
import { Link } from '../Link/Link';
import * as css from './MagazineListItem.css';

export type MagazineArticleSummary = {
  id: string | number;
  href: string;
  title: string;
  description?: string | null;
  thumbnailUrl?: string | null;
  categories: ReadonlyArray<{ name: string; href?: string }>;
  /** ISO date or date-time; shown as YYYY/MM/DD in Japan time. */
  updatedAt: string;
};

export type MagazineListItemProps = {
  article: MagazineArticleSummary;
  headingLevel?: 2 | 3;
};

/** One article in the magazine list: thumbnail, title, description, categories, date. */
export function MagazineListItem({ article, headingLevel = 3 }: MagazineListItemProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={css.item}>
      {article.thumbnailUrl ? (
        <img
          className={css.thumbnail}
          src={article.thumbnailUrl}
          alt=""
          width={172}
          height={128}
          loading="lazy"
        />
      ) : (
        <span className={css.thumbnail} aria-hidden="true" />
      )}
      <div className={css.body}>
        <Heading className={css.title}>
          <Link href={article.href} className={css.titleLink}>
            {article.title}
          </Link>
        </Heading>
        {article.description && <p className={css.description}>{article.description}</p>}
        <div className={css.meta}>
          <div className={css.chips}>
            <FeatureChips
              label="カテゴリ"
              tone="accent"
              features={article.categories.map((category) => ({ id: category.name, ...category }))}
            />
          </div>
          <span>
            更新日{' '}
            <time dateTime={toJstDateString(article.updatedAt)}>
              {formatJstDate(article.updatedAt)}
            </time>
          </span>
        </div>
      </div>
    </article>
  );
}
