import type { Metadata } from 'next';
import { MemberScoutFrame, openMemberScout } from '@/features/scouts/MemberScoutRoute';
import { answerTypeOf } from '@/features/scouts/options';
import { ScoutThanks } from '@/features/scouts/ScoutThanks';
import { paths } from '@/lib/paths';

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
  await openMemberScout(id, paths.scoutThanks(id, type));
  return (
    <MemberScoutFrame trail={[{ label: '完了' }]}>
      <ScoutThanks type={type} member />
    </MemberScoutFrame>
  );
}
