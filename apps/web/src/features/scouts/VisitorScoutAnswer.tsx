'use client';

import { MESSAGE_LIMITS } from '@jobsite/domain/constants';
import { ErrorCode, type FieldErrors } from '@jobsite/domain/errors';
import { Button, ButtonLink } from '@jobsite/ui/button';
import { TextAreaField } from '@jobsite/ui/text-area-field';
import { useRouter } from 'next/navigation';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { track } from '@/lib/analytics/analytics';
import { localStore } from '@/lib/client-state/web-storage';
import { NO_ATTRIBUTION, storedAttribution } from '../../lib/attribution';
import { invalidSummary } from '../../lib/forms/messages';
import { GraphQLRequestError } from '../../lib/graphql/operation';
import { createSubmissionKey } from '../../lib/idempotency-keys';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session/client';
import * as page from '../../styles/page.css';
import * as messageCss from '../messages/messages.css';
import { AnswerSummary } from './AnswerSummary';
import { answerFailure } from './answer-state';
import { InquiryChoiceFields, inquiryChoiceGroups } from './InquiryChoiceFields';
import { type InquiryChoices, NO_CHOICES, prefillInquiry } from './inquiry-prefill';
import { LoadStatus } from './LoadStatus';
import { ANSWER_TITLES } from './MemberScoutAnswer';
import { hasAnsweredScout, rememberScoutAnswer } from './response-keys';
import * as css from './scouts.css';
import {
  createVisitorScoutEntry,
  createVisitorScoutInquiry,
  fetchInquiryForm,
  fetchScoutByUrlId,
  isOwnScout,
  recordScoutEvent,
} from './scouts-api';
import { useLoad } from './use-load';
import { VisitorProfileFields, type VisitorProfileOptions } from './VisitorProfileFields';
import {
  checkVisitorAnswer,
  EMPTY_VISITOR_FORM,
  type VisitorField,
  type VisitorFormValues,
  visitorAnswerInput,
} from './visitor-form';

/**
 * Answering a scout through its link without signing in (createVisitorScoutEntry /
 * createVisitorScoutInquiry), with the contact details the company needs. The member the
 * scout was sent to is taken to the member's own form instead. Each answer carries an
 * idempotency key, kept until it succeeds: sending the same again after a failure reuses it,
 * so a lost answer or a retried request makes one entry or inquiry, not two. The inquiry form
 * also asks for desired occupations and qualifications (the `Inquiry` query's choices for the
 * scout's category), prefilled from the CRM when the link's token allows it (decision 0054).
 */
