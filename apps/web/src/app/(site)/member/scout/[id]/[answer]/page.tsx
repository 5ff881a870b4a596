import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { MemberScoutAnswer } from '@/features/scouts/MemberScoutAnswer';
import { MemberScoutFrame, openMemberScout } from '@/features/scouts/MemberScoutRoute';
import { ANSWER_TITLES, answerTypeOf, contactMethodOptions } from '@/features/scouts/options';
import { paths } from '@/lib/paths';

type Props = { params: Promise<{ id: string; answer: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const type = answerTypeOf((await params).answer);
  return {
    title: type ? ANSWER_TITLES[type] : 'スカウト',
    robots: { index: false, follow: false },
  };
}

/** The member's scout entry (`entry`) or 'hear more' (`inquiry`) form. */
export default async function MemberScoutAnswerRoute({ params }: Props) {
  const { id, answer } = await params;
  const type = answerTypeOf(answer);
  if (!type) notFound();
  await openMemberScout(id, paths.scoutAnswer(id, type));
  return (
    <MemberScoutFrame
      trail={[{ label: 'スカウト詳細', href: paths.scout(id) }, { label: ANSWER_TITLES[type] }]}
    >
      <MemberScoutAnswer scoutId={id} type={type} contactMethods={contactMethodOptions()} />
    </MemberScoutFrame>
  );
}
