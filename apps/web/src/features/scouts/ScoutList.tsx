'use client';

import { formatBadgeCount, formatJstDate, truncate } from '@jobsite/domain/formatters';
import { EmptyState } from '@jobsite/ui/empty-state';
import { Link } from '@jobsite/ui/link';
import { paths } from '../../lib/paths';
import * as page from '../../styles/page.css';
import { companyNameOf, entryStatusLabel } from '../messages/labels';
import * as messageCss from '../messages/messages.css';
import { LoadStatus } from './LoadStatus';
import { fetchScoutRooms, type MemberScoutRoom } from './scouts-api';
import { useLoad } from './use-load';

/** How much of the scout message the list shows. */
const MESSAGE_PREVIEW_LENGTH = 80;

/** The member's scouts, newest activity first, with their state (answered, unread, closed). */
export function ScoutList() {
  const [state, reload] = useLoad(fetchScoutRooms);
  if (state.status !== 'ready') {
    return <LoadStatus state={state} reload={reload} opened="list" />;
  }
  const scouts = state.data;
  if (scouts.length === 0) {
    return (
      <EmptyState
        title="スカウトはまだ届いていません"
        description="プロフィールや職務経歴を充実させると、企業からスカウトが届きやすくなります。"
        action={{ label: 'プロフィールを編集する', href: paths.profile() }}
      />
    );
  }
  return (
    <section aria-label="スカウト一覧">
      <p className={messageCss.roomMeta}>{scouts.length}件のスカウト</p>
      <ul className={messageCss.list}>
        {scouts.map((room) => (
          <li key={room.id} className={messageCss.listItem}>
            <ScoutRow room={room} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ScoutRow({ room }: { room: MemberScoutRoom }) {
  const { scout } = room;
  const unread = formatBadgeCount(room.unreadMessageCount);
  const status = entryStatusLabel(room.entry);
  return (
    <Link
      href={paths.scout(scout.id)}
      className={[messageCss.roomLink, unread ? messageCss.roomUnread : '']
        .filter(Boolean)
        .join(' ')}
    >
      <span className={messageCss.roomCompany}>
        {companyNameOf(room)}
        {unread && (
          <>
            {' '}
            <span className={messageCss.unreadBadge}>
              {unread}
              <span className={page.visuallyHidden}>件の未読メッセージ</span>
            </span>
          </>
        )}
      </span>
      <span className={messageCss.roomMeta}>
        <time dateTime={scout.createdAt}>{formatJstDate(scout.createdAt)}</time>
      </span>
      <span className={messageCss.roomMeta}>
        {scout.occupationCategory && (
          <span className={messageCss.chip}>{scout.occupationCategory.name}</span>
        )}{' '}
        {status && <span className={messageCss.chip}>{status}</span>}{' '}
        {!scout.isHiring && <span className={messageCss.chip}>募集終了</span>}{' '}
        {scout.jobDescription}
      </span>
      <span className={messageCss.roomPreview}>
        {truncate(scout.message.replace(/\s+/g, ' '), MESSAGE_PREVIEW_LENGTH)}
      </span>
    </Link>
  );
}
