import type { ReactNode } from 'react';
import * as page from '@/styles/page.css';

/** A section of a page under its h2, which names it (`id` is the heading's). */
export function PageSection({
  id,
  title,
  children,
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={page.section} aria-labelledby={id}>
      <h2 id={id} className={page.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
