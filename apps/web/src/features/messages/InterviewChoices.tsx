'use client';

import { INTERVIEW_LIMITS } from '@jobsite/domain/constants';
import { ErrorCode } from '@jobsite/domain/errors';
import { formatJstTimeRange } from '@jobsite/domain/formatters';
import { requestOtherInterviewDatesSchema } from '@jobsite/domain/validators';
import { Alert } from '@jobsite/ui/alert';
import { Button } from '@jobsite/ui/button';
import { RadioGroup } from '@jobsite/ui/radio-group';
import { TextAreaField } from '@jobsite/ui/text-area-field';
import { type FormEvent, useState } from 'react';
import { GraphQLRequestError } from '../../lib/graphql/operation';
import { paths } from '../../lib/paths';
import { InterviewCalendarLink } from './InterviewCalendarLink';
import * as css from './messages.css';
import {
  chooseInterviewSlot,
  failureMessage,
  type InterviewAnswer,
  type InterviewProposal,
  requestOtherInterviewDates,
} from './messages-api';

/** Answers that mean the page shows an old state of the proposal: reloading shows the new. */
const STALE = new Set<string>([
  ErrorCode.INTERVIEW_ALREADY_ANSWERED,
  ErrorCode.INTERVIEW_PROPOSAL_WITHDRAWN,
  ErrorCode.INTERVIEW_SLOT_PAST,
]);

const range = (slot: { startsAt: string; endsAt: string }) =>
  formatJstTimeRange(slot.startsAt, slot.endsAt);

/**
 * A company's interview date proposal inside its message (decision 0051): the dates as
 * choices, one confirmed with a button, or other dates asked for with an optional note (the
 * confirmInterviewDate request). Once answered it shows the outcome; the chosen date links to
 * its calendar file and my page. One answer at a time; the api refuses a second.
 */
export function InterviewChoices({
  proposal,
  onAnswered,
  onStale,
}: {
  proposal: InterviewProposal;
  onAnswered: (answer: InterviewAnswer) => void;
  /** Reloads the room (the proposal changed since the page loaded). */
  onStale: () => void;
}) {
  const open = proposal.slots.filter((slot) => !slot.isPast);
  const [slotId, setSlotId] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<{ message: string; stale: boolean } | null>(null);
  const legendId = `interview-${proposal.id}`;

  const run = async (call: () => Promise<InterviewAnswer>) => {
    if (pending) return;
    setPending(true);
    setError(null);
    try {
      onAnswered(await call());
    } catch (cause) {
      const stale = cause instanceof GraphQLRequestError && STALE.has(cause.code ?? '');
      setError({ message: failureMessage(cause), stale });
    } finally {
      setPending(false);
    }
  };

  const choose = (event: FormEvent) => {
    event.preventDefault();
    if (!slotId) {
      setError({ message: '面接の日時を選択してください。', stale: false });
      return;
    }
    void run(() => chooseInterviewSlot(slotId));
  };

  const askOtherDates = (event: FormEvent) => {
    event.preventDefault();
    const checked = requestOtherInterviewDatesSchema.safeParse({ proposalId: proposal.id, note });
    if (!checked.success) {
      setNoteError(checked.error.issues[0]?.message);
      return;
    }
    setNoteError(undefined);
    void run(() => requestOtherInterviewDates(proposal.id, note));
  };

  return (
    <section className={css.interview} aria-labelledby={legendId} data-testid="interview-proposal">
      <h3 id={legendId} className={css.interviewTitle}>
        面接日程の候補
      </h3>
      {proposal.place && <p className={css.interviewMeta}>場所：{proposal.place}</p>}
      {proposal.status === 'open' && (
        <>
          <form onSubmit={choose} aria-label="面接日時を選ぶ">
            <RadioGroup
              label="ご都合のよい日時を選んでください"
              name={`interview-slot-${proposal.id}`}
              columns={1}
              value={slotId}
              onChange={setSlotId}
              disabled={pending}
              options={proposal.slots.map((slot) => ({
                value: slot.id,
                label: slot.isPast ? `${range(slot)}（終了）` : range(slot),
                disabled: slot.isPast,
              }))}
            />
            <div className={css.interviewActions}>
              <Button type="submit" disabled={pending || open.length === 0}>
                {pending && !asking ? '送信中…' : 'この日時で確定する'}
              </Button>
              {!asking && (
                <Button
                  type="button"
                  tone="ghost"
                  onClick={() => setAsking(true)}
                  disabled={pending}
                >
                  他の日程を希望する
                </Button>
              )}
            </div>
          </form>
          {asking && (
            <form onSubmit={askOtherDates} aria-label="他の日程を希望する">
              <TextAreaField
                label="ご希望（任意）"
                hint={`例：平日の午後なら伺えます（${INTERVIEW_LIMITS.maxNoteLength}文字まで）`}
                rows={3}
                value={note}
                error={noteError}
                onChange={(event) => setNote(event.target.value)}
              />
              <div className={css.interviewActions}>
                <Button type="submit" tone="secondary" disabled={pending}>
                  {pending ? '送信中…' : '他の日程を希望して送信'}
                </Button>
                <Button
                  type="button"
                  tone="ghost"
                  onClick={() => setAsking(false)}
                  disabled={pending}
                >
                  やめる
                </Button>
              </div>
            </form>
          )}
        </>
      )}
      {proposal.status === 'chosen' && proposal.chosenSlot && (
        <div className={css.interviewOutcome}>
          <p>
            面接日時：<strong>{range(proposal.chosenSlot)}</strong>（決定）
          </p>
          <div className={css.interviewActions}>
            <InterviewCalendarLink proposalId={proposal.id} className={css.linkButton} />
            <a href={paths.myPage()} className={css.linkButton}>
              マイページで確認する
            </a>
          </div>
        </div>
      )}
      {proposal.status === 'other_dates_requested' && (
        <p className={css.interviewOutcome}>
          別の日程を希望しました。企業からの連絡をお待ちください。
        </p>
      )}
      {proposal.status === 'withdrawn' && (
        <p className={css.interviewOutcome}>この日程の候補は企業により取り下げられました。</p>
      )}
      <div aria-live="polite">
        {error && (
          <Alert as="div">
            {error.message}
            {error.stale && (
              <div>
                <Button type="button" tone="ghost" size="sm" onClick={onStale}>
                  最新の状態を表示する
                </Button>
              </div>
            )}
          </Alert>
        )}
      </div>
    </section>
  );
}
