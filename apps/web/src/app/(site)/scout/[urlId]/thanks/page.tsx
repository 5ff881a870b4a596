import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageBreadcrumbs } from '@/components/site/PageBreadcrumbs';
import { answerTypeOf } from '@/features/scouts/options';
import { ScoutThanks } from '@/features/scouts/ScoutThanks';
import * as page from '@/styles/page.css';

export const metadata: Metadata = {
  title: 'スカウトへの返事を受け付けました',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

type Props = {
  params: Promise<{ urlId: string }>;
  searchParams: Promise<{ type?: string | string[] }>;
};

/** Thanks page after a visitor's scout entry or inquiry. */
export default async function ScoutLinkThanksRoute({ params, searchParams }: Props) {
  const { urlId } = await params;
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(urlId)) notFound();
  const type = answerTypeOf((await searchParams).type) ?? 'entry';
  return (
    <div className={page.container}>
      <PageBreadcrumbs items={[{ label: '完了' }]} />
      <ScoutThanks type={type} member={false} />
    </div>
  );
}
