import { Chevron } from '../../internal/Chevron';
import { Link } from '../Link/Link';
import { RichText } from '../RichText/RichText';
import { sanitizeRichText } from '../RichText/safe-html';
import * as css from './FaqList.css';

/** A FAQ entry in the schema.org Question shape the data uses. */
export type FaqItem = {
  name: string;
  acceptedAnswer: { text: string };
};

export type FaqListProps = {
  items: ReadonlyArray<FaqItem>;
  heading?: string;
  headingLevel?: 2 | 3;
  /** A link to the full FAQ page (the home block links to /faq). */
  moreHref?: string;
  /** Open every answer at first (the FAQ page); closed by default (the home block). */
  defaultOpen?: boolean;
};

/**
 * Questions that open to their answers. Built on `<details>`, so it needs no JavaScript and
 * answers stay in the HTML for search engines. Answer HTML goes through the one rich-text policy (RichText).
 */
export function FaqList({
  items,
  heading = 'よくある質問',
  headingLevel = 2,
  moreHref,
  defaultOpen = false,
}: FaqListProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={css.root} aria-label={heading}>
      <Heading className={css.heading}>{heading}</Heading>
      <div className={css.list}>
        {items.map((item) => (
          <details key={item.name} className={css.item} open={defaultOpen || undefined}>
            <summary className={css.question}>
              <span className={css.mark} aria-hidden="true">
                Q
              </span>
              <span className={css.questionText}>{item.name}</span>
              <Chevron className={css.chevron} />
            </summary>
            <div className={css.answer}>
              <span className={css.answerMark} aria-hidden="true">
                A
              </span>
              <RichText
                className={css.answerBody}
                html={sanitizeRichText(item.acceptedAnswer.text)}
              />
            </div>
          </details>
        ))}
      </div>
      {moreHref && (
        <Link href={moreHref} className={css.more}>
          よくある質問をもっと見る
        </Link>
      )}
    </section>
  );
}
