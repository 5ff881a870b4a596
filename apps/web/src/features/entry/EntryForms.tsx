'use client';

import { MESSAGE_LIMITS } from '@jobsite/domain/constants';
import { ErrorCode } from '@jobsite/domain/errors';
import { Button } from '@jobsite/ui/button';
import { FormErrorSummary } from '@jobsite/ui/form-error-summary';
import { Link } from '@jobsite/ui/link';
import { RadioGroup } from '@jobsite/ui/radio-group';
import { SelectField } from '@jobsite/ui/select-field';
import { TextAreaField } from '@jobsite/ui/text-area-field';
import { TextField } from '@jobsite/ui/text-field';
import { useRouter } from 'next/navigation';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import {
  BirthYearField,
  EmailField,
  GenderField,
  NameField,
  PhoneNumberField,
} from '@/components/forms/PersonFields';
import { PostalAddressFields } from '@/features/postal/PostalAddressFields';
import { failureMessage } from '@/features/profile/FormStatus';
import * as css from '@/features/profile/forms.css';
import { GroupedCheckboxes } from '@/features/profile/GroupedCheckboxes';
import type { Option, OptionGroup } from '@/features/profile/options';
import { storedAttribution } from '@/lib/attribution';
import { loadMemberState } from '@/lib/client-state/saved-jobs';
import { fieldBinder } from '@/lib/forms/field-binder';
import { useActionOnce } from '@/lib/forms/use-action-once';
import { createSubmissionKey } from '@/lib/idempotency-keys';
import { paths } from '@/lib/paths';
import { CHECKED_IDS_KEY } from './checked-ids';
import * as entryCss from './Entry.css';
import { submitMemberEntry, submitVisitorEntry, type VisitorEntryRequest } from './entry-actions';
import { clearEntryDraft, readEntryDraft, writeEntryDraft } from './entry-draft';
import {
  EMPTY_VISITOR_ENTRY,
  type EntryFormState,
  entryWords,
  type VisitorEntryValues,
} from './entry-form';
import type { EntryType } from './entry-query';
import { readUserName, rememberUserName } from './user-name';
import {
  readVisitorEnteredIds,
  rememberVisitorEntered,
  withEarlierEntries,
} from './visitor-entries';

const MESSAGE_MAX_LENGTH = MESSAGE_LIMITS.maxTextLength;
const NETWORK_ERROR = '送信できませんでした。通信環境をご確認のうえ、再度お試しください。';

const IDLE: EntryFormState = { status: 'idle' };
const unreachable = (): EntryFormState => ({
  status: 'error',
  code: null,
  message: NETWORK_ERROR,
});
const announces = (state: EntryFormState) => state.status === 'invalid' || state.status === 'error';
const isDone = (state: EntryFormState) => state.status === 'done';

/**
 * Sends an application once (useActionOnce): a second click while one is on its way does
 * nothing (and the api refuses a second entry to the same job anyway); after success the
 * button stays disabled while the thanks page loads. The checked jobs of a bulk application
 * are cleared. An application that meets an ended session (spec §8) ends it in this browser
 * too but keeps the page and what was typed, as the profile editors do: login opens in
 * another tab and applying again afterwards works.
 */
function useEntrySubmit<R>(send: (request: R) => Promise<EntryFormState>) {
  const router = useRouter();
  const run = useCallback(
    async (request: R) => {
      const next = await send(request);
      if (next.status === 'done') {
        try {
          window.sessionStorage.removeItem(CHECKED_IDS_KEY);
        } catch {
          // Nothing stored to clear.
        }
        router.push(next.href);
      }
      return next;
    },
    [send, router],
  );
  const { state, pending, disabled, submit, summaryRef } = useActionOnce(run, {
    initial: IDLE,
    unreachable,
    announces,
    final: isDone,
  });
  const fieldErrors = state.status === 'invalid' ? state.fieldErrors : {};
  return { state, sending: pending, disabled, submit, fieldErrors, summaryRef };
}

function Summary({
  state,
  summaryRef,
  retry,
}: {
  state: EntryFormState;
  summaryRef: React.RefObject<HTMLDivElement | null>;
  /** What to do again after logging in (応募, 送信). */
  retry: string;
}) {
  return <FormErrorSummary ref={summaryRef} messages={[failureMessage(state, retry)]} />;
}

