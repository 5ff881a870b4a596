'use client';

import { paths } from '../../lib/paths';
import { useFileDownload } from '../../lib/use-file-download';
import * as page from '../../styles/page.css';
import { InterviewChoices } from './InterviewChoices';
import * as css from './messages.css';
import type { InterviewAnswer, ThreadMessage } from './messages-api';
import { messageTime } from './thread';

/**
 * One message: the member's on the right with its read receipt, the company's on the left; a
 * company message proposing interview dates carries them as choices.
 */
export function MessageBubble({
  message,
  companyName,
  onInterviewAnswered,
  onStale,
}: {
  message: ThreadMessage;
  companyName: string;
  onInterviewAnswered?: (answer: InterviewAnswer) => void;
  onStale?: () => void;
}) {
  const mine = message.isSentByUser;
  return (
    <li
      className={[css.bubbleRow, mine ? css.bubbleRowMine : ''].filter(Boolean).join(' ')}
      data-testid="message"
      data-mine={mine ? 'true' : 'false'}
    >
      <span className={page.visuallyHidden}>{mine ? 'あなた' : companyName}：</span>
      <div className={[css.bubble, mine ? css.bubbleMine : ''].filter(Boolean).join(' ')}>
        {message.file ? (
          <AttachedFile messageId={message.id} name={message.file.name} />
        ) : (
          message.content
        )}
        {message.interviewProposal && !mine && (
          <InterviewChoices
            proposal={message.interviewProposal}
            onAnswered={(answer) => onInterviewAnswered?.(answer)}
            onStale={() => onStale?.()}
          />
        )}
      </div>
      <div className={css.bubbleMeta}>
        <time dateTime={message.createdAt}>{messageTime(message.createdAt)}</time>
        {mine && message.readAt && <span>既読</span>}
      </div>
    </li>
  );
}

/**
 * A file message: a link to the file on the web origin (works without JavaScript); with
 * JavaScript the download runs in the page so a failure shows a Japanese message.
 */
function AttachedFile({ messageId, name }: { messageId: string; name: string }) {
  const { pending, error, onClick } = useFileDownload(paths.messageAttachment(messageId), name);
  return (
    <>
      <a
        href={paths.messageAttachment(messageId)}
        download={name}
        className={css.fileButton}
        aria-busy={pending}
        onClick={onClick}
      >
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M12 3v12m0 0l-5-5m5 5l5-5M5 21h14"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
        </svg>
        {name}
        <span className={page.visuallyHidden}>をダウンロード</span>
      </a>
      {error && (
        <span role="alert" className={css.error} style={{ display: 'block', marginTop: '4px' }}>
          {error}
        </span>
      )}
    </>
  );
}
