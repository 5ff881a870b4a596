import { formatJstDate, toJstDateString } from '@jobsite/domain/formatters';
import { Link } from '../Link/Link';
import * as css from './NewsRow.css';

export type NewsItem = {
  /** The news page route, e.g. /news/2025-summer-holidays. */
  path: string;
  /** ISO date; shown as YYYY/MM/DD in Japan time. */
  publishedDate: string;
  title: string;
};

export type NewsRowProps = { item: NewsItem };

/** One news notice: the 'お知らせ' label, the published date and the title, as one link. */
export function NewsRow({ item }: NewsRowProps) {
  return (
    <Link href={item.path} className={css.row}>
      <span className={css.label}>お知らせ</span>
      <time className={css.date} dateTime={toJstDateString(item.publishedDate)}>
        {formatJstDate(item.publishedDate)}
      </time>
      <span className={css.title}>{item.title}</span>
    </Link>
  );
}
