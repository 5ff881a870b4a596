'use client';

import { ErrorCode } from '@jobsite/domain/errors';
import { Alert } from '@jobsite/ui/alert';
import { useRouter } from 'next/navigation';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { track } from '@/lib/analytics/analytics';
import { localStore } from '@/lib/client-state/web-storage';
import { NO_ATTRIBUTION, storedAttribution } from '../../lib/attribution';
import { GraphQLRequestError } from '../../lib/graphql/operation';
import { createSubmissionKey } from '../../lib/idempotency-keys';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session/client';
import * as page from '../../styles/page.css';
import { InquiryChoiceFields, inquiryChoiceGroups } from './InquiryChoiceFields';
import { type InquiryChoices, NO_CHOICES, prefillInquiry } from './inquiry-prefill';
import { LoadStatus } from './LoadStatus';
import type { AnswerType } from './options';
import { hasAnsweredScout, rememberScoutAnswer } from './response-keys';
import { ScoutAnswerPage } from './ScoutAnswerPage';
import {
  createVisitorScoutEntry,
  createVisitorScoutInquiry,
  fetchInquiryForm,
  fetchLinkScout,
  recordScoutEvent,
} from './scouts-api';
import { useLoad } from './use-load';
import { useScoutAnswer } from './use-scout-answer';
import { VisitorProfileFields, type VisitorProfileOptions } from './VisitorProfileFields';
import {
  checkVisitorAnswer,
  EMPTY_VISITOR_FORM,
  type VisitorField,
  type VisitorFormValues,
  visitorAnswerInput,
} from './visitor-form';

type VisitorAnswer = { values: VisitorFormValues; choices: InquiryChoices | null };

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
  type: AnswerType;
  options: VisitorProfileOptions;
  conversionId?: string | null;
  /** The scout mail link's `inquiry` token (decision 0026). */
  token?: string | null;
}) {
  const router = useRouter();
  const session = useSession();
  const signedIn = session.status === 'signedIn';
  const load = useCallback(async () => {
    const { scout, own } = await fetchLinkScout(urlId, signedIn);
    const inquiry =
      type === 'inquiry' && conversionId && !own
        ? await fetchInquiryForm(conversionId, scout.occupationCategory?.id ?? null, token)
        : { form: null, problem: null };
    return { scout, own, inquiry };
  }, [urlId, signedIn, type, conversionId, token]);
  const [state, reload] = useLoad(load, session.status !== 'unknown');
  const [values, setValues] = useState<VisitorFormValues>(EMPTY_VISITOR_FORM);
  const [choices, setChoices] = useState<InquiryChoices>(NO_CHOICES);
  const [answeredBefore, setAnsweredBefore] = useState(false);
  const [submissionKey] = useState(createSubmissionKey);
  const recorded = useRef(false);
  const scoutId = state.status === 'ready' ? state.data.scout.id : null;

  const check = useCallback(
    ({ values }: VisitorAnswer) => checkVisitorAnswer(type, urlId, values),
    [type, urlId],
  );
  const send = useCallback(
    async ({ values, choices }: VisitorAnswer) => {
      const base = visitorAnswerInput(urlId, values);
      const answer = {
        ...base,
        profile: choices ? { ...base.profile, ...choices } : base.profile,
        attribution: storedAttribution() ?? NO_ATTRIBUTION,
      };
      const input = { ...answer, clientSubmissionId: submissionKey.keyFor([type, answer]) };
      try {
        if (type === 'entry') await createVisitorScoutEntry(input);
        else await createVisitorScoutInquiry(input);
      } catch (cause) {
        if (
          cause instanceof GraphQLRequestError &&
          cause.code === ErrorCode.IDEMPOTENCY_KEY_REUSED
        ) {
          submissionKey.done();
        }
        throw cause;
      }
      submissionKey.done();
    },
    [urlId, type, submissionKey],
  );
  const answered = useCallback(
    (sent: boolean) => {
      if (scoutId) rememberScoutAnswer(localStore(), type, scoutId);
      if (sent) router.push(paths.scoutLinkThanks(urlId, type));
    },
    [scoutId, type, urlId, router],
  );
  const answer = useScoutAnswer({ check, send, answered });

  useEffect(() => {
    if (state.status !== 'ready') return;
    const { scout, own } = state.data;
    if (own) {
      router.replace(paths.scoutAnswer(scout.id, type));
      return;
    }
    if (hasAnsweredScout(localStore(), type, scout.id)) {
      setAnsweredBefore(true);
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
    return <LoadStatus state={state} reload={reload} opened="link" />;
  }
  const { scout, inquiry } = state.data;

  const change = (field: VisitorField, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    answer.submit({ values, choices: inquiry.form ? choices : null });
  };

  return (
    <ScoutAnswerPage
      type={type}
      scout={scout}
      done={
        answeredBefore || answer.alreadyDone
          ? {
              text:
                type === 'entry'
                  ? 'このスカウトには応募済みです'
                  : 'このスカウトには問い合わせ済みです',
              href: paths.scoutByUrlId(urlId),
              label: 'スカウトの内容に戻る',
            }
          : null
      }
      intro={
        <p className={page.muted}>
          会員登録なしで{type === 'entry' ? '応募' : 'お問い合わせ'}できます。
          企業からの連絡に使うため、連絡先を正しく入力してください。
        </p>
      }
      answer={answer}
      message={values.message}
      onMessage={(value) => change('message', value)}
      onSubmit={onSubmit}
    >
      {inquiry.problem && <Alert role="status">{inquiry.problem}</Alert>}
      <VisitorProfileFields
        values={values}
        errors={answer.fieldErrors}
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
    </ScoutAnswerPage>
  );
}
