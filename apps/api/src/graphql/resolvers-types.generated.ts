import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { JobRow, JobDetailRow, WorkingTimeRow, AppealPointRow, ArticleSectionRow } from '../modules/jobs/repository';
import type { JobPageModel } from '../modules/jobs/pages';
import type { JobFacetsModel } from '../modules/jobs/facets';
import type { JobSalaryModel } from '../modules/jobs/salaries';
import type { CompanyRow, CompanyDetailRow, OfficeRow } from '../modules/companies/repository';
import type { OccupationMaster, OccupationCategoryMaster, PrefectureMaster, RegionMaster, QualificationMaster } from '@jobsite/domain/masters';
import type { MunicipalityMaster } from '../data/municipalities';
import type { FeatureModel, FeatureCategoryModel } from '../modules/masters/lookups';
import type { PostalAddressModel } from '../modules/masters/postal';
import type { TrademarkRow } from '../modules/masters/repository';
import type { JobSeekerCommentRow, MagazineArticleRow, MagazineCategoryRow, NewsItemRow, FaqItemRow } from '../modules/content/repository';
import type { MemberRow, PersonalityRow, ResumeRow, CareerSheetRow } from '../modules/members/repository';
import type { JobHistoryModel, EducationalBackgroundModel, RequirementsModel, SettingModel } from '../modules/members/models';
import type { EntryRow } from '../modules/entries/repository';
import type { JoiningConfirmationModel } from '../modules/entries/joining-confirmation';
import type { RoomRow, MessageRow, NoticeRow } from '../modules/messages/repository';
import type { InterviewProposalRow, InterviewSlotRow } from '../modules/interviews/repository';
import type { ScoutRow, ScoutInquiryRow, ScoutResponseHistoryRow } from '../modules/scouts/repository';
import type { ContactRow } from '../modules/conversions/models';
import type { CrmJobSeeker } from '../modules/crm/crm-client';
import type { AdvisorRequestRow } from '../modules/advisor/repository';
import type { SavedSearchRow } from '../modules/saved-searches/repository';
import type { ApiContext } from './context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A calendar date in Japan time as `YYYY-MM-DD`. */
  Date: { input: string; output: string; }
  /**
   * An instant in time as an ISO 8601 string with offset, e.g. `2025-04-01T09:00:00+09:00`.
   * The API emits UTC (`…Z`); the web formats in Japan time.
   */
  DateTime: { input: string; output: Date | string; }
  /** A file sent as a part of a multipart request (GraphQL multipart request spec). */
  Upload: { input: Promise<import("./context").FileUpload>; output: never; }
};

/** Input of addFavorite. */
export type AddFavoriteInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  jobId: Scalars['ID']['input'];
};

/** Result of addFavorite. */
export type AddFavoritePayload = {
  __typename?: 'AddFavoritePayload';
  clientMutationId: Maybe<Scalars['String']['output']>;
  favoriteJobCount: Scalars['Int']['output'];
  job: Job;
};

/** Input of addFavorites. */
export type AddFavoritesInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  /** At most 100; already saved ids are kept once. */
  jobIds: Array<Scalars['ID']['input']>;
};

/** Result of addFavorites. */
export type AddFavoritesPayload = {
  __typename?: 'AddFavoritesPayload';
  clientMutationId: Maybe<Scalars['String']['output']>;
  favoriteJobCount: Scalars['Int']['output'];
  jobs: Array<Job>;
};

/** A member's request for a career advisor. */
export type AdvisorRequest = {
  __typename?: 'AdvisorRequest';
  /** The address to reach the member at: the email or the phone number of `contactMethod`. */
  contactAddress: Scalars['String']['output'];
  contactMethod: ContactMethod;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** The job page the request was sent from (published or not, as job(id)). */
  job: Maybe<Job>;
  note: Maybe<Scalars['String']['output']>;
  preferredTimes: Array<ContactTimeSlot>;
};

/** A highlighted point of a job. */
export type AppealPoint = {
  __typename?: 'AppealPoint';
  body: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  image: Maybe<Image>;
  title: Scalars['String']['output'];
};

/** A free section of a job page. */
export type ArticleSection = {
  __typename?: 'ArticleSection';
  /** HTML. */
  body: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  image: Maybe<Image>;
  title: Scalars['String']['output'];
};

/** What a message carries: text or a file. */
export type AttachmentKind =
  | 'FILE'
  | 'MESSAGE';

/** Where a conversion came from (session storage keys of spec §4). */
export type AttributionInput = {
  internalSource?: InputMaybe<Scalars['String']['input']>;
  magazineArticleId?: InputMaybe<Scalars['ID']['input']>;
  utmSource?: InputMaybe<Scalars['String']['input']>;
};

/** How a member signs in. */
export type AuthType =
  | 'email'
  | 'phone_number';

/** A vehicle a job seeker wants to drive. */
export type Car = {
  __typename?: 'Car';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** A career sheet (職務経歴書) made from the member's profile at the time it was created. */
export type CareerSheet = {
  __typename?: 'CareerSheet';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  jobHistories: Array<JobHistory>;
  /** Title the member gave the document. */
  name: Scalars['String']['output'];
  qualifications: Array<Qualification>;
  summary: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
};

/** Input of chooseInterviewSlot. */
export type ChooseInterviewSlotInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  slotId: Scalars['ID']['input'];
};

/** Result of chooseInterviewSlot. */
export type ChooseInterviewSlotPayload = {
  __typename?: 'ChooseInterviewSlotPayload';
  clientMutationId: Maybe<Scalars['String']['output']>;
  entry: Entry;
  /** The member's answer in the room. */
  message: Message;
  proposal: InterviewProposal;
};

/** A hiring company. */
export type Company = {
  __typename?: 'Company';
  addressLine: Maybe<Scalars['String']['output']>;
  companyDetail: CompanyDetail;
  id: Scalars['ID']['output'];
  images: Array<Image>;
  name: Scalars['String']['output'];
  publishedJobCount: Scalars['Int']['output'];
};

/** Company profile texts. */
export type CompanyDetail = {
  __typename?: 'CompanyDetail';
  businessDescription: Maybe<Scalars['String']['output']>;
  businessMainClient: Maybe<Scalars['String']['output']>;
  /** As shown, e.g. `1,000万円`. */
  capitalStock: Maybe<Scalars['String']['output']>;
  employeeNumber: Maybe<Scalars['Int']['output']>;
  /** As shown, e.g. `1985年4月`. */
  establishmentDate: Maybe<Scalars['String']['output']>;
  introduction: Maybe<Scalars['String']['output']>;
  representativeName: Maybe<Scalars['String']['output']>;
  vehicleNumber: Maybe<Scalars['Int']['output']>;
};

/** Input of connectCvToLineUserEntry. */
export type ConnectCvToLineUserEntryInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  conversionId: Scalars['String']['input'];
  /** Entries made in the conversion. */
  entryIds: Array<Scalars['ID']['input']>;
  lineUserId: Scalars['String']['input'];
  /** The scout link's signed token (purpose line), for a member's conversion without a session. */
  token?: InputMaybe<Scalars['String']['input']>;
};

/** Result of connectCvToLineUserEntry. */
export type ConnectCvToLineUserEntryPayload = {
  __typename?: 'ConnectCvToLineUserEntryPayload';
  clientMutationId: Maybe<Scalars['String']['output']>;
  conversionId: Scalars['String']['output'];
};

/** Input of connectCvToLineUser. */
export type ConnectCvToLineUserInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  conversionId: Scalars['String']['input'];
  lineUserId: Scalars['String']['input'];
  /** The scout link's signed token (purpose line), for a member's conversion without a session. */
  token?: InputMaybe<Scalars['String']['input']>;
};

/** Result of connectCvToLineUser. */
export type ConnectCvToLineUserPayload = {
  __typename?: 'ConnectCvToLineUserPayload';
  clientMutationId: Maybe<Scalars['String']['output']>;
  conversionId: Scalars['String']['output'];
};

/** A message to the support window (/faq/#contact). */
export type Contact = {
  __typename?: 'Contact';
  createdAt: Scalars['DateTime']['output'];
  fullName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

/** How a job seeker prefers to be contacted. */
export type ContactMethod =
  | 'email'
  | 'phone_number';

/** When a member would like the career advisor to get in touch. */
export type ContactTimeSlot =
  | 'anytime'
  | 'weekday_afternoon'
  | 'weekday_evening'
  | 'weekday_morning'
  | 'weekend';

/** The action that made a conversion (registration or application). */
export type ConversionSource =
  | 'job_entry'
  | 'lp'
  | 'scout_entry'
  | 'scout_inquiry'
  | 'signup';

/** What identifies a conversion to analytics, the CRM and LINE. */
export type ConversionUser = {
  __typename?: 'ConversionUser';
  conversionId: Scalars['String']['output'];
  lineUserId: Maybe<Scalars['String']['output']>;
};

/** Input of createCareerSheet. */
export type CreateCareerSheetInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  summary?: InputMaybe<Scalars['String']['input']>;
};

/** Result of createCareerSheet. */
export type CreateCareerSheetPayload = {
  __typename?: 'CreateCareerSheetPayload';
  careerSheet: CareerSheet;
  clientMutationId: Maybe<Scalars['String']['output']>;
};

/** Input of createContact. */
export type CreateContactInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  contactMethod: ContactMethod;
  email?: InputMaybe<Scalars['String']['input']>;
  fullName: Scalars['String']['input'];
  message: Scalars['String']['input'];
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
};

/** Result of createContact. */
export type CreateContactPayload = {
  __typename?: 'CreateContactPayload';
  clientMutationId: Maybe<Scalars['String']['output']>;
  contact: Contact;
};

/** Input of createEntries. */
export type CreateEntriesInput = {
  attribution?: InputMaybe<AttributionInput>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  /** At most KEEP_LIST.maxItems (20). */
  jobIds: Array<Scalars['ID']['input']>;
  message?: InputMaybe<Scalars['String']['input']>;
};

/** Result of createEntries. */
export type CreateEntriesPayload = {
  __typename?: 'CreateEntriesPayload';
  clientMutationId: Maybe<Scalars['String']['output']>;
  entries: Array<Entry>;
  user: ConversionUser;
};

/** Input of createEntry. */
export type CreateEntryInput = {
  attribution?: InputMaybe<AttributionInput>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  jobId: Scalars['ID']['input'];
  /** First message to the company. */
  message?: InputMaybe<Scalars['String']['input']>;
};

/** Result of createEntry. */
export type CreateEntryPayload = {
  __typename?: 'CreateEntryPayload';
  clientMutationId: Maybe<Scalars['String']['output']>;
  entry: Entry;
  user: ConversionUser;
};

/** Input of createMicroConversion. */
export type CreateMicroConversionInput = {
  attribution?: InputMaybe<AttributionInput>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  conversionSource: ConversionSource;
  jobId?: InputMaybe<Scalars['ID']['input']>;
  /** Site path where it happened. */
  path?: InputMaybe<Scalars['String']['input']>;
  scoutId?: InputMaybe<Scalars['ID']['input']>;
};

/** Result of createMicroConversion. */
export type CreateMicroConversionPayload = {
  __typename?: 'CreateMicroConversionPayload';
  clientMutationId: Maybe<Scalars['String']['output']>;
  microConversionId: Scalars['ID']['output'];
};

/** Input of createResume. */
export type CreateResumeInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  reason?: InputMaybe<Scalars['String']['input']>;
};

/** Result of createResume. */
export type CreateResumePayload = {
  __typename?: 'CreateResumePayload';
  clientMutationId: Maybe<Scalars['String']['output']>;
  resume: Resume;
};

/** Input of createScoutEntry. */
export type CreateScoutEntryInput = {
  attribution?: InputMaybe<AttributionInput>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  message?: InputMaybe<Scalars['String']['input']>;
  scoutId: Scalars['ID']['input'];
};

/** Result of createScoutEntry. */
export type CreateScoutEntryPayload = {
  __typename?: 'CreateScoutEntryPayload';
  clientMutationId: Maybe<Scalars['String']['output']>;
  entry: Entry;
  user: ConversionUser;
};

/** Input of createScoutInquiry. */
export type CreateScoutInquiryInput = {
  attribution?: InputMaybe<AttributionInput>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  contactMethod?: InputMaybe<ContactMethod>;
  message?: InputMaybe<Scalars['String']['input']>;
  scoutId: Scalars['ID']['input'];
};

/** Result of createScoutInquiry. */
export type CreateScoutInquiryPayload = {
  __typename?: 'CreateScoutInquiryPayload';
  clientMutationId: Maybe<Scalars['String']['output']>;
  scoutInquiry: ScoutInquiry;
  user: ConversionUser;
};

/** Input of createScoutResponseHistory. */
export type CreateScoutResponseHistoryInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  /** The job seeker's conversionId when known (from the link). */
  conversionId?: InputMaybe<Scalars['String']['input']>;
  event: ScoutHistoryEvent;
  responseType?: InputMaybe<ResponseType>;
  /** The scout link's urlId. */
  scoutUrlId: Scalars['String']['input'];
  source: ScoutSource;
};

/** Result of createScoutResponseHistory. */
export type CreateScoutResponseHistoryPayload = {
  __typename?: 'CreateScoutResponseHistoryPayload';
  clientMutationId: Maybe<Scalars['String']['output']>;
  /** The job seeker's conversionId, null for an unknown visitor. */
  conversionId: Maybe<Scalars['String']['output']>;
  scoutResponseHistory: ScoutResponseHistory;
};

/** Input of createUserAttachmentMessage (multipart request). */
export type CreateUserAttachmentMessageInput = {
  /**
   * Idempotency key of this upload (a UUID), as on CreateUserMessageInput: a repeated key
   * returns the message saved with it and stores no second file; the same key with another
   * room, file name or type answers IDEMPOTENCY_KEY_REUSED.
   */
  clientMessageId?: InputMaybe<Scalars['String']['input']>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  /** At most MESSAGE_LIMITS.maxAttachmentBytes, of MESSAGE_LIMITS.allowedAttachmentTypes. */
  file: Scalars['Upload']['input'];
  roomId: Scalars['ID']['input'];
};

/** Result of createUserAttachmentMessage. */
export type CreateUserAttachmentMessagePayload = {
  __typename?: 'CreateUserAttachmentMessagePayload';
  clientMutationId: Maybe<Scalars['String']['output']>;
  message: Message;
  room: Room;
};

/** Input of createUserDocumentMessage. */
export type CreateUserDocumentMessageInput = {
  /** Idempotency key, as on CreateUserMessageInput. */
  clientMessageId?: InputMaybe<Scalars['String']['input']>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  /** The member's resume or career sheet (by `kind`); NOT_FOUND when it is not the member's. */
  documentId: Scalars['ID']['input'];
  kind: MemberDocumentKind;
  roomId: Scalars['ID']['input'];
};

/** Result of createUserDocumentMessage. */
export type CreateUserDocumentMessagePayload = {
  __typename?: 'CreateUserDocumentMessagePayload';
  clientMutationId: Maybe<Scalars['String']['output']>;
  message: Message;
  room: Room;
};

/** Input of createUserMessage. */
export type CreateUserMessageInput = {
  /**
   * Idempotency key the client makes for one message (a UUID) and sends again when it retries
   * that message. A key the member already used returns the message saved with it and saves
   * nothing; the same key with other content (room, text, quick reply) answers
   * IDEMPOTENCY_KEY_REUSED.
   */
  clientMessageId?: InputMaybe<Scalars['String']['input']>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  /** 1 to MESSAGE_LIMITS.maxTextLength characters. */
  content: Scalars['String']['input'];
  /** Key of the quick reply used, if any. */
  quickReplyKey?: InputMaybe<Scalars['String']['input']>;
  roomId: Scalars['ID']['input'];
};

/** Result of createUserMessage. */
export type CreateUserMessagePayload = {
  __typename?: 'CreateUserMessagePayload';
  clientMutationId: Maybe<Scalars['String']['output']>;
  message: Message;
  room: Room;
};

/** Input of createUserWithRelations (sign-up). Email or phone number come from the verified token. */
export type CreateUserWithRelationsInput = {
  attribution?: InputMaybe<AttributionInput>;
  birthYear: Scalars['Int']['input'];
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  conversionSource: ConversionSource;
  desiredJobChangeTiming?: InputMaybe<StartTiming>;
  desiredOccupationIds: Array<Scalars['ID']['input']>;
  employmentStatus?: InputMaybe<EmploymentStatus>;
  /** Jobs to apply to with the sign-up (entry from a job page). */
  entryJobIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Saved jobs of the keepList cookie to move to the account. */
  favoriteJobIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  gender?: InputMaybe<Gender>;
  name: Scalars['String']['input'];
  prefectureId?: InputMaybe<Scalars['ID']['input']>;
  qualificationIds: Array<Scalars['ID']['input']>;
  scoutAllowOccupationCategoryIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  zipCode: Scalars['String']['input'];
};

/** Result of createUserWithRelations. */
export type CreateUserWithRelationsPayload = {
  __typename?: 'CreateUserWithRelationsPayload';
  clientMutationId: Maybe<Scalars['String']['output']>;
  entries: Array<Entry>;
  user: EndUser;
};

/** Input of createVisitorJobEntry. */
export type CreateVisitorJobEntryInput = {
  attribution?: InputMaybe<AttributionInput>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  /**
   * Idempotency key the client makes for one submission (a UUID) and sends again when it
   * retries that submission. A key already used returns what was saved with it (the same
   * visitor, entries or inquiry, conversionId included) and saves nothing; the same key with
   * other content (another mutation, or any field of the input other than clientMutationId)
   * answers IDEMPOTENCY_KEY_REUSED. Without a key every request is a new submission.
   */
  clientSubmissionId?: InputMaybe<Scalars['String']['input']>;
  /** At most KEEP_LIST.maxItems (20). */
  jobIds: Array<Scalars['ID']['input']>;
  message?: InputMaybe<Scalars['String']['input']>;
  profile: VisitorProfileInput;
};

/** Result of createVisitorJobEntry. */
export type CreateVisitorJobEntryPayload = {
  __typename?: 'CreateVisitorJobEntryPayload';
  clientMutationId: Maybe<Scalars['String']['output']>;
  entries: Array<Entry>;
  user: ConversionUser;
};

/** Input of createVisitorScoutEntry. */
export type CreateVisitorScoutEntryInput = {
  attribution?: InputMaybe<AttributionInput>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  /**
   * Idempotency key the client makes for one submission (a UUID) and sends again when it
   * retries that submission. A key already used returns what was saved with it (the same
   * visitor, entries or inquiry, conversionId included) and saves nothing; the same key with
   * other content (another mutation, or any field of the input other than clientMutationId)
   * answers IDEMPOTENCY_KEY_REUSED. Without a key every request is a new submission.
   */
  clientSubmissionId?: InputMaybe<Scalars['String']['input']>;
  message?: InputMaybe<Scalars['String']['input']>;
  profile: VisitorProfileInput;
  /** The scout link's urlId. */
  scoutUrlId: Scalars['String']['input'];
};

/** Result of createVisitorScoutEntry. */
export type CreateVisitorScoutEntryPayload = {
  __typename?: 'CreateVisitorScoutEntryPayload';
  clientMutationId: Maybe<Scalars['String']['output']>;
  entry: Entry;
  user: ConversionUser;
};

/** Input of createVisitorScoutInquiry. */
export type CreateVisitorScoutInquiryInput = {
  attribution?: InputMaybe<AttributionInput>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  /**
   * Idempotency key the client makes for one submission (a UUID) and sends again when it
   * retries that submission. A key already used returns what was saved with it (the same
   * visitor, entries or inquiry, conversionId included) and saves nothing; the same key with
   * other content (another mutation, or any field of the input other than clientMutationId)
   * answers IDEMPOTENCY_KEY_REUSED. Without a key every request is a new submission.
   */
  clientSubmissionId?: InputMaybe<Scalars['String']['input']>;
  message?: InputMaybe<Scalars['String']['input']>;
  profile: VisitorProfileInput;
  /** The scout link's urlId. */
  scoutUrlId: Scalars['String']['input'];
};

/** Result of createVisitorScoutInquiry. */
export type CreateVisitorScoutInquiryPayload = {
  __typename?: 'CreateVisitorScoutInquiryPayload';
  clientMutationId: Maybe<Scalars['String']['output']>;
  scoutInquiry: ScoutInquiry;
  user: ConversionUser;
};

/** Input of deleteAccount. */
export type DeleteAccountInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  /** The member confirmed that applications still in selection end with the account. */
  confirmOpenEntries?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Result of deleteAccount. */
export type DeleteAccountPayload = {
  __typename?: 'DeleteAccountPayload';
  clientMutationId: Maybe<Scalars['String']['output']>;
  /** False when there was no member record left to delete (a repeated 退会). */
  deleted: Scalars['Boolean']['output'];
};

/** Input of deleteSavedSearch. */
export type DeleteSavedSearchInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
};

/** Result of deleteSavedSearch. */
export type DeleteSavedSearchPayload = {
  __typename?: 'DeleteSavedSearchPayload';
  clientMutationId: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The member's new matches over the remaining saved searches. */
  newMatchCount: Scalars['Int']['output'];
};

/** An occupation a job seeker can wish for at sign-up and on the profile. */
export type DesiredOccupation = {
  __typename?: 'DesiredOccupation';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  occupationCategory: OccupationCategory;
};

/** A document made on the server for download (a PDF), its bytes in base64. */
export type DocumentFile = {
  __typename?: 'DocumentFile';
  base64: Scalars['String']['output'];
  contentType: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** Size in bytes. */
  size: Scalars['Int']['output'];
};

/** Final education level of an educational background. */
export type Education =
  | 'graduate_school'
  | 'high_school'
  | 'junior_college'
  | 'junior_high_school'
  | 'other'
  | 'technical_college'
  | 'university'
  | 'vocational_school';

/** Graduation status of an educational background. */
export type EducationStatus =
  | 'dropped_out'
  | 'expected_to_graduate'
  | 'graduated'
  | 'none';

/** A member's final education. */
export type EducationalBackground = {
  __typename?: 'EducationalBackground';
  education: Education;
  graduationMonth: Maybe<Scalars['Int']['output']>;
  graduationStatus: EducationStatus;
  graduationYear: Maybe<Scalars['Int']['output']>;
  schoolName: Maybe<Scalars['String']['output']>;
};

/** Current employment status of a job seeker. */
export type EmploymentStatus =
  | 'employed'
  | 'student'
  | 'unemployed';

/** Employment type of a job history. */
export type EmploymentType =
  | 'contract'
  | 'none'
  | 'part_time'
  | 'regular'
  | 'solo_proprietorship';

/** A registered job seeker (member). */
export type EndUser = {
  __typename?: 'EndUser';
  authType: AuthType;
  birthYear: Maybe<Scalars['Int']['output']>;
  careerSheets: Array<CareerSheet>;
  /** Id shared with the CRM and analytics for this member's conversions. */
  conversionId: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  detail: EndUserDetail;
  educationalBackground: Maybe<EducationalBackground>;
  email: Maybe<Scalars['String']['output']>;
  employmentStatus: Maybe<EmploymentStatus>;
  /** Jobs the member has applied to, directly or by answering a scout (the 応募済み marks). */
  enteredJobIds: Array<Scalars['ID']['output']>;
  favoriteJobCount: Scalars['Int']['output'];
  gender: Maybe<Gender>;
  id: Scalars['ID']['output'];
  jobHistories: Array<JobHistory>;
  lastSessionAt: Maybe<Scalars['DateTime']['output']>;
  lineUserId: Maybe<Scalars['String']['output']>;
  /** Unread messages over all rooms (header badge). */
  messageCount: Scalars['Int']['output'];
  name: Maybe<Scalars['String']['output']>;
  /** New matches over all saved searches, not yet seen (header and my page badge). */
  newMatchCount: Scalars['Int']['output'];
  /** Desired occupations. */
  occupations: Array<DesiredOccupation>;
  personality: Maybe<Personality>;
  phoneNumber: Maybe<Scalars['String']['output']>;
  prefecture: Maybe<Prefecture>;
  qualifications: Array<Qualification>;
  requirements: Maybe<Requirements>;
  resumes: Array<Resume>;
  setting: Setting;
  unreadNoticeCount: Scalars['Int']['output'];
  zipCode: Maybe<Scalars['String']['output']>;
};

/** Family details of a member. */
export type EndUserDetail = {
  __typename?: 'EndUserDetail';
  hasSpouse: Maybe<Scalars['Boolean']['output']>;
  numberOfDependents: Maybe<Scalars['Int']['output']>;
};

/** An application (応募) of a job seeker to a job. */
export type Entry = {
  __typename?: 'Entry';
  createdAt: Scalars['DateTime']['output'];
  currentStatus: EntryStatus;
  id: Scalars['ID']['output'];
  /**
   * The company's latest interview date proposal that it has not withdrawn: open (dates to
   * choose), chosen (the interview's date) or answered with a request for other dates.
   */
  interviewProposal: Maybe<InterviewProposal>;
  /** First entry the member made directly to a job (not via a scout). */
  isFirstDirectEntry: Scalars['Boolean']['output'];
  job: Job;
  /** The message room with the company. */
  room: Maybe<Room>;
  /** Set when the entry answered a scout. */
  scout: Maybe<Scout>;
  updatedAt: Scalars['DateTime']['output'];
};

/** Confirmation of joining after an entry, opened from a link with a token. */
export type EntryJoiningConfirmation = {
  __typename?: 'EntryJoiningConfirmation';
  companyName: Maybe<Scalars['String']['output']>;
  expiresAt: Maybe<Scalars['DateTime']['output']>;
  hasJoined: Maybe<Scalars['Boolean']['output']>;
  /** False when the token is unknown, used or expired. */
  isValid: Scalars['Boolean']['output'];
  jobTitle: Maybe<Scalars['String']['output']>;
  joinedOn: Maybe<Scalars['Date']['output']>;
};

/** Status of an application (entry). */
export type EntryStatus =
  | 'applied'
  | 'closed'
  | 'declined'
  | 'hired'
  | 'interview'
  | 'interview_scheduled'
  | 'offered'
  | 'screening';

/** The answer of an FAQ item. */
export type FaqAnswer = {
  __typename?: 'FaqAnswer';
  /** HTML as editors wrote it: a client sanitises it where it becomes DOM (the web: RichText). */
  text: Scalars['String']['output'];
};

/** An FAQ item, shaped like schema.org Question. */
export type FaqItem = {
  __typename?: 'FaqItem';
  acceptedAnswer: FaqAnswer;
  id: Scalars['ID']['output'];
  /** The question. */
  name: Scalars['String']['output'];
};

/** A searchable feature of jobs (vehicle type, licence, job content, condition). */
export type Feature = {
  __typename?: 'Feature';
  category: FeatureCategory;
  /** E.g. 51 large truck, 69 taxi, 68 trailer. */
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  publishedJobCount: Scalars['Int']['output'];
};

/** Group of a feature (vehicle, licence and size; job content). */
export type FeatureCategory = {
  __typename?: 'FeatureCategory';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** Salary statistics of the jobs having one feature (licence class, mechanic grade, …). */
export type FeatureSalaryStatistics = {
  __typename?: 'FeatureSalaryStatistics';
  feature: Feature;
  statistics: SalaryStatistics;
};

/** Gender as asked on the profile and resume. */
export type Gender =
  | 'female'
  | 'male'
  | 'other';

/** A position in WGS84 degrees. */
export type GeoPoint = {
  __typename?: 'GeoPoint';
  latitude: Scalars['Float']['output'];
  longitude: Scalars['Float']['output'];
};

/** Hiring type of a job posting. */
export type HiringType =
  | 'contract'
  | 'dispatch'
  | 'outsourcing'
  | 'part_time'
  | 'regular';

/** An image with its address. */
export type Image = {
  __typename?: 'Image';
  alt: Maybe<Scalars['String']['output']>;
  url: Scalars['String']['output'];
};

/** What the scout response inquiry form needs. */
export type InquiryForm = {
  __typename?: 'InquiryForm';
  desiredOccupations: Array<DesiredOccupation>;
  /** Null when the CRM has no record for the conversionId. */
  kintoneUser: Maybe<KintoneUser>;
  qualifications: Array<Qualification>;
};

/** An interview date as an iCalendar file (RFC 5545) for the member's calendar. */
export type InterviewCalendar = {
  __typename?: 'InterviewCalendar';
  /** The VCALENDAR text, CRLF line ends; `text/calendar; charset=utf-8`. */
  content: Scalars['String']['output'];
  /** File name to save it as (ends in .ics). */
  fileName: Scalars['String']['output'];
};

/** Interview dates a company proposed for an entry, shown in the entry's room as choices. */
export type InterviewProposal = {
  __typename?: 'InterviewProposal';
  /** When the member answered (chose a slot or asked for other dates). */
  answeredAt: Maybe<Scalars['DateTime']['output']>;
  /** The slot the member chose; set when status is chosen. */
  chosenSlot: Maybe<InterviewSlot>;
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** The room's message that carries the proposal. */
  messageId: Maybe<Scalars['ID']['output']>;
  /** Where the interview takes place (an address, or online), as the company wrote it. */
  place: Maybe<Scalars['String']['output']>;
  /** 1 to INTERVIEW_LIMITS.maxSlots candidate dates, earliest first. */
  slots: Array<InterviewSlot>;
  status: InterviewProposalStatus;
};

/**
 * Where a company's interview date proposal stands: open until the member answers or the
 * company withdraws it.
 */
export type InterviewProposalStatus =
  | 'chosen'
  | 'open'
  | 'other_dates_requested'
  | 'withdrawn';

/** One candidate date of an interview date proposal. */
export type InterviewSlot = {
  __typename?: 'InterviewSlot';
  endsAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  /** Whether it has begun by now: a past slot can no longer be chosen. */
  isPast: Scalars['Boolean']['output'];
  startsAt: Scalars['DateTime']['output'];
};

/**
 * A job posting. `isMemberOnly` jobs (non-public, 会員限定求人) are seen by signed-in members
 * only: no operation gives one to a visitor (lists leave them out, `job(id)` answers
 * MEMBER_ONLY_JOB).
 */
export type Job = {
  __typename?: 'Job';
  addressLine: Maybe<Scalars['String']['output']>;
  appealPoints: Array<AppealPoint>;
  articleSections: Array<ArticleSection>;
  buildingName: Maybe<Scalars['String']['output']>;
  /** When the job stopped taking entries; null while it takes them. */
  closedAt: Maybe<Scalars['DateTime']['output']>;
  /** Null when the company record is gone. */
  company: Maybe<Company>;
  /** Empty on a related job of a scout that hides its company's images (Scout.relatedJobs). */
  companyImages: Array<Image>;
  /** Contract wording as shown, e.g. `正社員（試用期間3ヶ月）`. */
  contractCategory: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  editedAt: Scalars['DateTime']['output'];
  features: Array<Feature>;
  /** Upper figure in yen; null when open-ended. */
  highestSalary: Maybe<Scalars['Int']['output']>;
  hiringType: HiringType;
  id: Scalars['ID']['output'];
  interviewVideoUrl: Maybe<Scalars['String']['output']>;
  /** Whether the signed-in member saved the job; false for visitors (their list is the keepList cookie). */
  isFavorited: Scalars['Boolean']['output'];
  /** Also published on the public employment office (Hello Work). */
  isHellowork: Scalars['Boolean']['output'];
  /** Whether the company is hiring now; with isPublished, gates entry. */
  isHiring: Scalars['Boolean']['output'];
  /** Non-public job (会員限定求人), shown to signed-in members only. */
  isMemberOnly: Scalars['Boolean']['output'];
  isPublished: Scalars['Boolean']['output'];
  jobDetail: JobDetail;
  jobSeekerComments: Array<JobSeekerComment>;
  /**
   * Where the job is (its office, else its municipality's point): the job page shows the
   * distance from the seeker's place with it. Null when unknown, and on a related job of a
   * scout that hides its company (a position names the office).
   */
  location: Maybe<GeoPoint>;
  /** Lower figure in yen. */
  lowestSalary: Scalars['Int']['output'];
  municipality: Maybe<Municipality>;
  /** Published jobs of the same occupation nearest to this one. */
  nearDistanceJobs: Array<Job>;
  occupation: Occupation;
  offices: Array<Office>;
  prefecture: Prefecture;
  /** When the job was (last) published: JobPosting datePosted; null when never published. */
  publishedAt: Maybe<Scalars['DateTime']['output']>;
  /** Published jobs recommended to people viewing this one. */
  recommendJobs: Array<Job>;
  salaryOption: SalaryOption;
  summaries: Array<Summary>;
  title: Scalars['String']['output'];
  /**
   * Until when the posting runs (JobPosting validThrough): ahead while the job takes entries,
   * its closing time once closed (decision 0033).
   */
  validThrough: Maybe<Scalars['DateTime']['output']>;
  workingTimes: Array<WorkingTime>;
  zipCode: Maybe<Scalars['String']['output']>;
};


/**
 * A job posting. `isMemberOnly` jobs (non-public, 会員限定求人) are seen by signed-in members
 * only: no operation gives one to a visitor (lists leave them out, `job(id)` answers
 * MEMBER_ONLY_JOB).
 */
export type JobNearDistanceJobsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * A job posting. `isMemberOnly` jobs (non-public, 会員限定求人) are seen by signed-in members
 * only: no operation gives one to a visitor (lists leave them out, `job(id)` answers
 * MEMBER_ONLY_JOB).
 */
export type JobRecommendJobsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};

