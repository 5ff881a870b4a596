import { Card } from '@jobsite/ui/card';
import type { ReactNode } from 'react';
import { PageBreadcrumbs } from '@/components/site/PageBreadcrumbs';
import * as page from '@/styles/page.css';
import * as css from './AccountForm.css';

/** The frame of the account pages: breadcrumbs, title, lead and the form's card. */
export function AccountPage({
  title,
  crumbs,
  lead,
  children,
  after,
}: {
  title: string;
  crumbs?: ReadonlyArray<{ label: string; href?: string }>;
  lead?: ReactNode;
  children: ReactNode;
  /** Below the card (links, notes). */
  after?: ReactNode;
}) {
  return (
    <div className={page.container}>
      <div className={css.column}>
        <PageBreadcrumbs items={crumbs ?? [{ label: title }]} />
        <h1 className={page.pageTitle}>{title}</h1>
        {lead}
        <Card>{children}</Card>
        {after}
      </div>
    </div>
  );
}
