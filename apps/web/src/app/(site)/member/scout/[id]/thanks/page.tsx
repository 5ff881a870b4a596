import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageBreadcrumbs } from '@/components/site/PageBreadcrumbs';
import { answerTypeOf } from '@/features/scouts/options';
import { ScoutThanks } from '@/features/scouts/ScoutThanks';
import { paths } from '@/lib/paths';
import { requireMember } from '@/lib/session/server';
import * as page from '@/styles/page.css';

export const metadata: Metadata = {
  title: 'スカウトへの返事を受け付けました',
  robots: { index: false, follow: false },
};

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ type?: string | string[] }>;
};

/** Thanks page after the member's scout entry or inquiry. */
export default async function MemberScoutThanksRoute({ params, searchParams }: Props) {
  const { id } = await params;
  const type = answerTypeOf((await searchParams).type) ?? 'entry';
  if (!/^[1-9]\d{0,17}$/.test(id)) notFound();
  await requireMember(paths.scoutThanks(id, type));
  return (
    <div className={page.container}>
      <PageBreadcrumbs
        items={[
          { label: 'マイページ', href: paths.myPage() },
          { label: 'スカウト', href: paths.scouts() },
          { label: '完了' },
        ]}
      />
      <ScoutThanks type={type} member />
    </div>
  );
}
