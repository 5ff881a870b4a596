'use client';

import { Alert } from '@jobsite/ui/alert';
import { Button, ButtonLink } from '@jobsite/ui/button';
import { Link } from '@jobsite/ui/link';
import { Skeleton, SkeletonGroup } from '@jobsite/ui/skeleton';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { GraphQLRequestError } from '../../lib/graphql/operation';
import { paths } from '../../lib/paths';
import * as page from '../../styles/page.css';
import { Composer } from './Composer';
import { DocumentAttach } from './DocumentAttach';
import { companyNameOf, entryStatusLabel } from './labels';
import { MessageBubble } from './MessageBubble';
import * as css from './messages.css';
import {
  failureMessage,
  fetchOlderMessages,
  fetchRoom,
  type InterviewAnswer,
  markRoomRead,
  type RoomDetail,
  setRoomArchived,
  type ThreadMessage,
} from './messages-api';
import { QuickReplies } from './QuickReplies';
import {
  hasUnreadFromCompany,
  markCompanyMessagesRead,
  mergeMessages,
  newestMessageId,
} from './thread';

type Room = Omit<RoomDetail, 'messages'>;

type Loaded =
  | { status: 'loading' }
  | { status: 'notFound' }
  | { status: 'error'; message: string }
  | { status: 'ready'; room: Room };

/**
 * One room (spec §2 /member/message/{roomId}): its newest 20 messages, older ones loaded when
 * the member scrolls to the top, the company's messages marked read once shown
 * (readCompanyMessage; the header badge follows), text and file messages, a scout room's
 * quick replies, and archiving (updateRoom).
 */