/** The long texts of a job page. Texts are plain with line breaks unless noted. */
export type JobDetail = {
  __typename?: 'JobDetail';
  appealMessage: Maybe<Scalars['String']['output']>;
  applicationProcedure: Maybe<Scalars['String']['output']>;
  catchphrase: Maybe<Scalars['String']['output']>;
  flowOfAfterJoining: Maybe<Scalars['String']['output']>;
  flowOfTheDay: Maybe<Scalars['String']['output']>;
  holidayOption: Maybe<Scalars['String']['output']>;
  jobDescriptionOption: Maybe<Scalars['String']['output']>;
  locationNote: Maybe<Scalars['String']['output']>;
  message: Maybe<Scalars['String']['output']>;
  notSuitablePerson: Maybe<Scalars['String']['output']>;
  qualificationOption: Maybe<Scalars['String']['output']>;
  selectionProcess: Maybe<Scalars['String']['output']>;
  suitablePerson: Maybe<Scalars['String']['output']>;
  welfareOption: Maybe<Scalars['String']['output']>;
  workingTimeOption: Maybe<Scalars['String']['output']>;
};

/** One choice of a facet and the number of jobs it gives. */
export type JobFacetCount = {
  __typename?: 'JobFacetCount';
  count: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
};

/**
 * Counts beside the choices of a search (decision 0028). Each list holds the values with at
 * least one job, and the values already chosen (whatever their count), in master order.
 * Features: the count with this feature added to the chosen ones (all must hold), so a chosen
 * feature counts `totalCount`. The other lists (a job has one of each): the count with this
 * value alone in place of that condition's current values, the other conditions kept; picking
 * several values gives the sum of their counts.
 */
export type JobFacets = {
  __typename?: 'JobFacets';
  /** Feature ids. */
  features: Array<JobFacetCount>;
  /** HiringType values. */
  hiringTypes: Array<JobFacetCount>;
  /** JIS municipality codes within the searched prefectures; empty without a prefecture. */
  municipalities: Array<JobFacetCount>;
  /** Occupation ids (within the occupation categories asked for, if any). */
  occupations: Array<JobFacetCount>;
  /** Prefecture codes (choosing one drops the municipalities chosen). */
  prefectures: Array<JobFacetCount>;
  /** JobShiftCondition values (day, night, no_night). */
  shifts: Array<JobFacetCount>;
};

/** A past or current job of a member. */
export type JobHistory = {
  __typename?: 'JobHistory';
  companyBusinessDetail: Maybe<Scalars['String']['output']>;
  companyName: Scalars['String']['output'];
  employmentType: EmploymentType;
  id: Scalars['ID']['output'];
  jobDescription: Maybe<Scalars['String']['output']>;
  joinedMonth: Scalars['Int']['output'];
  joinedYear: Scalars['Int']['output'];
  /** Null when otherOccupationName is used. */
  occupation: Maybe<Occupation>;
  otherOccupationName: Maybe<Scalars['String']['output']>;
  retiredMonth: Maybe<Scalars['Int']['output']>;
  /** Null while still working there. */
  retiredYear: Maybe<Scalars['Int']['output']>;
};

/** One job history to save; with `id` it updates that history. */
export type JobHistoryInput = {
  companyBusinessDetail?: InputMaybe<Scalars['String']['input']>;
  companyName: Scalars['String']['input'];
  employmentType: EmploymentType;
  id?: InputMaybe<Scalars['ID']['input']>;
  jobDescription?: InputMaybe<Scalars['String']['input']>;
  joinedMonth: Scalars['Int']['input'];
  joinedYear: Scalars['Int']['input'];
  occupationId?: InputMaybe<Scalars['ID']['input']>;
  otherOccupationName?: InputMaybe<Scalars['String']['input']>;
  retiredMonth?: InputMaybe<Scalars['Int']['input']>;
  retiredYear?: InputMaybe<Scalars['Int']['input']>;
};

/**
 * The point of a distance search: a municipality's point, or a position the browser gave (only
 * on the seeker's tap). Exactly one of municipalityId or latitude + longitude.
 */
export type JobNearInput = {
  latitude?: InputMaybe<Scalars['Float']['input']>;
  longitude?: InputMaybe<Scalars['Float']['input']>;
  /** JIS municipality code whose point is the origin. */
  municipalityId?: InputMaybe<Scalars['ID']['input']>;
  /** 1–100 km (the site offers 10, 20, 30 and 50). */
  radiusKm: Scalars['Int']['input'];
};

/** One page of jobs. */
export type JobPage = {
  __typename?: 'JobPage';
  /**
   * How many jobs each further choice would give within this search, from the same filter as
   * `totalCount` (member-only jobs counted the same way). Searches (searchJobs,
   * searchFeatureJobs) only; null on other lists.
   */
  facets: Maybe<JobFacets>;
  /**
   * Conditions read from words of the keyword (decisions 0030, 0052): 「夜勤なし」 as the shift,
   * 「寮」 or 「未経験」 as a feature, 「大阪」 as a place. Those words left the text match; the
   * search holds each condition as if chosen. Empty when none was read; null on lists that are
   * not searches.
   */
  keywordConditions: Maybe<Array<KeywordCondition>>;
  /**
   * How many of the matching jobs are member-only. A member gets them in `nodes` and
   * `totalCount` too; a visitor gets neither, only this count, and only for a list narrowed by
   * occupation, place, features and hiring types: for a keyword, a salary floor, a company or
   * excluded ids it is null, so counts cannot read what member-only jobs say.
   */
  memberOnlyCount: Maybe<Scalars['Int']['output']>;
  nodes: Array<Job>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** Page size asked for. */
  per: Scalars['Int']['output'];
  /** Number of jobs matching, over all pages. */
  totalCount: Scalars['Int']['output'];
  /** ceil(totalCount / per); 0 when nothing matches. */
  totalPages: Scalars['Int']['output'];
};

/** Salary figures of published jobs matching a place, occupation or feature. */
export type JobSalary = {
  __typename?: 'JobSalary';
  /** Average upper monthly figure in yen; null when jobCount is 0. */
  averageHighestSalary: Maybe<Scalars['Int']['output']>;
  /** Average lower monthly figure in yen; null when jobCount is 0. */
  averageLowestSalary: Maybe<Scalars['Int']['output']>;
  feature: Maybe<Feature>;
  /** Jobs counted (monthly-paid only). */
  jobCount: Scalars['Int']['output'];
  /** Highest upper monthly figure in yen. */
  maxHighestSalary: Maybe<Scalars['Int']['output']>;
  occupation: Maybe<Occupation>;
  prefecture: Maybe<Prefecture>;
};

/**
 * Input of a job search; filters combine with AND, values inside one list with OR (except
 * `featureIds`: all of them).
 */
export type JobSearchInput = {
  companyId?: InputMaybe<Scalars['ID']['input']>;
  /** Leave these out, e.g. the job being viewed. */
  excludeJobIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Jobs having every one of these features (unlike the other lists, which match any value). */
  featureIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  hiringTypes?: InputMaybe<Array<HiringType>>;
  /** Also list jobs that stopped taking entries (募集終了); left out when absent or false. */
  includeClosed?: InputMaybe<Scalars['Boolean']['input']>;
  /** Words matched against title, company, description and address. */
  keyword?: InputMaybe<Scalars['String']['input']>;
  /**
   * Jobs whose lowest pay, as an annual amount (monthly × 12, hourly × 168 × 12, daily × 21 × 12;
   * annual pay as it is), is at least this many yen. With minimumMonthlySalary both must hold.
   * 0–120,000,000.
   */
  minimumAnnualSalary?: InputMaybe<Scalars['Int']['input']>;
  /**
   * Jobs whose lowest pay, as a monthly amount (hourly × 168, daily × 21, annual ÷ 12), is at
   * least this many yen: 「月給30万円以上」 leaves out 23.5万〜30万. 0–10,000,000.
   */
  minimumMonthlySalary?: InputMaybe<Scalars['Int']['input']>;
  /** JIS municipality codes. */
  municipalityIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Distance search: jobs whose position is within `radiusKm` of a point. */
  near?: InputMaybe<JobNearInput>;
  occupationCategoryIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  prefectureIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** Prefecture route slug, e.g. `tokyo`. */
  prefectureNameEn?: InputMaybe<Scalars['String']['input']>;
  /** 新着: published within this many days before now (1–365). */
  publishedWithinDays?: InputMaybe<Scalars['Int']['input']>;
  /** Working hours: 日勤 (a day shift), 夜勤 (a night shift), 夜勤なし (no night shift). */
  shift?: InputMaybe<JobShiftCondition>;
};

/** A hired job seeker's comment (voices of hired people, /comment/). */
export type JobSeekerComment = {
  __typename?: 'JobSeekerComment';
  age: Maybe<Scalars['Int']['output']>;
  comment: Scalars['String']['output'];
  createdAt: Scalars['DateTime']['output'];
  /** Display name such as `T.Y.さん`. */
  displayName: Scalars['String']['output'];
  gender: Maybe<Gender>;
  id: Scalars['ID']['output'];
  /** The job the commenter joined, when still published. */
  job: Maybe<Job>;
  occupation: Maybe<Occupation>;
  prefecture: Maybe<Prefecture>;
};

