/** Sign-up, login and account settings forms (identity provider calls, updateUser*). */
import { z } from 'zod';
import { emailOrPhoneNumberSchema } from './email-or-phone';
import {
  emailSchema,
  formObject,
  idListSchema,
  mobilePhoneNumberSchema,
  passwordSchema,
} from './fields';
import { VALIDATION_MESSAGES as M } from './messages';

/** /member/signup/: createUserWithRelations after the identity provider sign-up. */
export const signupSchema = formObject({
  emailOrPhoneNumber: emailOrPhoneNumberSchema,
  password: passwordSchema,
  desiredOccupationIds: idListSchema({ min: 1, minMessage: '希望職種を選択してください' }),
  qualificationIds: idListSchema(),
});
export type SignupInput = z.input<typeof signupSchema>;

/** /member/login/. Only presence is checked: the policy of a new password does not apply. */
export const loginSchema = formObject({
  emailOrPhoneNumber: emailOrPhoneNumberSchema,
  password: z.string({ error: M.required }).min(1, M.required),
});
export type LoginInput = z.input<typeof loginSchema>;

/** /member/resetPassword/: where the reset mail goes (resetUserPassword). */
export const passwordResetRequestSchema = formObject({ email: emailSchema });
export type PasswordResetRequestInput = z.input<typeof passwordResetRequestSchema>;

/** Edit email (updateUserEmail). */
export const emailChangeSchema = formObject({ email: emailSchema });
export type EmailChangeInput = z.input<typeof emailChangeSchema>;

/** Edit phone number (updateUserPhoneNumber); the number is also a sign-in id. */
export const phoneNumberChangeSchema = formObject({ phoneNumber: mobilePhoneNumberSchema });
export type PhoneNumberChangeInput = z.input<typeof phoneNumberChangeSchema>;
