/**
 * The GraphQL SDL is the contract: every schema of MUTATION_INPUT_SCHEMAS (and the search
 * arguments) accepts exactly the shape of its GQL input — same field names, nesting and
 * optionality, GraphQL's value types (ids as strings, null for optional fields) — and only
 * adds value rules on top. Checked three ways:
 * - by type (tsc): the GQL input is assignable to `z.input` of the schema, and both have the
 *   same fields, nesting and optionality;
 * - at run time against the SDL itself: field names, required/optional, null accepted;
 * - at run time with data: a valid GQL-shaped input parses.
 * A mutation added to the SDL fails here until it has a schema or a reason for having none.
 */
import {
  buildSchema,
  type GraphQLInputType,
  getNullableType,
  isInputObjectType,
  isListType,
  isNonNullType,
} from 'graphql';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { type GQL, typeDefs } from '../graphql';
import type { advisorRequestSchema } from './advisor';
import type {
  createUserWithRelationsSchema,
  emailChangeSchema,
  passwordResetRequestSchema,
  phoneNumberChangeSchema,
} from './auth';
import type { basicInformationSchema, updateUserSchema } from './basic-information';
import type { contactSchema } from './contact';
import type { careerSheetSchema, resumeSchema } from './documents';
import type { educationalBackgroundSchema } from './educational-background';
import {
  type entryJoiningConfirmationSchema,
  memberEntriesSchema,
  type memberEntrySchema,
  type memberScoutEntrySchema,
  type memberScoutInquirySchema,
  visitorJobEntrySchema,
  type visitorScoutEntrySchema,
  type visitorScoutInquirySchema,
} from './entry';
import type { chooseInterviewSlotSchema, requestOtherInterviewDatesSchema } from './interview';
import type { jobHistoriesSchema } from './job-history';
import type { addFavoritesSchema } from './keep-list';
import type { userMessageSchema } from './message';
import {
  MUTATION_INPUT_SCHEMAS,
  type MutationName,
  type MutationWithInputSchema,
} from './mutation-inputs';
import type { notificationSettingsSchema, unsubscribeSchema } from './notification-settings';
import type { personalityAndRequirementsSchema } from './personality-and-requirements';
import type { renameSavedSearchSchema, saveSearchSchema } from './saved-search';
import type { scoutSettingByConversionIdSchema, scoutSettingSchema } from './scout-setting';
import { jobSearchParamsSchema } from './search';
import { atFixedNow, parseOk } from './test-helpers';

atFixedNow();

// ---------------------------------------------------------------------------------------
// By type
// ---------------------------------------------------------------------------------------

/**
 * The structure of a type: for objects, each field's optionality and structure; for lists,
 * the element's; everything else is a leaf (value types are checked by assignability).
 */
type ShapeOf<T> = [T] extends [readonly (infer Element)[]]
  ? { list: ShapeOf<NonNullable<Element>> }
  : [T] extends [object]
    ? {
        [K in keyof T]-?: {
          optional: Partial<Pick<T, K>> extends Pick<T, K> ? true : false;
          shape: ShapeOf<NonNullable<T[K]>>;
        };
      }
    : 'leaf';

/** A GQL input without the relay `clientMutationId`, which no schema reads. */
type Contract<Input> = ShapeOf<Omit<Input, 'clientMutationId'>>;
type SchemaShape<Schema extends z.ZodType> = ShapeOf<z.input<Schema>>;