/** What sending means: the terms and the privacy policy, each a link (new tab: the form stays). */
function ConsentLine({ action }: { action: string }) {
  return (
    <p className={css.muted}>
      「{action}」を押すと、
      <Link href={paths.terms()} external className={css.inlineLink}>
        利用規約
      </Link>
      と
      <Link href={paths.privacyPolicy()} external className={css.inlineLink}>
        プライバシーポリシー
      </Link>
      に同意したものとみなします。
    </p>
  );
}

/** Applies, then reloads the member's state so 応募済み shows on the jobs applied to. */
async function submitAndRefresh(request: Parameters<typeof submitMemberEntry>[0]) {
  const state = await submitMemberEntry(request);
  if (state.status === 'done') {
    void loadMemberState(true);
    clearEntryDraft();
  }
  return state;
}

/** A signed-in member applies with an optional first message to the company. */
export function MemberEntryForm({
  jobIds,
  type,
  initialMessage,
}: {
  jobIds: string[];
  type: EntryType;
  initialMessage: string;
}) {
  const words = entryWords(type);
  const [message, setMessage] = useState(initialMessage);
  // After the sign-up detour the application goes on with the message typed before it (the
  // rest of the draft went into the sign-up); read once after hydration.
  useEffect(() => {
    const draftMessage = readEntryDraft(['message'])?.values.message?.trim();
    if (draftMessage) setMessage(draftMessage);
  }, []);
  const { state, sending, disabled, submit, fieldErrors, summaryRef } =
    useEntrySubmit(submitAndRefresh);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit({ jobIds, type, message, attribution: storedAttribution() });
  };
  return (
    <form className={css.form} onSubmit={onSubmit} noValidate aria-label={words.title}>
      <Summary state={state} summaryRef={summaryRef} retry={words.retry} />
      <TextAreaField
        label="企業へのメッセージ"
        name="message"
        required={false}
        rows={5}
        maxLength={MESSAGE_MAX_LENGTH}
        hint={`応募と一緒に企業へ送られます（${MESSAGE_MAX_LENGTH.toLocaleString('ja-JP')}文字以内）`}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        error={fieldErrors.message}
      />
      <p className={css.muted}>
        登録済みのプロフィールが企業に届きます。内容は
        <a href={paths.profile()} className={css.inlineLink}>
          プロフィール
        </a>
        で確認・変更できます。
      </p>
      <Button type="submit" size="lg" fullWidth disabled={disabled} loading={sending}>
        {sending
          ? words.pending
          : jobIds.length > 1
            ? `${jobIds.length}件の求人に${words.submit}`
            : words.submit}
      </Button>
    </form>
  );
}

export type VisitorEntryOptions = {
  qualificationGroups: OptionGroup[];
  birthYears: Option[];
  genders: Option[];
  prefectures: Option[];
  employmentStatuses: Option[];
  startTimings: Option[];
  contactMethods: Option[];
};

/**
 * A visitor applies without an account (createVisitorJobEntry), giving what the company needs
 * to reach them. Field errors come back as `profile.<field>`. Each application carries an
 * idempotency key, kept until it succeeds: sending the same again after a failure (the answer
 * was lost, the server restarted) reuses it, so the api makes one application, not two.
 */
