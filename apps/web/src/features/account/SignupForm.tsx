'use client';

import { IDENTITY_ERROR_FALLBACK_MESSAGE } from '@jobsite/domain/errors';
import { Button } from '@jobsite/ui/button';
import { CheckboxGroup } from '@jobsite/ui/checkbox-group';
import { Fieldset } from '@jobsite/ui/field';
import { FormErrorSummary } from '@jobsite/ui/form-error-summary';
import { PostalCodeField } from '@jobsite/ui/postal-code-field';
import { useRouter } from 'next/navigation';
import { useEffect, useMemo, useState } from 'react';
import { BirthYearField, NameField } from '@/components/forms/PersonFields';
import { readEntryDraft } from '@/features/entry/entry-draft';
import { isEntryDetour, signupValuesFromDraft } from '@/features/entry/signup-draft';
import { storedAttribution } from '@/lib/attribution';
import { inputSetter } from '@/lib/forms/input-setter';
import { useSubmitOnce } from '@/lib/forms/use-submit-once';
import { GraphQLRequestError } from '@/lib/graphql/operation';
import { paths } from '@/lib/paths';
import { signUp } from '@/lib/session/auth-api';
import { useSession } from '@/lib/session/client';
import { destinationAfterAuth } from '@/lib/session/redirect';
import * as css from './AccountForm.css';
import { CredentialFields } from './AccountParts';
import {
  type Option,
  type OptionGroup,
  type QualificationGroup,
  qualificationsFor,
} from './choices';
import { finishSignIn } from './finish-auth';
import {
  credentialFailureErrors,
  type FormErrors,
  issuesToFieldErrors,
  NO_ERRORS,
  withIdentityMessages,
} from './form-errors';
import { loadAccountApi, loadValidators, warmUp } from './lazy';
import { usePageQuery, withQuery } from './use-page-query';

type Field =
  | 'emailOrPhoneNumber'
  | 'password'
  | 'desiredOccupationIds'
  | 'qualificationIds'
  | 'name'
  | 'birthYear'
  | 'zipCode';
const FIELDS: readonly Field[] = [
  'emailOrPhoneNumber',
  'password',
  'desiredOccupationIds',
  'qualificationIds',
  'name',
  'birthYear',
  'zipCode',
];
/** The application draft's fields the sign-up form takes (signupValuesFromDraft). */
const DRAFT_FIELDS = ['name', 'email', 'phoneNumber', 'birthYear', 'zipCode'];

export type SignupFormProps = {
  occupationGroups: OptionGroup[];
  /** Occupation id → occupation category id (to narrow the qualifications). */
  occupationCategoryById: Record<string, number>;
  qualificationGroups: QualificationGroup[];
  birthYears: Option[];
};

type Values = {
  emailOrPhoneNumber: string;
  password: string;
  desiredOccupationIds: string[];
  qualificationIds: string[];
  name: string;
  birthYear: string;
  zipCode: string;
};

/**
 * /member/signup/: the one short form of the spec's 30-second promise. The identity-provider
 * account comes first (`/auth/signup`), then the member record with desired occupations and
 * qualifications (createUserWithRelations). When the second step fails, or a signed-in
 * identity has no member record yet, the form keeps what was typed and asks only for the
 * profile part again ('complete' mode), so an account is never created twice.
 */
