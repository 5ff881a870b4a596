/** Sign-up, login and account settings (identity provider calls, createUserWithRelations, …). */
import { z } from 'zod';
import { KEEP_LIST } from '../constants';
import { ConversionSource, StartTiming } from '../enums';
import { attributionSchema } from './attribution';
import { emailOrPhoneNumberSchema } from './email-or-phone';
import {
  emailSchema,
  enumChoice,
  formObject,
  idListSchema,
  mobilePhoneNumberSchema,
  passwordSchema,
} from './fields';
import { keepListSchema } from './keep-list';
import { VALIDATION_MESSAGES as M } from './messages';
import { personBasicsShape } from './shapes';

/**
 * /member/signup/, first step: the identity provider's sign-up (not a GraphQL call). The
 * profile part of the page is createUserWithRelationsSchema.
 */
export const signupCredentialsSchema = formObject({
  emailOrPhoneNumber: emailOrPhoneNumberSchema,
  password: passwordSchema,
});
export type SignupCredentialsInput = z.input<typeof signupCredentialsSchema>;

/**
 * createUserWithRelations (GQL.CreateUserWithRelationsInput): the member record made after
 * the identity provider sign-up. Email or phone number come from the verified token.
 */
export const createUserWithRelationsSchema = formObject({
  ...personBasicsShape,
  desiredJobChangeTiming: enumChoice(StartTiming).nullish(),
  desiredOccupationIds: idListSchema({ min: 1, minMessage: '希望職種を選択してください' }),
  qualificationIds: idListSchema(),
  scoutAllowOccupationCategoryIds: idListSchema().nullish(),
  conversionSource: enumChoice(ConversionSource),
  attribution: attributionSchema,
  /** Jobs applied to with the sign-up; a batch is bounded like createEntries. */
  entryJobIds: idListSchema({
    max: KEEP_LIST.maxItems,
    maxMessage: `一度に応募できるのは${KEEP_LIST.maxItems}件までです`,
  }).nullish(),
  /** The keepList cookie moved to the account. */
  favoriteJobIds: keepListSchema.nullish(),
});
export type CreateUserWithRelationsInput = z.input<typeof createUserWithRelationsSchema>;

/** /member/login/. Only presence is checked: the policy of a new password does not apply. */
export const loginSchema = formObject({
  emailOrPhoneNumber: emailOrPhoneNumberSchema,
  password: z.string({ error: M.required }).min(1, M.required),
});
export type LoginInput = z.input<typeof loginSchema>;

/** /member/resetPassword/ (resetUserPassword): the email or mobile number signed in with. */
export const passwordResetRequestSchema = formObject({
  emailOrPhoneNumber: emailOrPhoneNumberSchema,
});
export type PasswordResetRequestInput = z.input<typeof passwordResetRequestSchema>;

/** Edit email (updateUserEmail). */
export const emailChangeSchema = formObject({ email: emailSchema });
export type EmailChangeInput = z.input<typeof emailChangeSchema>;

/** Edit phone number (updateUserPhoneNumber); the number is also a sign-in id. */
export const phoneNumberChangeSchema = formObject({ phoneNumber: mobilePhoneNumberSchema });
export type PhoneNumberChangeInput = z.input<typeof phoneNumberChangeSchema>;

/** The current password, asked again before an account change (docs/decisions/0042). */
export const currentPasswordSchema = z.string({ error: M.required }).min(1, M.required).max(4096);

/** Password change while signed in: the current password, then a new one that differs. */
export const passwordChangeSchema = formObject({
  currentPassword: currentPasswordSchema,
  newPassword: passwordSchema,
}).refine((input) => input.currentPassword !== input.newPassword, {
  path: ['newPassword'],
  message: '現在のパスワードと異なるパスワードを入力してください',
});
export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;

/** Re-entering the password to confirm a sensitive step (docs/decisions/0042). */
export const reauthenticationSchema = formObject({ password: currentPasswordSchema });
export type ReauthenticationInput = z.input<typeof reauthenticationSchema>;