describe('schemas accept exactly their GQL input (type level, checked by tsc)', () => {
  it('accounts and profile', () => {
    expectTypeOf<GQL.CreateUserWithRelationsInput>().toExtend<
      z.input<typeof createUserWithRelationsSchema>
    >();
    expectTypeOf<SchemaShape<typeof createUserWithRelationsSchema>>().toEqualTypeOf<
      Contract<GQL.CreateUserWithRelationsInput>
    >();
    expectTypeOf<GQL.ResetUserPasswordInput>().toExtend<
      z.input<typeof passwordResetRequestSchema>
    >();
    expectTypeOf<SchemaShape<typeof passwordResetRequestSchema>>().toEqualTypeOf<
      Contract<GQL.ResetUserPasswordInput>
    >();
    expectTypeOf<GQL.UpdateUserEmailInput>().toExtend<z.input<typeof emailChangeSchema>>();
    expectTypeOf<SchemaShape<typeof emailChangeSchema>>().toEqualTypeOf<
      Contract<GQL.UpdateUserEmailInput>
    >();
    expectTypeOf<GQL.UpdateUserPhoneNumberInput>().toExtend<
      z.input<typeof phoneNumberChangeSchema>
    >();
    expectTypeOf<SchemaShape<typeof phoneNumberChangeSchema>>().toEqualTypeOf<
      Contract<GQL.UpdateUserPhoneNumberInput>
    >();
    expectTypeOf<GQL.UpdateUserBasicInformationInput>().toExtend<
      z.input<typeof basicInformationSchema>
    >();
    expectTypeOf<SchemaShape<typeof basicInformationSchema>>().toEqualTypeOf<
      Contract<GQL.UpdateUserBasicInformationInput>
    >();
    expectTypeOf<GQL.UpdateUserInput>().toExtend<z.input<typeof updateUserSchema>>();
    expectTypeOf<SchemaShape<typeof updateUserSchema>>().toEqualTypeOf<
      Contract<GQL.UpdateUserInput>
    >();
    expectTypeOf<GQL.SaveEducationalBackgroundInput>().toExtend<
      z.input<typeof educationalBackgroundSchema>
    >();
    expectTypeOf<SchemaShape<typeof educationalBackgroundSchema>>().toEqualTypeOf<
      Contract<GQL.SaveEducationalBackgroundInput>
    >();
    expectTypeOf<GQL.SaveJobHistoriesInput>().toExtend<z.input<typeof jobHistoriesSchema>>();
    expectTypeOf<SchemaShape<typeof jobHistoriesSchema>>().toEqualTypeOf<
      Contract<GQL.SaveJobHistoriesInput>
    >();
    expectTypeOf<GQL.SavePersonalityAndRequirementsInput>().toExtend<
      z.input<typeof personalityAndRequirementsSchema>
    >();
    expectTypeOf<SchemaShape<typeof personalityAndRequirementsSchema>>().toEqualTypeOf<
      Contract<GQL.SavePersonalityAndRequirementsInput>
    >();
    expectTypeOf<GQL.CreateResumeInput>().toExtend<z.input<typeof resumeSchema>>();
    expectTypeOf<SchemaShape<typeof resumeSchema>>().toEqualTypeOf<
      Contract<GQL.CreateResumeInput>
    >();
    expectTypeOf<GQL.CreateCareerSheetInput>().toExtend<z.input<typeof careerSheetSchema>>();
    expectTypeOf<SchemaShape<typeof careerSheetSchema>>().toEqualTypeOf<
      Contract<GQL.CreateCareerSheetInput>
    >();
  });

  it('settings, favorites, messages and contact', () => {
    expectTypeOf<GQL.SaveSettingInput>().toExtend<z.input<typeof scoutSettingSchema>>();
    expectTypeOf<SchemaShape<typeof scoutSettingSchema>>().toEqualTypeOf<
      Contract<GQL.SaveSettingInput>
    >();
    expectTypeOf<GQL.SaveScoutSettingInput>().toExtend<
      z.input<typeof scoutSettingByConversionIdSchema>
    >();
    expectTypeOf<SchemaShape<typeof scoutSettingByConversionIdSchema>>().toEqualTypeOf<
      Contract<GQL.SaveScoutSettingInput>
    >();
    expectTypeOf<GQL.AddFavoritesInput>().toExtend<z.input<typeof addFavoritesSchema>>();
    expectTypeOf<SchemaShape<typeof addFavoritesSchema>>().toEqualTypeOf<
      Contract<GQL.AddFavoritesInput>
    >();
    expectTypeOf<GQL.CreateUserMessageInput>().toExtend<z.input<typeof userMessageSchema>>();
    expectTypeOf<SchemaShape<typeof userMessageSchema>>().toEqualTypeOf<
      Contract<GQL.CreateUserMessageInput>
    >();
    expectTypeOf<GQL.CreateContactInput>().toExtend<z.input<typeof contactSchema>>();
    expectTypeOf<SchemaShape<typeof contactSchema>>().toEqualTypeOf<
      Contract<GQL.CreateContactInput>
    >();
  });

  it('notification settings and unsubscribe links', () => {
    expectTypeOf<GQL.SaveNotificationSettingsInput>().toExtend<
      z.input<typeof notificationSettingsSchema>
    >();
    expectTypeOf<SchemaShape<typeof notificationSettingsSchema>>().toEqualTypeOf<
      Contract<GQL.SaveNotificationSettingsInput>
    >();
    expectTypeOf<GQL.UnsubscribeNotificationsInput>().toExtend<z.input<typeof unsubscribeSchema>>();
    expectTypeOf<SchemaShape<typeof unsubscribeSchema>>().toEqualTypeOf<
      Contract<GQL.UnsubscribeNotificationsInput>
    >();
  });

  it('advisor requests', () => {
    expectTypeOf<GQL.RequestAdvisorInput>().toExtend<z.input<typeof advisorRequestSchema>>();
    expectTypeOf<SchemaShape<typeof advisorRequestSchema>>().toEqualTypeOf<
      Contract<GQL.RequestAdvisorInput>
    >();
  });

  it('saved searches', () => {
    expectTypeOf<GQL.SaveSearchInput>().toExtend<z.input<typeof saveSearchSchema>>();
    expectTypeOf<SchemaShape<typeof saveSearchSchema>>().toEqualTypeOf<
      Contract<GQL.SaveSearchInput>
    >();
    expectTypeOf<GQL.RenameSavedSearchInput>().toExtend<z.input<typeof renameSavedSearchSchema>>();
    expectTypeOf<GQL.ChooseInterviewSlotInput>().toExtend<
      z.input<typeof chooseInterviewSlotSchema>
    >();
    expectTypeOf<GQL.RequestOtherInterviewDatesInput>().toExtend<
      z.input<typeof requestOtherInterviewDatesSchema>
    >();
    expectTypeOf<SchemaShape<typeof renameSavedSearchSchema>>().toEqualTypeOf<
      Contract<GQL.RenameSavedSearchInput>
    >();
  });

  it('entries and inquiries', () => {
    expectTypeOf<GQL.CreateEntryInput>().toExtend<z.input<typeof memberEntrySchema>>();
    expectTypeOf<SchemaShape<typeof memberEntrySchema>>().toEqualTypeOf<
      Contract<GQL.CreateEntryInput>
    >();
    expectTypeOf<GQL.CreateEntriesInput>().toExtend<z.input<typeof memberEntriesSchema>>();
    expectTypeOf<SchemaShape<typeof memberEntriesSchema>>().toEqualTypeOf<
      Contract<GQL.CreateEntriesInput>
    >();
    expectTypeOf<GQL.CreateScoutEntryInput>().toExtend<z.input<typeof memberScoutEntrySchema>>();
    expectTypeOf<SchemaShape<typeof memberScoutEntrySchema>>().toEqualTypeOf<
      Contract<GQL.CreateScoutEntryInput>
    >();
    expectTypeOf<GQL.CreateVisitorJobEntryInput>().toExtend<
      z.input<typeof visitorJobEntrySchema>
    >();
    expectTypeOf<SchemaShape<typeof visitorJobEntrySchema>>().toEqualTypeOf<
      Contract<GQL.CreateVisitorJobEntryInput>
    >();
    expectTypeOf<GQL.CreateVisitorScoutEntryInput>().toExtend<
      z.input<typeof visitorScoutEntrySchema>
    >();
    expectTypeOf<SchemaShape<typeof visitorScoutEntrySchema>>().toEqualTypeOf<
      Contract<GQL.CreateVisitorScoutEntryInput>
    >();
    expectTypeOf<GQL.CreateScoutInquiryInput>().toExtend<
      z.input<typeof memberScoutInquirySchema>
    >();
    expectTypeOf<SchemaShape<typeof memberScoutInquirySchema>>().toEqualTypeOf<
      Contract<GQL.CreateScoutInquiryInput>
    >();
    expectTypeOf<GQL.CreateVisitorScoutInquiryInput>().toExtend<
      z.input<typeof visitorScoutInquirySchema>
    >();
    expectTypeOf<SchemaShape<typeof visitorScoutInquirySchema>>().toEqualTypeOf<
      Contract<GQL.CreateVisitorScoutInquiryInput>
    >();
    expectTypeOf<GQL.UpdateEntryJoiningConfirmationInput>().toExtend<
      z.input<typeof entryJoiningConfirmationSchema>
    >();
    expectTypeOf<SchemaShape<typeof entryJoiningConfirmationSchema>>().toEqualTypeOf<
      Contract<GQL.UpdateEntryJoiningConfirmationInput>
    >();
  });

  it('search arguments', () => {
    expectTypeOf<GQL.QuerySearchJobsArgs>().toExtend<z.input<typeof jobSearchParamsSchema>>();
    expectTypeOf<SchemaShape<typeof jobSearchParamsSchema>>().toEqualTypeOf<
      ShapeOf<GQL.QuerySearchJobsArgs>
    >();
  });
});

