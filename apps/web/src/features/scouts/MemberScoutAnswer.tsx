'use client';

import { MESSAGE_LIMITS } from '@jobsite/domain/constants';
import type { FieldErrors } from '@jobsite/domain/errors';
import {
  memberScoutEntrySchema,
  memberScoutInquirySchema,
  fieldErrors as zodFieldErrors,
} from '@jobsite/domain/validators';
import { Button, ButtonLink } from '@jobsite/ui/button';
import { RadioGroup } from '@jobsite/ui/radio-group';
import { TextAreaField } from '@jobsite/ui/text-area-field';
import { useRouter } from 'next/navigation';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { track } from '@/lib/analytics/analytics';
import { localStore } from '@/lib/client-state/web-storage';
import type { ContactMethod } from '../../graphql/generated/browser/graphql';
import { NO_ATTRIBUTION, storedAttribution } from '../../lib/attribution';
import { invalidSummary } from '../../lib/forms/messages';
import { paths } from '../../lib/paths';
import { loginPathFor } from '../../lib/session/redirect';
import * as page from '../../styles/page.css';
import { entryWords } from '../entry/entry-form';
import * as messageCss from '../messages/messages.css';
import { LoginInAnotherTab } from '../profile/FormStatus';
import { AnswerSummary } from './AnswerSummary';
import { answerFailure } from './answer-state';
import { LoadStatus } from './LoadStatus';
import { hasAnsweredScout, rememberScoutAnswer } from './response-keys';
import * as css from './scouts.css';
import {
  createScoutEntry,
  createScoutInquiry,
  fetchMemberScout,
  recordScoutEvent,
} from './scouts-api';
import { useLoad } from './use-load';
import { formFieldErrors } from './visitor-form';

export type Choice = { value: string; label: string };

export const ANSWER_TITLES = { entry: 'スカウトに応募する', inquiry: '話を聞いてみる' } as const;

/**
 * The member's answer to their scout: entry (createScoutEntry) or 'hear more'
 * (createScoutInquiry), with an optional message to the company. Opening the form records
 * the attempt; a sent answer is remembered in the browser (spec §3 keys) and leads to the
 * thanks page. One submission at a time, so a double click makes one entry. An answer that
 * meets an ended session (spec §8) ends it in this browser too (keys and cookies cleared) but
 * keeps the form and what was typed, as the profile editors do: login opens in another tab and
 * sending again afterwards works.
 */
export function MemberScoutAnswer({
  scoutId,
  type,
  contactMethods,
}: {
  scoutId: string;
  type: 'entry' | 'inquiry';
  contactMethods: readonly Choice[];
}) {
  const router = useRouter();
  const load = useCallback(() => fetchMemberScout(scoutId), [scoutId]);
  const [state, reload] = useLoad(load);
  const [message, setMessage] = useState('');
  const [contactMethod, setContactMethod] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sessionEnded, setSessionEnded] = useState(false);
  const [done, setDone] = useState(false);
  const [sending, setSending] = useState(false);
  const submitting = useRef(false);
  const recorded = useRef(false);
  const summaryRef = useRef<HTMLParagraphElement>(null);

  // A refused answer: move to the message above the form, which says what to fix.
  useEffect(() => {
    if (formError) summaryRef.current?.focus();
  }, [formError]);

  useEffect(() => {
    if (state.status !== 'ready') return;
    const { scout, isEntry } = state.data;
    if (type === 'entry' && (isEntry || hasAnsweredScout(localStore(), 'entry', scout.id))) {
      setDone(true);
      return;
    }
    if (recorded.current) return;
    recorded.current = true;
    void recordScoutEvent(scout.urlId, type === 'entry' ? 'entry_attempted' : 'inquiry_attempted');
    track({ name: 'scout_answer_opened', scoutId: scout.id, answer: type });
  }, [state, type]);

  if (state.status !== 'ready') {
    return (
      <LoadStatus
        state={state}
        reload={reload}
        backHref={paths.scouts()}
        backLabel="スカウト一覧へ"
      />
    );
  }
  const { scout } = state.data;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting.current) return;
    const attribution = storedAttribution() ?? NO_ATTRIBUTION;
    const checked =
      type === 'entry'
        ? memberScoutEntrySchema.safeParse({ scoutId, message, attribution })
        : memberScoutInquirySchema.safeParse({ scoutId, message, contactMethod, attribution });
    if (!checked.success) {
      const found = formFieldErrors(zodFieldErrors(checked.error));
      setErrors(found);
      setFormError(invalidSummary(Object.keys(found).length));
      return;
    }
    submitting.current = true;
    setSending(true);
    setErrors({});
    setFormError(null);
    setSessionEnded(false);
    try {
      if (type === 'entry') await createScoutEntry(scoutId, message, attribution);
      else
        await createScoutInquiry({
          scoutId,
          message: message || null,
          // One of `contactMethods`: the schema above refused anything else.
          contactMethod: (contactMethod as ContactMethod | null) ?? null,
          attribution,
        });
      rememberScoutAnswer(localStore(), type, scout.id);
      router.push(paths.scoutThanks(scoutId, type));
    } catch (cause) {
      const failure = answerFailure(cause);
      setErrors(failure.fieldErrors);
      setFormError(failure.message);
      setSessionEnded(failure.sessionEnded);
      if (failure.sessionEnded) {
        void import('../../lib/session/expiry').then((expiry) => expiry.endExpiredSessionInPlace());
      }
      if (failure.alreadyDone) {
        rememberScoutAnswer(localStore(), type, scout.id);
        setDone(true);
      }
      submitting.current = false;
      setSending(false);
    }
  };

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
          <p className={css.done}>このスカウトには応募済みです</p>
          <p>
            <ButtonLink href={paths.messages()} tone="secondary">
              メッセージを確認する
            </ButtonLink>
          </p>
        </div>
      ) : (
        <form className={css.form} onSubmit={submit} noValidate style={{ marginTop: '16px' }}>
          {type === 'inquiry' && state.data.isScoutInquiry && (
            <p className={page.muted}>
              このスカウトには問い合わせ済みです。もう一度送ると、内容が新しくなります。
            </p>
          )}
          {formError && (
            <p role="alert" className={messageCss.error} ref={summaryRef} tabIndex={-1}>
              {formError}
              {sessionEnded && (
                <LoginInAnotherTab
                  href={loginPathFor(paths.scoutAnswer(scoutId, type))}
                  retry={entryWords(type).retry}
                />
              )}
            </p>
          )}
          {type === 'inquiry' && (
            <RadioGroup
              label="ご希望の連絡方法"
              name="contactMethod"
              options={contactMethods}
              value={contactMethod}
              onChange={setContactMethod}
              columns={2}
              error={errors.contactMethod}
            />
          )}
          <TextAreaField
            label="企業へのメッセージ"
            name="message"
            required={false}
            rows={5}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            maxLength={MESSAGE_LIMITS.maxTextLength}
            hint={`${MESSAGE_LIMITS.maxTextLength.toLocaleString('ja-JP')}文字以内`}
            error={errors.message}
          />
          <Button type="submit" size="lg" fullWidth disabled={sending}>
            {sending ? '送信中…' : type === 'entry' ? '応募する' : '話を聞いてみる'}
          </Button>
        </form>
      )}
    </div>
  );
}
