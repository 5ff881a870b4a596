import type { Metadata } from 'next';
import { MemberScoutPage } from '@/features/scouts/MemberScoutPage';
import { MemberScoutFrame, openMemberScout } from '@/features/scouts/MemberScoutRoute';
import { paths } from '@/lib/paths';

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
  await openMemberScout(id, paths.scout(id));
  const { conversionId } = await searchParams;
  return (
    <MemberScoutFrame trail={[{ label: 'スカウト詳細' }]}>
      <MemberScoutPage
        scoutId={id}
        conversionId={typeof conversionId === 'string' ? conversionId : null}
      />
    </MemberScoutFrame>
  );
}
