/**
 * Which schema validates the `input` of which GraphQL mutation. The web validates a form
 * with the schema before sending it; the api validates `args.input` with the same schema
 * (BAD_USER_INPUT with `fieldErrors(error)` on failure) and works with the parsed value
 * (ids as numbers, text trimmed and normalised).
 *
 * Each schema accepts exactly the shape of its `GQL.<Name>Input` (contract.test.ts checks
 * it, by type and at run time); mutations left out carry no user-typed input (see the list
 * in contract.test.ts).
 */
import type { z } from 'zod';
import type { GQL } from '../graphql';
import { advisorRequestSchema } from './advisor';
import {
  createUserWithRelationsSchema,
  emailChangeSchema,
  passwordResetRequestSchema,
  phoneNumberChangeSchema,
} from './auth';
import { basicInformationSchema, updateUserSchema } from './basic-information';
import { contactSchema } from './contact';
import {
  careerSheetSchema,
  careerSheetUpdateSchema,
  resumeSchema,
  resumeUpdateSchema,
} from './documents';
import { educationalBackgroundSchema } from './educational-background';
import {
  entryJoiningConfirmationSchema,
  memberEntriesSchema,
  memberEntrySchema,
  memberScoutEntrySchema,
  memberScoutInquirySchema,
  visitorJobEntrySchema,
  visitorScoutEntrySchema,
  visitorScoutInquirySchema,
} from './entry';
import { chooseInterviewSlotSchema, requestOtherInterviewDatesSchema } from './interview';
import { jobHistoriesSchema } from './job-history';
import { addFavoritesSchema } from './keep-list';
import { userMessageSchema } from './message';
import { notificationSettingsSchema, unsubscribeSchema } from './notification-settings';
import { personalityAndRequirementsSchema } from './personality-and-requirements';
import { renameSavedSearchSchema, saveSearchSchema } from './saved-search';
import { scoutSettingByConversionIdSchema, scoutSettingSchema } from './scout-setting';

export type MutationName = Exclude<keyof GQL.Mutation, '__typename'>;

export const MUTATION_INPUT_SCHEMAS = Object.freeze({
  addFavorites: addFavoritesSchema,
  createCareerSheet: careerSheetSchema,
  createResume: resumeSchema,
  updateCareerSheet: careerSheetUpdateSchema,
  updateResume: resumeUpdateSchema,
  saveEducationalBackground: educationalBackgroundSchema,
  saveJobHistories: jobHistoriesSchema,
  savePersonalityAndRequirements: personalityAndRequirementsSchema,
  updateUserBasicInformation: basicInformationSchema,
  updateUserEmail: emailChangeSchema,
  updateUserPhoneNumber: phoneNumberChangeSchema,
  updateUser: updateUserSchema,
  createUserWithRelations: createUserWithRelationsSchema,
  resetUserPassword: passwordResetRequestSchema,
  createUserMessage: userMessageSchema,
  saveScoutSetting: scoutSettingByConversionIdSchema,
  saveSetting: scoutSettingSchema,
  updateEntryJoiningConfirmation: entryJoiningConfirmationSchema,
  createEntry: memberEntrySchema,
  createEntries: memberEntriesSchema,
  createScoutEntry: memberScoutEntrySchema,
  createVisitorJobEntry: visitorJobEntrySchema,
  createVisitorScoutEntry: visitorScoutEntrySchema,
  createContact: contactSchema,
  createScoutInquiry: memberScoutInquirySchema,
  createVisitorScoutInquiry: visitorScoutInquirySchema,
  requestAdvisor: advisorRequestSchema,
  saveSearch: saveSearchSchema,
  renameSavedSearch: renameSavedSearchSchema,
  saveNotificationSettings: notificationSettingsSchema,
  unsubscribeNotifications: unsubscribeSchema,
  chooseInterviewSlot: chooseInterviewSlotSchema,
  requestOtherInterviewDates: requestOtherInterviewDatesSchema,
} satisfies Partial<Record<MutationName, z.ZodType>>);

export type MutationWithInputSchema = keyof typeof MUTATION_INPUT_SCHEMAS;