/** One page of job seekers' comments (voices of hired people). */
export type JobSeekerCommentPage = {
  __typename?: 'JobSeekerCommentPage';
  nodes: Array<JobSeekerComment>;
  page: Scalars['Int']['output'];
  per: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

/** The working-hours condition of a search, read from the job's working times. */
export type JobShiftCondition =
  /** 日勤: at least one day shift. */
  | 'day'
  /** 夜勤: at least one night shift. */
  | 'night'
  /** 夜勤なし: no night shift. */
  | 'no_night';

/** Sort order of job lists. */
export type JobSort =
  /** 近い順: nearest to `JobSearchInput.near` first (BAD_USER_INPUT without it). */
  | 'distance'
  | 'highest_salary'
  /**
   * 勤務地順: nearest to `JobSearchInput.near` first when a point is given; without one, by
   * municipality code (the spec's order).
   */
  | 'location'
  | 'published_at'
  /**
   * おすすめ順: text relevance to the keyword blended with freshness and completeness; without a
   * keyword, freshness and completeness alone.
   */
  | 'recommended';

/** A condition read from words of the keyword, and the words read as it. */
export type KeywordCondition = {
  __typename?: 'KeywordCondition';
  /** Feature id, prefecture code, JIS municipality code or JobShiftCondition value. */
  id: Scalars['ID']['output'];
  kind: KeywordConditionKind;
  /**
   * The keyword's terms read as this condition, normalised (full width folded, hiragana as
   * katakana: the web compares each typed term's normal form to drop them).
   */
  words: Array<Scalars['String']['output']>;
};

/** What a condition read from the keyword is. */
export type KeywordConditionKind =
  | 'feature'
  | 'municipality'
  | 'prefecture'
  | 'shift';

/** The CRM (kintone) record of a job seeker, used to prefill inquiry forms. */
export type KintoneUser = {
  __typename?: 'KintoneUser';
  birthYear: Maybe<Scalars['Int']['output']>;
  employmentStatus: Maybe<EmploymentStatus>;
  firstName: Maybe<Scalars['String']['output']>;
  gender: Maybe<Gender>;
  id: Scalars['ID']['output'];
  lastName: Maybe<Scalars['String']['output']>;
  name: Maybe<Scalars['String']['output']>;
  occupations: Array<DesiredOccupation>;
  phoneNumber: Maybe<Scalars['String']['output']>;
  qualifications: Array<Qualification>;
  zipCode: Maybe<Scalars['String']['output']>;
};

/** A magazine article. */
export type MagazineArticle = {
  __typename?: 'MagazineArticle';
  categories: Array<MagazineCategory>;
  /** Body HTML as editors wrote it: a client sanitises it where it becomes DOM (the web: RichText). */
  content: Scalars['String']['output'];
  description: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Occupation the article is tagged with (sticky call-to-action). */
  occupation: Maybe<Occupation>;
  publishedAt: Scalars['DateTime']['output'];
  /** Shown 172x128 in lists. */
  thumbnail: Maybe<Image>;
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

/** One page of magazine articles. */
export type MagazineArticlePage = {
  __typename?: 'MagazineArticlePage';
  nodes: Array<MagazineArticle>;
  page: Scalars['Int']['output'];
  per: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

/** A category of magazine articles. */
export type MagazineCategory = {
  __typename?: 'MagazineCategory';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** Everything the api holds about the signed-in member (APPI disclosure on request). */
export type MemberDataExport = {
  __typename?: 'MemberDataExport';
  /** The data as one JSON document (an object of sections, each a list of records). */
  document: Scalars['String']['output'];
  generatedAt: Scalars['DateTime']['output'];
};

/** Which of the member's documents a message carries as a PDF. */
export type MemberDocumentKind =
  | 'CAREER_SHEET'
  | 'RESUME';

/** A message in a room. */
export type Message = {
  __typename?: 'Message';
  /** Text; null for a file message. */
  content: Maybe<Scalars['String']['output']>;
  contentType: AttachmentKind;
  createdAt: Scalars['DateTime']['output'];
  /** Set when contentType is FILE. */
  file: Maybe<MessageFile>;
  id: Scalars['ID']['output'];
  /** The interview date proposal this company message carries (its dates are the choices). */
  interviewProposal: Maybe<InterviewProposal>;
  /** Sent by the member (true) or by the company (false). */
  isSentByUser: Scalars['Boolean']['output'];
  /** When the recipient read it; null while unread. */
  readAt: Maybe<Scalars['DateTime']['output']>;
};

/** Messages of a room, newest first; `after` pages toward older messages. */
export type MessageConnection = {
  __typename?: 'MessageConnection';
  edges: Array<MessageEdge>;
  pageInfo: PageInfo;
  /** Number of messages in the room. */
  totalCount: Scalars['Int']['output'];
};

/** A message and its cursor. */
export type MessageEdge = {
  __typename?: 'MessageEdge';
  cursor: Scalars['String']['output'];
  node: Message;
};

/** A file attached to a message. */
export type MessageFile = {
  __typename?: 'MessageFile';
  /** MIME type. */
  contentType: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** Short-lived download address; ask `fetchMessageAttachedFile` for a fresh one. */
  url: Scalars['String']['output'];
};

/** A municipality (市区町村). */
export type Municipality = {
  __typename?: 'Municipality';
  /** JIS municipality code as a string, e.g. "13101". */
  id: Scalars['ID']['output'];
  /** The municipality's point, the origin of a distance search from it. */
  location: GeoPoint;
  name: Scalars['String']['output'];
  prefecture: Prefecture;
  publishedJobCount: Scalars['Int']['output'];
};

/**
 * Writes. Each takes one `input` and returns a `…Payload`. Invalid input answers
 * BAD_USER_INPUT with `extensions.fieldErrors` and changes nothing; "Member only" as for Query.
 */
export type Mutation = {
  __typename?: 'Mutation';
  /** Member only. Saves a job (idempotent). NOT_FOUND for an unknown job; FAVORITE_LIST_FULL when the saved list is full. */
  addFavorite: AddFavoritePayload;
  /** Member only. Saves several jobs, e.g. the keepList cookie after sign-in; unknown ids are skipped and only as many as fit the saved-list limit are saved. */
  addFavorites: AddFavoritesPayload;
  /** Member only. Chooses one slot of an open interview date proposal: the answer goes to the room and the entry becomes interview_scheduled. NOT_FOUND for a slot not the member's; INTERVIEW_ALREADY_ANSWERED, INTERVIEW_PROPOSAL_WITHDRAWN or INTERVIEW_SLOT_PAST otherwise refused, with nothing saved. */
  chooseInterviewSlot: ChooseInterviewSlotPayload;
  /** Links the LINE account to a conversion. Who may link as for connectCvToLineUserEntry. */
  connectCvToLineUser: ConnectCvToLineUserPayload;
  /**
   * Links the LINE account to a conversion made of entries. NOT_FOUND for an unknown conversionId.
   * A member's conversion needs the member's session or the link's token; only the session
   * replaces an existing link (UNAUTHORIZED_ERROR otherwise). A visitor's conversion may be
   * linked once (FORBIDDEN to replace it).
   */
  connectCvToLineUserEntry: ConnectCvToLineUserEntryPayload;
  /** Member only. Makes a career sheet from the current profile. */
  createCareerSheet: CreateCareerSheetPayload;
  /** Sends a message to the support window; returns the contact (fullName). */
  createContact: CreateContactPayload;
  /** Member only. Applies to several jobs; jobs already applied to or closed are skipped. */
  createEntries: CreateEntriesPayload;
  /** Member only. Applies to a job. JOB_NOT_PUBLISHED, JOB_NOT_HIRING, or ALREADY_APPLIED. */
  createEntry: CreateEntryPayload;
  /** Records a step toward a conversion (e.g. the entry form opened). Visitors and members; ignored unless ENABLE_MICRO_CONVERSION. */
  createMicroConversion: CreateMicroConversionPayload;
  /** Member only. Makes a resume from the current profile. */
  createResume: CreateResumePayload;
  /** Member only. Applies through a scout. JOB_NOT_HIRING when the scout is closed; ALREADY_APPLIED when already applied. */
  createScoutEntry: CreateScoutEntryPayload;
  /** Member only. Asks to hear more about a scout; asking again updates the same inquiry (updatedAt). */
  createScoutInquiry: CreateScoutInquiryPayload;
  /** Records a visit or attempt on a scout link. NOT_FOUND for an unknown scout. */
  createScoutResponseHistory: CreateScoutResponseHistoryPayload;
  /** Member only. Sends a file (multipart request). ATTACHMENT_TOO_LARGE or ATTACHMENT_TYPE_NOT_ALLOWED (MESSAGE_LIMITS). */
  createUserAttachmentMessage: CreateUserAttachmentMessagePayload;
  /**
   * Member only. Renders the member's resume or career sheet as a PDF now and sends it in the
   * room as an attached file.
   */
  createUserDocumentMessage: CreateUserDocumentMessagePayload;
  /** Member only. Sends a text message to the company of a room. */
  createUserMessage: CreateUserMessagePayload;
  /** Needs an identity token (UNAUTHORIZED_ERROR otherwise) but no member record: creates the member with occupations, qualifications, settings and optional entries (sign-up). A retried sign-up whose record exists gets that record back unchanged. */
  createUserWithRelations: CreateUserWithRelationsPayload;
  /** Visitor entry: applies to jobs with the profile given, without an account. */
  createVisitorJobEntry: CreateVisitorJobEntryPayload;
  /** Visitor entry through a scout link. */
  createVisitorScoutEntry: CreateVisitorScoutEntryPayload;
  /** Visitor inquiry through a scout link. */
  createVisitorScoutInquiry: CreateVisitorScoutInquiryPayload;
  /** Needs a verified identity (no member record: a repeated call answers deleted false) with a recent login (auth_time within RECENT_LOGIN_MS, else REQUIRES_RECENT_LOGIN). Deletes the member's data as docs/decisions/0041 states (退会); OPEN_ENTRIES_NOT_CONFIRMED, nothing deleted, while applications are in selection and confirmOpenEntries is not true. The BFF calls it, then deletes the identity account. */
  deleteAccount: DeleteAccountPayload;
  /** Member only. Deletes one of the member's saved searches; NOT_FOUND otherwise. */
  deleteSavedSearch: DeleteSavedSearchPayload;
  /** Member only. Marks the company's messages in a room read (up to `untilMessageId` when given). */
  readCompanyMessage: ReadCompanyMessagePayload;
  /** Member only. Marks notices read. */
  readNotices: ReadNoticesPayload;
  /** Member only. Marks the new matches of one of the member's saved searches seen; NOT_FOUND otherwise. */
  readSavedSearchMatches: ReadSavedSearchMatchesPayload;
  /** Needs an identity token (UNAUTHORIZED_ERROR otherwise), not a member record: repairs the member record from the verified token; creates it when missing, syncs email, phone number and auth type. */
  recoverInconsistentUser: RecoverInconsistentUserPayload;
  /** Member only. Deletes one of the member's career sheets; NOT_FOUND otherwise. */
  removeCareerSheet: RemoveCareerSheetPayload;
  /** Member only. Unsaves a job (idempotent). */
  removeFavorite: RemoveFavoritePayload;
  /** Member only. Deletes one of the member's resumes; NOT_FOUND otherwise. */
  removeResume: RemoveResumePayload;
  /** Member only. Removes a resume's photo (no error when it has none); NOT_FOUND otherwise. */
  removeResumePhoto: RemoveResumePhotoPayload;
  /** Member only. Renames one of the member's saved searches; NOT_FOUND otherwise. */
  renameSavedSearch: RenameSavedSearchPayload;
  /**
   * Member only. Asks for a career advisor: opens the member's advisor room (one per member) or
   * continues it, with the request as the member's message and the advisor's acknowledgement.
   * The same request sent again within ADVISOR_REQUEST_LIMITS.duplicateWindowSeconds answers the
   * first one (nothing doubled). NOT_FOUND for an unknown jobId; ADVISOR_REQUEST_LIMIT_REACHED
   * past ADVISOR_REQUEST_LIMITS.maxPerDay requests in a day (Japan time).
   */
  requestAdvisor: RequestAdvisorPayload;
  /** Member only. Asks for other dates than an open proposal's (the confirmInterviewDate quick reply's text, with an optional note). Refused as chooseInterviewSlot is. */
  requestOtherInterviewDates: RequestOtherInterviewDatesPayload;
  /** Starts a password reset (email link or SMS). Always accepted, so accounts cannot be probed. RATE_LIMITED when asked too often. */
  resetUserPassword: ResetUserPasswordPayload;
  /** Member only. Saves the member's educational background. */
  saveEducationalBackground: SaveEducationalBackgroundPayload;
  /** Member only. Replaces the member's job histories. */
  saveJobHistories: SaveJobHistoriesPayload;
  /** Member only. Saves the channels of the kinds named. */
  saveNotificationSettings: SaveNotificationSettingsPayload;
  /** Member only. Saves the self-introduction and the wishes for the next job. */
  savePersonalityAndRequirements: SavePersonalityAndRequirementsPayload;
  /**
   * Saves scout settings for the member with this conversionId (scout email link). Needs that
   * member's session or the link's token, as scoutSetting does; NOT_FOUND for another member's.
   */
  saveScoutSetting: SaveScoutSettingPayload;
  /** Member only. Saves the conditions of a job list; saving the same conditions again answers the saved one (alreadySaved). SAVED_SEARCH_LIMIT_REACHED past SAVED_SEARCH_LIMITS.maxItems; BAD_USER_INPUT for unknown occupation, place or feature. */
  saveSearch: SaveSearchPayload;
  /** Member only. Saves the member's scout reception settings. */
  saveSetting: SaveSettingPayload;
  /**
   * Stops the mail of one kind for the member a mail's unsubscribe link was made for; no session
   * needed (RFC 8058 one-click). BAD_USER_INPUT for a malformed or forged token, or when that
   * member no longer exists.
   */
  unsubscribeNotifications: UnsubscribeNotificationsPayload;
  /** Member only. Edits one of the member's career sheets in place; NOT_FOUND otherwise. */
  updateCareerSheet: UpdateCareerSheetPayload;
  /** Answers a joining confirmation from an email link. BAD_USER_INPUT for an unusable token. */
  updateEntryJoiningConfirmation: UpdateEntryJoiningConfirmationPayload;
  /** Member only. Stores now as the member's last session (the web sends it at most once per hour). */
  updateLastSessionAt: UpdateLastSessionAtPayload;
  /** Member only. Edits one of the member's resumes in place; NOT_FOUND otherwise. */
  updateResume: UpdateResumePayload;
  /** Member only. Changes a room's flags. */
  updateRoom: UpdateRoomPayload;
  /** Member only. Saves desired occupations, qualifications and other wishes. */
  updateUser: UpdateUserPayload;
  /** Member only. Saves name, birth year, gender, address and family. */
  updateUserBasicInformation: UpdateUserBasicInformationPayload;
  /** Member only. Records a new email after the identity provider changed it; it must equal the token's email (BAD_USER_INPUT otherwise). BAD_USER_INPUT (fieldErrors.email) when another account uses it. */
  updateUserEmail: UpdateUserEmailPayload;
  /** Member only. Changes the phone number; returns the user (id). BAD_USER_INPUT (fieldErrors.phoneNumber) when another account uses it. */
  updateUserPhoneNumber: UpdateUserPhoneNumberPayload;
  /**
   * Member only. A multipart request. Sets or replaces a resume's photo; NOT_FOUND when the resume is not
   * the member's; PHOTO_TYPE_NOT_ALLOWED, PHOTO_TOO_LARGE or PHOTO_DIMENSIONS_TOO_LARGE for a
   * file that is refused (nothing is saved then).
   */
  uploadResumePhoto: UploadResumePhotoPayload;
};


/**
 * Writes. Each takes one `input` and returns a `…Payload`. Invalid input answers
 * BAD_USER_INPUT with `extensions.fieldErrors` and changes nothing; "Member only" as for Query.
 */
export type MutationAddFavoriteArgs = {
  input: AddFavoriteInput;
};


/**
 * Writes. Each takes one `input` and returns a `…Payload`. Invalid input answers
 * BAD_USER_INPUT with `extensions.fieldErrors` and changes nothing; "Member only" as for Query.
 */
export type MutationAddFavoritesArgs = {
  input: AddFavoritesInput;
};


/**
 * Writes. Each takes one `input` and returns a `…Payload`. Invalid input answers
 * BAD_USER_INPUT with `extensions.fieldErrors` and changes nothing; "Member only" as for Query.
 */
export type MutationChooseInterviewSlotArgs = {
  input: ChooseInterviewSlotInput;
};


/**
 * Writes. Each takes one `input` and returns a `…Payload`. Invalid input answers
 * BAD_USER_INPUT with `extensions.fieldErrors` and changes nothing; "Member only" as for Query.
 */
export type MutationConnectCvToLineUserArgs = {
  input: ConnectCvToLineUserInput;
};


/**
 * Writes. Each takes one `input` and returns a `…Payload`. Invalid input answers
 * BAD_USER_INPUT with `extensions.fieldErrors` and changes nothing; "Member only" as for Query.
 */
export type MutationConnectCvToLineUserEntryArgs = {
  input: ConnectCvToLineUserEntryInput;
};


/**
 * Writes. Each takes one `input` and returns a `…Payload`. Invalid input answers
 * BAD_USER_INPUT with `extensions.fieldErrors` and changes nothing; "Member only" as for Query.
 */
export type MutationCreateCareerSheetArgs = {
  input: CreateCareerSheetInput;
};


/**
 * Writes. Each takes one `input` and returns a `…Payload`. Invalid input answers
 * BAD_USER_INPUT with `extensions.fieldErrors` and changes nothing; "Member only" as for Query.
 */
export type MutationCreateContactArgs = {
  input: CreateContactInput;
};


/**
 * Writes. Each takes one `input` and returns a `…Payload`. Invalid input answers
 * BAD_USER_INPUT with `extensions.fieldErrors` and changes nothing; "Member only" as for Query.
 */
export type MutationCreateEntriesArgs = {
  input: CreateEntriesInput;
};


/**
 * Writes. Each takes one `input` and returns a `…Payload`. Invalid input answers
 * BAD_USER_INPUT with `extensions.fieldErrors` and changes nothing; "Member only" as for Query.
 */
export type MutationCreateEntryArgs = {
  input: CreateEntryInput;
};


/**
 * Writes. Each takes one `input` and returns a `…Payload`. Invalid input answers
 * BAD_USER_INPUT with `extensions.fieldErrors` and changes nothing; "Member only" as for Query.
 */
export type MutationCreateMicroConversionArgs = {
  input: CreateMicroConversionInput;
};


/**
 * Writes. Each takes one `input` and returns a `…Payload`. Invalid input answers
 * BAD_USER_INPUT with `extensions.fieldErrors` and changes nothing; "Member only" as for Query.
 */
export type MutationCreateResumeArgs = {
  input: CreateResumeInput;
};


/**
 * Writes. Each takes one `input` and returns a `…Payload`. Invalid input answers
 * BAD_USER_INPUT with `extensions.fieldErrors` and changes nothing; "Member only" as for Query.
 */
export type MutationCreateScoutEntryArgs = {
  input: CreateScoutEntryInput;
};


/**
 * Writes. Each takes one `input` and returns a `…Payload`. Invalid input answers
 * BAD_USER_INPUT with `extensions.fieldErrors` and changes nothing; "Member only" as for Query.
 */
export type MutationCreateScoutInquiryArgs = {
  input: CreateScoutInquiryInput;
};


/**
 * Writes. Each takes one `input` and returns a `…Payload`. Invalid input answers
 * BAD_USER_INPUT with `extensions.fieldErrors` and changes nothing; "Member only" as for Query.
 */
export type MutationCreateScoutResponseHistoryArgs = {
  input: CreateScoutResponseHistoryInput;
};


/**
 * Writes. Each takes one `input` and returns a `…Payload`. Invalid input answers
 * BAD_USER_INPUT with `extensions.fieldErrors` and changes nothing; "Member only" as for Query.
 */
export type MutationCreateUserAttachmentMessageArgs = {
  input: CreateUserAttachmentMessageInput;
};


/**
 * Writes. Each takes one `input` and returns a `…Payload`. Invalid input answers
 * BAD_USER_INPUT with `extensions.fieldErrors` and changes nothing; "Member only" as for Query.
 */
export type MutationCreateUserDocumentMessageArgs = {
  input: CreateUserDocumentMessageInput;
};


/**
 * Writes. Each takes one `input` and returns a `…Payload`. Invalid input answers
 * BAD_USER_INPUT with `extensions.fieldErrors` and changes nothing; "Member only" as for Query.
 */
export type MutationCreateUserMessageArgs = {
  input: CreateUserMessageInput;
};


/**
 * Writes. Each takes one `input` and returns a `…Payload`. Invalid input answers
 * BAD_USER_INPUT with `extensions.fieldErrors` and changes nothing; "Member only" as for Query.
 */
export type MutationCreateUserWithRelationsArgs = {
  input: CreateUserWithRelationsInput;
};


/**
 * Writes. Each takes one `input` and returns a `…Payload`. Invalid input answers
 * BAD_USER_INPUT with `extensions.fieldErrors` and changes nothing; "Member only" as for Query.
 */
export type MutationCreateVisitorJobEntryArgs = {
  input: CreateVisitorJobEntryInput;
};


/**
 * Writes. Each takes one `input` and returns a `…Payload`. Invalid input answers
 * BAD_USER_INPUT with `extensions.fieldErrors` and changes nothing; "Member only" as for Query.
 */
export type MutationCreateVisitorScoutEntryArgs = {
  input: CreateVisitorScoutEntryInput;
};


/**
 * Writes. Each takes one `input` and returns a `…Payload`. Invalid input answers
 * BAD_USER_INPUT with `extensions.fieldErrors` and changes nothing; "Member only" as for Query.
 */
export type MutationCreateVisitorScoutInquiryArgs = {
  input: CreateVisitorScoutInquiryInput;
};


/**
 * Writes. Each takes one `input` and returns a `…Payload`. Invalid input answers
 * BAD_USER_INPUT with `extensions.fieldErrors` and changes nothing; "Member only" as for Query.
 */
export type MutationDeleteAccountArgs = {
  input: DeleteAccountInput;
};


/**
 * Writes. Each takes one `input` and returns a `…Payload`. Invalid input answers
 * BAD_USER_INPUT with `extensions.fieldErrors` and changes nothing; "Member only" as for Query.
 */
export type MutationDeleteSavedSearchArgs = {
  input: DeleteSavedSearchInput;
};


/**
 * Writes. Each takes one `input` and returns a `…Payload`. Invalid input answers
 * BAD_USER_INPUT with `extensions.fieldErrors` and changes nothing; "Member only" as for Query.
 */
export type MutationReadCompanyMessageArgs = {
  input: ReadCompanyMessageInput;
};


/**
 * Writes. Each takes one `input` and returns a `…Payload`. Invalid input answers
 * BAD_USER_INPUT with `extensions.fieldErrors` and changes nothing; "Member only" as for Query.
 */
export type MutationReadNoticesArgs = {
  input: ReadNoticesInput;
};


/**
 * Writes. Each takes one `input` and returns a `…Payload`. Invalid input answers
 * BAD_USER_INPUT with `extensions.fieldErrors` and changes nothing; "Member only" as for Query.
 */
export type MutationReadSavedSearchMatchesArgs = {
  input: ReadSavedSearchMatchesInput;
};


/**
 * Writes. Each takes one `input` and returns a `…Payload`. Invalid input answers
 * BAD_USER_INPUT with `extensions.fieldErrors` and changes nothing; "Member only" as for Query.
 */
export type MutationRecoverInconsistentUserArgs = {
  input: RecoverInconsistentUserInput;
};


/**
 * Writes. Each takes one `input` and returns a `…Payload`. Invalid input answers
 * BAD_USER_INPUT with `extensions.fieldErrors` and changes nothing; "Member only" as for Query.
 */
export type MutationRemoveCareerSheetArgs = {
  input: RemoveCareerSheetInput;
};


/**
 * Writes. Each takes one `input` and returns a `…Payload`. Invalid input answers
 * BAD_USER_INPUT with `extensions.fieldErrors` and changes nothing; "Member only" as for Query.
 */
export type MutationRemoveFavoriteArgs = {
  input: RemoveFavoriteInput;
};


/**
 * Writes. Each takes one `input` and returns a `…Payload`. Invalid input answers
 * BAD_USER_INPUT with `extensions.fieldErrors` and changes nothing; "Member only" as for Query.
 */
export type MutationRemoveResumeArgs = {
  input: RemoveResumeInput;
};


/**
 * Writes. Each takes one `input` and returns a `…Payload`. Invalid input answers
 * BAD_USER_INPUT with `extensions.fieldErrors` and changes nothing; "Member only" as for Query.
 */
export type MutationRemoveResumePhotoArgs = {
  input: RemoveResumePhotoInput;
};


/**
 * Writes. Each takes one `input` and returns a `…Payload`. Invalid input answers
 * BAD_USER_INPUT with `extensions.fieldErrors` and changes nothing; "Member only" as for Query.
 */
export type MutationRenameSavedSearchArgs = {
  input: RenameSavedSearchInput;
};


/**
 * Writes. Each takes one `input` and returns a `…Payload`. Invalid input answers
 * BAD_USER_INPUT with `extensions.fieldErrors` and changes nothing; "Member only" as for Query.
 */
export type MutationRequestAdvisorArgs = {
  input: RequestAdvisorInput;
};


/**
 * Writes. Each takes one `input` and returns a `…Payload`. Invalid input answers
 * BAD_USER_INPUT with `extensions.fieldErrors` and changes nothing; "Member only" as for Query.
 */
export type MutationRequestOtherInterviewDatesArgs = {
  input: RequestOtherInterviewDatesInput;
};


/**
 * Writes. Each takes one `input` and returns a `…Payload`. Invalid input answers
 * BAD_USER_INPUT with `extensions.fieldErrors` and changes nothing; "Member only" as for Query.
 */
export type MutationResetUserPasswordArgs = {
  input: ResetUserPasswordInput;
};


/**
 * Writes. Each takes one `input` and returns a `…Payload`. Invalid input answers
 * BAD_USER_INPUT with `extensions.fieldErrors` and changes nothing; "Member only" as for Query.
 */
export type MutationSaveEducationalBackgroundArgs = {
  input: SaveEducationalBackgroundInput;
};


/**
 * Writes. Each takes one `input` and returns a `…Payload`. Invalid input answers
 * BAD_USER_INPUT with `extensions.fieldErrors` and changes nothing; "Member only" as for Query.
 */
export type MutationSaveJobHistoriesArgs = {
  input: SaveJobHistoriesInput;
};


/**
 * Writes. Each takes one `input` and returns a `…Payload`. Invalid input answers
 * BAD_USER_INPUT with `extensions.fieldErrors` and changes nothing; "Member only" as for Query.
 */
export type MutationSaveNotificationSettingsArgs = {
  input: SaveNotificationSettingsInput;
};


/**
 * Writes. Each takes one `input` and returns a `…Payload`. Invalid input answers
 * BAD_USER_INPUT with `extensions.fieldErrors` and changes nothing; "Member only" as for Query.
 */
export type MutationSavePersonalityAndRequirementsArgs = {
  input: SavePersonalityAndRequirementsInput;
};


/**
 * Writes. Each takes one `input` and returns a `…Payload`. Invalid input answers
 * BAD_USER_INPUT with `extensions.fieldErrors` and changes nothing; "Member only" as for Query.
 */
export type MutationSaveScoutSettingArgs = {
  input: SaveScoutSettingInput;
};


/**
 * Writes. Each takes one `input` and returns a `…Payload`. Invalid input answers
 * BAD_USER_INPUT with `extensions.fieldErrors` and changes nothing; "Member only" as for Query.
 */
export type MutationSaveSearchArgs = {
  input: SaveSearchInput;
};


/**
 * Writes. Each takes one `input` and returns a `…Payload`. Invalid input answers
 * BAD_USER_INPUT with `extensions.fieldErrors` and changes nothing; "Member only" as for Query.
 */
export type MutationSaveSettingArgs = {
  input: SaveSettingInput;
};


/**
 * Writes. Each takes one `input` and returns a `…Payload`. Invalid input answers
 * BAD_USER_INPUT with `extensions.fieldErrors` and changes nothing; "Member only" as for Query.
 */
export type MutationUnsubscribeNotificationsArgs = {
  input: UnsubscribeNotificationsInput;
};


/**
 * Writes. Each takes one `input` and returns a `…Payload`. Invalid input answers
 * BAD_USER_INPUT with `extensions.fieldErrors` and changes nothing; "Member only" as for Query.
 */
export type MutationUpdateCareerSheetArgs = {
  input: UpdateCareerSheetInput;
};


/**
 * Writes. Each takes one `input` and returns a `…Payload`. Invalid input answers
 * BAD_USER_INPUT with `extensions.fieldErrors` and changes nothing; "Member only" as for Query.
 */
export type MutationUpdateEntryJoiningConfirmationArgs = {
  input: UpdateEntryJoiningConfirmationInput;
};


/**
 * Writes. Each takes one `input` and returns a `…Payload`. Invalid input answers
 * BAD_USER_INPUT with `extensions.fieldErrors` and changes nothing; "Member only" as for Query.
 */
export type MutationUpdateLastSessionAtArgs = {
  input: UpdateLastSessionAtInput;
};


/**
 * Writes. Each takes one `input` and returns a `…Payload`. Invalid input answers
 * BAD_USER_INPUT with `extensions.fieldErrors` and changes nothing; "Member only" as for Query.
 */
export type MutationUpdateResumeArgs = {
  input: UpdateResumeInput;
};


/**
 * Writes. Each takes one `input` and returns a `…Payload`. Invalid input answers
 * BAD_USER_INPUT with `extensions.fieldErrors` and changes nothing; "Member only" as for Query.
 */
export type MutationUpdateRoomArgs = {
  input: UpdateRoomInput;
};


/**
 * Writes. Each takes one `input` and returns a `…Payload`. Invalid input answers
 * BAD_USER_INPUT with `extensions.fieldErrors` and changes nothing; "Member only" as for Query.
 */
export type MutationUpdateUserArgs = {
  input: UpdateUserInput;
};


/**
 * Writes. Each takes one `input` and returns a `…Payload`. Invalid input answers
 * BAD_USER_INPUT with `extensions.fieldErrors` and changes nothing; "Member only" as for Query.
 */
export type MutationUpdateUserBasicInformationArgs = {
  input: UpdateUserBasicInformationInput;
};


/**
 * Writes. Each takes one `input` and returns a `…Payload`. Invalid input answers
 * BAD_USER_INPUT with `extensions.fieldErrors` and changes nothing; "Member only" as for Query.
 */
export type MutationUpdateUserEmailArgs = {
  input: UpdateUserEmailInput;
};


/**
 * Writes. Each takes one `input` and returns a `…Payload`. Invalid input answers
 * BAD_USER_INPUT with `extensions.fieldErrors` and changes nothing; "Member only" as for Query.
 */
export type MutationUpdateUserPhoneNumberArgs = {
  input: UpdateUserPhoneNumberInput;
};


/**
 * Writes. Each takes one `input` and returns a `…Payload`. Invalid input answers
 * BAD_USER_INPUT with `extensions.fieldErrors` and changes nothing; "Member only" as for Query.
 */
export type MutationUploadResumePhotoArgs = {
  input: UploadResumePhotoInput;
};

/** What the scout reception settings page needs. */
export type MySettingForm = {
  __typename?: 'MySettingForm';
  occupationCategories: Array<OccupationCategory>;
  setting: Setting;
};

/** A news item (お知らせ). */
export type NewsItem = {
  __typename?: 'NewsItem';
  /** Body HTML as editors wrote it: a client sanitises it where it becomes DOM (the web: RichText). */
  body: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Site path, `/news/{slug}`. */
  path: Scalars['String']['output'];
  publishedDate: Scalars['Date']['output'];
  slug: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** One page of news items. */
export type NewsItemPage = {
  __typename?: 'NewsItemPage';
  nodes: Array<NewsItem>;
  page: Scalars['Int']['output'];
  per: Scalars['Int']['output'];
  totalCount: Scalars['Int']['output'];
  totalPages: Scalars['Int']['output'];
};

/** A notice to a member. */
export type Notice = {
  __typename?: 'Notice';
  createdAt: Scalars['DateTime']['output'];
  id: Scalars['ID']['output'];
  readAt: Maybe<Scalars['DateTime']['output']>;
  text: Scalars['String']['output'];
  /** Where the notice leads, a site path or absolute URL. */
  url: Maybe<Scalars['String']['output']>;
};

/** Notices to the member, newest first. */
export type NoticeConnection = {
  __typename?: 'NoticeConnection';
  edges: Array<NoticeEdge>;
  pageInfo: PageInfo;
  /** Number of notices of the member. */
  totalCount: Scalars['Int']['output'];
  /** Number of notices not yet read. */
  unreadCount: Scalars['Int']['output'];
};

/** A notice and its cursor. */
export type NoticeEdge = {
  __typename?: 'NoticeEdge';
  cursor: Scalars['String']['output'];
  node: Notice;
};

/** Where a notification goes: on-site notices, e-mail, LINE (the fields of NotificationSetting). */
export type NotificationChannel =
  | 'email'
  | 'line'
  | 'site';

/** What a member can be notified of outside the room itself (decision 0049). */
export type NotificationKind =
  | 'company_message'
  | 'entry_status'
  | 'saved_search'
  | 'scout';

/** The channels of one kind of notification. */
export type NotificationSetting = {
  __typename?: 'NotificationSetting';
  email: Scalars['Boolean']['output'];
  kind: NotificationKind;
  line: Scalars['Boolean']['output'];
  /** On-site notices (お知らせ). */
  site: Scalars['Boolean']['output'];
};

/** The channels of one kind of notification. */
export type NotificationSettingInput = {
  email: Scalars['Boolean']['input'];
  kind: NotificationKind;
  line: Scalars['Boolean']['input'];
  site: Scalars['Boolean']['input'];
};

/** A member's notification settings and where each channel reaches them. */
export type NotificationSettings = {
  __typename?: 'NotificationSettings';
  /** The member's conversion, which the LINE link is made for (connectCvToLineUser). */
  conversionId: Scalars['String']['output'];
  /** The address mail goes to; null for an account that signs in by phone (no mail is sent). */
  email: Maybe<Scalars['String']['output']>;
  /** Whether a LINE account is linked (LINE notifications need one). */
  lineLinked: Scalars['Boolean']['output'];
  /** One per kind, in the order of the enum. */
  settings: Array<NotificationSetting>;
};

/** An occupation; `occupationNameEn` is its route slug (`/driver`, `/car_mechanic`). */
export type Occupation = {
  __typename?: 'Occupation';
  description: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  occupationCategory: OccupationCategory;
  occupationCategoryId: Scalars['ID']['output'];
  /** Route slug, e.g. `driver`. */
  occupationNameEn: Scalars['String']['output'];
  /**
   * Published jobs of this occupation that take entries, as a visitor's list counts them
   * (member-only jobs and closed ones left out): the total of the list it leads to.
   */
  publishedJobCount: Scalars['Int']['output'];
};

/** A group of occupations (driver, warehouse, mechanic, field_worker, …). */
export type OccupationCategory = {
  __typename?: 'OccupationCategory';
  enName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  occupations: Array<Occupation>;
};

/** A workplace of a job. */
export type Office = {
  __typename?: 'Office';
  addressLine: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  municipality: Maybe<Municipality>;
  name: Scalars['String']['output'];
  nearestStation: Maybe<Scalars['String']['output']>;
  prefecture: Maybe<Prefecture>;
  zipCode: Maybe<Scalars['String']['output']>;
};

/** Cursor position of a connection page. */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** Cursor of the last edge; pass as `after` to get the next page. Null on an empty page. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** Whether another page follows the last edge. */
  hasNextPage: Scalars['Boolean']['output'];
};

/** A particular condition a job seeker wants (e.g. weekends off). */
export type ParticularCondition = {
  __typename?: 'ParticularCondition';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** A member's self-introduction. */
export type Personality = {
  __typename?: 'Personality';
  experienceCompanyNum: Maybe<Scalars['Int']['output']>;
  interestOrHobby: Maybe<Scalars['String']['output']>;
  selfPr: Maybe<Scalars['String']['output']>;
  speciality: Maybe<Scalars['String']['output']>;
};

/** A member's self-introduction to save. */
export type PersonalityInput = {
  experienceCompanyNum?: InputMaybe<Scalars['Int']['input']>;
  interestOrHobby?: InputMaybe<Scalars['String']['input']>;
  selfPr?: InputMaybe<Scalars['String']['input']>;
  speciality?: InputMaybe<Scalars['String']['input']>;
};

/** The address a postal code stands for (Japan Post's 郵便番号データ). */
export type PostalAddress = {
  __typename?: 'PostalAddress';
  /** The municipality master entry, when Japan Post's name is in it. */
  municipality: Maybe<Municipality>;
  /** 市区町村 as Japan Post writes it, e.g. 泉南郡岬町. */
  municipalityName: Scalars['String']['output'];
  /** Seven digits, e.g. "5990301". */
  postalCode: Scalars['String']['output'];
  prefecture: Prefecture;
  /** 町域, e.g. 淡輪; null when the code stands for the whole municipality. */
  town: Maybe<Scalars['String']['output']>;
};

/** A prefecture; `id` is its code as a string. */
export type Prefecture = {
  __typename?: 'Prefecture';
  /** JIS prefecture code 1–47 (Hokkaido 1, Tokyo 13, Okinawa 47). */
  code: Scalars['Int']['output'];
  /** The code as a string ("13" for Tokyo). */
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Route slug, e.g. `tokyo`. */
  prefectureEnName: Scalars['String']['output'];
  publishedJobCount: Scalars['Int']['output'];
  region: Region;
};

/** Salary statistics of the jobs of one prefecture. */
export type PrefectureSalaryStatistics = {
  __typename?: 'PrefectureSalaryStatistics';
  prefecture: Prefecture;
  statistics: SalaryStatistics;
};

/** A licence or qualification a job seeker can hold. */
export type Qualification = {
  __typename?: 'Qualification';
  category: QualificationCategory;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Occupation categories the qualification is asked for. */
  occupationCategories: Array<OccupationCategory>;
};

/** Group of a qualification (driver licences, electrical, construction management, …). */
export type QualificationCategory = {
  __typename?: 'QualificationCategory';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/**
 * Reads. Public unless marked "Member only". Errors: UNAUTHORIZED_ERROR, NOT_FOUND,
 * BAD_USER_INPUT as in the conventions at the top of this file.
 */
export type Query = {
  __typename?: 'Query';
  /**
   * Scout response inquiry form data: the CRM record and the options of the given occupation
   * categories. kintoneUser is null unless the member's session or the link's `token` (purpose
   * inquiry) speaks for the conversionId; BAD_USER_INPUT for an unusable token.
   */
  Inquiry: InquiryForm;
  /** Member only. Scout reception settings page data. */
  MySetting: MySettingForm;
  /** Sign-up form data, optionally filtered to some occupation categories. */
  Signup: SignupForm;
  /** Member only. The member's room with the career advisor; null until the first requestAdvisor. */
  advisorRoom: Maybe<Room>;
  /** Vehicles a member can wish to drive. */
  allCars: Array<Car>;
  /** Particular conditions a member can wish for. */
  allParticularConditions: Array<ParticularCondition>;
  /** Qualifications, optionally of some occupation categories. */
  allQualifications: Array<Qualification>;
  /** The 7 regions with their prefectures. */
  allRegions: Array<Region>;
  /** Choices of the salary selects (spec §3: 200000–400000 yen). */
  allSalaryRanges: Array<SalaryRangeOption>;
  /** Workplace strengths a member can wish for. */
  allWorkplaceStrengths: Array<WorkplaceStrength>;
  /** Member only. One of the member's career sheets as a PDF. NOT_FOUND when it is not the member's. */
  careerSheetPdf: DocumentFile;
  /** Companies of the given jobs, each once. */
  companiesByJobIds: Array<Company>;
  /** A company by id; null when unknown. */
  company: Maybe<Company>;
  /** Published jobs of a company. NOT_FOUND for an unknown company. */
  companyJobs: JobPage;
  /** Salary figures of driver jobs per driver feature (truck sizes, taxi, trailer, …), optionally in a prefecture. */
  driverJobSalaries: Array<JobSalary>;
  /** Member only. The signed-in member with profile, documents, settings and counts. */
  endUserViewer: EndUser;
  /** FAQ items in display order. */
  faqItems: Array<FaqItem>;
  /** Member only. The member's saved jobs, most recently saved first. */
  favoriteJobs: JobPage;
  /** A feature by id; null when unknown. */
  feature: Maybe<Feature>;
  /** Features, optionally of one occupation (route slug). */
  features: Array<Feature>;
  /** Member only. A fresh short-lived address of a message's file. NOT_FOUND when the message is not the member's or has no file. */
  fetchMessageAttachedFile: MessageFile;
  /** Member only. The chosen date of an interview date proposal as an iCalendar file. NOT_FOUND when the proposal is not the member's or has no chosen date. */
  interviewCalendar: InterviewCalendar;
  /** Member only. Whether the member has applied to the job or answered the scout by entry (give one id; BAD_USER_INPUT otherwise). */
  isEntry: Scalars['Boolean']['output'];
  /** Whether some member has this conversionId. */
  isMember: Scalars['Boolean']['output'];
  /** Whether another account already uses the phone number. RATE_LIMITED when asked too often. */
  isPhoneNumberDuplicate: Scalars['Boolean']['output'];
  /** Member only. Whether the member has asked to hear more about the scout. */
  isScoutInquiry: Scalars['Boolean']['output'];
  /**
   * A job by id, published or not (the page says when entry is closed); null when unknown.
   * MEMBER_ONLY_JOB for a visitor on a member-only job (nothing of it is told).
   */
  job: Maybe<Job>;
  /** Salary figures of published jobs of an occupation, optionally in a prefecture or with a feature. */
  jobSalary: JobSalary;
  /** Voices of hired people, optionally of an occupation and a prefecture (route slugs), newest first. */
  jobSeekerComments: JobSeekerCommentPage;
  /** Jobs by ids in the order given (saved and recently viewed lists); unknown ids are left out. At most 100 ids. */
  jobsByIds: Array<Job>;
  /** As jobsByIds, ordered by highest salary, highest first. */
  jobsByIdsWithSalaryDesc: Array<Job>;
  /**
   * The CRM record for a conversionId; null when the CRM has none. Needs the member's session or
   * the scout link's `token` (purpose inquiry): UNAUTHORIZED_ERROR without either, BAD_USER_INPUT
   * for an unusable token, NOT_FOUND for another member's conversionId.
   */
  kintoneUser: Maybe<KintoneUser>;
  /** A magazine article by id; null when unknown. */
  magazineArticle: Maybe<MagazineArticle>;
  /** Magazine articles, newest update first, optionally of a category and matching a keyword. */
  magazineArticles: MagazineArticlePage;
  /** Magazine categories. */
  magazineCategories: Array<MagazineCategory>;
  /** Member only. Needs a recent login (auth_time within RECENT_LOGIN_MS, else REQUIRES_RECENT_LOGIN). Everything held about the member, for the download of "my data". */
  memberDataExport: MemberDataExport;
  /** Municipalities by JIS codes, in the order given; unknown codes are left out. */
  municipalities: Array<Municipality>;
  /** A municipality by JIS code; null when unknown. */
  municipality: Maybe<Municipality>;
  /** A news item by slug; null when unknown. */
  newsItem: Maybe<NewsItem>;
  /** News items, newest first. */
  newsItems: NewsItemPage;
  /** Member only. The member's notices, newest first. */
  notices: NoticeConnection;
  /** Member only. The member's notification settings (decision 0049). */
  notificationSettings: NotificationSettings;
  /** An occupation by route slug; null when unknown. */
  occupation: Maybe<Occupation>;
  /** Occupation categories with their occupations. */
  occupationCategories: Array<OccupationCategory>;
  /** Occupations, optionally of one category, in display order. */
  occupations: Array<Occupation>;
  /** Member only. The member's self-introduction; null until saved. */
  personality: Maybe<Personality>;
  /**
   * The address of a postal code (郵便番号), from Japan Post's data shipped with the api, so a
   * form can fill 都道府県 and 市区町村 without sending the whole table to the browser. Full-width
   * digits and a hyphen are accepted; null for a code that does not exist; BAD_USER_INPUT when it
   * is not seven digits.
   */
  postalAddress: Maybe<PostalAddress>;
  /** A prefecture by route slug or code (give one); null when unknown. BAD_USER_INPUT when neither or both. */
  prefecture: Maybe<Prefecture>;
  /** All prefectures by code. */
  prefectures: Array<Prefecture>;
  /** Member only. The member's wishes for the next job; null until saved. */
  requirements: Maybe<Requirements>;
  /** Member only. One of the member's resumes as a JIS-style PDF. NOT_FOUND when it is not the member's. */
  resumePdf: DocumentFile;
  /** Member only. One of the member's rooms; NOT_FOUND otherwise. */
  room: Room;
  /** Member only. The member's message rooms, most recently active first. */
  rooms: RoomConnection;
  /**
   * Salary distribution, quartiles and differences by feature of an occupation's published jobs,
   * optionally in a prefecture (route slugs). NOT_FOUND for an unknown occupation or prefecture.
   */
  salaryInsight: SalaryInsight;
  /** Member only. The member's saved searches, most recently saved first. */
  savedSearches: Array<SavedSearch>;
  /** Member only. A scout sent to the member; NOT_FOUND otherwise. */
  scout: Scout;
  /** A scout by the unguessable id of its link, for visitors and members; NOT_FOUND when unknown. */
  scoutByUrlId: Scout;
  /**
   * Scout settings of the member with this conversionId (link in scout emails). Needs that
   * member's session or the link's `token` (purpose scout-setting): UNAUTHORIZED_ERROR without
   * either, BAD_USER_INPUT for an unusable token, NOT_FOUND for another member's conversionId.
   */
  scoutSetting: Setting;
  /** Published jobs having a feature, optionally within an occupation and a prefecture. NOT_FOUND for an unknown feature. */
  searchFeatureJobs: JobPage;
  /** Number of published jobs `searchJobs` would find, for live counts on search forms. */
  searchJobTotalCount: Scalars['Int']['output'];
  /**
   * Published jobs matching `query`, within an occupation (route slug). Member-only jobs are
   * listed for members; a visitor gets their number only (JobPage.memberOnlyCount). NOT_FOUND
   * for an unknown occupation or prefecture slug; BAD_USER_INPUT for page < 1 or per outside 1–100.
   */
  searchJobs: JobPage;
  /** Municipalities of a prefecture (route slug) by JIS code, optionally matching a keyword. NOT_FOUND for an unknown prefecture. */
  searchMunicipalities: Array<Municipality>;
  /**
   * Suggestions while typing (occupations, features, prefectures, municipalities, frequent
   * words) for a prefix of at least one character, matched after normalisation (decision 0027).
   * `place: true` suggests places only (the place box). At most `limit` (1–20).
   */
  searchSuggestions: Array<SearchSuggestion>;
  /** A brand by id; null when unknown. */
  trademark: Maybe<Trademark>;
  /** Features most searched lately, optionally of one occupation. */
  trendFeatures: Array<Feature>;
  /** The signed-in member, or null for a visitor (never UNAUTHORIZED_ERROR). */
  user: Maybe<EndUser>;
  /** Sign-in help: how the account with this email or phone number signs in; null when there is none. RATE_LIMITED when asked too often. */
  userAuthType: Maybe<AuthType>;
  /** Phone sign-in: the account with this phone number and password; null when they do not match. RATE_LIMITED when asked too often. */
  userByPhoneNumber: Maybe<UserIdentity>;
  /** Checks a joining-confirmation token from an email link; isValid false when unusable. */
  verifyEntryJoiningConfirmationToken: EntryJoiningConfirmation;
};


/**
 * Reads. Public unless marked "Member only". Errors: UNAUTHORIZED_ERROR, NOT_FOUND,
 * BAD_USER_INPUT as in the conventions at the top of this file.
 */
export type QueryInquiryArgs = {
  conversionId: Scalars['String']['input'];
  occupationCategoryIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  token?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Reads. Public unless marked "Member only". Errors: UNAUTHORIZED_ERROR, NOT_FOUND,
 * BAD_USER_INPUT as in the conventions at the top of this file.
 */
export type QuerySignupArgs = {
  occupationCategoryIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};


/**
 * Reads. Public unless marked "Member only". Errors: UNAUTHORIZED_ERROR, NOT_FOUND,
 * BAD_USER_INPUT as in the conventions at the top of this file.
 */
export type QueryAllQualificationsArgs = {
  occupationCategoryIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};


/**
 * Reads. Public unless marked "Member only". Errors: UNAUTHORIZED_ERROR, NOT_FOUND,
 * BAD_USER_INPUT as in the conventions at the top of this file.
 */
export type QueryCareerSheetPdfArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Reads. Public unless marked "Member only". Errors: UNAUTHORIZED_ERROR, NOT_FOUND,
 * BAD_USER_INPUT as in the conventions at the top of this file.
 */
export type QueryCompaniesByJobIdsArgs = {
  jobIds: Array<Scalars['ID']['input']>;
};


/**
 * Reads. Public unless marked "Member only". Errors: UNAUTHORIZED_ERROR, NOT_FOUND,
 * BAD_USER_INPUT as in the conventions at the top of this file.
 */
export type QueryCompanyArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Reads. Public unless marked "Member only". Errors: UNAUTHORIZED_ERROR, NOT_FOUND,
 * BAD_USER_INPUT as in the conventions at the top of this file.
 */
export type QueryCompanyJobsArgs = {
  companyId: Scalars['ID']['input'];
  page?: InputMaybe<Scalars['Int']['input']>;
  per?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Reads. Public unless marked "Member only". Errors: UNAUTHORIZED_ERROR, NOT_FOUND,
 * BAD_USER_INPUT as in the conventions at the top of this file.
 */
export type QueryDriverJobSalariesArgs = {
  prefectureNameEn?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Reads. Public unless marked "Member only". Errors: UNAUTHORIZED_ERROR, NOT_FOUND,
 * BAD_USER_INPUT as in the conventions at the top of this file.
 */
export type QueryFavoriteJobsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  per?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Reads. Public unless marked "Member only". Errors: UNAUTHORIZED_ERROR, NOT_FOUND,
 * BAD_USER_INPUT as in the conventions at the top of this file.
 */
export type QueryFeatureArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Reads. Public unless marked "Member only". Errors: UNAUTHORIZED_ERROR, NOT_FOUND,
 * BAD_USER_INPUT as in the conventions at the top of this file.
 */
export type QueryFeaturesArgs = {
  occupation?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Reads. Public unless marked "Member only". Errors: UNAUTHORIZED_ERROR, NOT_FOUND,
 * BAD_USER_INPUT as in the conventions at the top of this file.
 */
export type QueryFetchMessageAttachedFileArgs = {
  messageId: Scalars['ID']['input'];
};


/**
 * Reads. Public unless marked "Member only". Errors: UNAUTHORIZED_ERROR, NOT_FOUND,
 * BAD_USER_INPUT as in the conventions at the top of this file.
 */
export type QueryInterviewCalendarArgs = {
  proposalId: Scalars['ID']['input'];
};


/**
 * Reads. Public unless marked "Member only". Errors: UNAUTHORIZED_ERROR, NOT_FOUND,
 * BAD_USER_INPUT as in the conventions at the top of this file.
 */
export type QueryIsEntryArgs = {
  jobId?: InputMaybe<Scalars['ID']['input']>;
  scoutId?: InputMaybe<Scalars['ID']['input']>;
};


/**
 * Reads. Public unless marked "Member only". Errors: UNAUTHORIZED_ERROR, NOT_FOUND,
 * BAD_USER_INPUT as in the conventions at the top of this file.
 */
export type QueryIsMemberArgs = {
  conversionId: Scalars['String']['input'];
};


/**
 * Reads. Public unless marked "Member only". Errors: UNAUTHORIZED_ERROR, NOT_FOUND,
 * BAD_USER_INPUT as in the conventions at the top of this file.
 */
export type QueryIsPhoneNumberDuplicateArgs = {
  phoneNumber: Scalars['String']['input'];
};


/**
 * Reads. Public unless marked "Member only". Errors: UNAUTHORIZED_ERROR, NOT_FOUND,
 * BAD_USER_INPUT as in the conventions at the top of this file.
 */
export type QueryIsScoutInquiryArgs = {
  scoutId: Scalars['ID']['input'];
};


/**
 * Reads. Public unless marked "Member only". Errors: UNAUTHORIZED_ERROR, NOT_FOUND,
 * BAD_USER_INPUT as in the conventions at the top of this file.
 */
export type QueryJobArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Reads. Public unless marked "Member only". Errors: UNAUTHORIZED_ERROR, NOT_FOUND,
 * BAD_USER_INPUT as in the conventions at the top of this file.
 */
export type QueryJobSalaryArgs = {
  featureId?: InputMaybe<Scalars['ID']['input']>;
  occupation: Scalars['String']['input'];
  prefectureNameEn?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Reads. Public unless marked "Member only". Errors: UNAUTHORIZED_ERROR, NOT_FOUND,
 * BAD_USER_INPUT as in the conventions at the top of this file.
 */
export type QueryJobSeekerCommentsArgs = {
  occupationNameEn?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  per?: InputMaybe<Scalars['Int']['input']>;
  prefectureNameEn?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Reads. Public unless marked "Member only". Errors: UNAUTHORIZED_ERROR, NOT_FOUND,
 * BAD_USER_INPUT as in the conventions at the top of this file.
 */
export type QueryJobsByIdsArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/**
 * Reads. Public unless marked "Member only". Errors: UNAUTHORIZED_ERROR, NOT_FOUND,
 * BAD_USER_INPUT as in the conventions at the top of this file.
 */
export type QueryJobsByIdsWithSalaryDescArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/**
 * Reads. Public unless marked "Member only". Errors: UNAUTHORIZED_ERROR, NOT_FOUND,
 * BAD_USER_INPUT as in the conventions at the top of this file.
 */
export type QueryKintoneUserArgs = {
  conversionId: Scalars['String']['input'];
  token?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Reads. Public unless marked "Member only". Errors: UNAUTHORIZED_ERROR, NOT_FOUND,
 * BAD_USER_INPUT as in the conventions at the top of this file.
 */
export type QueryMagazineArticleArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Reads. Public unless marked "Member only". Errors: UNAUTHORIZED_ERROR, NOT_FOUND,
 * BAD_USER_INPUT as in the conventions at the top of this file.
 */
export type QueryMagazineArticlesArgs = {
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  keyword?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  per?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Reads. Public unless marked "Member only". Errors: UNAUTHORIZED_ERROR, NOT_FOUND,
 * BAD_USER_INPUT as in the conventions at the top of this file.
 */
export type QueryMunicipalitiesArgs = {
  ids: Array<Scalars['ID']['input']>;
};


/**
 * Reads. Public unless marked "Member only". Errors: UNAUTHORIZED_ERROR, NOT_FOUND,
 * BAD_USER_INPUT as in the conventions at the top of this file.
 */
export type QueryMunicipalityArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Reads. Public unless marked "Member only". Errors: UNAUTHORIZED_ERROR, NOT_FOUND,
 * BAD_USER_INPUT as in the conventions at the top of this file.
 */
export type QueryNewsItemArgs = {
  slug: Scalars['String']['input'];
};


/**
 * Reads. Public unless marked "Member only". Errors: UNAUTHORIZED_ERROR, NOT_FOUND,
 * BAD_USER_INPUT as in the conventions at the top of this file.
 */
export type QueryNewsItemsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  per?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Reads. Public unless marked "Member only". Errors: UNAUTHORIZED_ERROR, NOT_FOUND,
 * BAD_USER_INPUT as in the conventions at the top of this file.
 */
export type QueryNoticesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Reads. Public unless marked "Member only". Errors: UNAUTHORIZED_ERROR, NOT_FOUND,
 * BAD_USER_INPUT as in the conventions at the top of this file.
 */
export type QueryOccupationArgs = {
  occupationNameEn: Scalars['String']['input'];
};


/**
 * Reads. Public unless marked "Member only". Errors: UNAUTHORIZED_ERROR, NOT_FOUND,
 * BAD_USER_INPUT as in the conventions at the top of this file.
 */
export type QueryOccupationsArgs = {
  occupationCategoryId?: InputMaybe<Scalars['ID']['input']>;
};


/**
 * Reads. Public unless marked "Member only". Errors: UNAUTHORIZED_ERROR, NOT_FOUND,
 * BAD_USER_INPUT as in the conventions at the top of this file.
 */
export type QueryPostalAddressArgs = {
  postalCode: Scalars['String']['input'];
};


/**
 * Reads. Public unless marked "Member only". Errors: UNAUTHORIZED_ERROR, NOT_FOUND,
 * BAD_USER_INPUT as in the conventions at the top of this file.
 */
export type QueryPrefectureArgs = {
  code?: InputMaybe<Scalars['Int']['input']>;
  prefectureNameEn?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Reads. Public unless marked "Member only". Errors: UNAUTHORIZED_ERROR, NOT_FOUND,
 * BAD_USER_INPUT as in the conventions at the top of this file.
 */
export type QueryResumePdfArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Reads. Public unless marked "Member only". Errors: UNAUTHORIZED_ERROR, NOT_FOUND,
 * BAD_USER_INPUT as in the conventions at the top of this file.
 */
export type QueryRoomArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Reads. Public unless marked "Member only". Errors: UNAUTHORIZED_ERROR, NOT_FOUND,
 * BAD_USER_INPUT as in the conventions at the top of this file.
 */
export type QueryRoomsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};


/**
 * Reads. Public unless marked "Member only". Errors: UNAUTHORIZED_ERROR, NOT_FOUND,
 * BAD_USER_INPUT as in the conventions at the top of this file.
 */
export type QuerySalaryInsightArgs = {
  occupation: Scalars['String']['input'];
  prefectureNameEn?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Reads. Public unless marked "Member only". Errors: UNAUTHORIZED_ERROR, NOT_FOUND,
 * BAD_USER_INPUT as in the conventions at the top of this file.
 */
export type QueryScoutArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Reads. Public unless marked "Member only". Errors: UNAUTHORIZED_ERROR, NOT_FOUND,
 * BAD_USER_INPUT as in the conventions at the top of this file.
 */
export type QueryScoutByUrlIdArgs = {
  urlId: Scalars['String']['input'];
};


/**
 * Reads. Public unless marked "Member only". Errors: UNAUTHORIZED_ERROR, NOT_FOUND,
 * BAD_USER_INPUT as in the conventions at the top of this file.
 */
export type QueryScoutSettingArgs = {
  conversionId: Scalars['String']['input'];
  token?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Reads. Public unless marked "Member only". Errors: UNAUTHORIZED_ERROR, NOT_FOUND,
 * BAD_USER_INPUT as in the conventions at the top of this file.
 */
export type QuerySearchFeatureJobsArgs = {
  featureId: Scalars['ID']['input'];
  occupation?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  per?: InputMaybe<Scalars['Int']['input']>;
  prefectureNameEn?: InputMaybe<Scalars['String']['input']>;
  sortType?: InputMaybe<JobSort>;
};


/**
 * Reads. Public unless marked "Member only". Errors: UNAUTHORIZED_ERROR, NOT_FOUND,
 * BAD_USER_INPUT as in the conventions at the top of this file.
 */
export type QuerySearchJobTotalCountArgs = {
  occupation?: InputMaybe<Scalars['String']['input']>;
  query?: InputMaybe<JobSearchInput>;
};


/**
 * Reads. Public unless marked "Member only". Errors: UNAUTHORIZED_ERROR, NOT_FOUND,
 * BAD_USER_INPUT as in the conventions at the top of this file.
 */
export type QuerySearchJobsArgs = {
  occupation?: InputMaybe<Scalars['String']['input']>;
  page?: InputMaybe<Scalars['Int']['input']>;
  per?: InputMaybe<Scalars['Int']['input']>;
  query?: InputMaybe<JobSearchInput>;
  sortType?: InputMaybe<JobSort>;
};


/**
 * Reads. Public unless marked "Member only". Errors: UNAUTHORIZED_ERROR, NOT_FOUND,
 * BAD_USER_INPUT as in the conventions at the top of this file.
 */
export type QuerySearchMunicipalitiesArgs = {
  keyword?: InputMaybe<Scalars['String']['input']>;
  prefectureNameEn: Scalars['String']['input'];
};


/**
 * Reads. Public unless marked "Member only". Errors: UNAUTHORIZED_ERROR, NOT_FOUND,
 * BAD_USER_INPUT as in the conventions at the top of this file.
 */
export type QuerySearchSuggestionsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  place?: InputMaybe<Scalars['Boolean']['input']>;
  prefix: Scalars['String']['input'];
};


/**
 * Reads. Public unless marked "Member only". Errors: UNAUTHORIZED_ERROR, NOT_FOUND,
 * BAD_USER_INPUT as in the conventions at the top of this file.
 */
export type QueryTrademarkArgs = {
  id: Scalars['ID']['input'];
};


/**
 * Reads. Public unless marked "Member only". Errors: UNAUTHORIZED_ERROR, NOT_FOUND,
 * BAD_USER_INPUT as in the conventions at the top of this file.
 */
export type QueryTrendFeaturesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  occupation?: InputMaybe<Scalars['String']['input']>;
};


/**
 * Reads. Public unless marked "Member only". Errors: UNAUTHORIZED_ERROR, NOT_FOUND,
 * BAD_USER_INPUT as in the conventions at the top of this file.
 */
export type QueryUserAuthTypeArgs = {
  emailOrPhoneNumber: Scalars['String']['input'];
};


/**
 * Reads. Public unless marked "Member only". Errors: UNAUTHORIZED_ERROR, NOT_FOUND,
 * BAD_USER_INPUT as in the conventions at the top of this file.
 */
export type QueryUserByPhoneNumberArgs = {
  password: Scalars['String']['input'];
  phoneNumber: Scalars['String']['input'];
};


/**
 * Reads. Public unless marked "Member only". Errors: UNAUTHORIZED_ERROR, NOT_FOUND,
 * BAD_USER_INPUT as in the conventions at the top of this file.
 */
export type QueryVerifyEntryJoiningConfirmationTokenArgs = {
  token: Scalars['String']['input'];
};

/** A canned reply offered in a scout's message room. */
export type QuickReply = {
  __typename?: 'QuickReply';
  /** `ok`, `confirmInterviewDate` or `contactLater`. */
  key: Scalars['String']['output'];
  /** Button label. */
  label: Scalars['String']['output'];
  /** Message text sent. */
  text: Scalars['String']['output'];
};

/** Input of readCompanyMessage. */
export type ReadCompanyMessageInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  roomId: Scalars['ID']['input'];
  /**
   * The newest message of the room the member has seen (any sender). Only the company's
   * messages up to and including it are marked read, so one that arrived after the page loaded
   * stays unread. Without it, all of the room's company messages are marked read. A message
   * that is not in this room is NOT_FOUND.
   */
  untilMessageId?: InputMaybe<Scalars['ID']['input']>;
};

/** Result of readCompanyMessage. */
export type ReadCompanyMessagePayload = {
  __typename?: 'ReadCompanyMessagePayload';
  clientMutationId: Maybe<Scalars['String']['output']>;
  /** The member's unread messages over all rooms after this. */
  messageCount: Scalars['Int']['output'];
  room: Room;
};

/** Input of readNotices. */
export type ReadNoticesInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  /** Notices to mark read; all of the member's when left out. */
  noticeIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** Result of readNotices. */
export type ReadNoticesPayload = {
  __typename?: 'ReadNoticesPayload';
  clientMutationId: Maybe<Scalars['String']['output']>;
  notices: Array<Notice>;
  unreadNoticeCount: Scalars['Int']['output'];
};

/** Input of readSavedSearchMatches. */
export type ReadSavedSearchMatchesInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
};

/** Result of readSavedSearchMatches. */
export type ReadSavedSearchMatchesPayload = {
  __typename?: 'ReadSavedSearchMatchesPayload';
  clientMutationId: Maybe<Scalars['String']['output']>;
  /** The member's new matches over all saved searches, after this one's were marked seen. */
  newMatchCount: Scalars['Int']['output'];
  savedSearch: SavedSearch;
};

/** Input of recoverInconsistentUser. */
export type RecoverInconsistentUserInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** Result of recoverInconsistentUser. */
export type RecoverInconsistentUserPayload = {
  __typename?: 'RecoverInconsistentUserPayload';
  clientMutationId: Maybe<Scalars['String']['output']>;
  user: EndUser;
};

/** One of the 7 regions the prefectures are grouped in. */
export type Region = {
  __typename?: 'Region';
  enName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  /** Prefectures of the region, by code. */
  prefectures: Array<Prefecture>;
};

/** Input of removeCareerSheet. */
export type RemoveCareerSheetInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
};

/** Result of removeCareerSheet. */
export type RemoveCareerSheetPayload = {
  __typename?: 'RemoveCareerSheetPayload';
  careerSheetId: Scalars['ID']['output'];
  clientMutationId: Maybe<Scalars['String']['output']>;
};

/** Input of removeFavorite. */
export type RemoveFavoriteInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  jobId: Scalars['ID']['input'];
};

/** Result of removeFavorite. */
export type RemoveFavoritePayload = {
  __typename?: 'RemoveFavoritePayload';
  clientMutationId: Maybe<Scalars['String']['output']>;
  favoriteJobCount: Scalars['Int']['output'];
  jobId: Scalars['ID']['output'];
};

/** Input of removeResume. */
export type RemoveResumeInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
};

/** Result of removeResume. */
export type RemoveResumePayload = {
  __typename?: 'RemoveResumePayload';
  clientMutationId: Maybe<Scalars['String']['output']>;
  resumeId: Scalars['ID']['output'];
};

/** Input of removeResumePhoto. */
export type RemoveResumePhotoInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  resumeId: Scalars['ID']['input'];
};

/** Result of removeResumePhoto. */
export type RemoveResumePhotoPayload = {
  __typename?: 'RemoveResumePhotoPayload';
  clientMutationId: Maybe<Scalars['String']['output']>;
  resume: Resume;
};

/** Input of renameSavedSearch. */
export type RenameSavedSearchInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};

/** Result of renameSavedSearch. */
export type RenameSavedSearchPayload = {
  __typename?: 'RenameSavedSearchPayload';
  clientMutationId: Maybe<Scalars['String']['output']>;
  savedSearch: SavedSearch;
};

/** Input of requestAdvisor. The address of the chosen contact method is required. */
export type RequestAdvisorInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  contactMethod: ContactMethod;
  email?: InputMaybe<Scalars['String']['input']>;
  /** The job page the request was sent from. */
  jobId?: InputMaybe<Scalars['ID']['input']>;
  /** At most ADVISOR_REQUEST_LIMITS.maxNoteLength (1000) characters. */
  note?: InputMaybe<Scalars['String']['input']>;
  phoneNumber?: InputMaybe<Scalars['String']['input']>;
  /** At least one, each once. */
  preferredTimes: Array<ContactTimeSlot>;
};

/** Result of requestAdvisor. */
export type RequestAdvisorPayload = {
  __typename?: 'RequestAdvisorPayload';
  advisorRequest: AdvisorRequest;
  clientMutationId: Maybe<Scalars['String']['output']>;
  room: Room;
};

/** Input of requestOtherInterviewDates. */
export type RequestOtherInterviewDatesInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  /** Optional wishes (up to INTERVIEW_LIMITS.maxNoteLength characters), added to the canned text. */
  note?: InputMaybe<Scalars['String']['input']>;
  proposalId: Scalars['ID']['input'];
};

/** Result of requestOtherInterviewDates. */
export type RequestOtherInterviewDatesPayload = {
  __typename?: 'RequestOtherInterviewDatesPayload';
  clientMutationId: Maybe<Scalars['String']['output']>;
  entry: Entry;
  /** The member's answer in the room. */
  message: Message;
  proposal: InterviewProposal;
};

/** What a member wants from the next job. */
export type Requirements = {
  __typename?: 'Requirements';
  desiredCars: Array<Car>;
  desiredJobChangeTiming: Maybe<StartTiming>;
  desiredParticularConditions: Array<ParticularCondition>;
  desiredWorkingHours: Maybe<Shift>;
  desiredWorkplaceStrengths: Array<WorkplaceStrength>;
  salaryRange: SalaryRange;
};

/** A member's wishes to save. */
export type RequirementsInput = {
  desiredCarIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  desiredJobChangeTiming?: InputMaybe<StartTiming>;
  desiredParticularConditionIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  desiredWorkingHours?: InputMaybe<Shift>;
  desiredWorkplaceStrengthIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  salaryRange?: InputMaybe<SalaryRangeInput>;
};

/** Input of resetUserPassword. */
export type ResetUserPasswordInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  emailOrPhoneNumber: Scalars['String']['input'];
};

/** Result of resetUserPassword: always accepted, whether or not the account exists. */
export type ResetUserPasswordPayload = {
  __typename?: 'ResetUserPasswordPayload';
  accepted: Scalars['Boolean']['output'];
  clientMutationId: Maybe<Scalars['String']['output']>;
};

/** How a job seeker answered a scout. */
export type ResponseType =
  | 'entry'
  | 'inquiry';

/** A resume (履歴書) made from the member's profile at the time it was created. */
export type Resume = {
  __typename?: 'Resume';
  /** Address written on the resume. */
  address: ResumeAddress;
  /** Full birth date, kept on the resume (the profile keeps the year only). */
  birthDate: Maybe<Scalars['Date']['output']>;
  birthYear: Maybe<Scalars['Int']['output']>;
  createdAt: Scalars['DateTime']['output'];
  education: Maybe<EducationalBackground>;
  gender: Maybe<Gender>;
  hasSpouse: Maybe<Scalars['Boolean']['output']>;
  /** 本人希望記入欄: pay, hours, place or other wishes. */
  hopes: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  jobHistories: Array<JobHistory>;
  /** Title the member gave the document. */
  name: Scalars['String']['output'];
  /** Reading of the name in hiragana (ふりがな), kept on the resume; katakana is stored as hiragana. */
  nameKana: Maybe<Scalars['String']['output']>;
  numberOfDependents: Maybe<Scalars['Int']['output']>;
  /** The photo (3:4 JPEG without metadata), or null when the member has none. */
  photo: Maybe<ResumePhoto>;
  qualifications: Array<Qualification>;
  /** Reason for applying (志望動機). */
  reason: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['DateTime']['output'];
  userName: Maybe<Scalars['String']['output']>;
  zipCode: Maybe<Scalars['String']['output']>;
};

/** The address on a resume; every part may be missing until the member writes it. */
export type ResumeAddress = {
  __typename?: 'ResumeAddress';
  line: Maybe<Scalars['String']['output']>;
  municipality: Maybe<Scalars['String']['output']>;
  /** Seven digits. */
  postalCode: Maybe<Scalars['String']['output']>;
  prefectureId: Maybe<Scalars['ID']['output']>;
  prefectureName: Maybe<Scalars['String']['output']>;
};

/** A resume's photo: re-encoded on upload, RESUME_PHOTO_LIMITS.stored pixels, 3:4. */
export type ResumePhoto = {
  __typename?: 'ResumePhoto';
  contentType: Scalars['String']['output'];
  /** The image as a data: URL (a few tens of kilobytes), shown on the edit page and the print view. */
  dataUrl: Scalars['String']['output'];
  height: Scalars['Int']['output'];
  width: Scalars['Int']['output'];
};

/** A conversation between a member and a company. */
export type Room = {
  __typename?: 'Room';
  /** The member's latest request in the advisor room; null in company rooms. */
  advisorRequest: Maybe<AdvisorRequest>;
  /**
   * The company of a company room; null in the advisor room, and in a scout's room while the
   * scout hides the company's name (Scout.hiddenCompanyName) and the member has not answered.
   * Its images are empty while the scout hides them (Scout.hiddenCompanyImage).
   */
  company: Maybe<Company>;
  createdAt: Scalars['DateTime']['output'];
  entry: Maybe<Entry>;
  id: Scalars['ID']['output'];
  isArchived: Scalars['Boolean']['output'];
  kind: RoomKind;
  lastMessage: Maybe<Message>;
  /** Newest first; `after` pages toward older messages. */
  messages: MessageConnection;
  /** Canned replies offered in this room (scout rooms). */
  quickReplies: Array<QuickReply>;
  scout: Maybe<Scout>;
  unreadMessageCount: Scalars['Int']['output'];
};


/** A conversation between a member and a company. */
export type RoomMessagesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** Message rooms of the member, most recently active first. */
export type RoomConnection = {
  __typename?: 'RoomConnection';
  edges: Array<RoomEdge>;
  pageInfo: PageInfo;
  /** Number of rooms of the member, over all pages. */
  totalCount: Scalars['Int']['output'];
};

/** A room and its cursor. */
export type RoomEdge = {
  __typename?: 'RoomEdge';
  cursor: Scalars['String']['output'];
  node: Room;
};

/** Who a message room is with: a hiring company, or the site's career advisor. */
export type RoomKind =
  | 'advisor'
  | 'company';

/**
 * One bar of a salary histogram: jobs whose monthly salary is at least `lowerBound` and below
 * `upperBound` yen.
 */
export type SalaryHistogramBin = {
  __typename?: 'SalaryHistogramBin';
  jobCount: Scalars['Int']['output'];
  lowerBound: Scalars['Int']['output'];
  upperBound: Scalars['Int']['output'];
};

/**
 * Salary insight of an occupation, optionally in a prefecture (generalises jobSalary and
 * driverJobSalaries). Counts published, monthly-paid jobs; visitors' figures leave member-only
 * jobs out.
 */
export type SalaryInsight = {
  __typename?: 'SalaryInsight';
  /**
   * Per feature of the occupation (SALARY_INSIGHT_FEATURE_IDS: licence classes for drivers,
   * grades for car mechanics, …), in that order; features without jobs included (jobCount 0).
   */
  byFeature: Array<FeatureSalaryStatistics>;
  /** Per prefecture with at least one job, by prefecture code; empty when `prefecture` is set. */
  byPrefecture: Array<PrefectureSalaryStatistics>;
  /**
   * Equal-width bins from the lowest to the highest salary (at most 16), lowest first; empty
   * when no job is counted.
   */
  histogram: Array<SalaryHistogramBin>;
  occupation: Occupation;
  prefecture: Maybe<Prefecture>;
  statistics: SalaryStatistics;
};

/** How a salary figure is paid. */
export type SalaryOption =
  | 'annual'
  | 'daily'
  | 'hourly'
  | 'monthly';

/** Salary wish in yen per month. */
export type SalaryRange = {
  __typename?: 'SalaryRange';
  highest: Maybe<Scalars['Int']['output']>;
  lowest: Maybe<Scalars['Int']['output']>;
};

/** Salary wish in yen per month; lowest ≤ highest when both are given. */
export type SalaryRangeInput = {
  highest?: InputMaybe<Scalars['Int']['input']>;
  lowest?: InputMaybe<Scalars['Int']['input']>;
};

/** A choice of the salary selects (yen per month). */
export type SalaryRangeOption = {
  __typename?: 'SalaryRangeOption';
  /** Label shown, e.g. `25万円`. */
  label: Scalars['String']['output'];
  /** Yen, e.g. 250000. */
  value: Scalars['Int']['output'];
};

/**
 * Statistics of the monthly salary of published, monthly-paid jobs: the lower figure of each
 * job (the 月給 it offers at least), in yen. Percentiles interpolate (percentile_cont); every
 * figure is null when jobCount is 0.
 */
export type SalaryStatistics = {
  __typename?: 'SalaryStatistics';
  average: Maybe<Scalars['Int']['output']>;
  firstQuartile: Maybe<Scalars['Int']['output']>;
  jobCount: Scalars['Int']['output'];
  maximum: Maybe<Scalars['Int']['output']>;
  median: Maybe<Scalars['Int']['output']>;
  minimum: Maybe<Scalars['Int']['output']>;
  thirdQuartile: Maybe<Scalars['Int']['output']>;
};

/** Input of saveEducationalBackground. */
export type SaveEducationalBackgroundInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  education: Education;
  graduationMonth?: InputMaybe<Scalars['Int']['input']>;
  graduationStatus: EducationStatus;
  graduationYear?: InputMaybe<Scalars['Int']['input']>;
  schoolName?: InputMaybe<Scalars['String']['input']>;
};

/** Result of saveEducationalBackground. */
export type SaveEducationalBackgroundPayload = {
  __typename?: 'SaveEducationalBackgroundPayload';
  clientMutationId: Maybe<Scalars['String']['output']>;
  educationalBackground: EducationalBackground;
};

/** Input of saveJobHistories: the whole list; histories left out are removed. */
export type SaveJobHistoriesInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  jobHistories: Array<JobHistoryInput>;
};

/** Result of saveJobHistories. */
export type SaveJobHistoriesPayload = {
  __typename?: 'SaveJobHistoriesPayload';
  clientMutationId: Maybe<Scalars['String']['output']>;
  jobHistories: Array<JobHistory>;
};

/** Input of saveNotificationSettings. */
export type SaveNotificationSettingsInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  /** Kinds not named keep their settings. */
  settings: Array<NotificationSettingInput>;
};

/** Result of saveNotificationSettings. */
export type SaveNotificationSettingsPayload = {
  __typename?: 'SaveNotificationSettingsPayload';
  clientMutationId: Maybe<Scalars['String']['output']>;
  notificationSettings: NotificationSettings;
};

/** Input of savePersonalityAndRequirements; a part left out stays as it is. */
export type SavePersonalityAndRequirementsInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  personality?: InputMaybe<PersonalityInput>;
  requirements?: InputMaybe<RequirementsInput>;
};

