import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { PageBreadcrumbs } from '@/components/site/PageBreadcrumbs';
import { RoomList } from '@/features/messages/RoomList';
import { paths } from '@/lib/paths';
import { requireMember } from '@/lib/session/server';
import * as page from '@/styles/page.css';

export const metadata: Metadata = {
  title: 'メッセージ',
  robots: { index: false, follow: false },
};

type Props = { searchParams: Promise<{ roomId?: string | string[] }> };

/**
 * The member's message rooms (spec §2 /member/message/). Notices link here with `?roomId=`
 * (the operator's message notice): that opens the room itself.
 */
export default async function MessagesPage({ searchParams }: Props) {
  const { roomId } = await searchParams;
  const room = typeof roomId === 'string' && /^[1-9]\d{0,17}$/.test(roomId) ? roomId : null;
  await requireMember(room ? paths.room(room) : paths.messages());
  if (room) redirect(paths.room(room));
  return (
    <div className={page.container}>
      <PageBreadcrumbs
        items={[{ label: 'マイページ', href: paths.myPage() }, { label: 'メッセージ' }]}
      />
      <h1 className={page.pageTitle}>メッセージ</h1>
      <p className={page.lead}>
        応募した企業・スカウトをくれた企業とのやりとりです。新しいやりとりから順に表示します。
      </p>
      <RoomList />
    </div>
  );
}
