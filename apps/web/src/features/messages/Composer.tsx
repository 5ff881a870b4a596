'use client';

import { MESSAGE_LIMITS } from '@jobsite/domain/constants';
import { messageTextSchema } from '@jobsite/domain/validators';
import { Button } from '@jobsite/ui/button';
import { FileField } from '@jobsite/ui/file-field';
import { TextAreaField } from '@jobsite/ui/text-area-field';
import { type FormEvent, useState } from 'react';
import { createIdempotencyKeys } from '@/lib/idempotency-keys';
import { ATTACHMENT_ACCEPT, ATTACHMENT_HINT, attachmentProblem } from './attachment';
import * as css from './messages.css';
import { failureMessage, sendFile, sendText, type ThreadMessage } from './messages-api';
import { fileContent, textContent } from './send-keys';

const NOTHING_TO_SEND = 'メッセージを入力するか、添付するファイルを選択してください';

type Errors = { text?: string; file?: string };

/**
 * Writing to the company: text (1 to MESSAGE_LIMITS.maxTextLength characters) and/or one
 * file (MESSAGE_LIMITS types and size, checked before anything is uploaded). The file goes
 * first, then the text; what failed stays in the form, what was sent leaves it, so nothing
 * is lost. Each message carries an idempotency key (send-keys.ts) that a retry of the same
 * content sends again, so a send whose answer was lost is not saved twice either.
 */
export function Composer({
  roomId,
  onSent,
}: {
  roomId: string;
  onSent: (message: ThreadMessage) => void;
}) {
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const [keys] = useState(createIdempotencyKeys);

  const chooseFile = (next: File | null) => {
    setFile(next);
    setErrors((current) => ({
      ...current,
      file: next ? (attachmentProblem(next) ?? undefined) : undefined,
    }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const found: Errors = {};
    if (file) found.file = attachmentProblem(file) ?? undefined;
    if (text !== '') {
      const checked = messageTextSchema.safeParse(text);
      if (!checked.success) found.text = checked.error.issues[0]?.message;
    } else if (!file) {
      found.text = NOTHING_TO_SEND;
    }
    setErrors(found);
    if (found.file || found.text) return;

    setSending(true);
    try {
      if (file) {
        try {
          const key = keys.keyFor('file', fileContent(roomId, file));
          onSent(await sendFile(roomId, file, key));
          keys.done('file');
          setFile(null);
          setFileKey((key) => key + 1);
        } catch (cause) {
          setErrors({ file: failureMessage(cause) });
          return;
        }
      }
      if (text !== '') {
        try {
          const clientMessageId = keys.keyFor('text', textContent(roomId, text));
          onSent(await sendText(roomId, text, { clientMessageId }));
          keys.done('text');
          setText('');
        } catch (cause) {
          setErrors({ text: failureMessage(cause) });
        }
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <form className={css.composer} onSubmit={submit} noValidate aria-label="メッセージを送る">
      <TextAreaField
        label="メッセージ"
        name="content"
        rows={4}
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={MESSAGE_LIMITS.maxTextLength}
        hint={`${MESSAGE_LIMITS.maxTextLength.toLocaleString('ja-JP')}文字以内`}
        error={errors.text}
        disabled={sending}
      />
      <FileField
        key={fileKey}
        label="ファイルを添付"
        name="file"
        value={file}
        onChange={chooseFile}
        accept={ATTACHMENT_ACCEPT}
        hint={ATTACHMENT_HINT}
        error={errors.file}
        disabled={sending}
      />
      <div className={css.composerActions}>
        <Button type="submit" disabled={sending}>
          {sending ? '送信中…' : '送信する'}
        </Button>
      </div>
    </form>
  );
}