/** Result of savePersonalityAndRequirements. */
export type SavePersonalityAndRequirementsPayload = {
  __typename?: 'SavePersonalityAndRequirementsPayload';
  clientMutationId: Maybe<Scalars['String']['output']>;
  personality: Maybe<Personality>;
  requirements: Maybe<Requirements>;
};

/** Input of saveScoutSetting (scout email link, identified by conversionId). */
export type SaveScoutSettingInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  conversionId: Scalars['String']['input'];
  scoutAllowOccupationCategoryIds: Array<Scalars['ID']['input']>;
  scoutStatus: ScoutStatus;
  /** The scout link's signed token (purpose scout-setting); not needed with the member's session. */
  token?: InputMaybe<Scalars['String']['input']>;
};

/** Result of saveScoutSetting. */
export type SaveScoutSettingPayload = {
  __typename?: 'SaveScoutSettingPayload';
  clientMutationId: Maybe<Scalars['String']['output']>;
  setting: Setting;
};

/**
 * Input of saveSearch: the conditions of a job list (route slugs as in its URL, and the
 * search conditions beyond its path).
 */
export type SaveSearchInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  featureId?: InputMaybe<Scalars['ID']['input']>;
  hiringTypes?: InputMaybe<Array<HiringType>>;
  /** Words as searchJobs takes them (JobSearchInput.keyword). */
  keyword?: InputMaybe<Scalars['String']['input']>;
  /** As JobSearchInput.minimumAnnualSalary. */
  minimumAnnualSalary?: InputMaybe<Scalars['Int']['input']>;
  minimumMonthlySalary?: InputMaybe<Scalars['Int']['input']>;
  /** Features beyond featureId; every one must hold. */
  moreFeatureIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** JIS municipality codes beyond municipalityId, within the prefecture; any of them. */
  moreMunicipalityIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** JIS municipality code, within the prefecture. */
  municipalityId?: InputMaybe<Scalars['ID']['input']>;
  /** Shown in the member's list; made from the conditions when left out. */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Occupation route slug, e.g. `driver`. */
  occupation: Scalars['String']['input'];
  /** Prefecture route slug, e.g. `tokyo`. */
  prefectureNameEn?: InputMaybe<Scalars['String']['input']>;
  shift?: InputMaybe<JobShiftCondition>;
  sortType?: InputMaybe<JobSort>;
};

/** Result of saveSearch. */
export type SaveSearchPayload = {
  __typename?: 'SaveSearchPayload';
  /** True when the member had already saved the same conditions (nothing new was saved). */
  alreadySaved: Scalars['Boolean']['output'];
  clientMutationId: Maybe<Scalars['String']['output']>;
  savedSearch: SavedSearch;
  savedSearchCount: Scalars['Int']['output'];
};

/** Input of saveSetting. */
export type SaveSettingInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  /** Empty means all categories. */
  scoutAllowOccupationCategoryIds: Array<Scalars['ID']['input']>;
  scoutStatus: ScoutStatus;
};

/** Result of saveSetting. */
export type SaveSettingPayload = {
  __typename?: 'SaveSettingPayload';
  clientMutationId: Maybe<Scalars['String']['output']>;
  isReceiveScout: Scalars['Boolean']['output'];
  scoutAllowOccupationCategoryIds: Array<Scalars['ID']['output']>;
  scoutStatus: ScoutStatus;
};

/**
 * A search a member saved (search alert): the conditions of a job list. When a job matching it
 * is published, the member gets a notice and the job counts as a new match until seen.
 */
export type SavedSearch = {
  __typename?: 'SavedSearch';
  createdAt: Scalars['DateTime']['output'];
  /** The list path's feature (`feature_51`), when it has one. */
  feature: Maybe<Feature>;
  hiringTypes: Array<HiringType>;
  id: Scalars['ID']['output'];
  /** Words as searchJobs takes them. */
  keyword: Maybe<Scalars['String']['output']>;
  /** Jobs whose lowest pay, as an annual amount, is at least this many yen (as searchJobs). */
  minimumAnnualSalary: Maybe<Scalars['Int']['output']>;
  /** Jobs whose lowest pay, as a monthly amount, is at least this many yen (as searchJobs). */
  minimumMonthlySalary: Maybe<Scalars['Int']['output']>;
  /** Features beyond the path's one; a matching job has every one, and the path's. */
  moreFeatures: Array<Feature>;
  /** Municipalities beyond the path's one, within the prefecture; a matching job is in any. */
  moreMunicipalities: Array<Municipality>;
  municipality: Maybe<Municipality>;
  name: Scalars['String']['output'];
  /** Those jobs, most recently matched first. */
  newJobs: Array<Job>;
  /** Matching jobs published since the search was saved and not yet seen (still published). */
  newMatchCount: Scalars['Int']['output'];
  occupation: Occupation;
  prefecture: Maybe<Prefecture>;
  shift: Maybe<JobShiftCondition>;
  sortType: JobSort;
};


/**
 * A search a member saved (search alert): the conditions of a job list. When a job matching it
 * is published, the member gets a notice and the job counts as a new match until seen.
 */
export type SavedSearchNewJobsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};

/** A direct offer from a company to a member (スカウト). */
export type Scout = {
  __typename?: 'Scout';
  carDescription: Maybe<Scalars['String']['output']>;
  /** Null when hiddenCompanyName is true. */
  company: Maybe<Company>;
  contractCategory: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  /**
   * The company asked to hide its images until the job seeker responds: until then the
   * scout's company (also as Room.company) and its related jobs answer no images
   * (Company.images, Job.companyImages empty).
   */
  hiddenCompanyImage: Scalars['Boolean']['output'];
  /**
   * The company asked to hide its name until the job seeker responds: until then the scout's
   * company (also as Room.company) is null and relatedJobs leaves out the company's jobs (a job's
   * id opens its public page, which names the company); the scout's own texts describe the job.
   */
  hiddenCompanyName: Scalars['Boolean']['output'];
  holiday: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isHiring: Scalars['Boolean']['output'];
  jobDescription: Maybe<Scalars['String']['output']>;
  location: Maybe<Scalars['String']['output']>;
  message: Scalars['String']['output'];
  occupationCategory: Maybe<OccupationCategory>;
  quickReplies: Array<QuickReply>;
  /**
   * The scouted job and the other jobs the scout points to; none of its company's while
   * hiddenCompanyName hides the company from the caller.
   */
  relatedJobs: Array<Job>;
  salary: Maybe<Scalars['String']['output']>;
  /** Unguessable id used in scout links (`scoutByUrlId`). */
  urlId: Scalars['String']['output'];
  welfare: Maybe<Scalars['String']['output']>;
  workingTime: Maybe<Scalars['String']['output']>;
};