export function RoomView({ roomId }: { roomId: string }) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [messages, setMessages] = useState<ThreadMessage[]>([]);
  const [older, setOlder] = useState<{ hasMore: boolean; cursor: string | null }>({
    hasMore: false,
    cursor: null,
  });
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [olderError, setOlderError] = useState<string | null>(null);
  const threadRef = useRef<HTMLDivElement>(null);
  const topRef = useRef<HTMLDivElement>(null);
  /** How to place the scroll after the next render: at the bottom, or where the reader was. */
  const scrollPlan = useRef<
    { kind: 'bottom' } | { kind: 'keep'; height: number; top: number } | null
  >(null);
  const marking = useRef(false);

  const load = useCallback(async () => {
    setLoaded({ status: 'loading' });
    try {
      const { room, messages: first } = await fetchRoom(roomId);
      scrollPlan.current = { kind: 'bottom' };
      setMessages(mergeMessages([], first.items));
      setOlder({ hasMore: first.hasMore, cursor: first.cursor });
      setLoaded({ status: 'ready', room });
    } catch (cause) {
      if (cause instanceof GraphQLRequestError && cause.isNotFound)
        setLoaded({ status: 'notFound' });
      else setLoaded({ status: 'error', message: failureMessage(cause) });
    }
  }, [roomId]);

  useEffect(() => {
    void load();
  }, [load]);

  // Place the scroll once the new messages are in the page, before it is painted.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each change of the thread.
  useLayoutEffect(() => {
    const thread = threadRef.current;
    const plan = scrollPlan.current;
    if (!thread || !plan) return;
    scrollPlan.current = null;
    if (plan.kind === 'bottom') thread.scrollTop = thread.scrollHeight;
    else thread.scrollTop = plan.top + (thread.scrollHeight - plan.height);
  }, [messages, loaded.status]);

  // Read receipts: the company's messages on screen are read (once per batch shown), up to
  // the newest one shown: a message that arrived since the thread loaded stays unread.
  useEffect(() => {
    if (loaded.status !== 'ready' || marking.current || !hasUnreadFromCompany(messages)) return;
    const seen = newestMessageId(messages);
    if (seen === null) return;
    marking.current = true;
    markRoomRead(roomId, seen)
      .then(() => {
        const now = new Date().toISOString();
        setMessages((current) => markCompanyMessagesRead(current, now, seen));
      })
      .catch(() => {
        // Left unread; the next visit tries again.
      })
      .finally(() => {
        marking.current = false;
      });
  }, [loaded.status, messages, roomId]);

  const loadOlder = useCallback(async () => {
    if (loadingOlder || !older.hasMore || !older.cursor) return;
    setLoadingOlder(true);
    setOlderError(null);
    try {
      const next = await fetchOlderMessages(roomId, older.cursor);
      const thread = threadRef.current;
      scrollPlan.current = thread
        ? { kind: 'keep', height: thread.scrollHeight, top: thread.scrollTop }
        : null;
      setMessages((current) => mergeMessages(current, next.items));
      setOlder({ hasMore: next.hasMore, cursor: next.cursor });
    } catch (cause) {
      setOlderError(failureMessage(cause));
    } finally {
      setLoadingOlder(false);
    }
  }, [loadingOlder, older, roomId]);

  // Older messages come in when the top of the thread scrolls into view.
  useEffect(() => {
    const top = topRef.current;
    const thread = threadRef.current;
    if (!top || !thread || !older.hasMore || olderError) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void loadOlder();
      },
      { root: thread, rootMargin: '120px 0px 0px 0px' },
    );
    observer.observe(top);
    return () => observer.disconnect();
  }, [loadOlder, older.hasMore, olderError]);

  const appendSent = useCallback((message: ThreadMessage) => {
    scrollPlan.current = { kind: 'bottom' };
    setMessages((current) => mergeMessages(current, [message]));
  }, []);

  // An answer to interview dates: the proposal shows its outcome, the member's answer joins the
  // thread and the entry's status chip follows (decision 0051).
  const interviewAnswered = useCallback((answer: InterviewAnswer) => {
    scrollPlan.current = { kind: 'bottom' };
    setMessages((current) =>
      mergeMessages(
        current.map((message) =>
          message.interviewProposal?.id === answer.proposal.id
            ? { ...message, interviewProposal: answer.proposal }
            : message,
        ),
        [answer.message],
      ),
    );
    setLoaded((current) =>
      current.status === 'ready' && current.room.entry
        ? {
            status: 'ready',
            room: {
              ...current.room,
              entry: { ...current.room.entry, currentStatus: answer.entry.currentStatus },
            },
          }
        : current,
    );
  }, []);

  if (loaded.status === 'loading') {
    return (
      <div className={css.roomShell}>
        <SkeletonGroup label="メッセージを読み込み中">
          <Skeleton shape="text" width="40%" />
          <Skeleton shape="rect" height="max(60vh, 320px)" />
        </SkeletonGroup>
      </div>
    );
  }
  if (loaded.status === 'notFound') {
    return (
      <div>
        <h1 className={page.pageTitle}>メッセージが見つかりません</h1>
        <p className={page.lead}>このやりとりは存在しないか、表示できません。</p>
        <ButtonLink href={paths.messages()}>メッセージ一覧へ</ButtonLink>
      </div>
    );
  }
  if (loaded.status === 'error') {
    return (
      <div>
        <Alert>{loaded.message}</Alert>
        <div className={css.more}>
          <Button onClick={() => void load()}>もう一度読み込む</Button>
        </div>
      </div>
    );
  }

  const { room } = loaded;
  return (
    <div className={css.roomShell}>
      <RoomHeader
        room={room}
        onArchived={(isArchived) => setLoaded({ status: 'ready', room: { ...room, isArchived } })}
      />
      <div ref={threadRef} className={css.thread} data-testid="message-thread">
        <div ref={topRef} className={css.threadTop}>
          {older.hasMore ? (
            <Button tone="ghost" size="sm" onClick={() => void loadOlder()} disabled={loadingOlder}>
              {loadingOlder ? '読み込み中…' : '以前のメッセージを読み込む'}
            </Button>
          ) : (
            <span>これより前のメッセージはありません</span>
          )}
        </div>
        {olderError && <Alert>{olderError}</Alert>}
        <ol className={css.threadList} aria-label="やりとりの履歴">
          {messages.map((message) => (
            <MessageBubble
              key={message.id}
              message={message}
              companyName={companyNameOf(room)}
              onInterviewAnswered={interviewAnswered}
              onStale={() => void load()}
            />
          ))}
        </ol>
      </div>
      {room.quickReplies.length > 0 && (
        <QuickReplies roomId={room.id} replies={room.quickReplies} onSent={appendSent} />
      )}
      <Composer roomId={room.id} onSent={appendSent} />
      <DocumentAttach roomId={room.id} onSent={appendSent} />
    </div>
  );
}

function RoomHeader({ room, onArchived }: { room: Room; onArchived: (value: boolean) => void }) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const status = entryStatusLabel(room.entry);
  const job = room.entry?.job;

  const toggleArchive = async () => {
    setPending(true);
    setError(null);
    try {
      onArchived(await setRoomArchived(room.id, !room.isArchived));
    } catch (cause) {
      setError(failureMessage(cause));
    } finally {
      setPending(false);
    }
  };

  return (
    <header className={css.roomHeader}>
      <div className={css.toolbar}>
        <h1 className={page.pageTitle} style={{ margin: 0 }}>
          {companyNameOf(room)}
        </h1>
        <Button tone="ghost" size="sm" onClick={() => void toggleArchive()} disabled={pending}>
          {room.isArchived ? 'アーカイブを解除' : 'アーカイブする'}
        </Button>
      </div>
      <div className={css.roomTitleRow}>
        {room.scout && <span className={css.chip}>スカウト</span>}
        {status && <span className={css.chip}>{status}</span>}
        {room.isArchived && <span className={css.chip}>アーカイブ済み</span>}
        {job && (
          <Link href={paths.job(job.occupation.occupationNameEn, job.id)} className={page.textLink}>
            {job.title}
          </Link>
        )}
        {room.scout && (
          <Link href={paths.scout(room.scout.id)} className={page.textLink}>
            スカウトの内容を見る
          </Link>
        )}
      </div>
      {error && <Alert>{error}</Alert>}
    </header>
  );
}