// ---------------------------------------------------------------------------------------
// Against the SDL, at run time
// ---------------------------------------------------------------------------------------

const sdl = buildSchema(typeDefs);
const mutationFields = sdl.getMutationType()?.getFields() ?? {};

/**
 * Mutations whose input nobody types, so no schema checks it beyond GraphQL's own types.
 * A mutation of the SDL must be here or in MUTATION_INPUT_SCHEMAS.
 */
const WITHOUT_SCHEMA: Readonly<Record<Exclude<MutationName, MutationWithInputSchema>, string>> = {
  addFavorite: 'one job id',
  removeFavorite: 'one job id',
  removeCareerSheet: 'one document id',
  removeResume: 'one document id',
  recoverInconsistentUser: 'no fields (the verified token is the input)',
  updateLastSessionAt: 'no fields',
  deleteAccount: 'one optional flag (the verified token with a recent auth_time is the input)',
  readCompanyMessage: 'a room id and optionally the newest message seen',
  readNotices: 'notice ids',
  deleteSavedSearch: 'one saved search id',
  readSavedSearchMatches: 'one saved search id',
  updateRoom: 'a room id and a flag',
  createUserAttachmentMessage:
    'a room id and an Upload; the file is checked with attachmentSchema on each side',
  uploadResumePhoto: 'a resume id and an Upload; the photo is checked by its bytes on the api',
  removeResumePhoto: 'one resume id',
  createUserDocumentMessage: 'a room id, a document kind and id, and an idempotency key',
  createMicroConversion: 'analytics event sent by the site, not a form',
  connectCvToLineUserEntry: 'LINE callback, not a form',
  connectCvToLineUser: 'LINE callback, not a form',
  createScoutResponseHistory: 'tracking event sent by the site, not a form',
};

