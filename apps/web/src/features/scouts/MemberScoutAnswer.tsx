'use client';

import {
  memberScoutEntrySchema,
  memberScoutInquirySchema,
  fieldErrors as zodFieldErrors,
} from '@jobsite/domain/validators';
import { RadioGroup } from '@jobsite/ui/radio-group';
import { useRouter } from 'next/navigation';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { track } from '@/lib/analytics/analytics';
import { localStore } from '@/lib/client-state/web-storage';
import type { ContactMethod } from '../../graphql/generated/browser/graphql';
import { NO_ATTRIBUTION, type StoredAttribution, storedAttribution } from '../../lib/attribution';
import { paths } from '../../lib/paths';
import { loginPathFor } from '../../lib/session/redirect';
import * as page from '../../styles/page.css';
import { LoadStatus } from './LoadStatus';
import type { AnswerType, Choice } from './options';
import { hasAnsweredScout, rememberScoutAnswer } from './response-keys';
import { ScoutAnswerPage } from './ScoutAnswerPage';
import {
  createScoutEntry,
  createScoutInquiry,
  fetchMemberScout,
  recordScoutEvent,
} from './scouts-api';
import { useLoad } from './use-load';
import { useScoutAnswer } from './use-scout-answer';
import { formFieldErrors } from './visitor-form';

type MemberAnswer = {
  message: string;
  contactMethod: string | null;
  attribution: StoredAttribution;
};

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
  type: AnswerType;
  contactMethods: readonly Choice[];
}) {
  const router = useRouter();
  const load = useCallback(() => fetchMemberScout(scoutId), [scoutId]);
  const [state, reload] = useLoad(load);
  const [message, setMessage] = useState('');
  const [contactMethod, setContactMethod] = useState<string | null>(null);
  const [answeredBefore, setAnsweredBefore] = useState(false);
  const recorded = useRef(false);

  const check = useCallback(
    (answer: MemberAnswer) => {
      const checked =
        type === 'entry'
          ? memberScoutEntrySchema.safeParse({ scoutId, ...answer })
          : memberScoutInquirySchema.safeParse({ scoutId, ...answer });
      return checked.success ? {} : formFieldErrors(zodFieldErrors(checked.error));
    },
    [scoutId, type],
  );
  const send = useCallback(
    async ({ message, contactMethod, attribution }: MemberAnswer) => {
      if (type === 'entry') await createScoutEntry(scoutId, message, attribution);
      else
        await createScoutInquiry({
          scoutId,
          message: message || null,
          // One of `contactMethods`: the check above refused anything else.
          contactMethod: (contactMethod as ContactMethod | null) ?? null,
          attribution,
        });
    },
    [scoutId, type],
  );
  const answered = useCallback(
    (sent: boolean) => {
      rememberScoutAnswer(localStore(), type, scoutId);
      if (sent) router.push(paths.scoutThanks(scoutId, type));
    },
    [scoutId, type, router],
  );
  const answer = useScoutAnswer({
    check,
    send,
    answered,
    loginHref: loginPathFor(paths.scoutAnswer(scoutId, type)),
  });

  useEffect(() => {
    if (state.status !== 'ready') return;
    const { scout, isEntry } = state.data;
    if (type === 'entry' && (isEntry || hasAnsweredScout(localStore(), 'entry', scout.id))) {
      setAnsweredBefore(true);
      return;
    }
    if (recorded.current) return;
    recorded.current = true;
    void recordScoutEvent(scout.urlId, type === 'entry' ? 'entry_attempted' : 'inquiry_attempted');
    track({ name: 'scout_answer_opened', scoutId: scout.id, answer: type });
  }, [state, type]);

  if (state.status !== 'ready') {
    return <LoadStatus state={state} reload={reload} opened="member" />;
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    answer.submit({ message, contactMethod, attribution: storedAttribution() ?? NO_ATTRIBUTION });
  };

  return (
    <ScoutAnswerPage
      type={type}
      scout={state.data.scout}
      done={
        answeredBefore || answer.alreadyDone
          ? {
              text: 'このスカウトには応募済みです',
              href: paths.messages(),
              label: 'メッセージを確認する',
            }
          : null
      }
      intro={
        type === 'inquiry' &&
        state.data.isScoutInquiry && (
          <p className={page.muted}>
            このスカウトには問い合わせ済みです。もう一度送ると、内容が新しくなります。
          </p>
        )
      }
      answer={answer}
      message={message}
      onMessage={setMessage}
      onSubmit={onSubmit}
    >
      {type === 'inquiry' && (
        <RadioGroup
          label="ご希望の連絡方法"
          name="contactMethod"
          options={contactMethods}
          value={contactMethod}
          onChange={setContactMethod}
          columns={2}
          error={answer.fieldErrors.contactMethod}
        />
      )}
    </ScoutAnswerPage>
  );
}
