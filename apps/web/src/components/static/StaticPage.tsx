import type { ReactNode } from 'react';
import { PageBreadcrumbs } from '@/components/site/PageBreadcrumbs';
import * as page from '@/styles/page.css';

/** A service page of fixed text (terms, mission, privacy policy). */
export function StaticPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={page.container}>
      <PageBreadcrumbs items={[{ label: title }]} />
      <h1 className={page.pageTitle}>{title}</h1>
      <div className={page.prose}>{children}</div>
    </div>
  );
}