export function SignupForm({
  occupationGroups,
  occupationCategoryById,
  qualificationGroups,
  birthYears,
}: SignupFormProps) {
  const router = useRouter();
  const session = useSession();
  const query = usePageQuery();
  const [mode, setMode] = useState<'checking' | 'new' | 'complete'>('new');
  const [values, setValues] = useState<Values>({
    emailOrPhoneNumber: '',
    password: '',
    desiredOccupationIds: [],
    qualificationIds: [],
    name: '',
    birthYear: '',
    zipCode: '',
  });
  // The detour from an application (「会員登録して応募する」): the sign-up starts with what was
  // typed there, read once after hydration (the server's HTML is the empty form).
  useEffect(() => {
    const search = new URLSearchParams(window.location.search);
    if (!isEntryDetour(search)) return;
    const draft = signupValuesFromDraft(readEntryDraft(DRAFT_FIELDS));
    // Only into fields still empty: nothing the visitor typed here already is replaced.
    setValues((current) => {
      const next = { ...current };
      for (const [field, value] of Object.entries(draft) as [keyof Values, never][]) {
        if (current[field].length === 0) next[field] = value;
      }
      return next;
    });
  }, []);
  const [errors, setErrors] = useState<FormErrors<Field>>(NO_ERRORS);
  const { pending, onSubmit, summaryRef, isSubmitting } = useSubmitOnce(() => submit());

  // A signed-in visitor: a member goes on; an identity without a record completes sign-up.
  useEffect(() => {
    if (session.status !== 'signedIn' || isSubmitting()) return;
    let cancelled = false;
    setMode('checking');
    void (async () => {
      try {
        const { fetchAccountUser } = await loadAccountApi();
        const user = await fetchAccountUser();
        if (cancelled) return;
        if (user) {
          router.replace(destinationAfterAuth(new URLSearchParams(window.location.search)));
          return;
        }
      } catch {
        // Unknown: let the member try completing; the api answers a retried sign-up kindly.
      }
      if (!cancelled) setMode('complete');
    })();
    return () => {
      cancelled = true;
    };
  }, [session.status, router, isSubmitting]);

  const chosenCategories = useMemo(
    () =>
      new Set(
        values.desiredOccupationIds
          .map((id) => occupationCategoryById[id])
          .filter((id): id is number => id !== undefined),
      ),
    [values.desiredOccupationIds, occupationCategoryById],
  );
  const qualificationChoices = useMemo(
    () =>
      qualificationsFor(qualificationGroups, chosenCategories, new Set(values.qualificationIds)),
    [qualificationGroups, chosenCategories, values.qualificationIds],
  );

  const submit = async () => {
    const validators = await loadValidators();
    const withCredentials = mode === 'new';
    const credentials = withCredentials
      ? validators.signupCredentialsSchema.safeParse({
          emailOrPhoneNumber: values.emailOrPhoneNumber,
          password: values.password,
        })
      : null;
    const profile = validators.createUserWithRelationsSchema.safeParse({
      name: values.name,
      birthYear: values.birthYear ? Number(values.birthYear) : undefined,
      zipCode: values.zipCode,
      desiredOccupationIds: values.desiredOccupationIds,
      qualificationIds: values.qualificationIds,
      conversionSource: 'signup',
      attribution: storedAttribution(),
    });
    if (credentials?.success === false || !profile.success) {
      setErrors({
        fields: withIdentityMessages(
          {
            ...issuesToFieldErrors<Field>(profile.error?.issues ?? []),
            ...issuesToFieldErrors<Field>(credentials?.error?.issues ?? []),
          },
          {
            identifier: 'emailOrPhoneNumber',
            newPassword: 'password',
            requiredMessage: validators.VALIDATION_MESSAGES.required,
          },
        ),
        form: null,
      });
      return;
    }

    if (credentials?.success) {
      const result = await signUp(credentials.data);
      if (!result.ok) {
        setErrors(credentialFailureErrors(result, FIELDS));
        return;
      }
      // The account exists now: a retry must not create it again.
      setMode('complete');
    }

    const { createMember } = await loadAccountApi();
    try {
      await createMember(profile.data);
    } catch (error) {
      const fieldErrors =
        error instanceof GraphQLRequestError ? error.errors[0]?.extensions?.fieldErrors : undefined;
      setErrors({
        fields: fieldErrors ? pick(fieldErrors) : {},
        form: IDENTITY_ERROR_FALLBACK_MESSAGE,
      });
      return;
    }
    setErrors(NO_ERRORS);
    await finishSignIn();
    router.replace(destinationAfterAuth(new URLSearchParams(window.location.search)));
  };

  const setText = inputSetter(setValues);

  if (mode === 'checking') {
    return <p className={css.note}>会員情報を確認しています…</p>;
  }

  return (
    <form className={css.form} noValidate onSubmit={onSubmit} onFocus={warmUp}>
      <FormErrorSummary ref={summaryRef} messages={[errors.form]} />

      {mode === 'new' ? (
        <section className={css.section} aria-labelledby="signup-account">
          <h2 id="signup-account" className={css.sectionTitle}>
            ログイン情報
          </h2>
          <CredentialFields values={values} set={setText} errors={errors.fields} password="new" />
        </section>
      ) : (
        <p className={css.note}>
          アカウントは作成済みです。続けて以下の会員情報を登録してください。
        </p>
      )}

      <section className={css.section} aria-labelledby="signup-wishes">
        <h2 id="signup-wishes" className={css.sectionTitle}>
          希望職種と資格
        </h2>
        <Fieldset
          label="希望職種"
          hint="複数選択できます"
          required
          error={errors.fields.desiredOccupationIds}
        >
          {() =>
            occupationGroups.map((group) => (
              <CheckboxGroup
                key={group.label}
                label={group.label}
                name="desiredOccupationIds"
                options={group.options}
                columns={2}
                value={values.desiredOccupationIds.filter((id) =>
                  group.options.some((option) => option.value === id),
                )}
                onChange={(next) =>
                  setValues((current) => ({
                    ...current,
                    desiredOccupationIds: replaceGroup(current.desiredOccupationIds, group, next),
                  }))
                }
              />
            ))
          }
        </Fieldset>
        <Fieldset
          label="保有資格"
          hint={
            qualificationChoices.length === 0
              ? '希望職種を選ぶと、関連する資格が表示されます'
              : 'お持ちの資格を選択してください（任意）'
          }
          required={false}
          error={errors.fields.qualificationIds}
        >
          {() =>
            qualificationChoices.map((group) => (
              <CheckboxGroup
                key={group.label}
                label={group.label}
                name="qualificationIds"
                options={group.options}
                columns={2}
                value={values.qualificationIds.filter((id) =>
                  group.options.some((option) => option.value === id),
                )}
                onChange={(next) =>
                  setValues((current) => ({
                    ...current,
                    qualificationIds: replaceGroup(current.qualificationIds, group, next),
                  }))
                }
              />
            ))
          }
        </Fieldset>
      </section>

      <section className={css.section} aria-labelledby="signup-profile">
        <h2 id="signup-profile" className={css.sectionTitle}>
          プロフィール
        </h2>
        <NameField value={values.name} onChange={setText('name')} error={errors.fields.name} />
        <BirthYearField
          autoComplete="bday-year"
          options={birthYears}
          value={values.birthYear}
          onChange={setText('birthYear')}
          error={errors.fields.birthYear}
        />
        <PostalCodeField
          name="zipCode"
          required
          value={values.zipCode}
          onValueChange={(zipCode) => setValues((current) => ({ ...current, zipCode }))}
          error={errors.fields.zipCode}
        />
      </section>

      <p className={css.note}>
        登録することで、
        <a href="/terms" className={css.link}>
          利用規約
        </a>
        と
        <a href="/privacy-policy" className={css.link}>
          プライバシーポリシー
        </a>
        に同意したものとみなします。
      </p>
      <Button type="submit" size="lg" fullWidth loading={pending}>
        {pending ? '登録中…' : mode === 'new' ? '同意して無料で会員登録する' : '会員情報を登録する'}
      </Button>
      {mode === 'new' && (
        <p className={css.links}>
          <span>
            会員登録がお済みの方は{' '}
            <a href={withQuery(paths.login(), query)} className={css.link}>
              ログイン
            </a>
          </span>
        </p>
      )}
    </form>
  );
}

/** The whole selection with one group's part replaced by `next`. */
function replaceGroup(
  selected: readonly string[],
  group: { options: ReadonlyArray<{ value: string }> },
  next: readonly string[],
): string[] {
  const inGroup = new Set(group.options.map((option) => option.value));
  return [...selected.filter((id) => !inGroup.has(id)), ...next];
}

/** The api's fieldErrors that belong to this form's fields. */
function pick(fieldErrors: Record<string, string>): Partial<Record<Field, string>> {
  const fields: Partial<Record<Field, string>> = {};
  for (const [key, message] of Object.entries(fieldErrors)) {
    const field = key.split('.')[0] as Field;
    if (FIELDS.includes(field) && fields[field] === undefined) fields[field] = message;
  }
  return fields;
}
