import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageBreadcrumbs } from '@/components/site/PageBreadcrumbs';
import { MemberScoutAnswer } from '@/features/scouts/MemberScoutAnswer';
import { ANSWER_TITLES, answerTypeOf, contactMethodOptions } from '@/features/scouts/options';
import { paths } from '@/lib/paths';
import { requireMember } from '@/lib/session/server';
import * as page from '@/styles/page.css';

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
  if (!type || !/^[1-9]\d{0,17}$/.test(id)) notFound();
  await requireMember(paths.scoutAnswer(id, type));
  return (
    <div className={page.container}>
      <PageBreadcrumbs
        items={[
          { label: 'マイページ', href: paths.myPage() },
          { label: 'スカウト', href: paths.scouts() },
          { label: 'スカウト詳細', href: paths.scout(id) },
          { label: ANSWER_TITLES[type] },
        ]}
      />
      <MemberScoutAnswer scoutId={id} type={type} contactMethods={contactMethodOptions()} />
    </div>
  );
}
