import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageBreadcrumbs } from '@/components/site/PageBreadcrumbs';
import { MemberScoutPage } from '@/features/scouts/MemberScoutPage';
import { paths } from '@/lib/paths';
import { requireMember } from '@/lib/session/server';
import * as page from '@/styles/page.css';

export const metadata: Metadata = {
  title: 'スカウト詳細',
  robots: { index: false, follow: false },
};

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ conversionId?: string | string[] }>;
};

/** One of the member's scouts (by id). */
export default async function MemberScoutRoute({ params, searchParams }: Props) {
  const { id } = await params;
  if (!/^[1-9]\d{0,17}$/.test(id)) notFound();
  await requireMember(paths.scout(id));
  const { conversionId } = await searchParams;
  return (
    <div className={page.container}>
      <PageBreadcrumbs
        items={[
          { label: 'マイページ', href: paths.myPage() },
          { label: 'スカウト', href: paths.scouts() },
          { label: 'スカウト詳細' },
        ]}
      />
      <MemberScoutPage
        scoutId={id}
        conversionId={typeof conversionId === 'string' ? conversionId : null}
      />
    </div>
  );
}
