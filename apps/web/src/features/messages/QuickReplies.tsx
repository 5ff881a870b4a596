'use client';

import { Alert } from '@jobsite/ui/alert';
import { Button } from '@jobsite/ui/button';
import { useState } from 'react';
import { createIdempotencyKeys } from '@/lib/idempotency-keys';
import * as css from './messages.css';
import { failureMessage, type QuickReply, sendText, type ThreadMessage } from './messages-api';
import { textContent } from './send-keys';

export type QuickRepliesProps = {
  roomId: string;
  replies: readonly QuickReply[];
  /** Called with the message sent, to show it in the thread. */
  onSent?: (message: ThreadMessage, reply: QuickReply) => void;
};

/**
 * A scout room's canned replies (ok, confirm the interview date, contact later): one tap
 * sends the predefined text as the member's message. Each button sends once while a send
 * is under way, so a double tap makes one message.
 */
export function QuickReplies({ roomId, replies, onSent }: QuickRepliesProps) {
  const [pending, setPending] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A quick reply tapped again after a failure is a retry of the same message (send-keys.ts).
  const [keys] = useState(createIdempotencyKeys);
  if (replies.length === 0) return null;

  const send = async (reply: QuickReply) => {
    if (pending) return;
    setPending(reply.key);
    setError(null);
    setSent(null);
    try {
      const clientMessageId = keys.keyFor('quickReply', textContent(roomId, reply.text, reply.key));
      const message = await sendText(roomId, reply.text, {
        quickReplyKey: reply.key,
        clientMessageId,
      });
      keys.done('quickReply');
      setSent(reply.label);
      onSent?.(message, reply);
    } catch (cause) {
      setError(failureMessage(cause));
    } finally {
      setPending(null);
    }
  };

  return (
    <section className={css.quickReplies} aria-label="かんたん返信">
      <h2 className={css.quickRepliesTitle}>かんたん返信</h2>
      {replies.map((reply) => (
        <Button
          key={reply.key}
          tone="secondary"
          size="sm"
          onClick={() => void send(reply)}
          disabled={pending !== null}
          title={reply.text}
        >
          {pending === reply.key ? '送信中…' : reply.label}
        </Button>
      ))}
      <div aria-live="polite" style={{ width: '100%' }}>
        {sent && <p className={css.status}>「{sent}」を送信しました。</p>}
        {error && <Alert>{error}</Alert>}
      </div>
    </section>
  );
}