export function VisitorEntryForm({
  jobIds,
  type,
  desiredOccupationIds,
  initialMessage,
  options,
}: {
  jobIds: string[];
  type: EntryType;
  desiredOccupationIds: string[];
  initialMessage: string;
  options: VisitorEntryOptions;
}) {
  const words = entryWords(type);
  const [values, setValues] = useState<VisitorEntryValues>({
    ...EMPTY_VISITOR_ENTRY,
    message: initialMessage,
  });
  const [qualificationIds, setQualificationIds] = useState<string[]>([]);
  // The draft is read once after hydration (the server's HTML is the empty form), then kept.
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    const draft = readEntryDraft(Object.keys(EMPTY_VISITOR_ENTRY));
    if (draft) {
      setValues((current) => ({ ...current, ...draft.values }));
      setQualificationIds(draft.qualificationIds);
    } else {
      // A visitor applying again starts with the name of their last application.
      const name = readUserName();
      if (name) setValues((current) => ({ ...current, name }));
    }
    setRestored(true);
  }, []);
  useEffect(() => {
    if (restored) writeEntryDraft({ values, qualificationIds });
  }, [restored, values, qualificationIds]);
  const [submissionKey] = useState(createSubmissionKey);
  const sendOnce = async (request: Omit<VisitorEntryRequest, 'clientSubmissionId'>) => {
    const clientSubmissionId = submissionKey.keyFor(request);
    const next = await submitVisitorEntry({ ...request, clientSubmissionId });
    if (
      next.status === 'done' ||
      (next.status === 'error' && next.code === ErrorCode.IDEMPOTENCY_KEY_REUSED)
    ) {
      submissionKey.done();
    }
    if (next.status === 'done') {
      setRestored(false);
      clearEntryDraft();
      rememberUserName(request.values.name);
      // The thanks page offers no job applied to on an earlier visit either.
      const earlier = readVisitorEnteredIds();
      rememberVisitorEntered(request.jobIds);
      return { ...next, href: withEarlierEntries(next.href, earlier) };
    }
    return next;
  };
  const { state, sending, disabled, submit, fieldErrors, summaryRef } = useEntrySubmit(sendOnce);
  const set = (field: keyof VisitorEntryValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));
  const error = (field: string) => fieldErrors[`profile.${field}`];
  const bind = fieldBinder(values, set, error);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit({
      values,
      jobIds,
      desiredOccupationIds,
      qualificationIds,
      type,
      attribution: storedAttribution(),
    });
  };
  return (
    <form
      className={css.form}
      onSubmit={onSubmit}
      noValidate
      aria-label={`会員登録せずに${words.title}`}
    >
      <Summary state={state} summaryRef={summaryRef} retry={words.retry} />
      <NameField {...bind('name')} />
      <TextField
        label="ふりがな"
        required
        maxLength={50}
        hint="ひらがなで入力してください（カタカナでも入力できます）"
        placeholder="やまだ たろう"
        {...bind('furigana')}
      />
      <div className={css.twoColumns}>
        <BirthYearField options={options.birthYears} {...bind('birthYear')} />
        <GenderField required={false} options={options.genders} {...bind.choice('gender')} />
      </div>
      <PostalAddressFields
        zipCode={bind.valued('zipCode')}
        prefecture={bind('prefectureId')}
        prefectures={options.prefectures}
        prefectureRequired={false}
        rowClassName={css.twoColumns}
        onFound={(found) =>
          setValues((current) => ({
            ...current,
            prefectureId: found.prefectureId,
            addressLine: found.addressLine,
          }))
        }
      />
      <TextField
        label="市区町村・番地"
        autoComplete="address-line1"
        required={false}
        maxLength={100}
        hint="郵便番号から市区町村・町名を入力します。番地を続けて入力できます"
        {...bind('addressLine')}
      />
      <PhoneNumberField {...bind('phoneNumber')} />
      <EmailField required={values.contactMethod === 'email'} {...bind('email')} />
      <RadioGroup
        label="ご希望の連絡方法"
        name="contactMethod"
        required={false}
        options={options.contactMethods}
        columns={2}
        value={values.contactMethod || null}
        onChange={set('contactMethod')}
        error={error('contactMethod')}
      />
      <div className={css.twoColumns}>
        <SelectField
          label="現在の就業状況"
          required={false}
          options={options.employmentStatuses}
          {...bind('employmentStatus')}
        />
        <SelectField
          label="希望の転職時期"
          required={false}
          options={options.startTimings}
          {...bind('desiredJobChangeTiming')}
        />
      </div>
      <TextAreaField
        label="企業へのメッセージ"
        name="message"
        required={false}
        rows={4}
        maxLength={MESSAGE_MAX_LENGTH}
        value={values.message}
        onChange={(event) => set('message')(event.target.value)}
        error={fieldErrors.message}
      />
      <details className={entryCss.optionalGroup} open={qualificationIds.length > 0 || undefined}>
        <summary>保有資格・免許（任意）</summary>
        <GroupedCheckboxes
          label="お持ちの資格・免許"
          name="qualificationIds"
          groups={options.qualificationGroups}
          value={qualificationIds}
          onChange={setQualificationIds}
          error={error('qualificationIds')}
        />
      </details>
      <ConsentLine action={`会員登録せずに${words.submit}`} />
      <Button type="submit" size="lg" fullWidth disabled={disabled} loading={sending}>
        {sending ? words.pending : `会員登録せずに${words.submit}`}
      </Button>
    </form>
  );
}