/** The schema a wrapper (optional, nullable, default, catch, pipe) validates with. */
function innerSchema(schema: z.ZodType): z.ZodType {
  const def = schema.def as { innerType?: z.ZodType; in?: z.ZodType };
  if (def.innerType) return innerSchema(def.innerType);
  if (schema instanceof z.ZodPipe && def.in) return innerSchema(def.in);
  return schema;
}

/** Where `schema` departs from the GraphQL input type `type`; empty when it matches. */
function differences(schema: z.ZodType, type: GraphQLInputType, path: string): string[] {
  const nullable = getNullableType(type);
  const inner = innerSchema(schema);
  if (isListType(nullable)) {
    if (!(inner instanceof z.ZodArray)) return [`${path}: a list in the SDL`];
    return differences(inner.element as z.ZodType, nullable.ofType, `${path}[]`);
  }
  if (!isInputObjectType(nullable)) return [];
  if (!(inner instanceof z.ZodObject)) return [`${path}: an input object in the SDL`];
  const fields = Object.values(nullable.getFields()).filter((f) => f.name !== 'clientMutationId');
  const shape = inner.shape as Record<string, z.ZodType>;
  const problems = Object.keys(shape)
    .filter((key) => !fields.some((field) => field.name === key))
    .map((key) => `${path}.${key}: not in ${nullable.name}`);
  for (const field of fields) {
    const at = `${path}.${field.name}`;
    const fieldSchema = shape[field.name];
    if (!fieldSchema) {
      problems.push(`${at}: missing from the schema`);
      continue;
    }
    const required = isNonNullType(field.type) && field.defaultValue === undefined;
    const acceptsAbsent = fieldSchema.safeParse(undefined).success;
    if (required && acceptsAbsent) problems.push(`${at}: required in the SDL`);
    if (!required && !acceptsAbsent) problems.push(`${at}: optional in the SDL`);
    if (!required && !fieldSchema.safeParse(null).success) {
      problems.push(`${at}: GraphQL may send null`);
    }
    problems.push(...differences(fieldSchema, field.type, at));
  }
  return problems;
}