/** Events recorded in a scout's response history. */
export type ScoutHistoryEvent =
  | 'entry_attempted'
  | 'inquiry_attempted'
  | 'visited';

/** A job seeker asked to hear more about a scout. */
export type ScoutInquiry = {
  __typename?: 'ScoutInquiry';
  id: Scalars['ID']['output'];
  updatedAt: Scalars['DateTime']['output'];
};

/** A recorded step of a job seeker's response to a scout. */
export type ScoutResponseHistory = {
  __typename?: 'ScoutResponseHistory';
  conversionId: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTime']['output'];
  event: ScoutHistoryEvent;
  id: Scalars['ID']['output'];
  responseType: Maybe<ResponseType>;
  source: ScoutSource;
};

/** Where a scout response came from. */
export type ScoutSource =
  | 'scout';

/** Whether a member receives scouts. */
export type ScoutStatus =
  | 'receiving'
  | 'stopped';

/** A suggestion for the keyword or place box. */
export type SearchSuggestion = {
  __typename?: 'SearchSuggestion';
  /**
   * Occupation route slug, feature id, prefecture route slug or JIS municipality code; the word
   * itself for `word`.
   */
  id: Scalars['ID']['output'];
  /** Open public jobs it leads to (list totals), when known. */
  jobCount: Maybe<Scalars['Int']['output']>;
  kind: SearchSuggestionKind;
  /** What the box shows, e.g. 「大阪市北区（大阪府）」. */
  label: Scalars['String']['output'];
};

/** What a suggestion while typing names. */
export type SearchSuggestionKind =
  | 'feature'
  | 'municipality'
  | 'occupation'
  | 'prefecture'
  | 'word';

/** Scout reception settings of a member. */
export type Setting = {
  __typename?: 'Setting';
  /** Shorthand for scoutStatus = receiving. */
  isReceiveScout: Scalars['Boolean']['output'];
  /** Occupation categories the member accepts scouts for; empty means all. */
  scoutAllowOccupationCategoryIds: Array<Scalars['ID']['output']>;
  scoutStatus: ScoutStatus;
};

/** Desired working hours (desiredWorkingHours) and the shift of a working time. */
export type Shift =
  | 'day'
  | 'night'
  | 'none';

/** What the sign-up form needs. */
export type SignupForm = {
  __typename?: 'SignupForm';
  desiredOccupations: Array<DesiredOccupation>;
  qualifications: Array<Qualification>;
};

/** When the job seeker wants to start a new job (desiredJobChangeTiming). */
export type StartTiming =
  | 'immediately'
  | 'undecided'
  | 'within_month'
  | 'within_three_months'
  | 'within_two_months';

/** A one-line summary row of a job (label and value). */
export type Summary = {
  __typename?: 'Summary';
  body: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** A brand of the service and whether its pages show the service links. */
export type Trademark = {
  __typename?: 'Trademark';
  displayServiceLinks: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** Input of unsubscribeNotifications. */
export type UnsubscribeNotificationsInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  /** The signed token of a mail's unsubscribe link. */
  token: Scalars['String']['input'];
};

/** Result of unsubscribeNotifications. */
export type UnsubscribeNotificationsPayload = {
  __typename?: 'UnsubscribeNotificationsPayload';
  clientMutationId: Maybe<Scalars['String']['output']>;
  /** The kind whose mail is stopped. */
  kind: NotificationKind;
};

/** Input of updateCareerSheet: the career sheet edited in place. */
export type UpdateCareerSheetInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
  /** Copies the profile's current histories and qualifications into the career sheet. */
  refreshProfile?: InputMaybe<Scalars['Boolean']['input']>;
  summary?: InputMaybe<Scalars['String']['input']>;
};

/** Result of updateCareerSheet. */
export type UpdateCareerSheetPayload = {
  __typename?: 'UpdateCareerSheetPayload';
  careerSheet: CareerSheet;
  clientMutationId: Maybe<Scalars['String']['output']>;
};

/** Input of updateEntryJoiningConfirmation. */
export type UpdateEntryJoiningConfirmationInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  hasJoined: Scalars['Boolean']['input'];
  /** Required when hasJoined is true. */
  joinedOn?: InputMaybe<Scalars['Date']['input']>;
  token: Scalars['String']['input'];
};

/** Result of updateEntryJoiningConfirmation. */
export type UpdateEntryJoiningConfirmationPayload = {
  __typename?: 'UpdateEntryJoiningConfirmationPayload';
  clientMutationId: Maybe<Scalars['String']['output']>;
  confirmation: EntryJoiningConfirmation;
};

/** Input of updateLastSessionAt: nothing but the optional clientMutationId (spec: input empty). */
export type UpdateLastSessionAtInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
};

/** Result of updateLastSessionAt. */
export type UpdateLastSessionAtPayload = {
  __typename?: 'UpdateLastSessionAtPayload';
  clientMutationId: Maybe<Scalars['String']['output']>;
  lastSessionAt: Scalars['DateTime']['output'];
};

/** Input of updateResume: the resume edited in place. */
export type UpdateResumeInput = {
  addressLine?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD. */
  birthDate?: InputMaybe<Scalars['String']['input']>;
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  hopes?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  municipality?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  nameKana?: InputMaybe<Scalars['String']['input']>;
  postalCode?: InputMaybe<Scalars['String']['input']>;
  prefectureId?: InputMaybe<Scalars['ID']['input']>;
  reason?: InputMaybe<Scalars['String']['input']>;
  /** Copies the profile's current name, histories, qualifications and education into the resume. */
  refreshProfile?: InputMaybe<Scalars['Boolean']['input']>;
};

/** Result of updateResume. */
export type UpdateResumePayload = {
  __typename?: 'UpdateResumePayload';
  clientMutationId: Maybe<Scalars['String']['output']>;
  resume: Resume;
};

/** Input of updateRoom. */
export type UpdateRoomInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  isArchived?: InputMaybe<Scalars['Boolean']['input']>;
  roomId: Scalars['ID']['input'];
};

/** Result of updateRoom. */
export type UpdateRoomPayload = {
  __typename?: 'UpdateRoomPayload';
  clientMutationId: Maybe<Scalars['String']['output']>;
  room: Room;
};

/** Input of updateUserBasicInformation. */
export type UpdateUserBasicInformationInput = {
  birthYear: Scalars['Int']['input'];
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  employmentStatus?: InputMaybe<EmploymentStatus>;
  gender?: InputMaybe<Gender>;
  hasSpouse?: InputMaybe<Scalars['Boolean']['input']>;
  name: Scalars['String']['input'];
  numberOfDependents?: InputMaybe<Scalars['Int']['input']>;
  prefectureId?: InputMaybe<Scalars['ID']['input']>;
  zipCode: Scalars['String']['input'];
};

/** Result of updateUserBasicInformation. */
export type UpdateUserBasicInformationPayload = {
  __typename?: 'UpdateUserBasicInformationPayload';
  clientMutationId: Maybe<Scalars['String']['output']>;
  user: EndUser;
};

/** Input of updateUserEmail. */
export type UpdateUserEmailInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
};

/** Result of updateUserEmail. */
export type UpdateUserEmailPayload = {
  __typename?: 'UpdateUserEmailPayload';
  clientMutationId: Maybe<Scalars['String']['output']>;
  user: EndUser;
};

/** Input of updateUser: fields left out stay as they are. */
export type UpdateUserInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  desiredJobChangeTiming?: InputMaybe<StartTiming>;
  desiredOccupationIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  employmentStatus?: InputMaybe<EmploymentStatus>;
  lineUserId?: InputMaybe<Scalars['String']['input']>;
  qualificationIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** Result of updateUser. */
export type UpdateUserPayload = {
  __typename?: 'UpdateUserPayload';
  clientMutationId: Maybe<Scalars['String']['output']>;
  user: EndUser;
};

/** Input of updateUserPhoneNumber. */
export type UpdateUserPhoneNumberInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  /** Japanese mobile number, digits only or with hyphens. */
  phoneNumber: Scalars['String']['input'];
};

/** Result of updateUserPhoneNumber. */
export type UpdateUserPhoneNumberPayload = {
  __typename?: 'UpdateUserPhoneNumberPayload';
  clientMutationId: Maybe<Scalars['String']['output']>;
  user: EndUser;
};

/** Input of uploadResumePhoto (multipart request). */
export type UploadResumePhotoInput = {
  clientMutationId?: InputMaybe<Scalars['String']['input']>;
  /**
   * A JPEG or PNG (sniffed from its bytes) of at most RESUME_PHOTO_LIMITS.maxBytes and
   * RESUME_PHOTO_LIMITS.maxSide pixels a side; replaces the resume's photo.
   */
  file: Scalars['Upload']['input'];
  resumeId: Scalars['ID']['input'];
};

/** Result of uploadResumePhoto. */
export type UploadResumePhotoPayload = {
  __typename?: 'UploadResumePhotoPayload';
  clientMutationId: Maybe<Scalars['String']['output']>;
  resume: Resume;
};

