'use client';

import { formatJstDate } from '@jobsite/domain/formatters';
import { Button } from '@jobsite/ui/button';
import { Card } from '@jobsite/ui/card';
import { TextAreaField } from '@jobsite/ui/text-area-field';
import { TextField } from '@jobsite/ui/text-field';
import { type ReactNode, useState } from 'react';
import { useFileDownload } from '@/lib/use-file-download';
import * as page from '@/styles/page.css';
import { FormStatus } from './FormStatus';
import * as css from './forms.css';
import {
  createCareerSheet,
  createResume,
  type DocumentValues,
  removeCareerSheet,
  removeResume,
} from './profile-actions';
import { useSave } from './use-save';

export type DocumentKind = 'resume' | 'careerSheet';

export type DocumentSummary = {
  id: string;
  name: string;
  createdAt: string;
  /** What the document holds, shown under its name. */
  details: ReactNode;
  /** Its edit form, shown when the member asks to edit it. */
  editor: ReactNode;
  /** The PDF the server draws (an `/attachments/*` path) and the name it is saved as. */
  pdf: { href: string; fileName: string };
  /** Its print view. */
  printHref: string;
};

/** The PDF download: fetched through the web origin so an ended session is handled (spec §8). */
function PdfDownload({ pdf, name }: { pdf: DocumentSummary['pdf']; name: string }) {
  const { pending, error, onClick } = useFileDownload(pdf.href, pdf.fileName);
  return (
    <>
      <a
        className={css.inlineLink}
        href={pdf.href}
        download={pdf.fileName}
        aria-busy={pending}
        onClick={onClick}
      >
        {pending ? 'PDFを作成中…' : 'PDFをダウンロード'}
        <span className={page.visuallyHidden}>（{name}）</span>
      </a>
      {error && (
        <span role="alert" className={css.error}>
          {error}
        </span>
      )}
    </>
  );
}

const WORDS = {
  resume: {
    noun: '履歴書',
    textLabel: '志望動機',
    textField: 'reason',
    create: createResume,
    remove: removeResume,
    namePlaceholder: '例：ドライバー応募用',
  },
  careerSheet: {
    noun: '職務経歴書',
    textLabel: '職務要約',
    textField: 'summary',
    create: createCareerSheet,
    remove: removeCareerSheet,
    namePlaceholder: '例：運送業向け',
  },
} as const;

/**
 * Resumes or career sheets: made from the current profile with a title and the document's own
 * text (createResume / createCareerSheet), listed, edited in place, downloaded as PDF, printed
 * and removed one by one.
 */
export function DocumentsEditor({
  kind,
  documents,
}: {
  kind: DocumentKind;
  documents: DocumentSummary[];
}) {
  const words = WORDS[kind];
  const [values, setValues] = useState<DocumentValues>({ name: '', text: '' });
  const created = useSave(words.create, undefined, (state) => {
    if (state.status === 'saved') setValues({ name: '', text: '' });
  });
  const removed = useSave(words.remove);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const errors = created.fieldErrors;
  return (
    <div className={css.stack}>
      <Card as="section" aria-labelledby={`${kind}-list-title`}>
        <h2 id={`${kind}-list-title`} className={css.cardTitle}>
          作成した{words.noun}
        </h2>
        <FormStatus state={removed.state} summaryRef={removed.summaryRef} />
        {documents.length === 0 ? (
          <p className={css.muted}>{words.noun}はまだありません。</p>
        ) : (
          <ul className={css.documentList} aria-label={`作成した${words.noun}`}>
            {documents.map((document) => (
              <li key={document.id} className={css.documentItem}>
                <strong>{document.name}</strong>
                <span className={css.muted}>作成日：{formatJstDate(document.createdAt)}</span>
                {document.details}
                <div className={css.actions}>
                  <PdfDownload pdf={document.pdf} name={document.name} />
                  <a className={css.inlineLink} href={document.printHref}>
                    印刷用ページ<span className={page.visuallyHidden}>（{document.name}）</span>
                  </a>
                </div>
                <div className={css.actions}>
                  <Button
                    tone="secondary"
                    size="sm"
                    aria-expanded={editing === document.id}
                    onClick={() => setEditing(editing === document.id ? null : document.id)}
                  >
                    {editing === document.id ? '編集を閉じる' : `「${document.name}」を編集`}
                  </Button>
                  {confirming === document.id ? (
                    <>
                      <span>「{document.name}」を削除しますか？</span>
                      <Button
                        tone="danger"
                        size="sm"
                        disabled={removed.disabled}
                        onClick={() => removed.submit(document.id)}
                      >
                        削除する
                      </Button>
                      <Button tone="secondary" size="sm" onClick={() => setConfirming(null)}>
                        やめる
                      </Button>
                    </>
                  ) : (
                    <Button tone="secondary" size="sm" onClick={() => setConfirming(document.id)}>
                      「{document.name}」を削除
                    </Button>
                  )}
                </div>
                {editing === document.id && document.editor}
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card as="section">
        <form
          className={css.form}
          noValidate
          aria-labelledby={`${kind}-create-title`}
          onSubmit={(event) => {
            event.preventDefault();
            created.submit(values);
          }}
        >
          <h2 id={`${kind}-create-title`} className={css.cardTitle}>
            {words.noun}を作成する
          </h2>
          <p className={css.muted}>
            プロフィール・職歴・資格・学歴の今の内容から{words.noun}を作成します。
          </p>
          <FormStatus state={created.state} summaryRef={created.summaryRef} />
          <TextField
            label={`${words.noun}の名前`}
            required
            maxLength={50}
            placeholder={words.namePlaceholder}
            value={values.name}
            onChange={(event) => setValues((v) => ({ ...v, name: event.target.value }))}
            error={errors.name}
          />
          <TextAreaField
            label={words.textLabel}
            required={false}
            rows={6}
            maxLength={2000}
            hint="2,000文字以内"
            value={values.text}
            onChange={(event) => setValues((v) => ({ ...v, text: event.target.value }))}
            error={errors[words.textField]}
          />
          <div className={css.actions}>
            <Button type="submit" size="lg" disabled={created.disabled}>
              {created.pending ? '作成中…' : `${words.noun}を作成する`}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