describe('schemas match the SDL (run time)', () => {
  it('every mutation has a schema or a reason for having none', () => {
    const covered = [...Object.keys(MUTATION_INPUT_SCHEMAS), ...Object.keys(WITHOUT_SCHEMA)];
    expect(covered.sort()).toEqual(Object.keys(mutationFields).sort());
  });

  it.each(Object.entries(MUTATION_INPUT_SCHEMAS))(
    '%s: fields, nesting, optionality',
    (name, schema) => {
      const input = mutationFields[name]?.args.find((arg) => arg.name === 'input');
      expect(input, `${name}(input:)`).toBeDefined();
      expect(differences(schema, input?.type as GraphQLInputType, 'input')).toEqual([]);
    },
  );

  it('searchJobs: arguments', () => {
    const args = sdl.getQueryType()?.getFields().searchJobs?.args ?? [];
    const shape = jobSearchParamsSchema.shape as Record<string, z.ZodType>;
    expect(Object.keys(shape).sort()).toEqual(args.map((arg) => arg.name).sort());
    for (const arg of args) {
      const argSchema = shape[arg.name] as z.ZodType;
      // Every argument is optional: absent and null take the SDL default.
      expect(isNonNullType(arg.type)).toBe(false);
      expect(argSchema.safeParse(undefined).success, arg.name).toBe(true);
      expect(argSchema.safeParse(null).success, arg.name).toBe(true);
      expect(differences(argSchema, arg.type, arg.name)).toEqual([]);
    }
  });

  it('searchJobs: absent arguments take the defaults of the SDL', () => {
    const args = sdl.getQueryType()?.getFields().searchJobs?.args ?? [];
    const defaults = Object.fromEntries(
      args.filter((arg) => arg.defaultValue !== undefined).map((a) => [a.name, a.defaultValue]),
    );
    expect(parseOk(jobSearchParamsSchema, {})).toEqual(defaults);
    expect(parseOk(jobSearchParamsSchema, { page: null, per: null, sortType: null })).toEqual(
      defaults,
    );
  });
});

// ---------------------------------------------------------------------------------------
// With data: valid GQL-shaped inputs parse
// ---------------------------------------------------------------------------------------

const visitorProfile = {
  name: '山田 太郎',
  furigana: 'やまだ たろう',
  birthYear: 1985,
  gender: 'male',
  zipCode: '100-0001',
  prefectureId: '13',
  addressLine: '千代田区千代田',
  phoneNumber: '03-1234-5678',
  email: null,
  employmentStatus: 'employed',
  desiredJobChangeTiming: 'within_month',
  qualificationIds: ['1', '2'],
  desiredOccupationIds: ['1'],
  contactMethod: 'phone_number',
} satisfies GQL.VisitorProfileInput;

const attribution = {
  utmSource: 'google',
  internalSource: 'magazine',
  magazineArticleId: '12',
} satisfies GQL.AttributionInput;

