import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageBreadcrumbs } from '@/components/site/PageBreadcrumbs';
import { LinkScoutPage } from '@/features/scouts/LinkScoutPage';
import { linkParams } from '@/lib/link-access';
import * as page from '@/styles/page.css';

export const metadata: Metadata = {
  title: 'スカウト',
  // A personal link: never indexed, and the address is not passed on.
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

type Props = {
  params: Promise<{ urlId: string }>;
  searchParams: Promise<{ conversionId?: string | string[]; token?: string | string[] }>;
};

/** A scout opened from its link (scoutByUrlId), for visitors and members. */
export default async function ScoutLinkRoute({ params, searchParams }: Props) {
  const { urlId } = await params;
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(urlId)) notFound();
  const link = linkParams(await searchParams);
  return (
    <div className={page.container}>
      <PageBreadcrumbs items={[{ label: 'スカウト' }]} />
      <LinkScoutPage
        urlId={urlId}
        conversionId={link?.conversionId ?? null}
        token={link?.token ?? null}
      />
    </div>
  );
}
