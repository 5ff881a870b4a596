'use client';

import { Alert } from '@jobsite/ui/alert';
import { Button } from '@jobsite/ui/button';
import { EmptyState } from '@jobsite/ui/empty-state';
import { Link } from '@jobsite/ui/link';
import { Skeleton, SkeletonGroup } from '@jobsite/ui/skeleton';
import { useRouter } from 'next/navigation';
import { useCallback, useState } from 'react';
import { safeReturnPath } from '@/lib/session/redirect';
import * as css from './messages.css';
import { failureMessage, fetchNotices, markNoticesRead, type NoticeItem } from './messages-api';
import { messageTime } from './thread';
import { usePagedList } from './use-paged-list';

/** A notice's link when it is a path of this site (normalised by `safeReturnPath`), else null. */
function sitePath(url: string): string | null {
  return safeReturnPath(url);
}

/** Other links open in a new tab, http(s) only. */
function isWebUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/**
 * Notices to the member (entry status changes, new messages, scouts), newest first, with
 * mark-as-read: one at a time (opening or the button) or all at once (readNotices).
 */
export function NoticeList() {
  const [unread, setUnread] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const router = useRouter();
  const loadNotices = useCallback(async (after: string | null) => {
    const result = await fetchNotices(after);
    setUnread(result.unreadCount);
    return result;
  }, []);
  const notices = usePagedList(loadNotices, failureMessage);

  const markRead = async (ids?: readonly string[]) => {
    setPending(true);
    setError(null);
    try {
      const result = await markNoticesRead(ids);
      const readAt = new Map(result.notices.map((notice) => [notice.id, notice.readAt]));
      notices.update(
        (notice) => readAt.has(notice.id),
        (notice) => ({ ...notice, readAt: readAt.get(notice.id) ?? new Date().toISOString() }),
      );
      setUnread(result.unreadNoticeCount);
      return true;
    } catch (cause) {
      setError(failureMessage(cause));
      return false;
    } finally {
      setPending(false);
    }
  };

  const open = async (notice: NoticeItem) => {
    if (!notice.readAt) await markRead([notice.id]);
    const path = notice.url ? sitePath(notice.url) : null;
    if (path) router.push(path);
  };

  if (notices.status === 'loading') {
    return (
      <SkeletonGroup label="お知らせを読み込み中">
        <Skeleton shape="rect" height="72px" />
        <Skeleton shape="rect" height="72px" />
      </SkeletonGroup>
    );
  }
  if (notices.status === 'error') {
    return (
      <div>
        <Alert>{notices.error}</Alert>
        <div className={css.more}>
          <Button onClick={notices.loadMore}>もう一度読み込む</Button>
        </div>
      </div>
    );
  }
  if (notices.items.length === 0) {
    return <EmptyState title="お知らせはまだありません" />;
  }
  return (
    <section aria-label="お知らせ一覧">
      <div className={css.toolbar}>
        <p className={css.roomMeta} aria-live="polite" data-testid="unread-notices">
          未読 {unread ?? 0}件 / 全{notices.totalCount}件
        </p>
        <Button
          tone="secondary"
          size="sm"
          onClick={() => void markRead()}
          disabled={pending || unread === 0}
        >
          すべて既読にする
        </Button>
      </div>
      {error && <Alert>{error}</Alert>}
      <ul className={css.list}>
        {notices.items.map((notice) => {
          const isUnread = notice.readAt === null;
          return (
            <li
              key={notice.id}
              className={[css.listItem, css.notice, isUnread ? css.noticeUnread : '']
                .filter(Boolean)
                .join(' ')}
              data-testid="notice"
              data-unread={isUnread ? 'true' : 'false'}
            >
              <p className={css.noticeText}>
                {isUnread && <span className={css.chip}>未読</span>} {notice.text}
              </p>
              <div className={css.noticeFooter}>
                <time dateTime={notice.createdAt}>{messageTime(notice.createdAt)}</time>
                {notice.url &&
                  (sitePath(notice.url) ? (
                    <button
                      type="button"
                      className={css.linkButton}
                      onClick={() => void open(notice)}
                    >
                      詳細を見る
                    </button>
                  ) : isWebUrl(notice.url) ? (
                    <Link href={notice.url} external onClick={() => void open(notice)}>
                      詳細を見る
                    </Link>
                  ) : null)}
                {isUnread && (
                  <button
                    type="button"
                    className={css.linkButton}
                    onClick={() => void markRead([notice.id])}
                    disabled={pending}
                  >
                    既読にする
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {notices.hasMore && (
        <div className={css.more}>
          <Button tone="secondary" onClick={notices.loadMore} disabled={notices.loadingMore}>
            {notices.loadingMore ? '読み込み中…' : 'さらに表示'}
          </Button>
        </div>
      )}
    </section>
  );
}
