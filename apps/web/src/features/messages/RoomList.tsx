'use client';

import { formatBadgeCount } from '@jobsite/domain/formatters';
import { Alert } from '@jobsite/ui/alert';
import { Button } from '@jobsite/ui/button';
import { EmptyState } from '@jobsite/ui/empty-state';
import { Link } from '@jobsite/ui/link';
import { Skeleton, SkeletonGroup } from '@jobsite/ui/skeleton';
import { paths } from '../../lib/paths';
import * as page from '../../styles/page.css';
import { companyNameOf, entryStatusLabel } from './labels';
import * as css from './messages.css';
import { failureMessage, fetchRooms, type RoomSummary } from './messages-api';
import { messagePreview, messageTime } from './thread';
import { usePagedList } from './use-paged-list';

/** The member's message rooms (spec §2 /member/message/): 10 a page, unread first to see. */
export function RoomList() {
  const rooms = usePagedList(fetchRooms, failureMessage);

  if (rooms.status === 'loading') {
    return (
      <SkeletonGroup label="メッセージを読み込み中">
        <Skeleton shape="rect" height="96px" />
        <Skeleton shape="rect" height="96px" />
      </SkeletonGroup>
    );
  }
  if (rooms.status === 'error') {
    return (
      <div>
        <Alert>{rooms.error}</Alert>
        <div className={css.more}>
          <Button onClick={rooms.loadMore}>もう一度読み込む</Button>
        </div>
      </div>
    );
  }
  if (rooms.items.length === 0) {
    return (
      <EmptyState
        title="メッセージはまだありません"
        description="求人に応募したりスカウトを受け取ったりすると、企業とのやりとりがここに表示されます。"
        action={{ label: 'ドライバーの求人を探す', href: paths.occupation('driver') }}
      />
    );
  }
  return (
    <section aria-label="メッセージ一覧">
      <p className={css.roomMeta}>{rooms.totalCount}件のやりとり</p>
      <ul className={css.list}>
        {rooms.items.map((room) => (
          <li key={room.id} className={css.listItem}>
            <RoomRow room={room} />
          </li>
        ))}
      </ul>
      {rooms.error && <Alert>{rooms.error}</Alert>}
      {rooms.hasMore && (
        <div className={css.more}>
          <Button tone="secondary" onClick={rooms.loadMore} disabled={rooms.loadingMore}>
            {rooms.loadingMore ? '読み込み中…' : 'さらに表示'}
          </Button>
        </div>
      )}
    </section>
  );
}

function RoomRow({ room }: { room: RoomSummary }) {
  const unread = formatBadgeCount(room.unreadMessageCount);
  const status = entryStatusLabel(room.entry);
  const subject = room.entry?.job.title ?? null;
  const time = messageTime(room.lastMessage?.createdAt ?? room.createdAt);
  return (
    <Link
      href={paths.room(room.id)}
      className={[css.roomLink, unread ? css.roomUnread : ''].filter(Boolean).join(' ')}
    >
      <span className={css.roomCompany}>
        {companyNameOf(room)}
        {unread && (
          <>
            {' '}
            <span className={css.unreadBadge} data-testid="room-unread">
              {unread}
              <span className={page.visuallyHidden}>件の未読</span>
            </span>
          </>
        )}
      </span>
      <span className={css.roomMeta}>
        <time dateTime={room.lastMessage?.createdAt ?? room.createdAt}>{time}</time>
      </span>
      <span className={css.roomMeta}>
        {room.scout && <span className={css.chip}>スカウト</span>}{' '}
        {status && <span className={css.chip}>{status}</span>}{' '}
        {room.isArchived && <span className={css.chip}>アーカイブ済み</span>} {subject}
      </span>
      <span className={css.roomPreview}>{messagePreview(room.lastMessage)}</span>
    </Link>
  );
}