/** One valid input per mutation, written as a GraphQL client sends it. */
const VALID_INPUTS: {
  readonly [K in MutationWithInputSchema]: Readonly<Record<string, unknown>>;
} = {
  addFavorites: { clientMutationId: 'm1', jobIds: ['1', '2'] } satisfies GQL.AddFavoritesInput,
  createCareerSheet: {
    name: '職務経歴書',
    summary: null,
  } satisfies GQL.CreateCareerSheetInput,
  createResume: {
    clientMutationId: null,
    name: '運送会社向け',
    reason: '長距離輸送の経験を活かしたいため',
  } satisfies GQL.CreateResumeInput,
  updateCareerSheet: {
    id: '3',
    name: '職務経歴書',
    summary: null,
    refreshProfile: null,
  } satisfies GQL.UpdateCareerSheetInput,
  updateResume: {
    clientMutationId: null,
    id: '12',
    name: '運送会社向け',
    reason: null,
    hopes: '貴社規定に従います',
    nameKana: 'やまだ たろう',
    birthDate: '1990-04-02',
    postalCode: '1000001',
    prefectureId: '13',
    municipality: '千代田区',
    addressLine: null,
    refreshProfile: true,
  } satisfies GQL.UpdateResumeInput,
  saveEducationalBackground: {
    education: 'high_school',
    schoolName: null,
    graduationStatus: 'graduated',
    graduationYear: 2004,
    graduationMonth: 3,
  } satisfies GQL.SaveEducationalBackgroundInput,
  saveJobHistories: {
    jobHistories: [
      {
        id: '4',
        occupationId: '1',
        otherOccupationName: null,
        companyName: '株式会社山田運送',
        companyBusinessDetail: null,
        joinedYear: 2015,
        joinedMonth: 4,
        retiredYear: null,
        retiredMonth: null,
        employmentType: 'regular',
        jobDescription: '4tトラックでの地場配送',
      },
    ],
  } satisfies GQL.SaveJobHistoriesInput,
  savePersonalityAndRequirements: {
    personality: { experienceCompanyNum: 2, selfPr: '無事故無違反10年です。' },
    requirements: {
      desiredJobChangeTiming: 'within_three_months',
      desiredWorkingHours: 'day',
      salaryRange: { lowest: 250000, highest: null },
      desiredCarIds: ['1', '2'],
      desiredParticularConditionIds: [],
      desiredWorkplaceStrengthIds: null,
    },
  } satisfies GQL.SavePersonalityAndRequirementsInput,
  updateUserBasicInformation: {
    name: '佐藤 花子',
    birthYear: 1990,
    gender: 'female',
    zipCode: '0600001',
    prefectureId: '1',
    employmentStatus: 'unemployed',
    numberOfDependents: 2,
    hasSpouse: true,
  } satisfies GQL.UpdateUserBasicInformationInput,
  updateUserEmail: { email: 'taro@example.com' } satisfies GQL.UpdateUserEmailInput,
  updateUserPhoneNumber: { phoneNumber: '090-1234-5678' } satisfies GQL.UpdateUserPhoneNumberInput,
  updateUser: {
    desiredOccupationIds: ['1', '3'],
    qualificationIds: [],
    lineUserId: null,
  } satisfies GQL.UpdateUserInput,
  createUserWithRelations: {
    name: '山田 太郎',
    birthYear: 1985,
    gender: null,
    zipCode: '1000001',
    prefectureId: null,
    employmentStatus: 'employed',
    desiredJobChangeTiming: 'immediately',
    desiredOccupationIds: ['1'],
    qualificationIds: ['5'],
    scoutAllowOccupationCategoryIds: ['1', '2'],
    conversionSource: 'signup',
    attribution,
    entryJobIds: ['10'],
    favoriteJobIds: ['10', '11'],
  } satisfies GQL.CreateUserWithRelationsInput,
  resetUserPassword: { emailOrPhoneNumber: '090-1234-5678' } satisfies GQL.ResetUserPasswordInput,
  createUserMessage: {
    roomId: '3',
    content: '承知しました',
    quickReplyKey: 'ok',
  } satisfies GQL.CreateUserMessageInput,
  saveScoutSetting: {
    conversionId: 'cv_0123456789',
    scoutStatus: 'receiving',
    scoutAllowOccupationCategoryIds: ['1'],
  } satisfies GQL.SaveScoutSettingInput,
  saveSetting: {
    scoutStatus: 'stopped',
    scoutAllowOccupationCategoryIds: [],
  } satisfies GQL.SaveSettingInput,
  updateEntryJoiningConfirmation: {
    token: 'jc_token',
    hasJoined: true,
    joinedOn: '2025-04-01',
  } satisfies GQL.UpdateEntryJoiningConfirmationInput,
  createEntry: { jobId: '10', message: null, attribution } satisfies GQL.CreateEntryInput,
  createEntries: {
    jobIds: ['10', '11'],
    message: 'よろしくお願いします。',
    attribution: null,
  } satisfies GQL.CreateEntriesInput,
  createScoutEntry: { scoutId: '7' } satisfies GQL.CreateScoutEntryInput,
  createVisitorJobEntry: {
    jobIds: ['10'],
    profile: visitorProfile,
    attribution,
  } satisfies GQL.CreateVisitorJobEntryInput,
  createVisitorScoutEntry: {
    scoutUrlId: 'a1B2c3',
    profile: visitorProfile,
    message: null,
  } satisfies GQL.CreateVisitorScoutEntryInput,
  createContact: {
    fullName: '山田 太郎',
    email: 'taro@example.com',
    phoneNumber: null,
    contactMethod: 'email',
    message: '求人について質問です。',
  } satisfies GQL.CreateContactInput,
  createScoutInquiry: {
    scoutId: '7',
    contactMethod: 'email',
    message: '詳しく知りたいです',
  } satisfies GQL.CreateScoutInquiryInput,
  createVisitorScoutInquiry: {
    scoutUrlId: 'a1B2c3',
    profile: { ...visitorProfile, email: 'taro@example.com', contactMethod: 'email' },
  } satisfies GQL.CreateVisitorScoutInquiryInput,
  requestAdvisor: {
    contactMethod: 'phone_number',
    email: null,
    phoneNumber: '090-1234-5678',
    preferredTimes: ['weekday_evening', 'weekend'],
    note: '夜勤のない仕事を相談したいです。',
    jobId: '10',
  } satisfies GQL.RequestAdvisorInput,
  saveSearch: {
    name: null,
    occupation: 'driver',
    prefectureNameEn: 'hokkaido',
    municipalityId: '01100',
    featureId: '51',
    hiringTypes: ['regular'],
    minimumMonthlySalary: 250000,
    sortType: 'published_at',
  } satisfies GQL.SaveSearchInput,
  renameSavedSearch: { id: '3', name: '札幌の大型ドライバー' } satisfies GQL.RenameSavedSearchInput,
  saveNotificationSettings: {
    settings: [{ kind: 'scout', site: true, email: false, line: true }],
  } satisfies GQL.SaveNotificationSettingsInput,
  unsubscribeNotifications: { token: '12.scout.abc' } satisfies GQL.UnsubscribeNotificationsInput,
  chooseInterviewSlot: { slotId: '12' } satisfies GQL.ChooseInterviewSlotInput,
  requestOtherInterviewDates: {
    proposalId: '4',
    note: '平日の午後なら伺えます',
  } satisfies GQL.RequestOtherInterviewDatesInput,
};

