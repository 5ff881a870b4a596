'use client';

import { Button } from '@jobsite/ui/button';
import { FormErrorSummary } from '@jobsite/ui/form-error-summary';
import { RadioGroup } from '@jobsite/ui/radio-group';
import { TextAreaField } from '@jobsite/ui/text-area-field';
import { useActionState, useEffect, useRef, useState } from 'react';
import { EmailField, NameField, PhoneNumberField } from '@/components/forms/PersonFields';
import { invalidSummary } from '@/lib/forms/messages';
import * as css from './ContactForm.css';
import { submitContact } from './contact-action';
import { INITIAL_CONTACT_STATE } from './contact-form-state';

const MESSAGE_MAX_LENGTH = 2000;

/**
 * The contact form. It posts to a server action, so it also works before JavaScript loads;
 * errors come back per field in Japanese, and what was typed stays in the form.
 */
export type ContactFormProps = {
  /** ContactMethod.options, passed from the server so the enums (and zod) stay off the client. */
  contactMethods: ReadonlyArray<{ value: string; label: string }>;
};

export function ContactForm({ contactMethods }: ContactFormProps) {
  const [state, action, pending] = useActionState(submitContact, INITIAL_CONTACT_STATE);
  const values = state.status === 'invalid' || state.status === 'error' ? state.values : null;
  const errors = state.status === 'invalid' ? state.fieldErrors : {};
  const [method, setMethod] = useState<string | null>(values?.contactMethod || 'email');
  const summaryRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (state.status !== 'idle') summaryRef.current?.focus();
  }, [state]);

  if (state.status === 'sent') {
    return (
      <div ref={summaryRef} tabIndex={-1} role="status" className={css.done}>
        <p className={css.doneTitle}>お問い合わせを受け付けました</p>
        <p>
          {state.fullName}
          様、お問い合わせありがとうございます。担当者より順次ご連絡いたします。
        </p>
      </div>
    );
  }

  const errorCount = Object.keys(errors).length;
  return (
    <form action={action} className={css.form} noValidate>
      <FormErrorSummary
        ref={summaryRef}
        messages={[
          state.status === 'error' && state.message,
          errorCount > 0 && invalidSummary(errorCount),
        ]}
      />
      <NameField name="fullName" defaultValue={values?.fullName} error={errors.fullName} />
      <RadioGroup
        label="ご希望の連絡方法"
        name="contactMethod"
        required
        options={contactMethods}
        value={method}
        onChange={setMethod}
        columns={2}
        error={errors.contactMethod}
      />
      <EmailField required={method === 'email'} defaultValue={values?.email} error={errors.email} />
      <PhoneNumberField
        required={method === 'phone_number'}
        defaultValue={values?.phoneNumber}
        error={errors.phoneNumber}
      />
      <TextAreaField
        label="お問い合わせ内容"
        name="message"
        required
        maxLength={MESSAGE_MAX_LENGTH}
        hint={`${MESSAGE_MAX_LENGTH.toLocaleString('ja-JP')}文字以内`}
        defaultValue={values?.message}
        error={errors.message}
      />
      <Button type="submit" size="lg" fullWidth loading={pending}>
        {pending ? '送信中…' : '送信する'}
      </Button>
    </form>
  );
}
