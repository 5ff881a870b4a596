import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageBreadcrumbs } from '@/components/site/PageBreadcrumbs';
import { RoomView } from '@/features/messages/RoomView';
import { paths } from '@/lib/paths';
import { requireMember } from '@/lib/session/server';
import * as page from '@/styles/page.css';

export const metadata: Metadata = {
  title: 'メッセージ',
  robots: { index: false, follow: false },
};

type Props = { params: Promise<{ roomId: string }> };

/** One room with a company (spec §2 /member/message/{roomId}). */
export default async function RoomPage({ params }: Props) {
  const { roomId } = await params;
  if (!/^[1-9]\d{0,17}$/.test(roomId)) notFound();
  await requireMember(paths.room(roomId));
  return (
    <div className={page.container}>
      <PageBreadcrumbs
        items={[
          { label: 'マイページ', href: paths.myPage() },
          { label: 'メッセージ', href: paths.messages() },
          { label: 'やりとり' },
        ]}
      />
      <RoomView roomId={roomId} />
    </div>
  );
}