export function VisitorScoutAnswer({
  urlId,
  type,
  options,
  conversionId = null,
  token = null,
}: {
  urlId: string;
  type: 'entry' | 'inquiry';
  options: VisitorProfileOptions;
  conversionId?: string | null;
  /** The scout mail link's `inquiry` token (decision 0026). */
  token?: string | null;
}) {
  const router = useRouter();
  const session = useSession();
  const signedIn = session.status === 'signedIn';
  const load = useCallback(async () => {
    const scout = await fetchScoutByUrlId(urlId);
    const own = signedIn ? await isOwnScout(scout.id) : false;
    const inquiry =
      type === 'inquiry' && conversionId && !own
        ? await fetchInquiryForm(conversionId, scout.occupationCategory?.id ?? null, token)
        : { form: null, problem: null };
    return { scout, own, inquiry };
  }, [urlId, signedIn, type, conversionId, token]);
  const [state, reload] = useLoad(load, session.status !== 'unknown');
  const [values, setValues] = useState<VisitorFormValues>(EMPTY_VISITOR_FORM);
  const [choices, setChoices] = useState<InquiryChoices>(NO_CHOICES);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [sending, setSending] = useState(false);
  const [submissionKey] = useState(createSubmissionKey);
  const submitting = useRef(false);
  const recorded = useRef(false);
  const summaryRef = useRef<HTMLParagraphElement>(null);

  // A refused answer: move to the message above the form, which says what to fix.
  useEffect(() => {
    if (formError) summaryRef.current?.focus();
  }, [formError]);

  useEffect(() => {
    if (state.status !== 'ready') return;
    const { scout, own } = state.data;
    if (own) {
      router.replace(paths.scoutAnswer(scout.id, type));
      return;
    }
    if (hasAnsweredScout(localStore(), type, scout.id)) {
      setDone(true);
      return;
    }
    if (recorded.current) return;
    recorded.current = true;
    const { form } = state.data.inquiry;
    if (form?.kintoneUser) {
      const prefill = (current: VisitorFormValues) =>
        prefillInquiry(current, form.kintoneUser ?? null, {
          ...inquiryChoiceGroups(form),
          genders: options.genders,
          employmentStatuses: options.employmentStatuses,
        });
      setValues((current) => prefill(current).values);
      setChoices(prefill(EMPTY_VISITOR_FORM).choices);
    }
    void recordScoutEvent(
      urlId,
      type === 'entry' ? 'entry_attempted' : 'inquiry_attempted',
      conversionId,
    );
    track({ name: 'scout_answer_opened', scoutId: scout.id, answer: type });
  }, [state, type, urlId, conversionId, router, options]);

  if (state.status !== 'ready' || state.data.own) {
    return (
      <LoadStatus
        state={state.status === 'ready' ? { status: 'loading' } : state}
        reload={reload}
        backHref={paths.home()}
        backLabel="トップページへ"
      />
    );
  }
  const { scout, inquiry } = state.data;

  const change = (field: VisitorField, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting.current) return;
    const found = checkVisitorAnswer(type, urlId, values);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      setFormError(invalidSummary(Object.keys(found).length));
      return;
    }
    submitting.current = true;
    setSending(true);
    setErrors({});
    setFormError(null);
    const base = visitorAnswerInput(urlId, values);
    const answer = {
      ...base,
      profile: inquiry.form ? { ...base.profile, ...choices } : base.profile,
      attribution: storedAttribution() ?? NO_ATTRIBUTION,
    };
    const input = { ...answer, clientSubmissionId: submissionKey.keyFor([type, answer]) };
    try {
      if (type === 'entry') await createVisitorScoutEntry(input);
      else await createVisitorScoutInquiry(input);
      submissionKey.done();
      rememberScoutAnswer(localStore(), type, scout.id);
      router.push(paths.scoutLinkThanks(urlId, type));
    } catch (cause) {
      if (cause instanceof GraphQLRequestError && cause.code === ErrorCode.IDEMPOTENCY_KEY_REUSED) {
        submissionKey.done();
      }
      const failure = answerFailure(cause);
      setErrors(failure.fieldErrors);
      setFormError(failure.message);
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
          <p className={css.done}>
            {type === 'entry'
              ? 'このスカウトには応募済みです'
              : 'このスカウトには問い合わせ済みです'}
          </p>
          <p>
            <ButtonLink href={paths.scoutByUrlId(urlId)} tone="secondary">
              スカウトの内容に戻る
            </ButtonLink>
          </p>
        </div>
      ) : (
        <form className={css.form} onSubmit={submit} noValidate style={{ marginTop: '16px' }}>
          <p className={page.muted}>
            会員登録なしで{type === 'entry' ? '応募' : 'お問い合わせ'}できます。
            企業からの連絡に使うため、連絡先を正しく入力してください。
          </p>
          {formError && (
            <p role="alert" className={messageCss.error} ref={summaryRef} tabIndex={-1}>
              {formError}
            </p>
          )}
          {inquiry.problem && (
            <p role="status" className={messageCss.error}>
              {inquiry.problem}
            </p>
          )}
          <VisitorProfileFields
            values={values}
            errors={errors}
            options={options}
            onChange={change}
          />
          {inquiry.form && (
            <InquiryChoiceFields
              groups={inquiryChoiceGroups(inquiry.form)}
              choices={choices}
              onChange={setChoices}
            />
          )}
          <TextAreaField
            label="企業へのメッセージ"
            name="message"
            required={false}
            rows={5}
            value={values.message}
            onChange={(event) => change('message', event.target.value)}
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