/** How an account signs in, found by phone number and password (phone sign-in). */
export type UserIdentity = {
  __typename?: 'UserIdentity';
  authType: AuthType;
  /** The email the identity provider knows the account by. */
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

/** Profile a visitor gives with a visitor entry or inquiry. */
export type VisitorProfileInput = {
  /** The address after 都道府県 (市区町村・町名・番地), at most 100 characters. */
  addressLine?: InputMaybe<Scalars['String']['input']>;
  birthYear: Scalars['Int']['input'];
  contactMethod?: InputMaybe<ContactMethod>;
  desiredJobChangeTiming?: InputMaybe<StartTiming>;
  desiredOccupationIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  email?: InputMaybe<Scalars['String']['input']>;
  employmentStatus?: InputMaybe<EmploymentStatus>;
  /**
   * Reading of the name in hiragana (ふりがな); katakana is accepted and stored as hiragana.
   * Required by createVisitorJobEntry (BAD_USER_INPUT at profile.furigana), optional for scouts.
   */
  furigana?: InputMaybe<Scalars['String']['input']>;
  gender?: InputMaybe<Gender>;
  name: Scalars['String']['input'];
  phoneNumber: Scalars['String']['input'];
  prefectureId?: InputMaybe<Scalars['ID']['input']>;
  qualificationIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  zipCode: Scalars['String']['input'];
};

/** A shift of a job. */
export type WorkingTime = {
  __typename?: 'WorkingTime';
  /** `HH:mm`. */
  attendanceTime: Scalars['String']['output'];
  /** `HH:mm`; before attendanceTime when the shift passes midnight. */
  leaveTime: Scalars['String']['output'];
  shift: Maybe<Shift>;
};

/** A workplace strength a job seeker values. */
export type WorkplaceStrength = {
  __typename?: 'WorkplaceStrength';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AddFavoriteInput: AddFavoriteInput;
  AddFavoritePayload: ResolverTypeWrapper<Omit<AddFavoritePayload, 'job'> & { job: ResolversTypes['Job'] }>;
  AddFavoritesInput: AddFavoritesInput;
  AddFavoritesPayload: ResolverTypeWrapper<Omit<AddFavoritesPayload, 'jobs'> & { jobs: Array<ResolversTypes['Job']> }>;
  AdvisorRequest: ResolverTypeWrapper<AdvisorRequestRow>;
  AppealPoint: ResolverTypeWrapper<AppealPointRow>;
  ArticleSection: ResolverTypeWrapper<ArticleSectionRow>;
  AttachmentKind: AttachmentKind;
  AttributionInput: AttributionInput;
  AuthType: AuthType;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Car: ResolverTypeWrapper<Car>;
  CareerSheet: ResolverTypeWrapper<CareerSheetRow>;
  ChooseInterviewSlotInput: ChooseInterviewSlotInput;
  ChooseInterviewSlotPayload: ResolverTypeWrapper<Omit<ChooseInterviewSlotPayload, 'entry' | 'message' | 'proposal'> & { entry: ResolversTypes['Entry'], message: ResolversTypes['Message'], proposal: ResolversTypes['InterviewProposal'] }>;
  Company: ResolverTypeWrapper<CompanyRow>;
  CompanyDetail: ResolverTypeWrapper<CompanyDetailRow>;
  ConnectCvToLineUserEntryInput: ConnectCvToLineUserEntryInput;
  ConnectCvToLineUserEntryPayload: ResolverTypeWrapper<ConnectCvToLineUserEntryPayload>;
  ConnectCvToLineUserInput: ConnectCvToLineUserInput;
  ConnectCvToLineUserPayload: ResolverTypeWrapper<ConnectCvToLineUserPayload>;
  Contact: ResolverTypeWrapper<ContactRow>;
  ContactMethod: ContactMethod;
  ContactTimeSlot: ContactTimeSlot;
  ConversionSource: ConversionSource;
  ConversionUser: ResolverTypeWrapper<ConversionUser>;
  CreateCareerSheetInput: CreateCareerSheetInput;
  CreateCareerSheetPayload: ResolverTypeWrapper<Omit<CreateCareerSheetPayload, 'careerSheet'> & { careerSheet: ResolversTypes['CareerSheet'] }>;
  CreateContactInput: CreateContactInput;
  CreateContactPayload: ResolverTypeWrapper<Omit<CreateContactPayload, 'contact'> & { contact: ResolversTypes['Contact'] }>;
  CreateEntriesInput: CreateEntriesInput;
  CreateEntriesPayload: ResolverTypeWrapper<Omit<CreateEntriesPayload, 'entries'> & { entries: Array<ResolversTypes['Entry']> }>;
  CreateEntryInput: CreateEntryInput;
  CreateEntryPayload: ResolverTypeWrapper<Omit<CreateEntryPayload, 'entry'> & { entry: ResolversTypes['Entry'] }>;
  CreateMicroConversionInput: CreateMicroConversionInput;
  CreateMicroConversionPayload: ResolverTypeWrapper<CreateMicroConversionPayload>;
  CreateResumeInput: CreateResumeInput;
  CreateResumePayload: ResolverTypeWrapper<Omit<CreateResumePayload, 'resume'> & { resume: ResolversTypes['Resume'] }>;
  CreateScoutEntryInput: CreateScoutEntryInput;
  CreateScoutEntryPayload: ResolverTypeWrapper<Omit<CreateScoutEntryPayload, 'entry'> & { entry: ResolversTypes['Entry'] }>;
  CreateScoutInquiryInput: CreateScoutInquiryInput;
  CreateScoutInquiryPayload: ResolverTypeWrapper<Omit<CreateScoutInquiryPayload, 'scoutInquiry'> & { scoutInquiry: ResolversTypes['ScoutInquiry'] }>;
  CreateScoutResponseHistoryInput: CreateScoutResponseHistoryInput;
  CreateScoutResponseHistoryPayload: ResolverTypeWrapper<Omit<CreateScoutResponseHistoryPayload, 'scoutResponseHistory'> & { scoutResponseHistory: ResolversTypes['ScoutResponseHistory'] }>;
  CreateUserAttachmentMessageInput: CreateUserAttachmentMessageInput;
  CreateUserAttachmentMessagePayload: ResolverTypeWrapper<Omit<CreateUserAttachmentMessagePayload, 'message' | 'room'> & { message: ResolversTypes['Message'], room: ResolversTypes['Room'] }>;
  CreateUserDocumentMessageInput: CreateUserDocumentMessageInput;
  CreateUserDocumentMessagePayload: ResolverTypeWrapper<Omit<CreateUserDocumentMessagePayload, 'message' | 'room'> & { message: ResolversTypes['Message'], room: ResolversTypes['Room'] }>;
  CreateUserMessageInput: CreateUserMessageInput;
  CreateUserMessagePayload: ResolverTypeWrapper<Omit<CreateUserMessagePayload, 'message' | 'room'> & { message: ResolversTypes['Message'], room: ResolversTypes['Room'] }>;
  CreateUserWithRelationsInput: CreateUserWithRelationsInput;
  CreateUserWithRelationsPayload: ResolverTypeWrapper<Omit<CreateUserWithRelationsPayload, 'entries' | 'user'> & { entries: Array<ResolversTypes['Entry']>, user: ResolversTypes['EndUser'] }>;
  CreateVisitorJobEntryInput: CreateVisitorJobEntryInput;
  CreateVisitorJobEntryPayload: ResolverTypeWrapper<Omit<CreateVisitorJobEntryPayload, 'entries'> & { entries: Array<ResolversTypes['Entry']> }>;
  CreateVisitorScoutEntryInput: CreateVisitorScoutEntryInput;
  CreateVisitorScoutEntryPayload: ResolverTypeWrapper<Omit<CreateVisitorScoutEntryPayload, 'entry'> & { entry: ResolversTypes['Entry'] }>;
  CreateVisitorScoutInquiryInput: CreateVisitorScoutInquiryInput;
  CreateVisitorScoutInquiryPayload: ResolverTypeWrapper<Omit<CreateVisitorScoutInquiryPayload, 'scoutInquiry'> & { scoutInquiry: ResolversTypes['ScoutInquiry'] }>;
  Date: ResolverTypeWrapper<Scalars['Date']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  DeleteAccountInput: DeleteAccountInput;
  DeleteAccountPayload: ResolverTypeWrapper<DeleteAccountPayload>;
  DeleteSavedSearchInput: DeleteSavedSearchInput;
  DeleteSavedSearchPayload: ResolverTypeWrapper<DeleteSavedSearchPayload>;
  DesiredOccupation: ResolverTypeWrapper<OccupationMaster>;
  DocumentFile: ResolverTypeWrapper<DocumentFile>;
  Education: Education;
  EducationStatus: EducationStatus;
  EducationalBackground: ResolverTypeWrapper<EducationalBackgroundModel>;
  EmploymentStatus: EmploymentStatus;
  EmploymentType: EmploymentType;
  EndUser: ResolverTypeWrapper<MemberRow>;
  EndUserDetail: ResolverTypeWrapper<EndUserDetail>;
  Entry: ResolverTypeWrapper<EntryRow>;
  EntryJoiningConfirmation: ResolverTypeWrapper<JoiningConfirmationModel>;
  EntryStatus: EntryStatus;
  FaqAnswer: ResolverTypeWrapper<FaqAnswer>;
  FaqItem: ResolverTypeWrapper<FaqItemRow>;
  Feature: ResolverTypeWrapper<FeatureModel>;
  FeatureCategory: ResolverTypeWrapper<FeatureCategoryModel>;
  FeatureSalaryStatistics: ResolverTypeWrapper<Omit<FeatureSalaryStatistics, 'feature'> & { feature: ResolversTypes['Feature'] }>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Gender: Gender;
  GeoPoint: ResolverTypeWrapper<GeoPoint>;
  HiringType: HiringType;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Image: ResolverTypeWrapper<Image>;
  InquiryForm: ResolverTypeWrapper<Omit<InquiryForm, 'desiredOccupations' | 'kintoneUser' | 'qualifications'> & { desiredOccupations: Array<ResolversTypes['DesiredOccupation']>, kintoneUser?: Maybe<ResolversTypes['KintoneUser']>, qualifications: Array<ResolversTypes['Qualification']> }>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  InterviewCalendar: ResolverTypeWrapper<InterviewCalendar>;
  InterviewProposal: ResolverTypeWrapper<InterviewProposalRow>;
  InterviewProposalStatus: InterviewProposalStatus;
  InterviewSlot: ResolverTypeWrapper<InterviewSlotRow>;
  Job: ResolverTypeWrapper<JobRow>;
  JobDetail: ResolverTypeWrapper<JobDetailRow>;
  JobFacetCount: ResolverTypeWrapper<JobFacetCount>;
  JobFacets: ResolverTypeWrapper<JobFacetsModel>;
  JobHistory: ResolverTypeWrapper<JobHistoryModel>;
  JobHistoryInput: JobHistoryInput;
  JobNearInput: JobNearInput;
  JobPage: ResolverTypeWrapper<JobPageModel>;
  JobSalary: ResolverTypeWrapper<JobSalaryModel>;
  JobSearchInput: JobSearchInput;
  JobSeekerComment: ResolverTypeWrapper<JobSeekerCommentRow>;
  JobSeekerCommentPage: ResolverTypeWrapper<Omit<JobSeekerCommentPage, 'nodes'> & { nodes: Array<ResolversTypes['JobSeekerComment']> }>;
  JobShiftCondition: JobShiftCondition;
  JobSort: JobSort;
  KeywordCondition: ResolverTypeWrapper<KeywordCondition>;
  KeywordConditionKind: KeywordConditionKind;
  KintoneUser: ResolverTypeWrapper<CrmJobSeeker>;
  MagazineArticle: ResolverTypeWrapper<MagazineArticleRow>;
  MagazineArticlePage: ResolverTypeWrapper<Omit<MagazineArticlePage, 'nodes'> & { nodes: Array<ResolversTypes['MagazineArticle']> }>;
  MagazineCategory: ResolverTypeWrapper<MagazineCategoryRow>;
  MemberDataExport: ResolverTypeWrapper<MemberDataExport>;
  MemberDocumentKind: MemberDocumentKind;
  Message: ResolverTypeWrapper<MessageRow>;
  MessageConnection: ResolverTypeWrapper<Omit<MessageConnection, 'edges'> & { edges: Array<ResolversTypes['MessageEdge']> }>;
  MessageEdge: ResolverTypeWrapper<Omit<MessageEdge, 'node'> & { node: ResolversTypes['Message'] }>;
  MessageFile: ResolverTypeWrapper<MessageFile>;
  Municipality: ResolverTypeWrapper<MunicipalityMaster>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MySettingForm: ResolverTypeWrapper<Omit<MySettingForm, 'occupationCategories' | 'setting'> & { occupationCategories: Array<ResolversTypes['OccupationCategory']>, setting: ResolversTypes['Setting'] }>;
  NewsItem: ResolverTypeWrapper<NewsItemRow>;
  NewsItemPage: ResolverTypeWrapper<Omit<NewsItemPage, 'nodes'> & { nodes: Array<ResolversTypes['NewsItem']> }>;
  Notice: ResolverTypeWrapper<NoticeRow>;
  NoticeConnection: ResolverTypeWrapper<Omit<NoticeConnection, 'edges'> & { edges: Array<ResolversTypes['NoticeEdge']> }>;
  NoticeEdge: ResolverTypeWrapper<Omit<NoticeEdge, 'node'> & { node: ResolversTypes['Notice'] }>;
  NotificationChannel: NotificationChannel;
  NotificationKind: NotificationKind;
  NotificationSetting: ResolverTypeWrapper<NotificationSetting>;
  NotificationSettingInput: NotificationSettingInput;
  NotificationSettings: ResolverTypeWrapper<NotificationSettings>;
  Occupation: ResolverTypeWrapper<OccupationMaster>;
  OccupationCategory: ResolverTypeWrapper<OccupationCategoryMaster>;
  Office: ResolverTypeWrapper<OfficeRow>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  ParticularCondition: ResolverTypeWrapper<ParticularCondition>;
  Personality: ResolverTypeWrapper<PersonalityRow>;
  PersonalityInput: PersonalityInput;
  PostalAddress: ResolverTypeWrapper<PostalAddressModel>;
  Prefecture: ResolverTypeWrapper<PrefectureMaster>;
  PrefectureSalaryStatistics: ResolverTypeWrapper<Omit<PrefectureSalaryStatistics, 'prefecture'> & { prefecture: ResolversTypes['Prefecture'] }>;
  Qualification: ResolverTypeWrapper<QualificationMaster>;
  QualificationCategory: ResolverTypeWrapper<QualificationCategory>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  QuickReply: ResolverTypeWrapper<QuickReply>;
  ReadCompanyMessageInput: ReadCompanyMessageInput;
  ReadCompanyMessagePayload: ResolverTypeWrapper<Omit<ReadCompanyMessagePayload, 'room'> & { room: ResolversTypes['Room'] }>;
  ReadNoticesInput: ReadNoticesInput;
  ReadNoticesPayload: ResolverTypeWrapper<Omit<ReadNoticesPayload, 'notices'> & { notices: Array<ResolversTypes['Notice']> }>;
  ReadSavedSearchMatchesInput: ReadSavedSearchMatchesInput;
  ReadSavedSearchMatchesPayload: ResolverTypeWrapper<Omit<ReadSavedSearchMatchesPayload, 'savedSearch'> & { savedSearch: ResolversTypes['SavedSearch'] }>;
  RecoverInconsistentUserInput: RecoverInconsistentUserInput;
  RecoverInconsistentUserPayload: ResolverTypeWrapper<Omit<RecoverInconsistentUserPayload, 'user'> & { user: ResolversTypes['EndUser'] }>;
  Region: ResolverTypeWrapper<RegionMaster>;
  RemoveCareerSheetInput: RemoveCareerSheetInput;
  RemoveCareerSheetPayload: ResolverTypeWrapper<RemoveCareerSheetPayload>;
  RemoveFavoriteInput: RemoveFavoriteInput;
  RemoveFavoritePayload: ResolverTypeWrapper<RemoveFavoritePayload>;
  RemoveResumeInput: RemoveResumeInput;
  RemoveResumePayload: ResolverTypeWrapper<RemoveResumePayload>;
  RemoveResumePhotoInput: RemoveResumePhotoInput;
  RemoveResumePhotoPayload: ResolverTypeWrapper<Omit<RemoveResumePhotoPayload, 'resume'> & { resume: ResolversTypes['Resume'] }>;
  RenameSavedSearchInput: RenameSavedSearchInput;
  RenameSavedSearchPayload: ResolverTypeWrapper<Omit<RenameSavedSearchPayload, 'savedSearch'> & { savedSearch: ResolversTypes['SavedSearch'] }>;
  RequestAdvisorInput: RequestAdvisorInput;
  RequestAdvisorPayload: ResolverTypeWrapper<Omit<RequestAdvisorPayload, 'advisorRequest' | 'room'> & { advisorRequest: ResolversTypes['AdvisorRequest'], room: ResolversTypes['Room'] }>;
  RequestOtherInterviewDatesInput: RequestOtherInterviewDatesInput;
  RequestOtherInterviewDatesPayload: ResolverTypeWrapper<Omit<RequestOtherInterviewDatesPayload, 'entry' | 'message' | 'proposal'> & { entry: ResolversTypes['Entry'], message: ResolversTypes['Message'], proposal: ResolversTypes['InterviewProposal'] }>;
  Requirements: ResolverTypeWrapper<RequirementsModel>;
  RequirementsInput: RequirementsInput;
  ResetUserPasswordInput: ResetUserPasswordInput;
  ResetUserPasswordPayload: ResolverTypeWrapper<ResetUserPasswordPayload>;
  ResponseType: ResponseType;
  Resume: ResolverTypeWrapper<ResumeRow>;
  ResumeAddress: ResolverTypeWrapper<ResumeAddress>;
  ResumePhoto: ResolverTypeWrapper<ResumePhoto>;
  Room: ResolverTypeWrapper<RoomRow>;
  RoomConnection: ResolverTypeWrapper<Omit<RoomConnection, 'edges'> & { edges: Array<ResolversTypes['RoomEdge']> }>;
  RoomEdge: ResolverTypeWrapper<Omit<RoomEdge, 'node'> & { node: ResolversTypes['Room'] }>;
  RoomKind: RoomKind;
  SalaryHistogramBin: ResolverTypeWrapper<SalaryHistogramBin>;
  SalaryInsight: ResolverTypeWrapper<Omit<SalaryInsight, 'byFeature' | 'byPrefecture' | 'occupation' | 'prefecture'> & { byFeature: Array<ResolversTypes['FeatureSalaryStatistics']>, byPrefecture: Array<ResolversTypes['PrefectureSalaryStatistics']>, occupation: ResolversTypes['Occupation'], prefecture?: Maybe<ResolversTypes['Prefecture']> }>;
  SalaryOption: SalaryOption;
  SalaryRange: ResolverTypeWrapper<SalaryRange>;
  SalaryRangeInput: SalaryRangeInput;
  SalaryRangeOption: ResolverTypeWrapper<SalaryRangeOption>;
  SalaryStatistics: ResolverTypeWrapper<SalaryStatistics>;
  SaveEducationalBackgroundInput: SaveEducationalBackgroundInput;
  SaveEducationalBackgroundPayload: ResolverTypeWrapper<Omit<SaveEducationalBackgroundPayload, 'educationalBackground'> & { educationalBackground: ResolversTypes['EducationalBackground'] }>;
  SaveJobHistoriesInput: SaveJobHistoriesInput;
  SaveJobHistoriesPayload: ResolverTypeWrapper<Omit<SaveJobHistoriesPayload, 'jobHistories'> & { jobHistories: Array<ResolversTypes['JobHistory']> }>;
  SaveNotificationSettingsInput: SaveNotificationSettingsInput;
  SaveNotificationSettingsPayload: ResolverTypeWrapper<SaveNotificationSettingsPayload>;
  SavePersonalityAndRequirementsInput: SavePersonalityAndRequirementsInput;
  SavePersonalityAndRequirementsPayload: ResolverTypeWrapper<Omit<SavePersonalityAndRequirementsPayload, 'personality' | 'requirements'> & { personality?: Maybe<ResolversTypes['Personality']>, requirements?: Maybe<ResolversTypes['Requirements']> }>;
  SaveScoutSettingInput: SaveScoutSettingInput;
  SaveScoutSettingPayload: ResolverTypeWrapper<Omit<SaveScoutSettingPayload, 'setting'> & { setting: ResolversTypes['Setting'] }>;
  SaveSearchInput: SaveSearchInput;
  SaveSearchPayload: ResolverTypeWrapper<Omit<SaveSearchPayload, 'savedSearch'> & { savedSearch: ResolversTypes['SavedSearch'] }>;
  SaveSettingInput: SaveSettingInput;
  SaveSettingPayload: ResolverTypeWrapper<SaveSettingPayload>;
  SavedSearch: ResolverTypeWrapper<SavedSearchRow>;
  Scout: ResolverTypeWrapper<ScoutRow>;
  ScoutHistoryEvent: ScoutHistoryEvent;
  ScoutInquiry: ResolverTypeWrapper<ScoutInquiryRow>;
  ScoutResponseHistory: ResolverTypeWrapper<ScoutResponseHistoryRow>;
  ScoutSource: ScoutSource;
  ScoutStatus: ScoutStatus;
  SearchSuggestion: ResolverTypeWrapper<SearchSuggestion>;
  SearchSuggestionKind: SearchSuggestionKind;
  Setting: ResolverTypeWrapper<SettingModel>;
  Shift: Shift;
  SignupForm: ResolverTypeWrapper<Omit<SignupForm, 'desiredOccupations' | 'qualifications'> & { desiredOccupations: Array<ResolversTypes['DesiredOccupation']>, qualifications: Array<ResolversTypes['Qualification']> }>;
  StartTiming: StartTiming;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Summary: ResolverTypeWrapper<Summary>;
  Trademark: ResolverTypeWrapper<TrademarkRow>;
  UnsubscribeNotificationsInput: UnsubscribeNotificationsInput;
  UnsubscribeNotificationsPayload: ResolverTypeWrapper<UnsubscribeNotificationsPayload>;
  UpdateCareerSheetInput: UpdateCareerSheetInput;
  UpdateCareerSheetPayload: ResolverTypeWrapper<Omit<UpdateCareerSheetPayload, 'careerSheet'> & { careerSheet: ResolversTypes['CareerSheet'] }>;
  UpdateEntryJoiningConfirmationInput: UpdateEntryJoiningConfirmationInput;
  UpdateEntryJoiningConfirmationPayload: ResolverTypeWrapper<Omit<UpdateEntryJoiningConfirmationPayload, 'confirmation'> & { confirmation: ResolversTypes['EntryJoiningConfirmation'] }>;
  UpdateLastSessionAtInput: UpdateLastSessionAtInput;
  UpdateLastSessionAtPayload: ResolverTypeWrapper<UpdateLastSessionAtPayload>;
  UpdateResumeInput: UpdateResumeInput;
  UpdateResumePayload: ResolverTypeWrapper<Omit<UpdateResumePayload, 'resume'> & { resume: ResolversTypes['Resume'] }>;
  UpdateRoomInput: UpdateRoomInput;
  UpdateRoomPayload: ResolverTypeWrapper<Omit<UpdateRoomPayload, 'room'> & { room: ResolversTypes['Room'] }>;
  UpdateUserBasicInformationInput: UpdateUserBasicInformationInput;
  UpdateUserBasicInformationPayload: ResolverTypeWrapper<Omit<UpdateUserBasicInformationPayload, 'user'> & { user: ResolversTypes['EndUser'] }>;
  UpdateUserEmailInput: UpdateUserEmailInput;
  UpdateUserEmailPayload: ResolverTypeWrapper<Omit<UpdateUserEmailPayload, 'user'> & { user: ResolversTypes['EndUser'] }>;
  UpdateUserInput: UpdateUserInput;
  UpdateUserPayload: ResolverTypeWrapper<Omit<UpdateUserPayload, 'user'> & { user: ResolversTypes['EndUser'] }>;
  UpdateUserPhoneNumberInput: UpdateUserPhoneNumberInput;
  UpdateUserPhoneNumberPayload: ResolverTypeWrapper<Omit<UpdateUserPhoneNumberPayload, 'user'> & { user: ResolversTypes['EndUser'] }>;
  Upload: ResolverTypeWrapper<Scalars['Upload']['output']>;
  UploadResumePhotoInput: UploadResumePhotoInput;
  UploadResumePhotoPayload: ResolverTypeWrapper<Omit<UploadResumePhotoPayload, 'resume'> & { resume: ResolversTypes['Resume'] }>;
  UserIdentity: ResolverTypeWrapper<UserIdentity>;
  VisitorProfileInput: VisitorProfileInput;
  WorkingTime: ResolverTypeWrapper<WorkingTimeRow>;
  WorkplaceStrength: ResolverTypeWrapper<WorkplaceStrength>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AddFavoriteInput: AddFavoriteInput;
  AddFavoritePayload: Omit<AddFavoritePayload, 'job'> & { job: ResolversParentTypes['Job'] };
  AddFavoritesInput: AddFavoritesInput;
  AddFavoritesPayload: Omit<AddFavoritesPayload, 'jobs'> & { jobs: Array<ResolversParentTypes['Job']> };
  AdvisorRequest: AdvisorRequestRow;
  AppealPoint: AppealPointRow;
  ArticleSection: ArticleSectionRow;
  AttributionInput: AttributionInput;
  Boolean: Scalars['Boolean']['output'];
  Car: Car;
  CareerSheet: CareerSheetRow;
  ChooseInterviewSlotInput: ChooseInterviewSlotInput;
  ChooseInterviewSlotPayload: Omit<ChooseInterviewSlotPayload, 'entry' | 'message' | 'proposal'> & { entry: ResolversParentTypes['Entry'], message: ResolversParentTypes['Message'], proposal: ResolversParentTypes['InterviewProposal'] };
  Company: CompanyRow;
  CompanyDetail: CompanyDetailRow;
  ConnectCvToLineUserEntryInput: ConnectCvToLineUserEntryInput;
  ConnectCvToLineUserEntryPayload: ConnectCvToLineUserEntryPayload;
  ConnectCvToLineUserInput: ConnectCvToLineUserInput;
  ConnectCvToLineUserPayload: ConnectCvToLineUserPayload;
  Contact: ContactRow;
  ConversionUser: ConversionUser;
  CreateCareerSheetInput: CreateCareerSheetInput;
  CreateCareerSheetPayload: Omit<CreateCareerSheetPayload, 'careerSheet'> & { careerSheet: ResolversParentTypes['CareerSheet'] };
  CreateContactInput: CreateContactInput;
  CreateContactPayload: Omit<CreateContactPayload, 'contact'> & { contact: ResolversParentTypes['Contact'] };
  CreateEntriesInput: CreateEntriesInput;
  CreateEntriesPayload: Omit<CreateEntriesPayload, 'entries'> & { entries: Array<ResolversParentTypes['Entry']> };
  CreateEntryInput: CreateEntryInput;
  CreateEntryPayload: Omit<CreateEntryPayload, 'entry'> & { entry: ResolversParentTypes['Entry'] };
  CreateMicroConversionInput: CreateMicroConversionInput;
  CreateMicroConversionPayload: CreateMicroConversionPayload;
  CreateResumeInput: CreateResumeInput;
  CreateResumePayload: Omit<CreateResumePayload, 'resume'> & { resume: ResolversParentTypes['Resume'] };
  CreateScoutEntryInput: CreateScoutEntryInput;
  CreateScoutEntryPayload: Omit<CreateScoutEntryPayload, 'entry'> & { entry: ResolversParentTypes['Entry'] };
  CreateScoutInquiryInput: CreateScoutInquiryInput;
  CreateScoutInquiryPayload: Omit<CreateScoutInquiryPayload, 'scoutInquiry'> & { scoutInquiry: ResolversParentTypes['ScoutInquiry'] };
  CreateScoutResponseHistoryInput: CreateScoutResponseHistoryInput;
  CreateScoutResponseHistoryPayload: Omit<CreateScoutResponseHistoryPayload, 'scoutResponseHistory'> & { scoutResponseHistory: ResolversParentTypes['ScoutResponseHistory'] };
  CreateUserAttachmentMessageInput: CreateUserAttachmentMessageInput;
  CreateUserAttachmentMessagePayload: Omit<CreateUserAttachmentMessagePayload, 'message' | 'room'> & { message: ResolversParentTypes['Message'], room: ResolversParentTypes['Room'] };
  CreateUserDocumentMessageInput: CreateUserDocumentMessageInput;
  CreateUserDocumentMessagePayload: Omit<CreateUserDocumentMessagePayload, 'message' | 'room'> & { message: ResolversParentTypes['Message'], room: ResolversParentTypes['Room'] };
  CreateUserMessageInput: CreateUserMessageInput;
  CreateUserMessagePayload: Omit<CreateUserMessagePayload, 'message' | 'room'> & { message: ResolversParentTypes['Message'], room: ResolversParentTypes['Room'] };
  CreateUserWithRelationsInput: CreateUserWithRelationsInput;
  CreateUserWithRelationsPayload: Omit<CreateUserWithRelationsPayload, 'entries' | 'user'> & { entries: Array<ResolversParentTypes['Entry']>, user: ResolversParentTypes['EndUser'] };
  CreateVisitorJobEntryInput: CreateVisitorJobEntryInput;
  CreateVisitorJobEntryPayload: Omit<CreateVisitorJobEntryPayload, 'entries'> & { entries: Array<ResolversParentTypes['Entry']> };
  CreateVisitorScoutEntryInput: CreateVisitorScoutEntryInput;
  CreateVisitorScoutEntryPayload: Omit<CreateVisitorScoutEntryPayload, 'entry'> & { entry: ResolversParentTypes['Entry'] };
  CreateVisitorScoutInquiryInput: CreateVisitorScoutInquiryInput;
  CreateVisitorScoutInquiryPayload: Omit<CreateVisitorScoutInquiryPayload, 'scoutInquiry'> & { scoutInquiry: ResolversParentTypes['ScoutInquiry'] };
  Date: Scalars['Date']['output'];
  DateTime: Scalars['DateTime']['output'];
  DeleteAccountInput: DeleteAccountInput;
  DeleteAccountPayload: DeleteAccountPayload;
  DeleteSavedSearchInput: DeleteSavedSearchInput;
  DeleteSavedSearchPayload: DeleteSavedSearchPayload;
  DesiredOccupation: OccupationMaster;
  DocumentFile: DocumentFile;
  EducationalBackground: EducationalBackgroundModel;
  EndUser: MemberRow;
  EndUserDetail: EndUserDetail;
  Entry: EntryRow;
  EntryJoiningConfirmation: JoiningConfirmationModel;
  FaqAnswer: FaqAnswer;
  FaqItem: FaqItemRow;
  Feature: FeatureModel;
  FeatureCategory: FeatureCategoryModel;
  FeatureSalaryStatistics: Omit<FeatureSalaryStatistics, 'feature'> & { feature: ResolversParentTypes['Feature'] };
  Float: Scalars['Float']['output'];
  GeoPoint: GeoPoint;
  ID: Scalars['ID']['output'];
  Image: Image;
  InquiryForm: Omit<InquiryForm, 'desiredOccupations' | 'kintoneUser' | 'qualifications'> & { desiredOccupations: Array<ResolversParentTypes['DesiredOccupation']>, kintoneUser?: Maybe<ResolversParentTypes['KintoneUser']>, qualifications: Array<ResolversParentTypes['Qualification']> };
  Int: Scalars['Int']['output'];
  InterviewCalendar: InterviewCalendar;
  InterviewProposal: InterviewProposalRow;
  InterviewSlot: InterviewSlotRow;
  Job: JobRow;
  JobDetail: JobDetailRow;
  JobFacetCount: JobFacetCount;
  JobFacets: JobFacetsModel;
  JobHistory: JobHistoryModel;
  JobHistoryInput: JobHistoryInput;
  JobNearInput: JobNearInput;
  JobPage: JobPageModel;
  JobSalary: JobSalaryModel;
  JobSearchInput: JobSearchInput;
  JobSeekerComment: JobSeekerCommentRow;
  JobSeekerCommentPage: Omit<JobSeekerCommentPage, 'nodes'> & { nodes: Array<ResolversParentTypes['JobSeekerComment']> };
  KeywordCondition: KeywordCondition;
  KintoneUser: CrmJobSeeker;
  MagazineArticle: MagazineArticleRow;
  MagazineArticlePage: Omit<MagazineArticlePage, 'nodes'> & { nodes: Array<ResolversParentTypes['MagazineArticle']> };
  MagazineCategory: MagazineCategoryRow;
  MemberDataExport: MemberDataExport;
  Message: MessageRow;
  MessageConnection: Omit<MessageConnection, 'edges'> & { edges: Array<ResolversParentTypes['MessageEdge']> };
  MessageEdge: Omit<MessageEdge, 'node'> & { node: ResolversParentTypes['Message'] };
  MessageFile: MessageFile;
  Municipality: MunicipalityMaster;
  Mutation: Record<PropertyKey, never>;
  MySettingForm: Omit<MySettingForm, 'occupationCategories' | 'setting'> & { occupationCategories: Array<ResolversParentTypes['OccupationCategory']>, setting: ResolversParentTypes['Setting'] };
  NewsItem: NewsItemRow;
  NewsItemPage: Omit<NewsItemPage, 'nodes'> & { nodes: Array<ResolversParentTypes['NewsItem']> };
  Notice: NoticeRow;
  NoticeConnection: Omit<NoticeConnection, 'edges'> & { edges: Array<ResolversParentTypes['NoticeEdge']> };
  NoticeEdge: Omit<NoticeEdge, 'node'> & { node: ResolversParentTypes['Notice'] };
  NotificationSetting: NotificationSetting;
  NotificationSettingInput: NotificationSettingInput;
  NotificationSettings: NotificationSettings;
  Occupation: OccupationMaster;
  OccupationCategory: OccupationCategoryMaster;
  Office: OfficeRow;
  PageInfo: PageInfo;
  ParticularCondition: ParticularCondition;
  Personality: PersonalityRow;
  PersonalityInput: PersonalityInput;
  PostalAddress: PostalAddressModel;
  Prefecture: PrefectureMaster;
  PrefectureSalaryStatistics: Omit<PrefectureSalaryStatistics, 'prefecture'> & { prefecture: ResolversParentTypes['Prefecture'] };
  Qualification: QualificationMaster;
  QualificationCategory: QualificationCategory;
  Query: Record<PropertyKey, never>;
  QuickReply: QuickReply;
  ReadCompanyMessageInput: ReadCompanyMessageInput;
  ReadCompanyMessagePayload: Omit<ReadCompanyMessagePayload, 'room'> & { room: ResolversParentTypes['Room'] };
  ReadNoticesInput: ReadNoticesInput;
  ReadNoticesPayload: Omit<ReadNoticesPayload, 'notices'> & { notices: Array<ResolversParentTypes['Notice']> };
  ReadSavedSearchMatchesInput: ReadSavedSearchMatchesInput;
  ReadSavedSearchMatchesPayload: Omit<ReadSavedSearchMatchesPayload, 'savedSearch'> & { savedSearch: ResolversParentTypes['SavedSearch'] };
  RecoverInconsistentUserInput: RecoverInconsistentUserInput;
  RecoverInconsistentUserPayload: Omit<RecoverInconsistentUserPayload, 'user'> & { user: ResolversParentTypes['EndUser'] };
  Region: RegionMaster;
  RemoveCareerSheetInput: RemoveCareerSheetInput;
  RemoveCareerSheetPayload: RemoveCareerSheetPayload;
  RemoveFavoriteInput: RemoveFavoriteInput;
  RemoveFavoritePayload: RemoveFavoritePayload;
  RemoveResumeInput: RemoveResumeInput;
  RemoveResumePayload: RemoveResumePayload;
  RemoveResumePhotoInput: RemoveResumePhotoInput;
  RemoveResumePhotoPayload: Omit<RemoveResumePhotoPayload, 'resume'> & { resume: ResolversParentTypes['Resume'] };
  RenameSavedSearchInput: RenameSavedSearchInput;
  RenameSavedSearchPayload: Omit<RenameSavedSearchPayload, 'savedSearch'> & { savedSearch: ResolversParentTypes['SavedSearch'] };
  RequestAdvisorInput: RequestAdvisorInput;
  RequestAdvisorPayload: Omit<RequestAdvisorPayload, 'advisorRequest' | 'room'> & { advisorRequest: ResolversParentTypes['AdvisorRequest'], room: ResolversParentTypes['Room'] };
  RequestOtherInterviewDatesInput: RequestOtherInterviewDatesInput;
  RequestOtherInterviewDatesPayload: Omit<RequestOtherInterviewDatesPayload, 'entry' | 'message' | 'proposal'> & { entry: ResolversParentTypes['Entry'], message: ResolversParentTypes['Message'], proposal: ResolversParentTypes['InterviewProposal'] };
  Requirements: RequirementsModel;
  RequirementsInput: RequirementsInput;
  ResetUserPasswordInput: ResetUserPasswordInput;
  ResetUserPasswordPayload: ResetUserPasswordPayload;
  Resume: ResumeRow;
  ResumeAddress: ResumeAddress;
  ResumePhoto: ResumePhoto;
  Room: RoomRow;
  RoomConnection: Omit<RoomConnection, 'edges'> & { edges: Array<ResolversParentTypes['RoomEdge']> };
  RoomEdge: Omit<RoomEdge, 'node'> & { node: ResolversParentTypes['Room'] };
  SalaryHistogramBin: SalaryHistogramBin;
  SalaryInsight: Omit<SalaryInsight, 'byFeature' | 'byPrefecture' | 'occupation' | 'prefecture'> & { byFeature: Array<ResolversParentTypes['FeatureSalaryStatistics']>, byPrefecture: Array<ResolversParentTypes['PrefectureSalaryStatistics']>, occupation: ResolversParentTypes['Occupation'], prefecture?: Maybe<ResolversParentTypes['Prefecture']> };
  SalaryRange: SalaryRange;
  SalaryRangeInput: SalaryRangeInput;
  SalaryRangeOption: SalaryRangeOption;
  SalaryStatistics: SalaryStatistics;
  SaveEducationalBackgroundInput: SaveEducationalBackgroundInput;
  SaveEducationalBackgroundPayload: Omit<SaveEducationalBackgroundPayload, 'educationalBackground'> & { educationalBackground: ResolversParentTypes['EducationalBackground'] };
  SaveJobHistoriesInput: SaveJobHistoriesInput;
  SaveJobHistoriesPayload: Omit<SaveJobHistoriesPayload, 'jobHistories'> & { jobHistories: Array<ResolversParentTypes['JobHistory']> };
  SaveNotificationSettingsInput: SaveNotificationSettingsInput;
  SaveNotificationSettingsPayload: SaveNotificationSettingsPayload;
  SavePersonalityAndRequirementsInput: SavePersonalityAndRequirementsInput;
  SavePersonalityAndRequirementsPayload: Omit<SavePersonalityAndRequirementsPayload, 'personality' | 'requirements'> & { personality?: Maybe<ResolversParentTypes['Personality']>, requirements?: Maybe<ResolversParentTypes['Requirements']> };
  SaveScoutSettingInput: SaveScoutSettingInput;
  SaveScoutSettingPayload: Omit<SaveScoutSettingPayload, 'setting'> & { setting: ResolversParentTypes['Setting'] };
  SaveSearchInput: SaveSearchInput;
  SaveSearchPayload: Omit<SaveSearchPayload, 'savedSearch'> & { savedSearch: ResolversParentTypes['SavedSearch'] };
  SaveSettingInput: SaveSettingInput;
  SaveSettingPayload: SaveSettingPayload;
  SavedSearch: SavedSearchRow;
  Scout: ScoutRow;
  ScoutInquiry: ScoutInquiryRow;
  ScoutResponseHistory: ScoutResponseHistoryRow;
  SearchSuggestion: SearchSuggestion;
  Setting: SettingModel;
  SignupForm: Omit<SignupForm, 'desiredOccupations' | 'qualifications'> & { desiredOccupations: Array<ResolversParentTypes['DesiredOccupation']>, qualifications: Array<ResolversParentTypes['Qualification']> };
  String: Scalars['String']['output'];
  Summary: Summary;
  Trademark: TrademarkRow;
  UnsubscribeNotificationsInput: UnsubscribeNotificationsInput;
  UnsubscribeNotificationsPayload: UnsubscribeNotificationsPayload;
  UpdateCareerSheetInput: UpdateCareerSheetInput;
  UpdateCareerSheetPayload: Omit<UpdateCareerSheetPayload, 'careerSheet'> & { careerSheet: ResolversParentTypes['CareerSheet'] };
  UpdateEntryJoiningConfirmationInput: UpdateEntryJoiningConfirmationInput;
  UpdateEntryJoiningConfirmationPayload: Omit<UpdateEntryJoiningConfirmationPayload, 'confirmation'> & { confirmation: ResolversParentTypes['EntryJoiningConfirmation'] };
  UpdateLastSessionAtInput: UpdateLastSessionAtInput;
  UpdateLastSessionAtPayload: UpdateLastSessionAtPayload;
  UpdateResumeInput: UpdateResumeInput;
  UpdateResumePayload: Omit<UpdateResumePayload, 'resume'> & { resume: ResolversParentTypes['Resume'] };
  UpdateRoomInput: UpdateRoomInput;
  UpdateRoomPayload: Omit<UpdateRoomPayload, 'room'> & { room: ResolversParentTypes['Room'] };
  UpdateUserBasicInformationInput: UpdateUserBasicInformationInput;
  UpdateUserBasicInformationPayload: Omit<UpdateUserBasicInformationPayload, 'user'> & { user: ResolversParentTypes['EndUser'] };
  UpdateUserEmailInput: UpdateUserEmailInput;
  UpdateUserEmailPayload: Omit<UpdateUserEmailPayload, 'user'> & { user: ResolversParentTypes['EndUser'] };
  UpdateUserInput: UpdateUserInput;
  UpdateUserPayload: Omit<UpdateUserPayload, 'user'> & { user: ResolversParentTypes['EndUser'] };
  UpdateUserPhoneNumberInput: UpdateUserPhoneNumberInput;
  UpdateUserPhoneNumberPayload: Omit<UpdateUserPhoneNumberPayload, 'user'> & { user: ResolversParentTypes['EndUser'] };
  Upload: Scalars['Upload']['output'];
  UploadResumePhotoInput: UploadResumePhotoInput;
  UploadResumePhotoPayload: Omit<UploadResumePhotoPayload, 'resume'> & { resume: ResolversParentTypes['Resume'] };
  UserIdentity: UserIdentity;
  VisitorProfileInput: VisitorProfileInput;
  WorkingTime: WorkingTimeRow;
  WorkplaceStrength: WorkplaceStrength;
}>;

export type AddFavoritePayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['AddFavoritePayload'] = ResolversParentTypes['AddFavoritePayload']> = ResolversObject<{
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  favoriteJobCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  job?: Resolver<ResolversTypes['Job'], ParentType, ContextType>;
}>;

export type AddFavoritesPayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['AddFavoritesPayload'] = ResolversParentTypes['AddFavoritesPayload']> = ResolversObject<{
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  favoriteJobCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  jobs?: Resolver<Array<ResolversTypes['Job']>, ParentType, ContextType>;
}>;

export type AdvisorRequestResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['AdvisorRequest'] = ResolversParentTypes['AdvisorRequest']> = ResolversObject<{
  contactAddress?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contactMethod?: Resolver<ResolversTypes['ContactMethod'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  job?: Resolver<Maybe<ResolversTypes['Job']>, ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  preferredTimes?: Resolver<Array<ResolversTypes['ContactTimeSlot']>, ParentType, ContextType>;
}>;

export type AppealPointResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['AppealPoint'] = ResolversParentTypes['AppealPoint']> = ResolversObject<{
  body?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ArticleSectionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ArticleSection'] = ResolversParentTypes['ArticleSection']> = ResolversObject<{
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CarResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Car'] = ResolversParentTypes['Car']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CareerSheetResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CareerSheet'] = ResolversParentTypes['CareerSheet']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  jobHistories?: Resolver<Array<ResolversTypes['JobHistory']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  qualifications?: Resolver<Array<ResolversTypes['Qualification']>, ParentType, ContextType>;
  summary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type ChooseInterviewSlotPayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ChooseInterviewSlotPayload'] = ResolversParentTypes['ChooseInterviewSlotPayload']> = ResolversObject<{
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entry?: Resolver<ResolversTypes['Entry'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['Message'], ParentType, ContextType>;
  proposal?: Resolver<ResolversTypes['InterviewProposal'], ParentType, ContextType>;
}>;

export type CompanyResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Company'] = ResolversParentTypes['Company']> = ResolversObject<{
  addressLine?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyDetail?: Resolver<ResolversTypes['CompanyDetail'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishedJobCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CompanyDetailResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CompanyDetail'] = ResolversParentTypes['CompanyDetail']> = ResolversObject<{
  businessDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  businessMainClient?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  capitalStock?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  employeeNumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  establishmentDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  introduction?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  representativeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  vehicleNumber?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type ConnectCvToLineUserEntryPayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ConnectCvToLineUserEntryPayload'] = ResolversParentTypes['ConnectCvToLineUserEntryPayload']> = ResolversObject<{
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  conversionId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ConnectCvToLineUserPayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ConnectCvToLineUserPayload'] = ResolversParentTypes['ConnectCvToLineUserPayload']> = ResolversObject<{
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  conversionId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ContactResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Contact'] = ResolversParentTypes['Contact']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  fullName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type ConversionUserResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ConversionUser'] = ResolversParentTypes['ConversionUser']> = ResolversObject<{
  conversionId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lineUserId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CreateCareerSheetPayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CreateCareerSheetPayload'] = ResolversParentTypes['CreateCareerSheetPayload']> = ResolversObject<{
  careerSheet?: Resolver<ResolversTypes['CareerSheet'], ParentType, ContextType>;
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CreateContactPayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CreateContactPayload'] = ResolversParentTypes['CreateContactPayload']> = ResolversObject<{
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contact?: Resolver<ResolversTypes['Contact'], ParentType, ContextType>;
}>;

export type CreateEntriesPayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CreateEntriesPayload'] = ResolversParentTypes['CreateEntriesPayload']> = ResolversObject<{
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entries?: Resolver<Array<ResolversTypes['Entry']>, ParentType, ContextType>;
  user?: Resolver<ResolversTypes['ConversionUser'], ParentType, ContextType>;
}>;

export type CreateEntryPayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CreateEntryPayload'] = ResolversParentTypes['CreateEntryPayload']> = ResolversObject<{
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entry?: Resolver<ResolversTypes['Entry'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['ConversionUser'], ParentType, ContextType>;
}>;

export type CreateMicroConversionPayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CreateMicroConversionPayload'] = ResolversParentTypes['CreateMicroConversionPayload']> = ResolversObject<{
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  microConversionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type CreateResumePayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CreateResumePayload'] = ResolversParentTypes['CreateResumePayload']> = ResolversObject<{
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  resume?: Resolver<ResolversTypes['Resume'], ParentType, ContextType>;
}>;

export type CreateScoutEntryPayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CreateScoutEntryPayload'] = ResolversParentTypes['CreateScoutEntryPayload']> = ResolversObject<{
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entry?: Resolver<ResolversTypes['Entry'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['ConversionUser'], ParentType, ContextType>;
}>;

export type CreateScoutInquiryPayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CreateScoutInquiryPayload'] = ResolversParentTypes['CreateScoutInquiryPayload']> = ResolversObject<{
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  scoutInquiry?: Resolver<ResolversTypes['ScoutInquiry'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['ConversionUser'], ParentType, ContextType>;
}>;

export type CreateScoutResponseHistoryPayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CreateScoutResponseHistoryPayload'] = ResolversParentTypes['CreateScoutResponseHistoryPayload']> = ResolversObject<{
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  conversionId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  scoutResponseHistory?: Resolver<ResolversTypes['ScoutResponseHistory'], ParentType, ContextType>;
}>;

export type CreateUserAttachmentMessagePayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CreateUserAttachmentMessagePayload'] = ResolversParentTypes['CreateUserAttachmentMessagePayload']> = ResolversObject<{
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['Message'], ParentType, ContextType>;
  room?: Resolver<ResolversTypes['Room'], ParentType, ContextType>;
}>;

export type CreateUserDocumentMessagePayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CreateUserDocumentMessagePayload'] = ResolversParentTypes['CreateUserDocumentMessagePayload']> = ResolversObject<{
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['Message'], ParentType, ContextType>;
  room?: Resolver<ResolversTypes['Room'], ParentType, ContextType>;
}>;

export type CreateUserMessagePayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CreateUserMessagePayload'] = ResolversParentTypes['CreateUserMessagePayload']> = ResolversObject<{
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['Message'], ParentType, ContextType>;
  room?: Resolver<ResolversTypes['Room'], ParentType, ContextType>;
}>;

export type CreateUserWithRelationsPayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CreateUserWithRelationsPayload'] = ResolversParentTypes['CreateUserWithRelationsPayload']> = ResolversObject<{
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entries?: Resolver<Array<ResolversTypes['Entry']>, ParentType, ContextType>;
  user?: Resolver<ResolversTypes['EndUser'], ParentType, ContextType>;
}>;

export type CreateVisitorJobEntryPayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CreateVisitorJobEntryPayload'] = ResolversParentTypes['CreateVisitorJobEntryPayload']> = ResolversObject<{
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entries?: Resolver<Array<ResolversTypes['Entry']>, ParentType, ContextType>;
  user?: Resolver<ResolversTypes['ConversionUser'], ParentType, ContextType>;
}>;

export type CreateVisitorScoutEntryPayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CreateVisitorScoutEntryPayload'] = ResolversParentTypes['CreateVisitorScoutEntryPayload']> = ResolversObject<{
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entry?: Resolver<ResolversTypes['Entry'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['ConversionUser'], ParentType, ContextType>;
}>;

export type CreateVisitorScoutInquiryPayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['CreateVisitorScoutInquiryPayload'] = ResolversParentTypes['CreateVisitorScoutInquiryPayload']> = ResolversObject<{
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  scoutInquiry?: Resolver<ResolversTypes['ScoutInquiry'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['ConversionUser'], ParentType, ContextType>;
}>;

export interface DateScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Date'], any> {
  name: 'Date';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type DeleteAccountPayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['DeleteAccountPayload'] = ResolversParentTypes['DeleteAccountPayload']> = ResolversObject<{
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  deleted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type DeleteSavedSearchPayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['DeleteSavedSearchPayload'] = ResolversParentTypes['DeleteSavedSearchPayload']> = ResolversObject<{
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  newMatchCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type DesiredOccupationResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['DesiredOccupation'] = ResolversParentTypes['DesiredOccupation']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  occupationCategory?: Resolver<ResolversTypes['OccupationCategory'], ParentType, ContextType>;
}>;

export type DocumentFileResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['DocumentFile'] = ResolversParentTypes['DocumentFile']> = ResolversObject<{
  base64?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type EducationalBackgroundResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['EducationalBackground'] = ResolversParentTypes['EducationalBackground']> = ResolversObject<{
  education?: Resolver<ResolversTypes['Education'], ParentType, ContextType>;
  graduationMonth?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  graduationStatus?: Resolver<ResolversTypes['EducationStatus'], ParentType, ContextType>;
  graduationYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  schoolName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type EndUserResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['EndUser'] = ResolversParentTypes['EndUser']> = ResolversObject<{
  authType?: Resolver<ResolversTypes['AuthType'], ParentType, ContextType>;
  birthYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  careerSheets?: Resolver<Array<ResolversTypes['CareerSheet']>, ParentType, ContextType>;
  conversionId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  detail?: Resolver<ResolversTypes['EndUserDetail'], ParentType, ContextType>;
  educationalBackground?: Resolver<Maybe<ResolversTypes['EducationalBackground']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  employmentStatus?: Resolver<Maybe<ResolversTypes['EmploymentStatus']>, ParentType, ContextType>;
  enteredJobIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  favoriteJobCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['Gender']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  jobHistories?: Resolver<Array<ResolversTypes['JobHistory']>, ParentType, ContextType>;
  lastSessionAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  lineUserId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  messageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  newMatchCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  occupations?: Resolver<Array<ResolversTypes['DesiredOccupation']>, ParentType, ContextType>;
  personality?: Resolver<Maybe<ResolversTypes['Personality']>, ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prefecture?: Resolver<Maybe<ResolversTypes['Prefecture']>, ParentType, ContextType>;
  qualifications?: Resolver<Array<ResolversTypes['Qualification']>, ParentType, ContextType>;
  requirements?: Resolver<Maybe<ResolversTypes['Requirements']>, ParentType, ContextType>;
  resumes?: Resolver<Array<ResolversTypes['Resume']>, ParentType, ContextType>;
  setting?: Resolver<ResolversTypes['Setting'], ParentType, ContextType>;
  unreadNoticeCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  zipCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type EndUserDetailResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['EndUserDetail'] = ResolversParentTypes['EndUserDetail']> = ResolversObject<{
  hasSpouse?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  numberOfDependents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type EntryResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Entry'] = ResolversParentTypes['Entry']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  currentStatus?: Resolver<ResolversTypes['EntryStatus'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  interviewProposal?: Resolver<Maybe<ResolversTypes['InterviewProposal']>, ParentType, ContextType>;
  isFirstDirectEntry?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  job?: Resolver<ResolversTypes['Job'], ParentType, ContextType>;
  room?: Resolver<Maybe<ResolversTypes['Room']>, ParentType, ContextType>;
  scout?: Resolver<Maybe<ResolversTypes['Scout']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type EntryJoiningConfirmationResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['EntryJoiningConfirmation'] = ResolversParentTypes['EntryJoiningConfirmation']> = ResolversObject<{
  companyName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  hasJoined?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isValid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  jobTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  joinedOn?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
}>;

export type FaqAnswerResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['FaqAnswer'] = ResolversParentTypes['FaqAnswer']> = ResolversObject<{
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FaqItemResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['FaqItem'] = ResolversParentTypes['FaqItem']> = ResolversObject<{
  acceptedAnswer?: Resolver<ResolversTypes['FaqAnswer'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FeatureResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Feature'] = ResolversParentTypes['Feature']> = ResolversObject<{
  category?: Resolver<ResolversTypes['FeatureCategory'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishedJobCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type FeatureCategoryResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['FeatureCategory'] = ResolversParentTypes['FeatureCategory']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FeatureSalaryStatisticsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['FeatureSalaryStatistics'] = ResolversParentTypes['FeatureSalaryStatistics']> = ResolversObject<{
  feature?: Resolver<ResolversTypes['Feature'], ParentType, ContextType>;
  statistics?: Resolver<ResolversTypes['SalaryStatistics'], ParentType, ContextType>;
}>;

export type GeoPointResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['GeoPoint'] = ResolversParentTypes['GeoPoint']> = ResolversObject<{
  latitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  longitude?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type ImageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Image'] = ResolversParentTypes['Image']> = ResolversObject<{
  alt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type InquiryFormResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['InquiryForm'] = ResolversParentTypes['InquiryForm']> = ResolversObject<{
  desiredOccupations?: Resolver<Array<ResolversTypes['DesiredOccupation']>, ParentType, ContextType>;
  kintoneUser?: Resolver<Maybe<ResolversTypes['KintoneUser']>, ParentType, ContextType>;
  qualifications?: Resolver<Array<ResolversTypes['Qualification']>, ParentType, ContextType>;
}>;

export type InterviewCalendarResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['InterviewCalendar'] = ResolversParentTypes['InterviewCalendar']> = ResolversObject<{
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type InterviewProposalResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['InterviewProposal'] = ResolversParentTypes['InterviewProposal']> = ResolversObject<{
  answeredAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  chosenSlot?: Resolver<Maybe<ResolversTypes['InterviewSlot']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  messageId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  place?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slots?: Resolver<Array<ResolversTypes['InterviewSlot']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['InterviewProposalStatus'], ParentType, ContextType>;
}>;

export type InterviewSlotResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['InterviewSlot'] = ResolversParentTypes['InterviewSlot']> = ResolversObject<{
  endsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isPast?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type JobResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Job'] = ResolversParentTypes['Job']> = ResolversObject<{
  addressLine?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  appealPoints?: Resolver<Array<ResolversTypes['AppealPoint']>, ParentType, ContextType>;
  articleSections?: Resolver<Array<ResolversTypes['ArticleSection']>, ParentType, ContextType>;
  buildingName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  closedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['Company']>, ParentType, ContextType>;
  companyImages?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType>;
  contractCategory?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  editedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  features?: Resolver<Array<ResolversTypes['Feature']>, ParentType, ContextType>;
  highestSalary?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  hiringType?: Resolver<ResolversTypes['HiringType'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  interviewVideoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isFavorited?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isHellowork?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isHiring?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isMemberOnly?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isPublished?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  jobDetail?: Resolver<ResolversTypes['JobDetail'], ParentType, ContextType>;
  jobSeekerComments?: Resolver<Array<ResolversTypes['JobSeekerComment']>, ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['GeoPoint']>, ParentType, ContextType>;
  lowestSalary?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  municipality?: Resolver<Maybe<ResolversTypes['Municipality']>, ParentType, ContextType>;
  nearDistanceJobs?: Resolver<Array<ResolversTypes['Job']>, ParentType, ContextType, RequireFields<JobNearDistanceJobsArgs, 'limit'>>;
  occupation?: Resolver<ResolversTypes['Occupation'], ParentType, ContextType>;
  offices?: Resolver<Array<ResolversTypes['Office']>, ParentType, ContextType>;
  prefecture?: Resolver<ResolversTypes['Prefecture'], ParentType, ContextType>;
  publishedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  recommendJobs?: Resolver<Array<ResolversTypes['Job']>, ParentType, ContextType, RequireFields<JobRecommendJobsArgs, 'limit'>>;
  salaryOption?: Resolver<ResolversTypes['SalaryOption'], ParentType, ContextType>;
  summaries?: Resolver<Array<ResolversTypes['Summary']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  validThrough?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  workingTimes?: Resolver<Array<ResolversTypes['WorkingTime']>, ParentType, ContextType>;
  zipCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type JobDetailResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['JobDetail'] = ResolversParentTypes['JobDetail']> = ResolversObject<{
  appealMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  applicationProcedure?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  catchphrase?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  flowOfAfterJoining?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  flowOfTheDay?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  holidayOption?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  jobDescriptionOption?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  locationNote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notSuitablePerson?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  qualificationOption?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  selectionProcess?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  suitablePerson?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  welfareOption?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  workingTimeOption?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type JobFacetCountResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['JobFacetCount'] = ResolversParentTypes['JobFacetCount']> = ResolversObject<{
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type JobFacetsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['JobFacets'] = ResolversParentTypes['JobFacets']> = ResolversObject<{
  features?: Resolver<Array<ResolversTypes['JobFacetCount']>, ParentType, ContextType>;
  hiringTypes?: Resolver<Array<ResolversTypes['JobFacetCount']>, ParentType, ContextType>;
  municipalities?: Resolver<Array<ResolversTypes['JobFacetCount']>, ParentType, ContextType>;
  occupations?: Resolver<Array<ResolversTypes['JobFacetCount']>, ParentType, ContextType>;
  prefectures?: Resolver<Array<ResolversTypes['JobFacetCount']>, ParentType, ContextType>;
  shifts?: Resolver<Array<ResolversTypes['JobFacetCount']>, ParentType, ContextType>;
}>;

export type JobHistoryResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['JobHistory'] = ResolversParentTypes['JobHistory']> = ResolversObject<{
  companyBusinessDetail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  companyName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  employmentType?: Resolver<ResolversTypes['EmploymentType'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  jobDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  joinedMonth?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  joinedYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  occupation?: Resolver<Maybe<ResolversTypes['Occupation']>, ParentType, ContextType>;
  otherOccupationName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  retiredMonth?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  retiredYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type JobPageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['JobPage'] = ResolversParentTypes['JobPage']> = ResolversObject<{
  facets?: Resolver<Maybe<ResolversTypes['JobFacets']>, ParentType, ContextType>;
  keywordConditions?: Resolver<Maybe<Array<ResolversTypes['KeywordCondition']>>, ParentType, ContextType>;
  memberOnlyCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['Job']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  per?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type JobSalaryResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['JobSalary'] = ResolversParentTypes['JobSalary']> = ResolversObject<{
  averageHighestSalary?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  averageLowestSalary?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  feature?: Resolver<Maybe<ResolversTypes['Feature']>, ParentType, ContextType>;
  jobCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maxHighestSalary?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  occupation?: Resolver<Maybe<ResolversTypes['Occupation']>, ParentType, ContextType>;
  prefecture?: Resolver<Maybe<ResolversTypes['Prefecture']>, ParentType, ContextType>;
}>;

export type JobSeekerCommentResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['JobSeekerComment'] = ResolversParentTypes['JobSeekerComment']> = ResolversObject<{
  age?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  comment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  displayName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['Gender']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  job?: Resolver<Maybe<ResolversTypes['Job']>, ParentType, ContextType>;
  occupation?: Resolver<Maybe<ResolversTypes['Occupation']>, ParentType, ContextType>;
  prefecture?: Resolver<Maybe<ResolversTypes['Prefecture']>, ParentType, ContextType>;
}>;

export type JobSeekerCommentPageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['JobSeekerCommentPage'] = ResolversParentTypes['JobSeekerCommentPage']> = ResolversObject<{
  nodes?: Resolver<Array<ResolversTypes['JobSeekerComment']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  per?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type KeywordConditionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['KeywordCondition'] = ResolversParentTypes['KeywordCondition']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['KeywordConditionKind'], ParentType, ContextType>;
  words?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type KintoneUserResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['KintoneUser'] = ResolversParentTypes['KintoneUser']> = ResolversObject<{
  birthYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  employmentStatus?: Resolver<Maybe<ResolversTypes['EmploymentStatus']>, ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['Gender']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  occupations?: Resolver<Array<ResolversTypes['DesiredOccupation']>, ParentType, ContextType>;
  phoneNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  qualifications?: Resolver<Array<ResolversTypes['Qualification']>, ParentType, ContextType>;
  zipCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type MagazineArticleResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MagazineArticle'] = ResolversParentTypes['MagazineArticle']> = ResolversObject<{
  categories?: Resolver<Array<ResolversTypes['MagazineCategory']>, ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  occupation?: Resolver<Maybe<ResolversTypes['Occupation']>, ParentType, ContextType>;
  publishedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  thumbnail?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type MagazineArticlePageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MagazineArticlePage'] = ResolversParentTypes['MagazineArticlePage']> = ResolversObject<{
  nodes?: Resolver<Array<ResolversTypes['MagazineArticle']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  per?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MagazineCategoryResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MagazineCategory'] = ResolversParentTypes['MagazineCategory']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MemberDataExportResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MemberDataExport'] = ResolversParentTypes['MemberDataExport']> = ResolversObject<{
  document?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  generatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type MessageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Message'] = ResolversParentTypes['Message']> = ResolversObject<{
  content?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contentType?: Resolver<ResolversTypes['AttachmentKind'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  file?: Resolver<Maybe<ResolversTypes['MessageFile']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  interviewProposal?: Resolver<Maybe<ResolversTypes['InterviewProposal']>, ParentType, ContextType>;
  isSentByUser?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  readAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type MessageConnectionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MessageConnection'] = ResolversParentTypes['MessageConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['MessageEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MessageEdgeResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MessageEdge'] = ResolversParentTypes['MessageEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Message'], ParentType, ContextType>;
}>;

export type MessageFileResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MessageFile'] = ResolversParentTypes['MessageFile']> = ResolversObject<{
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MunicipalityResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Municipality'] = ResolversParentTypes['Municipality']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['GeoPoint'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prefecture?: Resolver<ResolversTypes['Prefecture'], ParentType, ContextType>;
  publishedJobCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  addFavorite?: Resolver<ResolversTypes['AddFavoritePayload'], ParentType, ContextType, RequireFields<MutationAddFavoriteArgs, 'input'>>;
  addFavorites?: Resolver<ResolversTypes['AddFavoritesPayload'], ParentType, ContextType, RequireFields<MutationAddFavoritesArgs, 'input'>>;
  chooseInterviewSlot?: Resolver<ResolversTypes['ChooseInterviewSlotPayload'], ParentType, ContextType, RequireFields<MutationChooseInterviewSlotArgs, 'input'>>;
  connectCvToLineUser?: Resolver<ResolversTypes['ConnectCvToLineUserPayload'], ParentType, ContextType, RequireFields<MutationConnectCvToLineUserArgs, 'input'>>;
  connectCvToLineUserEntry?: Resolver<ResolversTypes['ConnectCvToLineUserEntryPayload'], ParentType, ContextType, RequireFields<MutationConnectCvToLineUserEntryArgs, 'input'>>;
  createCareerSheet?: Resolver<ResolversTypes['CreateCareerSheetPayload'], ParentType, ContextType, RequireFields<MutationCreateCareerSheetArgs, 'input'>>;
  createContact?: Resolver<ResolversTypes['CreateContactPayload'], ParentType, ContextType, RequireFields<MutationCreateContactArgs, 'input'>>;
  createEntries?: Resolver<ResolversTypes['CreateEntriesPayload'], ParentType, ContextType, RequireFields<MutationCreateEntriesArgs, 'input'>>;
  createEntry?: Resolver<ResolversTypes['CreateEntryPayload'], ParentType, ContextType, RequireFields<MutationCreateEntryArgs, 'input'>>;
  createMicroConversion?: Resolver<ResolversTypes['CreateMicroConversionPayload'], ParentType, ContextType, RequireFields<MutationCreateMicroConversionArgs, 'input'>>;
  createResume?: Resolver<ResolversTypes['CreateResumePayload'], ParentType, ContextType, RequireFields<MutationCreateResumeArgs, 'input'>>;
  createScoutEntry?: Resolver<ResolversTypes['CreateScoutEntryPayload'], ParentType, ContextType, RequireFields<MutationCreateScoutEntryArgs, 'input'>>;
  createScoutInquiry?: Resolver<ResolversTypes['CreateScoutInquiryPayload'], ParentType, ContextType, RequireFields<MutationCreateScoutInquiryArgs, 'input'>>;
  createScoutResponseHistory?: Resolver<ResolversTypes['CreateScoutResponseHistoryPayload'], ParentType, ContextType, RequireFields<MutationCreateScoutResponseHistoryArgs, 'input'>>;
  createUserAttachmentMessage?: Resolver<ResolversTypes['CreateUserAttachmentMessagePayload'], ParentType, ContextType, RequireFields<MutationCreateUserAttachmentMessageArgs, 'input'>>;
  createUserDocumentMessage?: Resolver<ResolversTypes['CreateUserDocumentMessagePayload'], ParentType, ContextType, RequireFields<MutationCreateUserDocumentMessageArgs, 'input'>>;
  createUserMessage?: Resolver<ResolversTypes['CreateUserMessagePayload'], ParentType, ContextType, RequireFields<MutationCreateUserMessageArgs, 'input'>>;
  createUserWithRelations?: Resolver<ResolversTypes['CreateUserWithRelationsPayload'], ParentType, ContextType, RequireFields<MutationCreateUserWithRelationsArgs, 'input'>>;
  createVisitorJobEntry?: Resolver<ResolversTypes['CreateVisitorJobEntryPayload'], ParentType, ContextType, RequireFields<MutationCreateVisitorJobEntryArgs, 'input'>>;
  createVisitorScoutEntry?: Resolver<ResolversTypes['CreateVisitorScoutEntryPayload'], ParentType, ContextType, RequireFields<MutationCreateVisitorScoutEntryArgs, 'input'>>;
  createVisitorScoutInquiry?: Resolver<ResolversTypes['CreateVisitorScoutInquiryPayload'], ParentType, ContextType, RequireFields<MutationCreateVisitorScoutInquiryArgs, 'input'>>;
  deleteAccount?: Resolver<ResolversTypes['DeleteAccountPayload'], ParentType, ContextType, RequireFields<MutationDeleteAccountArgs, 'input'>>;
  deleteSavedSearch?: Resolver<ResolversTypes['DeleteSavedSearchPayload'], ParentType, ContextType, RequireFields<MutationDeleteSavedSearchArgs, 'input'>>;
  readCompanyMessage?: Resolver<ResolversTypes['ReadCompanyMessagePayload'], ParentType, ContextType, RequireFields<MutationReadCompanyMessageArgs, 'input'>>;
  readNotices?: Resolver<ResolversTypes['ReadNoticesPayload'], ParentType, ContextType, RequireFields<MutationReadNoticesArgs, 'input'>>;
  readSavedSearchMatches?: Resolver<ResolversTypes['ReadSavedSearchMatchesPayload'], ParentType, ContextType, RequireFields<MutationReadSavedSearchMatchesArgs, 'input'>>;
  recoverInconsistentUser?: Resolver<ResolversTypes['RecoverInconsistentUserPayload'], ParentType, ContextType, RequireFields<MutationRecoverInconsistentUserArgs, 'input'>>;
  removeCareerSheet?: Resolver<ResolversTypes['RemoveCareerSheetPayload'], ParentType, ContextType, RequireFields<MutationRemoveCareerSheetArgs, 'input'>>;
  removeFavorite?: Resolver<ResolversTypes['RemoveFavoritePayload'], ParentType, ContextType, RequireFields<MutationRemoveFavoriteArgs, 'input'>>;
  removeResume?: Resolver<ResolversTypes['RemoveResumePayload'], ParentType, ContextType, RequireFields<MutationRemoveResumeArgs, 'input'>>;
  removeResumePhoto?: Resolver<ResolversTypes['RemoveResumePhotoPayload'], ParentType, ContextType, RequireFields<MutationRemoveResumePhotoArgs, 'input'>>;
  renameSavedSearch?: Resolver<ResolversTypes['RenameSavedSearchPayload'], ParentType, ContextType, RequireFields<MutationRenameSavedSearchArgs, 'input'>>;
  requestAdvisor?: Resolver<ResolversTypes['RequestAdvisorPayload'], ParentType, ContextType, RequireFields<MutationRequestAdvisorArgs, 'input'>>;
  requestOtherInterviewDates?: Resolver<ResolversTypes['RequestOtherInterviewDatesPayload'], ParentType, ContextType, RequireFields<MutationRequestOtherInterviewDatesArgs, 'input'>>;
  resetUserPassword?: Resolver<ResolversTypes['ResetUserPasswordPayload'], ParentType, ContextType, RequireFields<MutationResetUserPasswordArgs, 'input'>>;
  saveEducationalBackground?: Resolver<ResolversTypes['SaveEducationalBackgroundPayload'], ParentType, ContextType, RequireFields<MutationSaveEducationalBackgroundArgs, 'input'>>;
  saveJobHistories?: Resolver<ResolversTypes['SaveJobHistoriesPayload'], ParentType, ContextType, RequireFields<MutationSaveJobHistoriesArgs, 'input'>>;
  saveNotificationSettings?: Resolver<ResolversTypes['SaveNotificationSettingsPayload'], ParentType, ContextType, RequireFields<MutationSaveNotificationSettingsArgs, 'input'>>;
  savePersonalityAndRequirements?: Resolver<ResolversTypes['SavePersonalityAndRequirementsPayload'], ParentType, ContextType, RequireFields<MutationSavePersonalityAndRequirementsArgs, 'input'>>;
  saveScoutSetting?: Resolver<ResolversTypes['SaveScoutSettingPayload'], ParentType, ContextType, RequireFields<MutationSaveScoutSettingArgs, 'input'>>;
  saveSearch?: Resolver<ResolversTypes['SaveSearchPayload'], ParentType, ContextType, RequireFields<MutationSaveSearchArgs, 'input'>>;
  saveSetting?: Resolver<ResolversTypes['SaveSettingPayload'], ParentType, ContextType, RequireFields<MutationSaveSettingArgs, 'input'>>;
  unsubscribeNotifications?: Resolver<ResolversTypes['UnsubscribeNotificationsPayload'], ParentType, ContextType, RequireFields<MutationUnsubscribeNotificationsArgs, 'input'>>;
  updateCareerSheet?: Resolver<ResolversTypes['UpdateCareerSheetPayload'], ParentType, ContextType, RequireFields<MutationUpdateCareerSheetArgs, 'input'>>;
  updateEntryJoiningConfirmation?: Resolver<ResolversTypes['UpdateEntryJoiningConfirmationPayload'], ParentType, ContextType, RequireFields<MutationUpdateEntryJoiningConfirmationArgs, 'input'>>;
  updateLastSessionAt?: Resolver<ResolversTypes['UpdateLastSessionAtPayload'], ParentType, ContextType, RequireFields<MutationUpdateLastSessionAtArgs, 'input'>>;
  updateResume?: Resolver<ResolversTypes['UpdateResumePayload'], ParentType, ContextType, RequireFields<MutationUpdateResumeArgs, 'input'>>;
  updateRoom?: Resolver<ResolversTypes['UpdateRoomPayload'], ParentType, ContextType, RequireFields<MutationUpdateRoomArgs, 'input'>>;
  updateUser?: Resolver<ResolversTypes['UpdateUserPayload'], ParentType, ContextType, RequireFields<MutationUpdateUserArgs, 'input'>>;
  updateUserBasicInformation?: Resolver<ResolversTypes['UpdateUserBasicInformationPayload'], ParentType, ContextType, RequireFields<MutationUpdateUserBasicInformationArgs, 'input'>>;
  updateUserEmail?: Resolver<ResolversTypes['UpdateUserEmailPayload'], ParentType, ContextType, RequireFields<MutationUpdateUserEmailArgs, 'input'>>;
  updateUserPhoneNumber?: Resolver<ResolversTypes['UpdateUserPhoneNumberPayload'], ParentType, ContextType, RequireFields<MutationUpdateUserPhoneNumberArgs, 'input'>>;
  uploadResumePhoto?: Resolver<ResolversTypes['UploadResumePhotoPayload'], ParentType, ContextType, RequireFields<MutationUploadResumePhotoArgs, 'input'>>;
}>;

export type MySettingFormResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['MySettingForm'] = ResolversParentTypes['MySettingForm']> = ResolversObject<{
  occupationCategories?: Resolver<Array<ResolversTypes['OccupationCategory']>, ParentType, ContextType>;
  setting?: Resolver<ResolversTypes['Setting'], ParentType, ContextType>;
}>;

export type NewsItemResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['NewsItem'] = ResolversParentTypes['NewsItem']> = ResolversObject<{
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishedDate?: Resolver<ResolversTypes['Date'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type NewsItemPageResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['NewsItemPage'] = ResolversParentTypes['NewsItemPage']> = ResolversObject<{
  nodes?: Resolver<Array<ResolversTypes['NewsItem']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  per?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type NoticeResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Notice'] = ResolversParentTypes['Notice']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  readAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type NoticeConnectionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['NoticeConnection'] = ResolversParentTypes['NoticeConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['NoticeEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unreadCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type NoticeEdgeResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['NoticeEdge'] = ResolversParentTypes['NoticeEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Notice'], ParentType, ContextType>;
}>;

export type NotificationSettingResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['NotificationSetting'] = ResolversParentTypes['NotificationSetting']> = ResolversObject<{
  email?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['NotificationKind'], ParentType, ContextType>;
  line?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  site?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type NotificationSettingsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['NotificationSettings'] = ResolversParentTypes['NotificationSettings']> = ResolversObject<{
  conversionId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lineLinked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  settings?: Resolver<Array<ResolversTypes['NotificationSetting']>, ParentType, ContextType>;
}>;

export type OccupationResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Occupation'] = ResolversParentTypes['Occupation']> = ResolversObject<{
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  occupationCategory?: Resolver<ResolversTypes['OccupationCategory'], ParentType, ContextType>;
  occupationCategoryId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  occupationNameEn?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishedJobCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type OccupationCategoryResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['OccupationCategory'] = ResolversParentTypes['OccupationCategory']> = ResolversObject<{
  enName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  occupations?: Resolver<Array<ResolversTypes['Occupation']>, ParentType, ContextType>;
}>;

export type OfficeResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Office'] = ResolversParentTypes['Office']> = ResolversObject<{
  addressLine?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  municipality?: Resolver<Maybe<ResolversTypes['Municipality']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nearestStation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prefecture?: Resolver<Maybe<ResolversTypes['Prefecture']>, ParentType, ContextType>;
  zipCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PageInfoResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ParticularConditionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ParticularCondition'] = ResolversParentTypes['ParticularCondition']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PersonalityResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Personality'] = ResolversParentTypes['Personality']> = ResolversObject<{
  experienceCompanyNum?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  interestOrHobby?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  selfPr?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  speciality?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PostalAddressResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PostalAddress'] = ResolversParentTypes['PostalAddress']> = ResolversObject<{
  municipality?: Resolver<Maybe<ResolversTypes['Municipality']>, ParentType, ContextType>;
  municipalityName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prefecture?: Resolver<ResolversTypes['Prefecture'], ParentType, ContextType>;
  town?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PrefectureResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Prefecture'] = ResolversParentTypes['Prefecture']> = ResolversObject<{
  code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prefectureEnName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishedJobCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  region?: Resolver<ResolversTypes['Region'], ParentType, ContextType>;
}>;

export type PrefectureSalaryStatisticsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['PrefectureSalaryStatistics'] = ResolversParentTypes['PrefectureSalaryStatistics']> = ResolversObject<{
  prefecture?: Resolver<ResolversTypes['Prefecture'], ParentType, ContextType>;
  statistics?: Resolver<ResolversTypes['SalaryStatistics'], ParentType, ContextType>;
}>;

export type QualificationResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Qualification'] = ResolversParentTypes['Qualification']> = ResolversObject<{
  category?: Resolver<ResolversTypes['QualificationCategory'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  occupationCategories?: Resolver<Array<ResolversTypes['OccupationCategory']>, ParentType, ContextType>;
}>;

export type QualificationCategoryResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['QualificationCategory'] = ResolversParentTypes['QualificationCategory']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  Inquiry?: Resolver<ResolversTypes['InquiryForm'], ParentType, ContextType, RequireFields<QueryInquiryArgs, 'conversionId'>>;
  MySetting?: Resolver<ResolversTypes['MySettingForm'], ParentType, ContextType>;
  Signup?: Resolver<ResolversTypes['SignupForm'], ParentType, ContextType, Partial<QuerySignupArgs>>;
  advisorRoom?: Resolver<Maybe<ResolversTypes['Room']>, ParentType, ContextType>;
  allCars?: Resolver<Array<ResolversTypes['Car']>, ParentType, ContextType>;
  allParticularConditions?: Resolver<Array<ResolversTypes['ParticularCondition']>, ParentType, ContextType>;
  allQualifications?: Resolver<Array<ResolversTypes['Qualification']>, ParentType, ContextType, Partial<QueryAllQualificationsArgs>>;
  allRegions?: Resolver<Array<ResolversTypes['Region']>, ParentType, ContextType>;
  allSalaryRanges?: Resolver<Array<ResolversTypes['SalaryRangeOption']>, ParentType, ContextType>;
  allWorkplaceStrengths?: Resolver<Array<ResolversTypes['WorkplaceStrength']>, ParentType, ContextType>;
  careerSheetPdf?: Resolver<ResolversTypes['DocumentFile'], ParentType, ContextType, RequireFields<QueryCareerSheetPdfArgs, 'id'>>;
  companiesByJobIds?: Resolver<Array<ResolversTypes['Company']>, ParentType, ContextType, RequireFields<QueryCompaniesByJobIdsArgs, 'jobIds'>>;
  company?: Resolver<Maybe<ResolversTypes['Company']>, ParentType, ContextType, RequireFields<QueryCompanyArgs, 'id'>>;
  companyJobs?: Resolver<ResolversTypes['JobPage'], ParentType, ContextType, RequireFields<QueryCompanyJobsArgs, 'companyId' | 'page' | 'per'>>;
  driverJobSalaries?: Resolver<Array<ResolversTypes['JobSalary']>, ParentType, ContextType, Partial<QueryDriverJobSalariesArgs>>;
  endUserViewer?: Resolver<ResolversTypes['EndUser'], ParentType, ContextType>;
  faqItems?: Resolver<Array<ResolversTypes['FaqItem']>, ParentType, ContextType>;
  favoriteJobs?: Resolver<ResolversTypes['JobPage'], ParentType, ContextType, RequireFields<QueryFavoriteJobsArgs, 'page' | 'per'>>;
  feature?: Resolver<Maybe<ResolversTypes['Feature']>, ParentType, ContextType, RequireFields<QueryFeatureArgs, 'id'>>;
  features?: Resolver<Array<ResolversTypes['Feature']>, ParentType, ContextType, Partial<QueryFeaturesArgs>>;
  fetchMessageAttachedFile?: Resolver<ResolversTypes['MessageFile'], ParentType, ContextType, RequireFields<QueryFetchMessageAttachedFileArgs, 'messageId'>>;
  interviewCalendar?: Resolver<ResolversTypes['InterviewCalendar'], ParentType, ContextType, RequireFields<QueryInterviewCalendarArgs, 'proposalId'>>;
  isEntry?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, Partial<QueryIsEntryArgs>>;
  isMember?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<QueryIsMemberArgs, 'conversionId'>>;
  isPhoneNumberDuplicate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<QueryIsPhoneNumberDuplicateArgs, 'phoneNumber'>>;
  isScoutInquiry?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<QueryIsScoutInquiryArgs, 'scoutId'>>;
  job?: Resolver<Maybe<ResolversTypes['Job']>, ParentType, ContextType, RequireFields<QueryJobArgs, 'id'>>;
  jobSalary?: Resolver<ResolversTypes['JobSalary'], ParentType, ContextType, RequireFields<QueryJobSalaryArgs, 'occupation'>>;
  jobSeekerComments?: Resolver<ResolversTypes['JobSeekerCommentPage'], ParentType, ContextType, RequireFields<QueryJobSeekerCommentsArgs, 'page' | 'per'>>;
  jobsByIds?: Resolver<Array<ResolversTypes['Job']>, ParentType, ContextType, RequireFields<QueryJobsByIdsArgs, 'ids'>>;
  jobsByIdsWithSalaryDesc?: Resolver<Array<ResolversTypes['Job']>, ParentType, ContextType, RequireFields<QueryJobsByIdsWithSalaryDescArgs, 'ids'>>;
  kintoneUser?: Resolver<Maybe<ResolversTypes['KintoneUser']>, ParentType, ContextType, RequireFields<QueryKintoneUserArgs, 'conversionId'>>;
  magazineArticle?: Resolver<Maybe<ResolversTypes['MagazineArticle']>, ParentType, ContextType, RequireFields<QueryMagazineArticleArgs, 'id'>>;
  magazineArticles?: Resolver<ResolversTypes['MagazineArticlePage'], ParentType, ContextType, RequireFields<QueryMagazineArticlesArgs, 'page' | 'per'>>;
  magazineCategories?: Resolver<Array<ResolversTypes['MagazineCategory']>, ParentType, ContextType>;
  memberDataExport?: Resolver<ResolversTypes['MemberDataExport'], ParentType, ContextType>;
  municipalities?: Resolver<Array<ResolversTypes['Municipality']>, ParentType, ContextType, RequireFields<QueryMunicipalitiesArgs, 'ids'>>;
  municipality?: Resolver<Maybe<ResolversTypes['Municipality']>, ParentType, ContextType, RequireFields<QueryMunicipalityArgs, 'id'>>;
  newsItem?: Resolver<Maybe<ResolversTypes['NewsItem']>, ParentType, ContextType, RequireFields<QueryNewsItemArgs, 'slug'>>;
  newsItems?: Resolver<ResolversTypes['NewsItemPage'], ParentType, ContextType, RequireFields<QueryNewsItemsArgs, 'page' | 'per'>>;
  notices?: Resolver<ResolversTypes['NoticeConnection'], ParentType, ContextType, RequireFields<QueryNoticesArgs, 'first'>>;
  notificationSettings?: Resolver<ResolversTypes['NotificationSettings'], ParentType, ContextType>;
  occupation?: Resolver<Maybe<ResolversTypes['Occupation']>, ParentType, ContextType, RequireFields<QueryOccupationArgs, 'occupationNameEn'>>;
  occupationCategories?: Resolver<Array<ResolversTypes['OccupationCategory']>, ParentType, ContextType>;
  occupations?: Resolver<Array<ResolversTypes['Occupation']>, ParentType, ContextType, Partial<QueryOccupationsArgs>>;
  personality?: Resolver<Maybe<ResolversTypes['Personality']>, ParentType, ContextType>;
  postalAddress?: Resolver<Maybe<ResolversTypes['PostalAddress']>, ParentType, ContextType, RequireFields<QueryPostalAddressArgs, 'postalCode'>>;
  prefecture?: Resolver<Maybe<ResolversTypes['Prefecture']>, ParentType, ContextType, Partial<QueryPrefectureArgs>>;
  prefectures?: Resolver<Array<ResolversTypes['Prefecture']>, ParentType, ContextType>;
  requirements?: Resolver<Maybe<ResolversTypes['Requirements']>, ParentType, ContextType>;
  resumePdf?: Resolver<ResolversTypes['DocumentFile'], ParentType, ContextType, RequireFields<QueryResumePdfArgs, 'id'>>;
  room?: Resolver<ResolversTypes['Room'], ParentType, ContextType, RequireFields<QueryRoomArgs, 'id'>>;
  rooms?: Resolver<ResolversTypes['RoomConnection'], ParentType, ContextType, RequireFields<QueryRoomsArgs, 'first'>>;
  salaryInsight?: Resolver<ResolversTypes['SalaryInsight'], ParentType, ContextType, RequireFields<QuerySalaryInsightArgs, 'occupation'>>;
  savedSearches?: Resolver<Array<ResolversTypes['SavedSearch']>, ParentType, ContextType>;
  scout?: Resolver<ResolversTypes['Scout'], ParentType, ContextType, RequireFields<QueryScoutArgs, 'id'>>;
  scoutByUrlId?: Resolver<ResolversTypes['Scout'], ParentType, ContextType, RequireFields<QueryScoutByUrlIdArgs, 'urlId'>>;
  scoutSetting?: Resolver<ResolversTypes['Setting'], ParentType, ContextType, RequireFields<QueryScoutSettingArgs, 'conversionId'>>;
  searchFeatureJobs?: Resolver<ResolversTypes['JobPage'], ParentType, ContextType, RequireFields<QuerySearchFeatureJobsArgs, 'featureId' | 'page' | 'per' | 'sortType'>>;
  searchJobTotalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<QuerySearchJobTotalCountArgs>>;
  searchJobs?: Resolver<ResolversTypes['JobPage'], ParentType, ContextType, RequireFields<QuerySearchJobsArgs, 'page' | 'per' | 'sortType'>>;
  searchMunicipalities?: Resolver<Array<ResolversTypes['Municipality']>, ParentType, ContextType, RequireFields<QuerySearchMunicipalitiesArgs, 'prefectureNameEn'>>;
  searchSuggestions?: Resolver<Array<ResolversTypes['SearchSuggestion']>, ParentType, ContextType, RequireFields<QuerySearchSuggestionsArgs, 'limit' | 'place' | 'prefix'>>;
  trademark?: Resolver<Maybe<ResolversTypes['Trademark']>, ParentType, ContextType, RequireFields<QueryTrademarkArgs, 'id'>>;
  trendFeatures?: Resolver<Array<ResolversTypes['Feature']>, ParentType, ContextType, RequireFields<QueryTrendFeaturesArgs, 'limit'>>;
  user?: Resolver<Maybe<ResolversTypes['EndUser']>, ParentType, ContextType>;
  userAuthType?: Resolver<Maybe<ResolversTypes['AuthType']>, ParentType, ContextType, RequireFields<QueryUserAuthTypeArgs, 'emailOrPhoneNumber'>>;
  userByPhoneNumber?: Resolver<Maybe<ResolversTypes['UserIdentity']>, ParentType, ContextType, RequireFields<QueryUserByPhoneNumberArgs, 'password' | 'phoneNumber'>>;
  verifyEntryJoiningConfirmationToken?: Resolver<ResolversTypes['EntryJoiningConfirmation'], ParentType, ContextType, RequireFields<QueryVerifyEntryJoiningConfirmationTokenArgs, 'token'>>;
}>;

export type QuickReplyResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['QuickReply'] = ResolversParentTypes['QuickReply']> = ResolversObject<{
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ReadCompanyMessagePayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ReadCompanyMessagePayload'] = ResolversParentTypes['ReadCompanyMessagePayload']> = ResolversObject<{
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  messageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  room?: Resolver<ResolversTypes['Room'], ParentType, ContextType>;
}>;

export type ReadNoticesPayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ReadNoticesPayload'] = ResolversParentTypes['ReadNoticesPayload']> = ResolversObject<{
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notices?: Resolver<Array<ResolversTypes['Notice']>, ParentType, ContextType>;
  unreadNoticeCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ReadSavedSearchMatchesPayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ReadSavedSearchMatchesPayload'] = ResolversParentTypes['ReadSavedSearchMatchesPayload']> = ResolversObject<{
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  newMatchCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  savedSearch?: Resolver<ResolversTypes['SavedSearch'], ParentType, ContextType>;
}>;

export type RecoverInconsistentUserPayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['RecoverInconsistentUserPayload'] = ResolversParentTypes['RecoverInconsistentUserPayload']> = ResolversObject<{
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user?: Resolver<ResolversTypes['EndUser'], ParentType, ContextType>;
}>;

export type RegionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Region'] = ResolversParentTypes['Region']> = ResolversObject<{
  enName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prefectures?: Resolver<Array<ResolversTypes['Prefecture']>, ParentType, ContextType>;
}>;

export type RemoveCareerSheetPayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['RemoveCareerSheetPayload'] = ResolversParentTypes['RemoveCareerSheetPayload']> = ResolversObject<{
  careerSheetId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type RemoveFavoritePayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['RemoveFavoritePayload'] = ResolversParentTypes['RemoveFavoritePayload']> = ResolversObject<{
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  favoriteJobCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  jobId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type RemoveResumePayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['RemoveResumePayload'] = ResolversParentTypes['RemoveResumePayload']> = ResolversObject<{
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  resumeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type RemoveResumePhotoPayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['RemoveResumePhotoPayload'] = ResolversParentTypes['RemoveResumePhotoPayload']> = ResolversObject<{
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  resume?: Resolver<ResolversTypes['Resume'], ParentType, ContextType>;
}>;

export type RenameSavedSearchPayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['RenameSavedSearchPayload'] = ResolversParentTypes['RenameSavedSearchPayload']> = ResolversObject<{
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  savedSearch?: Resolver<ResolversTypes['SavedSearch'], ParentType, ContextType>;
}>;

export type RequestAdvisorPayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['RequestAdvisorPayload'] = ResolversParentTypes['RequestAdvisorPayload']> = ResolversObject<{
  advisorRequest?: Resolver<ResolversTypes['AdvisorRequest'], ParentType, ContextType>;
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  room?: Resolver<ResolversTypes['Room'], ParentType, ContextType>;
}>;

export type RequestOtherInterviewDatesPayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['RequestOtherInterviewDatesPayload'] = ResolversParentTypes['RequestOtherInterviewDatesPayload']> = ResolversObject<{
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  entry?: Resolver<ResolversTypes['Entry'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['Message'], ParentType, ContextType>;
  proposal?: Resolver<ResolversTypes['InterviewProposal'], ParentType, ContextType>;
}>;

export type RequirementsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Requirements'] = ResolversParentTypes['Requirements']> = ResolversObject<{
  desiredCars?: Resolver<Array<ResolversTypes['Car']>, ParentType, ContextType>;
  desiredJobChangeTiming?: Resolver<Maybe<ResolversTypes['StartTiming']>, ParentType, ContextType>;
  desiredParticularConditions?: Resolver<Array<ResolversTypes['ParticularCondition']>, ParentType, ContextType>;
  desiredWorkingHours?: Resolver<Maybe<ResolversTypes['Shift']>, ParentType, ContextType>;
  desiredWorkplaceStrengths?: Resolver<Array<ResolversTypes['WorkplaceStrength']>, ParentType, ContextType>;
  salaryRange?: Resolver<ResolversTypes['SalaryRange'], ParentType, ContextType>;
}>;

export type ResetUserPasswordPayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ResetUserPasswordPayload'] = ResolversParentTypes['ResetUserPasswordPayload']> = ResolversObject<{
  accepted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ResumeResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Resume'] = ResolversParentTypes['Resume']> = ResolversObject<{
  address?: Resolver<ResolversTypes['ResumeAddress'], ParentType, ContextType>;
  birthDate?: Resolver<Maybe<ResolversTypes['Date']>, ParentType, ContextType>;
  birthYear?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  education?: Resolver<Maybe<ResolversTypes['EducationalBackground']>, ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['Gender']>, ParentType, ContextType>;
  hasSpouse?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  hopes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  jobHistories?: Resolver<Array<ResolversTypes['JobHistory']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nameKana?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  numberOfDependents?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  photo?: Resolver<Maybe<ResolversTypes['ResumePhoto']>, ParentType, ContextType>;
  qualifications?: Resolver<Array<ResolversTypes['Qualification']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  userName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zipCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ResumeAddressResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ResumeAddress'] = ResolversParentTypes['ResumeAddress']> = ResolversObject<{
  line?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  municipality?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  postalCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  prefectureId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  prefectureName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ResumePhotoResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ResumePhoto'] = ResolversParentTypes['ResumePhoto']> = ResolversObject<{
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dataUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RoomResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Room'] = ResolversParentTypes['Room']> = ResolversObject<{
  advisorRequest?: Resolver<Maybe<ResolversTypes['AdvisorRequest']>, ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['Company']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  entry?: Resolver<Maybe<ResolversTypes['Entry']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isArchived?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['RoomKind'], ParentType, ContextType>;
  lastMessage?: Resolver<Maybe<ResolversTypes['Message']>, ParentType, ContextType>;
  messages?: Resolver<ResolversTypes['MessageConnection'], ParentType, ContextType, RequireFields<RoomMessagesArgs, 'first'>>;
  quickReplies?: Resolver<Array<ResolversTypes['QuickReply']>, ParentType, ContextType>;
  scout?: Resolver<Maybe<ResolversTypes['Scout']>, ParentType, ContextType>;
  unreadMessageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RoomConnectionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['RoomConnection'] = ResolversParentTypes['RoomConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['RoomEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type RoomEdgeResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['RoomEdge'] = ResolversParentTypes['RoomEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['Room'], ParentType, ContextType>;
}>;

export type SalaryHistogramBinResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['SalaryHistogramBin'] = ResolversParentTypes['SalaryHistogramBin']> = ResolversObject<{
  jobCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  lowerBound?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  upperBound?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SalaryInsightResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['SalaryInsight'] = ResolversParentTypes['SalaryInsight']> = ResolversObject<{
  byFeature?: Resolver<Array<ResolversTypes['FeatureSalaryStatistics']>, ParentType, ContextType>;
  byPrefecture?: Resolver<Array<ResolversTypes['PrefectureSalaryStatistics']>, ParentType, ContextType>;
  histogram?: Resolver<Array<ResolversTypes['SalaryHistogramBin']>, ParentType, ContextType>;
  occupation?: Resolver<ResolversTypes['Occupation'], ParentType, ContextType>;
  prefecture?: Resolver<Maybe<ResolversTypes['Prefecture']>, ParentType, ContextType>;
  statistics?: Resolver<ResolversTypes['SalaryStatistics'], ParentType, ContextType>;
}>;

export type SalaryRangeResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['SalaryRange'] = ResolversParentTypes['SalaryRange']> = ResolversObject<{
  highest?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  lowest?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type SalaryRangeOptionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['SalaryRangeOption'] = ResolversParentTypes['SalaryRangeOption']> = ResolversObject<{
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SalaryStatisticsResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['SalaryStatistics'] = ResolversParentTypes['SalaryStatistics']> = ResolversObject<{
  average?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  firstQuartile?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  jobCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maximum?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  median?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minimum?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  thirdQuartile?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type SaveEducationalBackgroundPayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['SaveEducationalBackgroundPayload'] = ResolversParentTypes['SaveEducationalBackgroundPayload']> = ResolversObject<{
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  educationalBackground?: Resolver<ResolversTypes['EducationalBackground'], ParentType, ContextType>;
}>;

export type SaveJobHistoriesPayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['SaveJobHistoriesPayload'] = ResolversParentTypes['SaveJobHistoriesPayload']> = ResolversObject<{
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  jobHistories?: Resolver<Array<ResolversTypes['JobHistory']>, ParentType, ContextType>;
}>;

export type SaveNotificationSettingsPayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['SaveNotificationSettingsPayload'] = ResolversParentTypes['SaveNotificationSettingsPayload']> = ResolversObject<{
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  notificationSettings?: Resolver<ResolversTypes['NotificationSettings'], ParentType, ContextType>;
}>;

export type SavePersonalityAndRequirementsPayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['SavePersonalityAndRequirementsPayload'] = ResolversParentTypes['SavePersonalityAndRequirementsPayload']> = ResolversObject<{
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  personality?: Resolver<Maybe<ResolversTypes['Personality']>, ParentType, ContextType>;
  requirements?: Resolver<Maybe<ResolversTypes['Requirements']>, ParentType, ContextType>;
}>;

export type SaveScoutSettingPayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['SaveScoutSettingPayload'] = ResolversParentTypes['SaveScoutSettingPayload']> = ResolversObject<{
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  setting?: Resolver<ResolversTypes['Setting'], ParentType, ContextType>;
}>;

export type SaveSearchPayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['SaveSearchPayload'] = ResolversParentTypes['SaveSearchPayload']> = ResolversObject<{
  alreadySaved?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  savedSearch?: Resolver<ResolversTypes['SavedSearch'], ParentType, ContextType>;
  savedSearchCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SaveSettingPayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['SaveSettingPayload'] = ResolversParentTypes['SaveSettingPayload']> = ResolversObject<{
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isReceiveScout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  scoutAllowOccupationCategoryIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  scoutStatus?: Resolver<ResolversTypes['ScoutStatus'], ParentType, ContextType>;
}>;

export type SavedSearchResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['SavedSearch'] = ResolversParentTypes['SavedSearch']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  feature?: Resolver<Maybe<ResolversTypes['Feature']>, ParentType, ContextType>;
  hiringTypes?: Resolver<Array<ResolversTypes['HiringType']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  keyword?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  minimumAnnualSalary?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  minimumMonthlySalary?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  moreFeatures?: Resolver<Array<ResolversTypes['Feature']>, ParentType, ContextType>;
  moreMunicipalities?: Resolver<Array<ResolversTypes['Municipality']>, ParentType, ContextType>;
  municipality?: Resolver<Maybe<ResolversTypes['Municipality']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  newJobs?: Resolver<Array<ResolversTypes['Job']>, ParentType, ContextType, RequireFields<SavedSearchNewJobsArgs, 'limit'>>;
  newMatchCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  occupation?: Resolver<ResolversTypes['Occupation'], ParentType, ContextType>;
  prefecture?: Resolver<Maybe<ResolversTypes['Prefecture']>, ParentType, ContextType>;
  shift?: Resolver<Maybe<ResolversTypes['JobShiftCondition']>, ParentType, ContextType>;
  sortType?: Resolver<ResolversTypes['JobSort'], ParentType, ContextType>;
}>;

export type ScoutResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Scout'] = ResolversParentTypes['Scout']> = ResolversObject<{
  carDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  company?: Resolver<Maybe<ResolversTypes['Company']>, ParentType, ContextType>;
  contractCategory?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  hiddenCompanyImage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hiddenCompanyName?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  holiday?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isHiring?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  jobDescription?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  occupationCategory?: Resolver<Maybe<ResolversTypes['OccupationCategory']>, ParentType, ContextType>;
  quickReplies?: Resolver<Array<ResolversTypes['QuickReply']>, ParentType, ContextType>;
  relatedJobs?: Resolver<Array<ResolversTypes['Job']>, ParentType, ContextType>;
  salary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  urlId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  welfare?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  workingTime?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ScoutInquiryResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ScoutInquiry'] = ResolversParentTypes['ScoutInquiry']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type ScoutResponseHistoryResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['ScoutResponseHistory'] = ResolversParentTypes['ScoutResponseHistory']> = ResolversObject<{
  conversionId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
  event?: Resolver<ResolversTypes['ScoutHistoryEvent'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  responseType?: Resolver<Maybe<ResolversTypes['ResponseType']>, ParentType, ContextType>;
  source?: Resolver<ResolversTypes['ScoutSource'], ParentType, ContextType>;
}>;

export type SearchSuggestionResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['SearchSuggestion'] = ResolversParentTypes['SearchSuggestion']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  jobCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['SearchSuggestionKind'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SettingResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Setting'] = ResolversParentTypes['Setting']> = ResolversObject<{
  isReceiveScout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  scoutAllowOccupationCategoryIds?: Resolver<Array<ResolversTypes['ID']>, ParentType, ContextType>;
  scoutStatus?: Resolver<ResolversTypes['ScoutStatus'], ParentType, ContextType>;
}>;

export type SignupFormResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['SignupForm'] = ResolversParentTypes['SignupForm']> = ResolversObject<{
  desiredOccupations?: Resolver<Array<ResolversTypes['DesiredOccupation']>, ParentType, ContextType>;
  qualifications?: Resolver<Array<ResolversTypes['Qualification']>, ParentType, ContextType>;
}>;

export type SummaryResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Summary'] = ResolversParentTypes['Summary']> = ResolversObject<{
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TrademarkResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['Trademark'] = ResolversParentTypes['Trademark']> = ResolversObject<{
  displayServiceLinks?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UnsubscribeNotificationsPayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['UnsubscribeNotificationsPayload'] = ResolversParentTypes['UnsubscribeNotificationsPayload']> = ResolversObject<{
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['NotificationKind'], ParentType, ContextType>;
}>;

export type UpdateCareerSheetPayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['UpdateCareerSheetPayload'] = ResolversParentTypes['UpdateCareerSheetPayload']> = ResolversObject<{
  careerSheet?: Resolver<ResolversTypes['CareerSheet'], ParentType, ContextType>;
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type UpdateEntryJoiningConfirmationPayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['UpdateEntryJoiningConfirmationPayload'] = ResolversParentTypes['UpdateEntryJoiningConfirmationPayload']> = ResolversObject<{
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  confirmation?: Resolver<ResolversTypes['EntryJoiningConfirmation'], ParentType, ContextType>;
}>;

export type UpdateLastSessionAtPayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['UpdateLastSessionAtPayload'] = ResolversParentTypes['UpdateLastSessionAtPayload']> = ResolversObject<{
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastSessionAt?: Resolver<ResolversTypes['DateTime'], ParentType, ContextType>;
}>;

export type UpdateResumePayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['UpdateResumePayload'] = ResolversParentTypes['UpdateResumePayload']> = ResolversObject<{
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  resume?: Resolver<ResolversTypes['Resume'], ParentType, ContextType>;
}>;

export type UpdateRoomPayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['UpdateRoomPayload'] = ResolversParentTypes['UpdateRoomPayload']> = ResolversObject<{
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  room?: Resolver<ResolversTypes['Room'], ParentType, ContextType>;
}>;

export type UpdateUserBasicInformationPayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['UpdateUserBasicInformationPayload'] = ResolversParentTypes['UpdateUserBasicInformationPayload']> = ResolversObject<{
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user?: Resolver<ResolversTypes['EndUser'], ParentType, ContextType>;
}>;

export type UpdateUserEmailPayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['UpdateUserEmailPayload'] = ResolversParentTypes['UpdateUserEmailPayload']> = ResolversObject<{
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user?: Resolver<ResolversTypes['EndUser'], ParentType, ContextType>;
}>;

export type UpdateUserPayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['UpdateUserPayload'] = ResolversParentTypes['UpdateUserPayload']> = ResolversObject<{
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user?: Resolver<ResolversTypes['EndUser'], ParentType, ContextType>;
}>;

export type UpdateUserPhoneNumberPayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['UpdateUserPhoneNumberPayload'] = ResolversParentTypes['UpdateUserPhoneNumberPayload']> = ResolversObject<{
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user?: Resolver<ResolversTypes['EndUser'], ParentType, ContextType>;
}>;

export interface UploadScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Upload'], any> {
  name: 'Upload';
}

export type UploadResumePhotoPayloadResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['UploadResumePhotoPayload'] = ResolversParentTypes['UploadResumePhotoPayload']> = ResolversObject<{
  clientMutationId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  resume?: Resolver<ResolversTypes['Resume'], ParentType, ContextType>;
}>;

export type UserIdentityResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['UserIdentity'] = ResolversParentTypes['UserIdentity']> = ResolversObject<{
  authType?: Resolver<ResolversTypes['AuthType'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type WorkingTimeResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['WorkingTime'] = ResolversParentTypes['WorkingTime']> = ResolversObject<{
  attendanceTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  leaveTime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  shift?: Resolver<Maybe<ResolversTypes['Shift']>, ParentType, ContextType>;
}>;

export type WorkplaceStrengthResolvers<ContextType = ApiContext, ParentType extends ResolversParentTypes['WorkplaceStrength'] = ResolversParentTypes['WorkplaceStrength']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = ApiContext> = ResolversObject<{
  AddFavoritePayload?: AddFavoritePayloadResolvers<ContextType>;
  AddFavoritesPayload?: AddFavoritesPayloadResolvers<ContextType>;
  AdvisorRequest?: AdvisorRequestResolvers<ContextType>;
  AppealPoint?: AppealPointResolvers<ContextType>;
  ArticleSection?: ArticleSectionResolvers<ContextType>;
  Car?: CarResolvers<ContextType>;
  CareerSheet?: CareerSheetResolvers<ContextType>;
  ChooseInterviewSlotPayload?: ChooseInterviewSlotPayloadResolvers<ContextType>;
  Company?: CompanyResolvers<ContextType>;
  CompanyDetail?: CompanyDetailResolvers<ContextType>;
  ConnectCvToLineUserEntryPayload?: ConnectCvToLineUserEntryPayloadResolvers<ContextType>;
  ConnectCvToLineUserPayload?: ConnectCvToLineUserPayloadResolvers<ContextType>;
  Contact?: ContactResolvers<ContextType>;
  ConversionUser?: ConversionUserResolvers<ContextType>;
  CreateCareerSheetPayload?: CreateCareerSheetPayloadResolvers<ContextType>;
  CreateContactPayload?: CreateContactPayloadResolvers<ContextType>;
  CreateEntriesPayload?: CreateEntriesPayloadResolvers<ContextType>;
  CreateEntryPayload?: CreateEntryPayloadResolvers<ContextType>;
  CreateMicroConversionPayload?: CreateMicroConversionPayloadResolvers<ContextType>;
  CreateResumePayload?: CreateResumePayloadResolvers<ContextType>;
  CreateScoutEntryPayload?: CreateScoutEntryPayloadResolvers<ContextType>;
  CreateScoutInquiryPayload?: CreateScoutInquiryPayloadResolvers<ContextType>;
  CreateScoutResponseHistoryPayload?: CreateScoutResponseHistoryPayloadResolvers<ContextType>;
  CreateUserAttachmentMessagePayload?: CreateUserAttachmentMessagePayloadResolvers<ContextType>;
  CreateUserDocumentMessagePayload?: CreateUserDocumentMessagePayloadResolvers<ContextType>;
  CreateUserMessagePayload?: CreateUserMessagePayloadResolvers<ContextType>;
  CreateUserWithRelationsPayload?: CreateUserWithRelationsPayloadResolvers<ContextType>;
  CreateVisitorJobEntryPayload?: CreateVisitorJobEntryPayloadResolvers<ContextType>;
  CreateVisitorScoutEntryPayload?: CreateVisitorScoutEntryPayloadResolvers<ContextType>;
  CreateVisitorScoutInquiryPayload?: CreateVisitorScoutInquiryPayloadResolvers<ContextType>;
  Date?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  DeleteAccountPayload?: DeleteAccountPayloadResolvers<ContextType>;
  DeleteSavedSearchPayload?: DeleteSavedSearchPayloadResolvers<ContextType>;
  DesiredOccupation?: DesiredOccupationResolvers<ContextType>;
  DocumentFile?: DocumentFileResolvers<ContextType>;
  EducationalBackground?: EducationalBackgroundResolvers<ContextType>;
  EndUser?: EndUserResolvers<ContextType>;
  EndUserDetail?: EndUserDetailResolvers<ContextType>;
  Entry?: EntryResolvers<ContextType>;
  EntryJoiningConfirmation?: EntryJoiningConfirmationResolvers<ContextType>;
  FaqAnswer?: FaqAnswerResolvers<ContextType>;
  FaqItem?: FaqItemResolvers<ContextType>;
  Feature?: FeatureResolvers<ContextType>;
  FeatureCategory?: FeatureCategoryResolvers<ContextType>;
  FeatureSalaryStatistics?: FeatureSalaryStatisticsResolvers<ContextType>;
  GeoPoint?: GeoPointResolvers<ContextType>;
  Image?: ImageResolvers<ContextType>;
  InquiryForm?: InquiryFormResolvers<ContextType>;
  InterviewCalendar?: InterviewCalendarResolvers<ContextType>;
  InterviewProposal?: InterviewProposalResolvers<ContextType>;
  InterviewSlot?: InterviewSlotResolvers<ContextType>;
  Job?: JobResolvers<ContextType>;
  JobDetail?: JobDetailResolvers<ContextType>;
  JobFacetCount?: JobFacetCountResolvers<ContextType>;
  JobFacets?: JobFacetsResolvers<ContextType>;
  JobHistory?: JobHistoryResolvers<ContextType>;
  JobPage?: JobPageResolvers<ContextType>;
  JobSalary?: JobSalaryResolvers<ContextType>;
  JobSeekerComment?: JobSeekerCommentResolvers<ContextType>;
  JobSeekerCommentPage?: JobSeekerCommentPageResolvers<ContextType>;
  KeywordCondition?: KeywordConditionResolvers<ContextType>;
  KintoneUser?: KintoneUserResolvers<ContextType>;
  MagazineArticle?: MagazineArticleResolvers<ContextType>;
  MagazineArticlePage?: MagazineArticlePageResolvers<ContextType>;
  MagazineCategory?: MagazineCategoryResolvers<ContextType>;
  MemberDataExport?: MemberDataExportResolvers<ContextType>;
  Message?: MessageResolvers<ContextType>;
  MessageConnection?: MessageConnectionResolvers<ContextType>;
  MessageEdge?: MessageEdgeResolvers<ContextType>;
  MessageFile?: MessageFileResolvers<ContextType>;
  Municipality?: MunicipalityResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MySettingForm?: MySettingFormResolvers<ContextType>;
  NewsItem?: NewsItemResolvers<ContextType>;
  NewsItemPage?: NewsItemPageResolvers<ContextType>;
  Notice?: NoticeResolvers<ContextType>;
  NoticeConnection?: NoticeConnectionResolvers<ContextType>;
  NoticeEdge?: NoticeEdgeResolvers<ContextType>;
  NotificationSetting?: NotificationSettingResolvers<ContextType>;
  NotificationSettings?: NotificationSettingsResolvers<ContextType>;
  Occupation?: OccupationResolvers<ContextType>;
  OccupationCategory?: OccupationCategoryResolvers<ContextType>;
  Office?: OfficeResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  ParticularCondition?: ParticularConditionResolvers<ContextType>;
  Personality?: PersonalityResolvers<ContextType>;
  PostalAddress?: PostalAddressResolvers<ContextType>;
  Prefecture?: PrefectureResolvers<ContextType>;
  PrefectureSalaryStatistics?: PrefectureSalaryStatisticsResolvers<ContextType>;
  Qualification?: QualificationResolvers<ContextType>;
  QualificationCategory?: QualificationCategoryResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  QuickReply?: QuickReplyResolvers<ContextType>;
  ReadCompanyMessagePayload?: ReadCompanyMessagePayloadResolvers<ContextType>;
  ReadNoticesPayload?: ReadNoticesPayloadResolvers<ContextType>;
  ReadSavedSearchMatchesPayload?: ReadSavedSearchMatchesPayloadResolvers<ContextType>;
  RecoverInconsistentUserPayload?: RecoverInconsistentUserPayloadResolvers<ContextType>;
  Region?: RegionResolvers<ContextType>;
  RemoveCareerSheetPayload?: RemoveCareerSheetPayloadResolvers<ContextType>;
  RemoveFavoritePayload?: RemoveFavoritePayloadResolvers<ContextType>;
  RemoveResumePayload?: RemoveResumePayloadResolvers<ContextType>;
  RemoveResumePhotoPayload?: RemoveResumePhotoPayloadResolvers<ContextType>;
  RenameSavedSearchPayload?: RenameSavedSearchPayloadResolvers<ContextType>;
  RequestAdvisorPayload?: RequestAdvisorPayloadResolvers<ContextType>;
  RequestOtherInterviewDatesPayload?: RequestOtherInterviewDatesPayloadResolvers<ContextType>;
  Requirements?: RequirementsResolvers<ContextType>;
  ResetUserPasswordPayload?: ResetUserPasswordPayloadResolvers<ContextType>;
  Resume?: ResumeResolvers<ContextType>;
  ResumeAddress?: ResumeAddressResolvers<ContextType>;
  ResumePhoto?: ResumePhotoResolvers<ContextType>;
  Room?: RoomResolvers<ContextType>;
  RoomConnection?: RoomConnectionResolvers<ContextType>;
  RoomEdge?: RoomEdgeResolvers<ContextType>;
  SalaryHistogramBin?: SalaryHistogramBinResolvers<ContextType>;
  SalaryInsight?: SalaryInsightResolvers<ContextType>;
  SalaryRange?: SalaryRangeResolvers<ContextType>;
  SalaryRangeOption?: SalaryRangeOptionResolvers<ContextType>;
  SalaryStatistics?: SalaryStatisticsResolvers<ContextType>;
  SaveEducationalBackgroundPayload?: SaveEducationalBackgroundPayloadResolvers<ContextType>;
  SaveJobHistoriesPayload?: SaveJobHistoriesPayloadResolvers<ContextType>;
  SaveNotificationSettingsPayload?: SaveNotificationSettingsPayloadResolvers<ContextType>;
  SavePersonalityAndRequirementsPayload?: SavePersonalityAndRequirementsPayloadResolvers<ContextType>;
  SaveScoutSettingPayload?: SaveScoutSettingPayloadResolvers<ContextType>;
  SaveSearchPayload?: SaveSearchPayloadResolvers<ContextType>;
  SaveSettingPayload?: SaveSettingPayloadResolvers<ContextType>;
  SavedSearch?: SavedSearchResolvers<ContextType>;
  Scout?: ScoutResolvers<ContextType>;
  ScoutInquiry?: ScoutInquiryResolvers<ContextType>;
  ScoutResponseHistory?: ScoutResponseHistoryResolvers<ContextType>;
  SearchSuggestion?: SearchSuggestionResolvers<ContextType>;
  Setting?: SettingResolvers<ContextType>;
  SignupForm?: SignupFormResolvers<ContextType>;
  Summary?: SummaryResolvers<ContextType>;
  Trademark?: TrademarkResolvers<ContextType>;
  UnsubscribeNotificationsPayload?: UnsubscribeNotificationsPayloadResolvers<ContextType>;
  UpdateCareerSheetPayload?: UpdateCareerSheetPayloadResolvers<ContextType>;
  UpdateEntryJoiningConfirmationPayload?: UpdateEntryJoiningConfirmationPayloadResolvers<ContextType>;
  UpdateLastSessionAtPayload?: UpdateLastSessionAtPayloadResolvers<ContextType>;
  UpdateResumePayload?: UpdateResumePayloadResolvers<ContextType>;
  UpdateRoomPayload?: UpdateRoomPayloadResolvers<ContextType>;
  UpdateUserBasicInformationPayload?: UpdateUserBasicInformationPayloadResolvers<ContextType>;
  UpdateUserEmailPayload?: UpdateUserEmailPayloadResolvers<ContextType>;
  UpdateUserPayload?: UpdateUserPayloadResolvers<ContextType>;
  UpdateUserPhoneNumberPayload?: UpdateUserPhoneNumberPayloadResolvers<ContextType>;
  Upload?: GraphQLScalarType;
  UploadResumePhotoPayload?: UploadResumePhotoPayloadResolvers<ContextType>;
  UserIdentity?: UserIdentityResolvers<ContextType>;
  WorkingTime?: WorkingTimeResolvers<ContextType>;
  WorkplaceStrength?: WorkplaceStrengthResolvers<ContextType>;
}>;

