import { type BreadcrumbItem, Breadcrumbs } from '@jobsite/ui/breadcrumbs';
import { JsonLd } from '@/components/seo/JsonLd';
import { breadcrumbListJsonLd } from '@/lib/seo/json-ld';
import { siteOrigin } from '@/lib/site';
import * as css from '@/styles/page.css';

export const TOP_CRUMB: BreadcrumbItem = { label: 'トップ', href: '/' };

/** The visible trail and its BreadcrumbList structured data, from one list of items. */
export function PageBreadcrumbs({ items }: { items: readonly BreadcrumbItem[] }) {
  const trail = [TOP_CRUMB, ...items];
  return (
    <div className={css.breadcrumbs}>
      <Breadcrumbs items={trail} />
      <JsonLd data={breadcrumbListJsonLd(trail, siteOrigin())} />
    </div>
  );
}