describe('valid GQL-shaped inputs parse', () => {
  it.each(Object.entries(MUTATION_INPUT_SCHEMAS))('%s', (name, schema) => {
    const input = VALID_INPUTS[name as MutationWithInputSchema];
    expect(() => parseOk(schema, input)).not.toThrow();
    // clientMutationId is the resolver's, not the schema's: accepted and left out.
    const parsed = parseOk(schema, { ...input, clientMutationId: 'm1' }) as object;
    expect(parsed).not.toHaveProperty('clientMutationId');
  });

  it('outputs GraphQL string ids as numbers', () => {
    expect(parseOk(memberEntriesSchema, VALID_INPUTS.createEntries).jobIds).toEqual([10, 11]);
    const entry = parseOk(visitorJobEntrySchema, VALID_INPUTS.createVisitorJobEntry);
    expect(entry.profile.prefectureId).toBe(13);
    expect(entry.profile.qualificationIds).toEqual([1, 2]);
    expect(entry.attribution).toEqual({ ...attribution, magazineArticleId: 12 });
  });

  it('search arguments as GraphQL variables', () => {
    const args = {
      query: {
        keyword: '大型',
        prefectureNameEn: 'tokyo',
        prefectureIds: ['13'],
        municipalityIds: ['01100'],
        featureIds: ['51'],
        occupationCategoryIds: null,
        hiringTypes: ['regular'],
        minimumMonthlySalary: 250000,
        companyId: null,
        excludeJobIds: ['10'],
      },
      occupation: 'driver',
      page: 2,
      per: null,
      sortType: 'highest_salary',
    } satisfies GQL.QuerySearchJobsArgs;
    expect(parseOk(jobSearchParamsSchema, args)).toMatchObject({
      query: { prefectureIds: [13], municipalityIds: ['01100'], featureIds: [51] },
      page: 2,
      per: 25,
      sortType: 'highest_salary',
    });
  });
});
