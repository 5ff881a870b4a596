'use client';

import { MemberDocumentKind } from '@jobsite/domain/enums';
import { Alert } from '@jobsite/ui/alert';
import { Button } from '@jobsite/ui/button';
import { RadioGroup } from '@jobsite/ui/radio-group';
import { useState } from 'react';
import { createIdempotencyKeys } from '@/lib/idempotency-keys';
import { paths } from '@/lib/paths';
import * as css from './messages.css';
import {
  failureMessage,
  fetchDocumentChoices,
  sendDocument,
  type ThreadMessage,
} from './messages-api';

type Choices = Awaited<ReturnType<typeof fetchDocumentChoices>>;

const EDIT_PATH = { RESUME: paths.resume(), CAREER_SHEET: paths.careerSheet() } as const;

/**
 * 「履歴書を添付」「職務経歴書を添付」: the member picks one of their documents and the api
 * sends it as a PDF drawn at that moment (decision 0056). A send whose answer was lost is
 * sent again with the same idempotency key, so it is saved once.
 */
export function DocumentAttach({
  roomId,
  onSent,
}: {
  roomId: string;
  onSent: (message: ThreadMessage) => void;
}) {
  const [kind, setKind] = useState<MemberDocumentKind | null>(null);
  const [choices, setChoices] = useState<Choices | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [keys] = useState(createIdempotencyKeys);

  const open = async (next: MemberDocumentKind) => {
    setKind(next);
    setError(undefined);
    setBusy(true);
    try {
      const loaded = choices ?? (await fetchDocumentChoices());
      setChoices(loaded);
      setChosen(loaded[next][0]?.id ?? null);
    } catch (cause) {
      setError(failureMessage(cause));
    } finally {
      setBusy(false);
    }
  };

  const send = async () => {
    if (!kind || !chosen) return;
    setBusy(true);
    setError(undefined);
    try {
      const key = keys.keyFor('document', JSON.stringify([roomId, kind, chosen]));
      onSent(await sendDocument(roomId, kind, chosen, key));
      keys.done('document');
      setKind(null);
    } catch (cause) {
      setError(failureMessage(cause));
    } finally {
      setBusy(false);
    }
  };

  const documents = kind && choices ? choices[kind] : [];
  const label = kind ? MemberDocumentKind.labels[kind] : '';
  return (
    <section className={css.documentAttach} aria-label="書類を添付">
      <div className={css.documentAttachButtons}>
        {MemberDocumentKind.values.map((value) => (
          <Button
            key={value}
            type="button"
            tone={kind === value ? 'primary' : 'secondary'}
            size="sm"
            onClick={() => void open(value)}
            disabled={busy}
          >
            {`${MemberDocumentKind.labels[value]}を添付`}
          </Button>
        ))}
      </div>
      {kind && choices && documents.length === 0 && (
        <Alert>
          {label}がまだありません。<a href={EDIT_PATH[kind]}>{label}を作成</a>
          してから添付してください。
        </Alert>
      )}
      {kind && documents.length > 0 && (
        <>
          <RadioGroup
            label={`添付する${label}`}
            hint="送信する時点の内容でPDFを作成して添付します"
            name="document"
            options={documents.map((document) => ({ value: document.id, label: document.name }))}
            value={chosen}
            onChange={setChosen}
            disabled={busy}
          />
          <div className={css.composerActions}>
            <Button
              type="button"
              tone="ghost"
              size="sm"
              onClick={() => setKind(null)}
              disabled={busy}
            >
              やめる
            </Button>
            <Button type="button" size="sm" onClick={() => void send()} disabled={busy || !chosen}>
              {busy ? '送信中…' : `${label}を送信`}
            </Button>
          </div>
        </>
      )}
      {error && <Alert>{error}</Alert>}
    </section>
  );
}
