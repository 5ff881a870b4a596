import type { ReactNode } from 'react';
import { ButtonLink } from '../Button/Button';
import * as css from './EmptyState.css';

export type EmptyStateProps = {
  title: string;
  description?: ReactNode;
  /** A way forward, e.g. back to search. */
  action?: { label: string; href: string };
  /** Extra content under the text (buttons, links). */
  children?: ReactNode;
  headingLevel?: 2 | 3;
};

/** What a list shows when it has nothing: no results, no saved jobs, no history. */
export function EmptyState({
  title,
  description,
  action,
  children,
  headingLevel = 2,
}: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={css.root}>
      <svg className={css.icon} width="48" height="48" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M4 5h16v14H4zM4 9h16M9 13h6" fill="none" stroke="currentColor" strokeWidth="1.5" />
      </svg>
      <Heading className={css.title}>{title}</Heading>
      {description && <p className={css.description}>{description}</p>}
      {action && (
        <ButtonLink href={action.href} tone="secondary">
          {action.label}
        </ButtonLink>
      )}
      {children}
    </section>
  );
}
