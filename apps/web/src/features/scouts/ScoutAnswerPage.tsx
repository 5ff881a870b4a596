'use client';

import { MESSAGE_LIMITS } from '@jobsite/domain/constants';
import type { FieldErrors } from '@jobsite/domain/errors';
import { Button, ButtonLink } from '@jobsite/ui/button';
import { FormErrorSummary } from '@jobsite/ui/form-error-summary';
import { TextAreaField } from '@jobsite/ui/text-area-field';
import type { FormEvent, ReactNode, RefObject } from 'react';
import * as page from '../../styles/page.css';
import { entryWords } from '../entry/entry-form';
import { failureMessage } from '../profile/FormStatus';
import { AnswerSummary } from './AnswerSummary';
import { ANSWER_TITLES, type AnswerType } from './options';
import * as css from './scouts.css';
import type { ScoutDetail } from './scouts-api';
import type { ScoutAnswerState } from './use-scout-answer';

/** What useScoutAnswer gives the page. */
type Answer = {
  state: ScoutAnswerState;
  summaryRef: RefObject<HTMLDivElement | null>;
  pending: boolean;
  disabled: boolean;
  fieldErrors: FieldErrors;
};

/**
 * A scout answer page, the member's and the visitor's: the scout being answered, then the
 * closed notice, the answer already made, or the form (its summary, the fields the caller
 * gives, the message to the company and the send button).
 */
export function ScoutAnswerPage({
  type,
  scout,
  done,
  intro,
  answer,
  message,
  onMessage,
  onSubmit,
  children,
}: {
  type: AnswerType;
  scout: ScoutDetail;
  /** Shown instead of the form once the answer exists. */
  done: { text: string; href: string; label: string } | null;
  /** A note above the form's summary. */
  intro?: ReactNode;
  answer: Answer;
  message: string;
  onMessage: (value: string) => void;
  onSubmit: (event: FormEvent) => void;
  /** The fields between the summary and the message. */
  children?: ReactNode;
}) {
  return (
    <div>
      <h1 className={page.pageTitle}>{ANSWER_TITLES[type]}</h1>
      <AnswerSummary scout={scout} />
      {!scout.isHiring ? (
        <p className={css.closed} style={{ marginTop: '16px' }}>
          このスカウトの募集は終了しました。
        </p>
      ) : done ? (
        <div style={{ marginTop: '16px' }}>
          <p className={css.done}>{done.text}</p>
          <p>
            <ButtonLink href={done.href} tone="secondary">
              {done.label}
            </ButtonLink>
          </p>
        </div>
      ) : (
        <form className={css.form} onSubmit={onSubmit} noValidate style={{ marginTop: '16px' }}>
          {intro}
          <FormErrorSummary
            ref={answer.summaryRef}
            messages={[failureMessage(answer.state, entryWords(type).retry)]}
          />
          {children}
          <TextAreaField
            label="企業へのメッセージ"
            name="message"
            required={false}
            rows={5}
            value={message}
            onChange={(event) => onMessage(event.target.value)}
            maxLength={MESSAGE_LIMITS.maxTextLength}
            hint={`${MESSAGE_LIMITS.maxTextLength.toLocaleString('ja-JP')}文字以内`}
            error={answer.fieldErrors.message}
          />
          <Button
            type="submit"
            size="lg"
            fullWidth
            disabled={answer.disabled}
            loading={answer.pending}
          >
            {answer.pending ? '送信中…' : type === 'entry' ? '応募する' : '話を聞いてみる'}
          </Button>
        </form>
      )}
    </div>
  );
}
