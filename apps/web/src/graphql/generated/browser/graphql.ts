/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** Input of addFavorite. */
export type AddFavoriteInput = {
  clientMutationId?: string | null | undefined;
  jobId: string | number;
};

/** Input of addFavorites. */
export type AddFavoritesInput = {
  clientMutationId?: string | null | undefined;
  /** At most 100; already saved ids are kept once. */
  jobIds: Array<string | number>;
};

/** What a message carries: text or a file. */
export type AttachmentKind =
  | 'FILE'
  | 'MESSAGE';

/** Where a conversion came from (session storage keys of spec §4). */
export type AttributionInput = {
  internalSource?: string | null | undefined;
  magazineArticleId?: string | number | null | undefined;
  utmSource?: string | null | undefined;
};

/** How a member signs in. */
export type AuthType =
  | 'email'
  | 'phone_number';

/** Input of chooseInterviewSlot. */
export type ChooseInterviewSlotInput = {
  clientMutationId?: string | null | undefined;
  slotId: string | number;
};

/** How a job seeker prefers to be contacted. */
export type ContactMethod =
  | 'email'
  | 'phone_number';

/** The action that made a conversion (registration or application). */
export type ConversionSource =
  | 'job_entry'
  | 'lp'
  | 'scout_entry'
  | 'scout_inquiry'
  | 'signup';

/** Input of createScoutEntry. */
export type CreateScoutEntryInput = {
  attribution?: AttributionInput | null | undefined;
  clientMutationId?: string | null | undefined;
  message?: string | null | undefined;
  scoutId: string | number;
};

/** Input of createScoutInquiry. */
export type CreateScoutInquiryInput = {
  attribution?: AttributionInput | null | undefined;
  clientMutationId?: string | null | undefined;
  contactMethod?: ContactMethod | null | undefined;
  message?: string | null | undefined;
  scoutId: string | number;
};

/** Input of createScoutResponseHistory. */
export type CreateScoutResponseHistoryInput = {
  clientMutationId?: string | null | undefined;
  /** The job seeker's conversionId when known (from the link). */
  conversionId?: string | null | undefined;
  event: ScoutHistoryEvent;
  responseType?: ResponseType | null | undefined;
  /** The scout link's urlId. */
  scoutUrlId: string;
  source: ScoutSource;
};

/** Input of createUserAttachmentMessage (multipart request). */
export type CreateUserAttachmentMessageInput = {
  /**
   * Idempotency key of this upload (a UUID), as on CreateUserMessageInput: a repeated key
   * returns the message saved with it and stores no second file; the same key with another
   * room, file name or type answers IDEMPOTENCY_KEY_REUSED.
   */
  clientMessageId?: string | null | undefined;
  clientMutationId?: string | null | undefined;
  /** At most MESSAGE_LIMITS.maxAttachmentBytes, of MESSAGE_LIMITS.allowedAttachmentTypes. */
  file: File | Blob;
  roomId: string | number;
};

/** Input of createUserDocumentMessage. */
export type CreateUserDocumentMessageInput = {
  /** Idempotency key, as on CreateUserMessageInput. */
  clientMessageId?: string | null | undefined;
  clientMutationId?: string | null | undefined;
  /** The member's resume or career sheet (by `kind`); NOT_FOUND when it is not the member's. */
  documentId: string | number;
  kind: MemberDocumentKind;
  roomId: string | number;
};

/** Input of createUserMessage. */
export type CreateUserMessageInput = {
  /**
   * Idempotency key the client makes for one message (a UUID) and sends again when it retries
   * that message. A key the member already used returns the message saved with it and saves
   * nothing; the same key with other content (room, text, quick reply) answers
   * IDEMPOTENCY_KEY_REUSED.
   */
  clientMessageId?: string | null | undefined;
  clientMutationId?: string | null | undefined;
  /** 1 to MESSAGE_LIMITS.maxTextLength characters. */
  content: string;
  /** Key of the quick reply used, if any. */
  quickReplyKey?: string | null | undefined;
  roomId: string | number;
};

/** Input of createUserWithRelations (sign-up). Email or phone number come from the verified token. */
export type CreateUserWithRelationsInput = {
  attribution?: AttributionInput | null | undefined;
  birthYear: number;
  clientMutationId?: string | null | undefined;
  conversionSource: ConversionSource;
  desiredJobChangeTiming?: StartTiming | null | undefined;
  desiredOccupationIds: Array<string | number>;
  employmentStatus?: EmploymentStatus | null | undefined;
  /** Jobs to apply to with the sign-up (entry from a job page). */
  entryJobIds?: Array<string | number> | null | undefined;
  /** Saved jobs of the keepList cookie to move to the account. */
  favoriteJobIds?: Array<string | number> | null | undefined;
  gender?: Gender | null | undefined;
  name: string;
  prefectureId?: string | number | null | undefined;
  qualificationIds: Array<string | number>;
  scoutAllowOccupationCategoryIds?: Array<string | number> | null | undefined;
  zipCode: string;
};

/** Input of createVisitorScoutEntry. */
export type CreateVisitorScoutEntryInput = {
  attribution?: AttributionInput | null | undefined;
  clientMutationId?: string | null | undefined;
  /**
   * Idempotency key the client makes for one submission (a UUID) and sends again when it
   * retries that submission. A key already used returns what was saved with it (the same
   * visitor, entries or inquiry, conversionId included) and saves nothing; the same key with
   * other content (another mutation, or any field of the input other than clientMutationId)
   * answers IDEMPOTENCY_KEY_REUSED. Without a key every request is a new submission.
   */
  clientSubmissionId?: string | null | undefined;
  message?: string | null | undefined;
  profile: VisitorProfileInput;
  /** The scout link's urlId. */
  scoutUrlId: string;
};

/** Input of createVisitorScoutInquiry. */
export type CreateVisitorScoutInquiryInput = {
  attribution?: AttributionInput | null | undefined;
  clientMutationId?: string | null | undefined;
  /**
   * Idempotency key the client makes for one submission (a UUID) and sends again when it
   * retries that submission. A key already used returns what was saved with it (the same
   * visitor, entries or inquiry, conversionId included) and saves nothing; the same key with
   * other content (another mutation, or any field of the input other than clientMutationId)
   * answers IDEMPOTENCY_KEY_REUSED. Without a key every request is a new submission.
   */
  clientSubmissionId?: string | null | undefined;
  message?: string | null | undefined;
  profile: VisitorProfileInput;
  /** The scout link's urlId. */
  scoutUrlId: string;
};

/** Input of deleteSavedSearch. */
export type DeleteSavedSearchInput = {
  clientMutationId?: string | null | undefined;
  id: string | number;
};

/** Current employment status of a job seeker. */
export type EmploymentStatus =
  | 'employed'
  | 'student'
  | 'unemployed';

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

/** Gender as asked on the profile and resume. */
export type Gender =
  | 'female'
  | 'male'
  | 'other';

/** Hiring type of a job posting. */
export type HiringType =
  | 'contract'
  | 'dispatch'
  | 'outsourcing'
  | 'part_time'
  | 'regular';

/**
 * Where a company's interview date proposal stands: open until the member answers or the
 * company withdraws it.
 */
export type InterviewProposalStatus =
  | 'chosen'
  | 'open'
  | 'other_dates_requested'
  | 'withdrawn';

/**
 * The point of a distance search: a municipality's point, or a position the browser gave (only
 * on the seeker's tap). Exactly one of municipalityId or latitude + longitude.
 */
export type JobNearInput = {
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
  /** JIS municipality code whose point is the origin. */
  municipalityId?: string | number | null | undefined;
  /** 1–100 km (the site offers 10, 20, 30 and 50). */
  radiusKm: number;
};

/**
 * Input of a job search; filters combine with AND, values inside one list with OR (except
 * `featureIds`: all of them).
 */
export type JobSearchInput = {
  companyId?: string | number | null | undefined;
  /** Leave these out, e.g. the job being viewed. */
  excludeJobIds?: Array<string | number> | null | undefined;
  /** Jobs having every one of these features (unlike the other lists, which match any value). */
  featureIds?: Array<string | number> | null | undefined;
  hiringTypes?: Array<HiringType> | null | undefined;
  /** Also list jobs that stopped taking entries (募集終了); left out when absent or false. */
  includeClosed?: boolean | null | undefined;
  /** Words matched against title, company, description and address. */
  keyword?: string | null | undefined;
  /**
   * Jobs whose lowest pay, as an annual amount (monthly × 12, hourly × 168 × 12, daily × 21 × 12;
   * annual pay as it is), is at least this many yen. With minimumMonthlySalary both must hold.
   * 0–120,000,000.
   */
  minimumAnnualSalary?: number | null | undefined;
  /**
   * Jobs whose lowest pay, as a monthly amount (hourly × 168, daily × 21, annual ÷ 12), is at
   * least this many yen: 「月給30万円以上」 leaves out 23.5万〜30万. 0–10,000,000.
   */
  minimumMonthlySalary?: number | null | undefined;
  /** JIS municipality codes. */
  municipalityIds?: Array<string | number> | null | undefined;
  /** Distance search: jobs whose position is within `radiusKm` of a point. */
  near?: JobNearInput | null | undefined;
  occupationCategoryIds?: Array<string | number> | null | undefined;
  prefectureIds?: Array<string | number> | null | undefined;
  /** Prefecture route slug, e.g. `tokyo`. */
  prefectureNameEn?: string | null | undefined;
  /** 新着: published within this many days before now (1–365). */
  publishedWithinDays?: number | null | undefined;
  /** Working hours: 日勤 (a day shift), 夜勤 (a night shift), 夜勤なし (no night shift). */
  shift?: JobShiftCondition | null | undefined;
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

/** Which of the member's documents a message carries as a PDF. */
export type MemberDocumentKind =
  | 'CAREER_SHEET'
  | 'RESUME';

/** Input of readCompanyMessage. */
export type ReadCompanyMessageInput = {
  clientMutationId?: string | null | undefined;
  roomId: string | number;
  /**
   * The newest message of the room the member has seen (any sender). Only the company's
   * messages up to and including it are marked read, so one that arrived after the page loaded
   * stays unread. Without it, all of the room's company messages are marked read. A message
   * that is not in this room is NOT_FOUND.
   */
  untilMessageId?: string | number | null | undefined;
};

/** Input of readNotices. */
export type ReadNoticesInput = {
  clientMutationId?: string | null | undefined;
  /** Notices to mark read; all of the member's when left out. */
  noticeIds?: Array<string | number> | null | undefined;
};

/** Input of readSavedSearchMatches. */
export type ReadSavedSearchMatchesInput = {
  clientMutationId?: string | null | undefined;
  id: string | number;
};

/** Input of recoverInconsistentUser. */
export type RecoverInconsistentUserInput = {
  clientMutationId?: string | null | undefined;
};

/** Input of removeFavorite. */
export type RemoveFavoriteInput = {
  clientMutationId?: string | null | undefined;
  jobId: string | number;
};

/** Input of removeResumePhoto. */
export type RemoveResumePhotoInput = {
  clientMutationId?: string | null | undefined;
  resumeId: string | number;
};

/** Input of renameSavedSearch. */
export type RenameSavedSearchInput = {
  clientMutationId?: string | null | undefined;
  id: string | number;
  name: string;
};

/** Input of requestOtherInterviewDates. */
export type RequestOtherInterviewDatesInput = {
  clientMutationId?: string | null | undefined;
  /** Optional wishes (up to INTERVIEW_LIMITS.maxNoteLength characters), added to the canned text. */
  note?: string | null | undefined;
  proposalId: string | number;
};

/** How a job seeker answered a scout. */
export type ResponseType =
  | 'entry'
  | 'inquiry';

/** Who a message room is with: a hiring company, or the site's career advisor. */
export type RoomKind =
  | 'advisor'
  | 'company';

/** How a salary figure is paid. */
export type SalaryOption =
  | 'annual'
  | 'daily'
  | 'hourly'
  | 'monthly';

/**
 * Input of saveSearch: the conditions of a job list (route slugs as in its URL, and the
 * search conditions beyond its path).
 */
export type SaveSearchInput = {
  clientMutationId?: string | null | undefined;
  featureId?: string | number | null | undefined;
  hiringTypes?: Array<HiringType> | null | undefined;
  /** Words as searchJobs takes them (JobSearchInput.keyword). */
  keyword?: string | null | undefined;
  /** As JobSearchInput.minimumAnnualSalary. */
  minimumAnnualSalary?: number | null | undefined;
  minimumMonthlySalary?: number | null | undefined;
  /** Features beyond featureId; every one must hold. */
  moreFeatureIds?: Array<string | number> | null | undefined;
  /** JIS municipality codes beyond municipalityId, within the prefecture; any of them. */
  moreMunicipalityIds?: Array<string | number> | null | undefined;
  /** JIS municipality code, within the prefecture. */
  municipalityId?: string | number | null | undefined;
  /** Shown in the member's list; made from the conditions when left out. */
  name?: string | null | undefined;
  /** Occupation route slug, e.g. `driver`. */
  occupation: string;
  /** Prefecture route slug, e.g. `tokyo`. */
  prefectureNameEn?: string | null | undefined;
  shift?: JobShiftCondition | null | undefined;
  sortType?: JobSort | null | undefined;
};

/** Events recorded in a scout's response history. */
export type ScoutHistoryEvent =
  | 'entry_attempted'
  | 'inquiry_attempted'
  | 'visited';

/** Where a scout response came from. */
export type ScoutSource =
  | 'scout';

/** When the job seeker wants to start a new job (desiredJobChangeTiming). */
export type StartTiming =
  | 'immediately'
  | 'undecided'
  | 'within_month'
  | 'within_three_months'
  | 'within_two_months';

/** Input of updateLastSessionAt: nothing but the optional clientMutationId (spec: input empty). */
export type UpdateLastSessionAtInput = {
  clientMutationId?: string | null | undefined;
};

/** Input of updateRoom. */
export type UpdateRoomInput = {
  clientMutationId?: string | null | undefined;
  isArchived?: boolean | null | undefined;
  roomId: string | number;
};

/** Input of uploadResumePhoto (multipart request). */
export type UploadResumePhotoInput = {
  clientMutationId?: string | null | undefined;
  /**
   * A JPEG or PNG (sniffed from its bytes) of at most RESUME_PHOTO_LIMITS.maxBytes and
   * RESUME_PHOTO_LIMITS.maxSide pixels a side; replaces the resume's photo.
   */
  file: File | Blob;
  resumeId: string | number;
};

/** Profile a visitor gives with a visitor entry or inquiry. */
export type VisitorProfileInput = {
  /** The address after 都道府県 (市区町村・町名・番地), at most 100 characters. */
  addressLine?: string | null | undefined;
  birthYear: number;
  contactMethod?: ContactMethod | null | undefined;
  desiredJobChangeTiming?: StartTiming | null | undefined;
  desiredOccupationIds?: Array<string | number> | null | undefined;
  email?: string | null | undefined;
  employmentStatus?: EmploymentStatus | null | undefined;
  /**
   * Reading of the name in hiragana (ふりがな); katakana is accepted and stored as hiragana.
   * Required by createVisitorJobEntry (BAD_USER_INPUT at profile.furigana), optional for scouts.
   */
  furigana?: string | null | undefined;
  gender?: Gender | null | undefined;
  name: string;
  phoneNumber: string;
  prefectureId?: string | number | null | undefined;
  qualificationIds?: Array<string | number> | null | undefined;
  zipCode: string;
};

export type AccountUserQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountUserQuery = { user: { id: string, email: string | null, phoneNumber: string | null, authType: AuthType, favoriteJobCount: number } | null };

export type AccountViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountViewerQuery = { endUserViewer: { id: string, email: string | null, phoneNumber: string | null, authType: AuthType } };

export type CreateUserWithRelationsMutationVariables = Exact<{
  input: CreateUserWithRelationsInput;
}>;


export type CreateUserWithRelationsMutation = { createUserWithRelations: { user: { id: string, favoriteJobCount: number } } };

export type RecoverInconsistentUserMutationVariables = Exact<{
  input: RecoverInconsistentUserInput;
}>;


export type RecoverInconsistentUserMutation = { recoverInconsistentUser: { user: { id: string, email: string | null, phoneNumber: string | null } } };

export type MergeFavoritesMutationVariables = Exact<{
  input: AddFavoritesInput;
}>;


export type MergeFavoritesMutation = { addFavorites: { favoriteJobCount: number, jobs: Array<{ id: string }> } };

export type UpdateLastSessionAtMutationVariables = Exact<{
  input: UpdateLastSessionAtInput;
}>;


export type UpdateLastSessionAtMutation = { updateLastSessionAt: { lastSessionAt: string } };

export type SearchJobTotalCountQueryVariables = Exact<{
  query?: JobSearchInput | null | undefined;
  occupation?: string | null | undefined;
}>;


export type SearchJobTotalCountQuery = { searchJobTotalCount: number };

export type InterviewProposalFieldsFragment = { id: string, status: InterviewProposalStatus, place: string | null, answeredAt: string | null, slots: Array<{ id: string, startsAt: string, endsAt: string, isPast: boolean }>, chosenSlot: { id: string, startsAt: string, endsAt: string } | null };

export type MessagesMessageFieldsFragment = { id: string, content: string | null, contentType: AttachmentKind, isSentByUser: boolean, readAt: string | null, createdAt: string, file: { name: string, contentType: string } | null, interviewProposal: { id: string, status: InterviewProposalStatus, place: string | null, answeredAt: string | null, slots: Array<{ id: string, startsAt: string, endsAt: string, isPast: boolean }>, chosenSlot: { id: string, startsAt: string, endsAt: string } | null } | null };

export type MessagesRoomFieldsFragment = { id: string, kind: RoomKind, unreadMessageCount: number, isArchived: boolean, createdAt: string, company: { id: string, name: string } | null, entry: { id: string, currentStatus: EntryStatus, job: { id: string, title: string, occupation: { occupationNameEn: string } } } | null, scout: { id: string, hiddenCompanyName: boolean } | null, lastMessage: { id: string, content: string | null, contentType: AttachmentKind, isSentByUser: boolean, readAt: string | null, createdAt: string, file: { name: string, contentType: string } | null, interviewProposal: { id: string, status: InterviewProposalStatus, place: string | null, answeredAt: string | null, slots: Array<{ id: string, startsAt: string, endsAt: string, isPast: boolean }>, chosenSlot: { id: string, startsAt: string, endsAt: string } | null } | null } | null };

export type MessageRoomsQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;


export type MessageRoomsQuery = { rooms: { totalCount: number, edges: Array<{ node: { id: string, kind: RoomKind, unreadMessageCount: number, isArchived: boolean, createdAt: string, company: { id: string, name: string } | null, entry: { id: string, currentStatus: EntryStatus, job: { id: string, title: string, occupation: { occupationNameEn: string } } } | null, scout: { id: string, hiddenCompanyName: boolean } | null, lastMessage: { id: string, content: string | null, contentType: AttachmentKind, isSentByUser: boolean, readAt: string | null, createdAt: string, file: { name: string, contentType: string } | null, interviewProposal: { id: string, status: InterviewProposalStatus, place: string | null, answeredAt: string | null, slots: Array<{ id: string, startsAt: string, endsAt: string, isPast: boolean }>, chosenSlot: { id: string, startsAt: string, endsAt: string } | null } | null } | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type MessageRoomQueryVariables = Exact<{
  id: string | number;
  first: number;
  after?: string | null | undefined;
}>;


export type MessageRoomQuery = { room: { id: string, kind: RoomKind, unreadMessageCount: number, isArchived: boolean, createdAt: string, quickReplies: Array<{ key: string, label: string, text: string }>, messages: { totalCount: number, edges: Array<{ node: { id: string, content: string | null, contentType: AttachmentKind, isSentByUser: boolean, readAt: string | null, createdAt: string, file: { name: string, contentType: string } | null, interviewProposal: { id: string, status: InterviewProposalStatus, place: string | null, answeredAt: string | null, slots: Array<{ id: string, startsAt: string, endsAt: string, isPast: boolean }>, chosenSlot: { id: string, startsAt: string, endsAt: string } | null } | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } }, company: { id: string, name: string } | null, entry: { id: string, currentStatus: EntryStatus, job: { id: string, title: string, occupation: { occupationNameEn: string } } } | null, scout: { id: string, hiddenCompanyName: boolean } | null, lastMessage: { id: string, content: string | null, contentType: AttachmentKind, isSentByUser: boolean, readAt: string | null, createdAt: string, file: { name: string, contentType: string } | null, interviewProposal: { id: string, status: InterviewProposalStatus, place: string | null, answeredAt: string | null, slots: Array<{ id: string, startsAt: string, endsAt: string, isPast: boolean }>, chosenSlot: { id: string, startsAt: string, endsAt: string } | null } | null } | null } };

export type MessageRoomOlderQueryVariables = Exact<{
  id: string | number;
  first: number;
  after: string;
}>;


export type MessageRoomOlderQuery = { room: { id: string, messages: { totalCount: number, edges: Array<{ node: { id: string, content: string | null, contentType: AttachmentKind, isSentByUser: boolean, readAt: string | null, createdAt: string, file: { name: string, contentType: string } | null, interviewProposal: { id: string, status: InterviewProposalStatus, place: string | null, answeredAt: string | null, slots: Array<{ id: string, startsAt: string, endsAt: string, isPast: boolean }>, chosenSlot: { id: string, startsAt: string, endsAt: string } | null } | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } } };

export type ReadCompanyMessageMutationVariables = Exact<{
  input: ReadCompanyMessageInput;
}>;


export type ReadCompanyMessageMutation = { readCompanyMessage: { messageCount: number, room: { id: string, unreadMessageCount: number } } };

export type CreateUserMessageMutationVariables = Exact<{
  input: CreateUserMessageInput;
}>;


export type CreateUserMessageMutation = { createUserMessage: { message: { id: string, content: string | null, contentType: AttachmentKind, isSentByUser: boolean, readAt: string | null, createdAt: string, file: { name: string, contentType: string } | null, interviewProposal: { id: string, status: InterviewProposalStatus, place: string | null, answeredAt: string | null, slots: Array<{ id: string, startsAt: string, endsAt: string, isPast: boolean }>, chosenSlot: { id: string, startsAt: string, endsAt: string } | null } | null } } };

export type CreateUserAttachmentMessageMutationVariables = Exact<{
  input: CreateUserAttachmentMessageInput;
}>;


export type CreateUserAttachmentMessageMutation = { createUserAttachmentMessage: { message: { id: string, content: string | null, contentType: AttachmentKind, isSentByUser: boolean, readAt: string | null, createdAt: string, file: { name: string, contentType: string } | null, interviewProposal: { id: string, status: InterviewProposalStatus, place: string | null, answeredAt: string | null, slots: Array<{ id: string, startsAt: string, endsAt: string, isPast: boolean }>, chosenSlot: { id: string, startsAt: string, endsAt: string } | null } | null } } };

export type ChooseInterviewSlotMutationVariables = Exact<{
  input: ChooseInterviewSlotInput;
}>;


export type ChooseInterviewSlotMutation = { chooseInterviewSlot: { proposal: { id: string, status: InterviewProposalStatus, place: string | null, answeredAt: string | null, slots: Array<{ id: string, startsAt: string, endsAt: string, isPast: boolean }>, chosenSlot: { id: string, startsAt: string, endsAt: string } | null }, message: { id: string, content: string | null, contentType: AttachmentKind, isSentByUser: boolean, readAt: string | null, createdAt: string, file: { name: string, contentType: string } | null, interviewProposal: { id: string, status: InterviewProposalStatus, place: string | null, answeredAt: string | null, slots: Array<{ id: string, startsAt: string, endsAt: string, isPast: boolean }>, chosenSlot: { id: string, startsAt: string, endsAt: string } | null } | null }, entry: { id: string, currentStatus: EntryStatus } } };

export type RequestOtherInterviewDatesMutationVariables = Exact<{
  input: RequestOtherInterviewDatesInput;
}>;


export type RequestOtherInterviewDatesMutation = { requestOtherInterviewDates: { proposal: { id: string, status: InterviewProposalStatus, place: string | null, answeredAt: string | null, slots: Array<{ id: string, startsAt: string, endsAt: string, isPast: boolean }>, chosenSlot: { id: string, startsAt: string, endsAt: string } | null }, message: { id: string, content: string | null, contentType: AttachmentKind, isSentByUser: boolean, readAt: string | null, createdAt: string, file: { name: string, contentType: string } | null, interviewProposal: { id: string, status: InterviewProposalStatus, place: string | null, answeredAt: string | null, slots: Array<{ id: string, startsAt: string, endsAt: string, isPast: boolean }>, chosenSlot: { id: string, startsAt: string, endsAt: string } | null } | null }, entry: { id: string, currentStatus: EntryStatus } } };

export type UpdateRoomMutationVariables = Exact<{
  input: UpdateRoomInput;
}>;


export type UpdateRoomMutation = { updateRoom: { room: { id: string, isArchived: boolean } } };

export type MemberNoticesQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;


export type MemberNoticesQuery = { notices: { totalCount: number, unreadCount: number, edges: Array<{ node: { id: string, text: string, url: string | null, readAt: string | null, createdAt: string } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type ReadNoticesMutationVariables = Exact<{
  input: ReadNoticesInput;
}>;


export type ReadNoticesMutation = { readNotices: { unreadNoticeCount: number, notices: Array<{ id: string, readAt: string | null }> } };

export type MemberDocumentChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type MemberDocumentChoicesQuery = { endUserViewer: { id: string, resumes: Array<{ id: string, name: string, updatedAt: string }>, careerSheets: Array<{ id: string, name: string, updatedAt: string }> } };

export type CreateUserDocumentMessageMutationVariables = Exact<{
  input: CreateUserDocumentMessageInput;
}>;


export type CreateUserDocumentMessageMutation = { createUserDocumentMessage: { message: { id: string, content: string | null, contentType: AttachmentKind, isSentByUser: boolean, readAt: string | null, createdAt: string, file: { name: string, contentType: string } | null, interviewProposal: { id: string, status: InterviewProposalStatus, place: string | null, answeredAt: string | null, slots: Array<{ id: string, startsAt: string, endsAt: string, isPast: boolean }>, chosenSlot: { id: string, startsAt: string, endsAt: string } | null } | null } } };

export type ResumePhotoFieldsFragment = { id: string, photo: { dataUrl: string, width: number, height: number } | null };

export type UploadResumePhotoMutationVariables = Exact<{
  input: UploadResumePhotoInput;
}>;


export type UploadResumePhotoMutation = { uploadResumePhoto: { resume: { id: string, photo: { dataUrl: string, width: number, height: number } | null } } };

export type RemoveResumePhotoMutationVariables = Exact<{
  input: RemoveResumePhotoInput;
}>;


export type RemoveResumePhotoMutation = { removeResumePhoto: { resume: { id: string, photo: { dataUrl: string, width: number, height: number } | null } } };

export type SavedSearchFieldsFragment = { id: string, name: string, hiringTypes: Array<HiringType>, minimumMonthlySalary: number | null, minimumAnnualSalary: number | null, shift: JobShiftCondition | null, keyword: string | null, sortType: JobSort, newMatchCount: number, createdAt: string, occupation: { id: string, name: string, occupationNameEn: string }, prefecture: { id: string, name: string, prefectureEnName: string } | null, municipality: { id: string, name: string } | null, feature: { id: string, name: string } | null, moreFeatures: Array<{ id: string, name: string }>, moreMunicipalities: Array<{ id: string, name: string }> };

export type SavedSearchesQueryVariables = Exact<{
  newJobs: number;
}>;


export type SavedSearchesQuery = { savedSearches: Array<{ id: string, name: string, hiringTypes: Array<HiringType>, minimumMonthlySalary: number | null, minimumAnnualSalary: number | null, shift: JobShiftCondition | null, keyword: string | null, sortType: JobSort, newMatchCount: number, createdAt: string, newJobs: Array<{ id: string, title: string, lowestSalary: number, highestSalary: number | null, salaryOption: SalaryOption, isMemberOnly: boolean, company: { name: string } | null, prefecture: { name: string }, municipality: { name: string } | null, occupation: { occupationNameEn: string } }>, occupation: { id: string, name: string, occupationNameEn: string }, prefecture: { id: string, name: string, prefectureEnName: string } | null, municipality: { id: string, name: string } | null, feature: { id: string, name: string } | null, moreFeatures: Array<{ id: string, name: string }>, moreMunicipalities: Array<{ id: string, name: string }> }> };

export type SavedSearchSummaryQueryVariables = Exact<{ [key: string]: never; }>;


export type SavedSearchSummaryQuery = { savedSearches: Array<{ id: string, name: string, newMatchCount: number }> };

export type SaveSearchMutationVariables = Exact<{
  input: SaveSearchInput;
}>;


export type SaveSearchMutation = { saveSearch: { alreadySaved: boolean, savedSearchCount: number, savedSearch: { id: string, name: string } } };

export type RenameSavedSearchMutationVariables = Exact<{
  input: RenameSavedSearchInput;
}>;


export type RenameSavedSearchMutation = { renameSavedSearch: { savedSearch: { id: string, name: string } } };

export type DeleteSavedSearchMutationVariables = Exact<{
  input: DeleteSavedSearchInput;
}>;


export type DeleteSavedSearchMutation = { deleteSavedSearch: { id: string, newMatchCount: number } };

export type ReadSavedSearchMatchesMutationVariables = Exact<{
  input: ReadSavedSearchMatchesInput;
}>;


export type ReadSavedSearchMatchesMutation = { readSavedSearchMatches: { newMatchCount: number, savedSearch: { id: string, newMatchCount: number } } };

export type ScoutDetailFieldsFragment = { id: string, urlId: string, message: string, jobDescription: string | null, salary: string | null, workingTime: string | null, holiday: string | null, welfare: string | null, location: string | null, carDescription: string | null, contractCategory: string | null, isHiring: boolean, hiddenCompanyName: boolean, hiddenCompanyImage: boolean, createdAt: string, company: { id: string, name: string, addressLine: string | null, images: Array<{ url: string, alt: string | null }> } | null, occupationCategory: { id: string, name: string } | null, relatedJobs: Array<{ id: string, title: string, lowestSalary: number, highestSalary: number | null, salaryOption: SalaryOption, isHiring: boolean, isPublished: boolean, occupation: { name: string, occupationNameEn: string }, prefecture: { name: string } }> };

export type MemberScoutQueryVariables = Exact<{
  id: string | number;
}>;


export type MemberScoutQuery = { isEntry: boolean, isScoutInquiry: boolean, scout: { id: string, urlId: string, message: string, jobDescription: string | null, salary: string | null, workingTime: string | null, holiday: string | null, welfare: string | null, location: string | null, carDescription: string | null, contractCategory: string | null, isHiring: boolean, hiddenCompanyName: boolean, hiddenCompanyImage: boolean, createdAt: string, company: { id: string, name: string, addressLine: string | null, images: Array<{ url: string, alt: string | null }> } | null, occupationCategory: { id: string, name: string } | null, relatedJobs: Array<{ id: string, title: string, lowestSalary: number, highestSalary: number | null, salaryOption: SalaryOption, isHiring: boolean, isPublished: boolean, occupation: { name: string, occupationNameEn: string }, prefecture: { name: string } }> } };

export type ScoutByUrlIdQueryVariables = Exact<{
  urlId: string;
}>;


export type ScoutByUrlIdQuery = { scoutByUrlId: { id: string, urlId: string, message: string, jobDescription: string | null, salary: string | null, workingTime: string | null, holiday: string | null, welfare: string | null, location: string | null, carDescription: string | null, contractCategory: string | null, isHiring: boolean, hiddenCompanyName: boolean, hiddenCompanyImage: boolean, createdAt: string, company: { id: string, name: string, addressLine: string | null, images: Array<{ url: string, alt: string | null }> } | null, occupationCategory: { id: string, name: string } | null, relatedJobs: Array<{ id: string, title: string, lowestSalary: number, highestSalary: number | null, salaryOption: SalaryOption, isHiring: boolean, isPublished: boolean, occupation: { name: string, occupationNameEn: string }, prefecture: { name: string } }> } };

export type OwnScoutQueryVariables = Exact<{
  id: string | number;
}>;


export type OwnScoutQuery = { scout: { id: string } };

export type ScoutRoomsQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;


export type ScoutRoomsQuery = { rooms: { totalCount: number, edges: Array<{ node: { id: string, unreadMessageCount: number, company: { id: string, name: string } | null, entry: { id: string, currentStatus: EntryStatus } | null, quickReplies: Array<{ key: string, label: string, text: string }>, scout: { id: string, message: string, isHiring: boolean, hiddenCompanyName: boolean, createdAt: string, jobDescription: string | null, occupationCategory: { id: string, name: string } | null } | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type CreateScoutResponseHistoryMutationVariables = Exact<{
  input: CreateScoutResponseHistoryInput;
}>;


export type CreateScoutResponseHistoryMutation = { createScoutResponseHistory: { conversionId: string | null } };

export type CreateScoutEntryMutationVariables = Exact<{
  input: CreateScoutEntryInput;
}>;


export type CreateScoutEntryMutation = { createScoutEntry: { entry: { id: string, room: { id: string } | null }, user: { conversionId: string } } };

export type CreateVisitorScoutEntryMutationVariables = Exact<{
  input: CreateVisitorScoutEntryInput;
}>;


export type CreateVisitorScoutEntryMutation = { createVisitorScoutEntry: { entry: { id: string }, user: { conversionId: string } } };

export type CreateScoutInquiryMutationVariables = Exact<{
  input: CreateScoutInquiryInput;
}>;


export type CreateScoutInquiryMutation = { createScoutInquiry: { scoutInquiry: { id: string, updatedAt: string }, user: { conversionId: string } } };

export type CreateVisitorScoutInquiryMutationVariables = Exact<{
  input: CreateVisitorScoutInquiryInput;
}>;


export type CreateVisitorScoutInquiryMutation = { createVisitorScoutInquiry: { scoutInquiry: { id: string, updatedAt: string }, user: { conversionId: string } } };

export type ScoutInquiryFormQueryVariables = Exact<{
  conversionId: string;
  occupationCategoryIds?: Array<string | number> | string | number | null | undefined;
  token?: string | null | undefined;
}>;


export type ScoutInquiryFormQuery = { Inquiry: { kintoneUser: { id: string, name: string | null, lastName: string | null, firstName: string | null, birthYear: number | null, gender: Gender | null, zipCode: string | null, phoneNumber: string | null, employmentStatus: EmploymentStatus | null, occupations: Array<{ id: string }>, qualifications: Array<{ id: string }> } | null, qualifications: Array<{ id: string, name: string, category: { id: string, name: string }, occupationCategories: Array<{ id: string }> }>, desiredOccupations: Array<{ id: string, name: string, occupationCategory: { id: string, name: string } }> } };

export type ViewerCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerCountsQuery = { user: { id: string, favoriteJobCount: number, messageCount: number, newMatchCount: number, enteredJobIds: Array<string> } | null };

export type FavoriteJobIdsQueryVariables = Exact<{
  per: number;
}>;


export type FavoriteJobIdsQuery = { favoriteJobs: { totalCount: number, nodes: Array<{ id: string }> } };

export type AddFavoriteMutationVariables = Exact<{
  input: AddFavoriteInput;
}>;


export type AddFavoriteMutation = { addFavorite: { favoriteJobCount: number } };

export type RemoveFavoriteMutationVariables = Exact<{
  input: RemoveFavoriteInput;
}>;


export type RemoveFavoriteMutation = { removeFavorite: { favoriteJobCount: number } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const InterviewProposalFieldsFragmentDoc = new TypedDocumentString(`
    fragment InterviewProposalFields on InterviewProposal {
  id
  status
  place
  answeredAt
  slots {
    id
    startsAt
    endsAt
    isPast
  }
  chosenSlot {
    id
    startsAt
    endsAt
  }
}
    `, {"fragmentName":"InterviewProposalFields"}) as unknown as TypedDocumentString<InterviewProposalFieldsFragment, unknown>;
export const MessagesMessageFieldsFragmentDoc = new TypedDocumentString(`
    fragment MessagesMessageFields on Message {
  id
  content
  contentType
  isSentByUser
  readAt
  createdAt
  file {
    name
    contentType
  }
  interviewProposal {
    ...InterviewProposalFields
  }
}
    fragment InterviewProposalFields on InterviewProposal {
  id
  status
  place
  answeredAt
  slots {
    id
    startsAt
    endsAt
    isPast
  }
  chosenSlot {
    id
    startsAt
    endsAt
  }
}`, {"fragmentName":"MessagesMessageFields"}) as unknown as TypedDocumentString<MessagesMessageFieldsFragment, unknown>;
export const MessagesRoomFieldsFragmentDoc = new TypedDocumentString(`
    fragment MessagesRoomFields on Room {
  id
  kind
  unreadMessageCount
  isArchived
  createdAt
  company {
    id
    name
  }
  entry {
    id
    currentStatus
    job {
      id
      title
      occupation {
        occupationNameEn
      }
    }
  }
  scout {
    id
    hiddenCompanyName
  }
  lastMessage {
    ...MessagesMessageFields
  }
}
    fragment InterviewProposalFields on InterviewProposal {
  id
  status
  place
  answeredAt
  slots {
    id
    startsAt
    endsAt
    isPast
  }
  chosenSlot {
    id
    startsAt
    endsAt
  }
}
fragment MessagesMessageFields on Message {
  id
  content
  contentType
  isSentByUser
  readAt
  createdAt
  file {
    name
    contentType
  }
  interviewProposal {
    ...InterviewProposalFields
  }
}`, {"fragmentName":"MessagesRoomFields"}) as unknown as TypedDocumentString<MessagesRoomFieldsFragment, unknown>;
export const ResumePhotoFieldsFragmentDoc = new TypedDocumentString(`
    fragment ResumePhotoFields on Resume {
  id
  photo {
    dataUrl
    width
    height
  }
}
    `, {"fragmentName":"ResumePhotoFields"}) as unknown as TypedDocumentString<ResumePhotoFieldsFragment, unknown>;
export const SavedSearchFieldsFragmentDoc = new TypedDocumentString(`
    fragment SavedSearchFields on SavedSearch {
  id
  name
  occupation {
    id
    name
    occupationNameEn
  }
  prefecture {
    id
    name
    prefectureEnName
  }
  municipality {
    id
    name
  }
  feature {
    id
    name
  }
  moreFeatures {
    id
    name
  }
  moreMunicipalities {
    id
    name
  }
  hiringTypes
  minimumMonthlySalary
  minimumAnnualSalary
  shift
  keyword
  sortType
  newMatchCount
  createdAt
}
    `, {"fragmentName":"SavedSearchFields"}) as unknown as TypedDocumentString<SavedSearchFieldsFragment, unknown>;
export const ScoutDetailFieldsFragmentDoc = new TypedDocumentString(`
    fragment ScoutDetailFields on Scout {
  id
  urlId
  message
  jobDescription
  salary
  workingTime
  holiday
  welfare
  location
  carDescription
  contractCategory
  isHiring
  hiddenCompanyName
  hiddenCompanyImage
  createdAt
  company {
    id
    name
    addressLine
    images {
      url
      alt
    }
  }
  occupationCategory {
    id
    name
  }
  relatedJobs {
    id
    title
    lowestSalary
    highestSalary
    salaryOption
    isHiring
    isPublished
    occupation {
      name
      occupationNameEn
    }
    prefecture {
      name
    }
  }
}
    `, {"fragmentName":"ScoutDetailFields"}) as unknown as TypedDocumentString<ScoutDetailFieldsFragment, unknown>;
export const AccountUserDocument = new TypedDocumentString(`
    query AccountUser {
  user {
    id
    email
    phoneNumber
    authType
    favoriteJobCount
  }
}
    `, {"hash":"sha256:176e88fbe9274f2d41d96b1dcfd330caeb224e43337976f790444180e70bc07c"}) as unknown as TypedDocumentString<AccountUserQuery, AccountUserQueryVariables>;
export const AccountViewerDocument = new TypedDocumentString(`
    query AccountViewer {
  endUserViewer {
    id
    email
    phoneNumber
    authType
  }
}
    `, {"hash":"sha256:8fb4579e517af428194143473d88c4a734424a340c6395ddfc9bb45940269ae1"}) as unknown as TypedDocumentString<AccountViewerQuery, AccountViewerQueryVariables>;
export const CreateUserWithRelationsDocument = new TypedDocumentString(`
    mutation CreateUserWithRelations($input: CreateUserWithRelationsInput!) {
  createUserWithRelations(input: $input) {
    user {
      id
      favoriteJobCount
    }
  }
}
    `, {"hash":"sha256:b0bd47763d60c742b59cf821b493cd43dafb11213a3208c9de13b8fc5193f124"}) as unknown as TypedDocumentString<CreateUserWithRelationsMutation, CreateUserWithRelationsMutationVariables>;
export const RecoverInconsistentUserDocument = new TypedDocumentString(`
    mutation RecoverInconsistentUser($input: RecoverInconsistentUserInput!) {
  recoverInconsistentUser(input: $input) {
    user {
      id
      email
      phoneNumber
    }
  }
}
    `, {"hash":"sha256:83cd5e62370a1335766b78825ff9f8155796393af8304710de576200749d9053"}) as unknown as TypedDocumentString<RecoverInconsistentUserMutation, RecoverInconsistentUserMutationVariables>;
export const MergeFavoritesDocument = new TypedDocumentString(`
    mutation MergeFavorites($input: AddFavoritesInput!) {
  addFavorites(input: $input) {
    jobs {
      id
    }
    favoriteJobCount
  }
}
    `, {"hash":"sha256:8769fbdf382c2b4d1cb983eca22cbd2b476dcd7b67b8f65c7bd7fc266ebd9925"}) as unknown as TypedDocumentString<MergeFavoritesMutation, MergeFavoritesMutationVariables>;
export const UpdateLastSessionAtDocument = new TypedDocumentString(`
    mutation UpdateLastSessionAt($input: UpdateLastSessionAtInput!) {
  updateLastSessionAt(input: $input) {
    lastSessionAt
  }
}
    `, {"hash":"sha256:f7af57b996b65ca8d951b95fa1b4ea1c1b4519ea88b7679154fc80a2edaa513b"}) as unknown as TypedDocumentString<UpdateLastSessionAtMutation, UpdateLastSessionAtMutationVariables>;
export const SearchJobTotalCountDocument = new TypedDocumentString(`
    query SearchJobTotalCount($query: JobSearchInput, $occupation: String) {
  searchJobTotalCount(query: $query, occupation: $occupation)
}
    `, {"hash":"sha256:d789ddf47a6933b607d23ca2b5231a1348346dc222145cfe7658029815696d32"}) as unknown as TypedDocumentString<SearchJobTotalCountQuery, SearchJobTotalCountQueryVariables>;
export const MessageRoomsDocument = new TypedDocumentString(`
    query MessageRooms($first: Int!, $after: String) {
  rooms(first: $first, after: $after) {
    edges {
      node {
        ...MessagesRoomFields
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
    totalCount
  }
}
    fragment InterviewProposalFields on InterviewProposal {
  id
  status
  place
  answeredAt
  slots {
    id
    startsAt
    endsAt
    isPast
  }
  chosenSlot {
    id
    startsAt
    endsAt
  }
}
fragment MessagesMessageFields on Message {
  id
  content
  contentType
  isSentByUser
  readAt
  createdAt
  file {
    name
    contentType
  }
  interviewProposal {
    ...InterviewProposalFields
  }
}
fragment MessagesRoomFields on Room {
  id
  kind
  unreadMessageCount
  isArchived
  createdAt
  company {
    id
    name
  }
  entry {
    id
    currentStatus
    job {
      id
      title
      occupation {
        occupationNameEn
      }
    }
  }
  scout {
    id
    hiddenCompanyName
  }
  lastMessage {
    ...MessagesMessageFields
  }
}`, {"hash":"sha256:3e66ab240f98505ab2ec3fb0ec61b273de160c06d70fe351cd8803646c2d5f6c"}) as unknown as TypedDocumentString<MessageRoomsQuery, MessageRoomsQueryVariables>;
export const MessageRoomDocument = new TypedDocumentString(`
    query MessageRoom($id: ID!, $first: Int!, $after: String) {
  room(id: $id) {
    ...MessagesRoomFields
    quickReplies {
      key
      label
      text
    }
    messages(first: $first, after: $after) {
      edges {
        node {
          ...MessagesMessageFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      totalCount
    }
  }
}
    fragment InterviewProposalFields on InterviewProposal {
  id
  status
  place
  answeredAt
  slots {
    id
    startsAt
    endsAt
    isPast
  }
  chosenSlot {
    id
    startsAt
    endsAt
  }
}
fragment MessagesMessageFields on Message {
  id
  content
  contentType
  isSentByUser
  readAt
  createdAt
  file {
    name
    contentType
  }
  interviewProposal {
    ...InterviewProposalFields
  }
}
fragment MessagesRoomFields on Room {
  id
  kind
  unreadMessageCount
  isArchived
  createdAt
  company {
    id
    name
  }
  entry {
    id
    currentStatus
    job {
      id
      title
      occupation {
        occupationNameEn
      }
    }
  }
  scout {
    id
    hiddenCompanyName
  }
  lastMessage {
    ...MessagesMessageFields
  }
}`, {"hash":"sha256:32e9cb1dfe7153a86aafc7ee30de34602a5300e9e977e7b4727644d07b43e5cb"}) as unknown as TypedDocumentString<MessageRoomQuery, MessageRoomQueryVariables>;
export const MessageRoomOlderDocument = new TypedDocumentString(`
    query MessageRoomOlder($id: ID!, $first: Int!, $after: String!) {
  room(id: $id) {
    id
    messages(first: $first, after: $after) {
      edges {
        node {
          ...MessagesMessageFields
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
      totalCount
    }
  }
}
    fragment InterviewProposalFields on InterviewProposal {
  id
  status
  place
  answeredAt
  slots {
    id
    startsAt
    endsAt
    isPast
  }
  chosenSlot {
    id
    startsAt
    endsAt
  }
}
fragment MessagesMessageFields on Message {
  id
  content
  contentType
  isSentByUser
  readAt
  createdAt
  file {
    name
    contentType
  }
  interviewProposal {
    ...InterviewProposalFields
  }
}`, {"hash":"sha256:1c2767c559fbe1652e57e6c40842b5ee3c8a9d07dabc4fb96b61d63159543444"}) as unknown as TypedDocumentString<MessageRoomOlderQuery, MessageRoomOlderQueryVariables>;
export const ReadCompanyMessageDocument = new TypedDocumentString(`
    mutation ReadCompanyMessage($input: ReadCompanyMessageInput!) {
  readCompanyMessage(input: $input) {
    messageCount
    room {
      id
      unreadMessageCount
    }
  }
}
    `, {"hash":"sha256:552b315339ff9098624cfb0d1cf22c1943c04b1416a6b8b338ca5b0e7096c8ac"}) as unknown as TypedDocumentString<ReadCompanyMessageMutation, ReadCompanyMessageMutationVariables>;
export const CreateUserMessageDocument = new TypedDocumentString(`
    mutation CreateUserMessage($input: CreateUserMessageInput!) {
  createUserMessage(input: $input) {
    message {
      ...MessagesMessageFields
    }
  }
}
    fragment InterviewProposalFields on InterviewProposal {
  id
  status
  place
  answeredAt
  slots {
    id
    startsAt
    endsAt
    isPast
  }
  chosenSlot {
    id
    startsAt
    endsAt
  }
}
fragment MessagesMessageFields on Message {
  id
  content
  contentType
  isSentByUser
  readAt
  createdAt
  file {
    name
    contentType
  }
  interviewProposal {
    ...InterviewProposalFields
  }
}`, {"hash":"sha256:4c4ee2ae3ae155464297cc4e91202b0124988ad56e85b98bbd0843628c1d3b59"}) as unknown as TypedDocumentString<CreateUserMessageMutation, CreateUserMessageMutationVariables>;
export const CreateUserAttachmentMessageDocument = new TypedDocumentString(`
    mutation CreateUserAttachmentMessage($input: CreateUserAttachmentMessageInput!) {
  createUserAttachmentMessage(input: $input) {
    message {
      ...MessagesMessageFields
    }
  }
}
    fragment InterviewProposalFields on InterviewProposal {
  id
  status
  place
  answeredAt
  slots {
    id
    startsAt
    endsAt
    isPast
  }
  chosenSlot {
    id
    startsAt
    endsAt
  }
}
fragment MessagesMessageFields on Message {
  id
  content
  contentType
  isSentByUser
  readAt
  createdAt
  file {
    name
    contentType
  }
  interviewProposal {
    ...InterviewProposalFields
  }
}`, {"hash":"sha256:70f75a16ac6966ee8f2ffabcc6d12ff0cb8a1452c0a7d0adada5f573ebd19430"}) as unknown as TypedDocumentString<CreateUserAttachmentMessageMutation, CreateUserAttachmentMessageMutationVariables>;
export const ChooseInterviewSlotDocument = new TypedDocumentString(`
    mutation ChooseInterviewSlot($input: ChooseInterviewSlotInput!) {
  chooseInterviewSlot(input: $input) {
    proposal {
      ...InterviewProposalFields
    }
    message {
      ...MessagesMessageFields
    }
    entry {
      id
      currentStatus
    }
  }
}
    fragment InterviewProposalFields on InterviewProposal {
  id
  status
  place
  answeredAt
  slots {
    id
    startsAt
    endsAt
    isPast
  }
  chosenSlot {
    id
    startsAt
    endsAt
  }
}
fragment MessagesMessageFields on Message {
  id
  content
  contentType
  isSentByUser
  readAt
  createdAt
  file {
    name
    contentType
  }
  interviewProposal {
    ...InterviewProposalFields
  }
}`, {"hash":"sha256:69275e37834cff74d94216d732a9da681193fb6eab74dadb5350e3fadc3a7478"}) as unknown as TypedDocumentString<ChooseInterviewSlotMutation, ChooseInterviewSlotMutationVariables>;
export const RequestOtherInterviewDatesDocument = new TypedDocumentString(`
    mutation RequestOtherInterviewDates($input: RequestOtherInterviewDatesInput!) {
  requestOtherInterviewDates(input: $input) {
    proposal {
      ...InterviewProposalFields
    }
    message {
      ...MessagesMessageFields
    }
    entry {
      id
      currentStatus
    }
  }
}
    fragment InterviewProposalFields on InterviewProposal {
  id
  status
  place
  answeredAt
  slots {
    id
    startsAt
    endsAt
    isPast
  }
  chosenSlot {
    id
    startsAt
    endsAt
  }
}
fragment MessagesMessageFields on Message {
  id
  content
  contentType
  isSentByUser
  readAt
  createdAt
  file {
    name
    contentType
  }
  interviewProposal {
    ...InterviewProposalFields
  }
}`, {"hash":"sha256:8e8ad39eb2c98e2d491c10c5d59777cba81a1ec9175932f753d261d6752a5808"}) as unknown as TypedDocumentString<RequestOtherInterviewDatesMutation, RequestOtherInterviewDatesMutationVariables>;
export const UpdateRoomDocument = new TypedDocumentString(`
    mutation UpdateRoom($input: UpdateRoomInput!) {
  updateRoom(input: $input) {
    room {
      id
      isArchived
    }
  }
}
    `, {"hash":"sha256:dba9b1de146fd063c797eeb87cff8baf74ef09591007620e850c33fc6e746fc2"}) as unknown as TypedDocumentString<UpdateRoomMutation, UpdateRoomMutationVariables>;
export const MemberNoticesDocument = new TypedDocumentString(`
    query MemberNotices($first: Int!, $after: String) {
  notices(first: $first, after: $after) {
    edges {
      node {
        id
        text
        url
        readAt
        createdAt
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
    totalCount
    unreadCount
  }
}
    `, {"hash":"sha256:a534375b625574c2753803342a74ad46c213f25e63eb1e719304ff773b4aed0d"}) as unknown as TypedDocumentString<MemberNoticesQuery, MemberNoticesQueryVariables>;
export const ReadNoticesDocument = new TypedDocumentString(`
    mutation ReadNotices($input: ReadNoticesInput!) {
  readNotices(input: $input) {
    unreadNoticeCount
    notices {
      id
      readAt
    }
  }
}
    `, {"hash":"sha256:e0cfa3881f9d84604e8e6e389fae046116896127890579902d47a9026d33fb8a"}) as unknown as TypedDocumentString<ReadNoticesMutation, ReadNoticesMutationVariables>;
export const MemberDocumentChoicesDocument = new TypedDocumentString(`
    query MemberDocumentChoices {
  endUserViewer {
    id
    resumes {
      id
      name
      updatedAt
    }
    careerSheets {
      id
      name
      updatedAt
    }
  }
}
    `, {"hash":"sha256:808037460fb6da7364ab4dd7839d3f6223be4dbc69f166f447c99e7fa671882a"}) as unknown as TypedDocumentString<MemberDocumentChoicesQuery, MemberDocumentChoicesQueryVariables>;
export const CreateUserDocumentMessageDocument = new TypedDocumentString(`
    mutation CreateUserDocumentMessage($input: CreateUserDocumentMessageInput!) {
  createUserDocumentMessage(input: $input) {
    message {
      ...MessagesMessageFields
    }
  }
}
    fragment InterviewProposalFields on InterviewProposal {
  id
  status
  place
  answeredAt
  slots {
    id
    startsAt
    endsAt
    isPast
  }
  chosenSlot {
    id
    startsAt
    endsAt
  }
}
fragment MessagesMessageFields on Message {
  id
  content
  contentType
  isSentByUser
  readAt
  createdAt
  file {
    name
    contentType
  }
  interviewProposal {
    ...InterviewProposalFields
  }
}`, {"hash":"sha256:fdb4544cffcf8c2e364ffab7e72063a6ed6db5f09e64f50e3f9b8c65aa8d1b4a"}) as unknown as TypedDocumentString<CreateUserDocumentMessageMutation, CreateUserDocumentMessageMutationVariables>;
export const UploadResumePhotoDocument = new TypedDocumentString(`
    mutation UploadResumePhoto($input: UploadResumePhotoInput!) {
  uploadResumePhoto(input: $input) {
    resume {
      ...ResumePhotoFields
    }
  }
}
    fragment ResumePhotoFields on Resume {
  id
  photo {
    dataUrl
    width
    height
  }
}`, {"hash":"sha256:87bb4656e824260a2da762001dba1b207bf3bb41aeffdf73c1474e33f9db2837"}) as unknown as TypedDocumentString<UploadResumePhotoMutation, UploadResumePhotoMutationVariables>;
export const RemoveResumePhotoDocument = new TypedDocumentString(`
    mutation RemoveResumePhoto($input: RemoveResumePhotoInput!) {
  removeResumePhoto(input: $input) {
    resume {
      ...ResumePhotoFields
    }
  }
}
    fragment ResumePhotoFields on Resume {
  id
  photo {
    dataUrl
    width
    height
  }
}`, {"hash":"sha256:766ac6ced6463d3c57ebfabe6d29d0604ada7cf95beaf90f625a13d679946880"}) as unknown as TypedDocumentString<RemoveResumePhotoMutation, RemoveResumePhotoMutationVariables>;
export const SavedSearchesDocument = new TypedDocumentString(`
    query SavedSearches($newJobs: Int!) {
  savedSearches {
    ...SavedSearchFields
    newJobs(limit: $newJobs) {
      id
      title
      lowestSalary
      highestSalary
      salaryOption
      isMemberOnly
      company {
        name
      }
      prefecture {
        name
      }
      municipality {
        name
      }
      occupation {
        occupationNameEn
      }
    }
  }
}
    fragment SavedSearchFields on SavedSearch {
  id
  name
  occupation {
    id
    name
    occupationNameEn
  }
  prefecture {
    id
    name
    prefectureEnName
  }
  municipality {
    id
    name
  }
  feature {
    id
    name
  }
  moreFeatures {
    id
    name
  }
  moreMunicipalities {
    id
    name
  }
  hiringTypes
  minimumMonthlySalary
  minimumAnnualSalary
  shift
  keyword
  sortType
  newMatchCount
  createdAt
}`, {"hash":"sha256:2ad0425c1bee8472f2e71a95f510e9e55a0070e3c4dd448379e95ea74355ee53"}) as unknown as TypedDocumentString<SavedSearchesQuery, SavedSearchesQueryVariables>;
export const SavedSearchSummaryDocument = new TypedDocumentString(`
    query SavedSearchSummary {
  savedSearches {
    id
    name
    newMatchCount
  }
}
    `, {"hash":"sha256:cd30b78856bdae39ab7c474d7ee3632fc39eefe75b853087a8faf34a5e965bd1"}) as unknown as TypedDocumentString<SavedSearchSummaryQuery, SavedSearchSummaryQueryVariables>;
export const SaveSearchDocument = new TypedDocumentString(`
    mutation SaveSearch($input: SaveSearchInput!) {
  saveSearch(input: $input) {
    savedSearch {
      id
      name
    }
    alreadySaved
    savedSearchCount
  }
}
    `, {"hash":"sha256:d086b5958772f55dfdbef32fafd5e35f6ae786f2a6b0419831addf5c3803d28e"}) as unknown as TypedDocumentString<SaveSearchMutation, SaveSearchMutationVariables>;
export const RenameSavedSearchDocument = new TypedDocumentString(`
    mutation RenameSavedSearch($input: RenameSavedSearchInput!) {
  renameSavedSearch(input: $input) {
    savedSearch {
      id
      name
    }
  }
}
    `, {"hash":"sha256:12599ccdd0c861844fd5b33a97f0b5cfeee4231c5ce27e152b4a945e03e771ba"}) as unknown as TypedDocumentString<RenameSavedSearchMutation, RenameSavedSearchMutationVariables>;
export const DeleteSavedSearchDocument = new TypedDocumentString(`
    mutation DeleteSavedSearch($input: DeleteSavedSearchInput!) {
  deleteSavedSearch(input: $input) {
    id
    newMatchCount
  }
}
    `, {"hash":"sha256:6c1bb9c88ab8b9f3e20e9f178365803c71eca9975b67046664a69eba48f7fc67"}) as unknown as TypedDocumentString<DeleteSavedSearchMutation, DeleteSavedSearchMutationVariables>;
export const ReadSavedSearchMatchesDocument = new TypedDocumentString(`
    mutation ReadSavedSearchMatches($input: ReadSavedSearchMatchesInput!) {
  readSavedSearchMatches(input: $input) {
    savedSearch {
      id
      newMatchCount
    }
    newMatchCount
  }
}
    `, {"hash":"sha256:3f40fd7d7a16eee53ea7e1087d4413568d1835ce7062bc09533ae5dccca2da52"}) as unknown as TypedDocumentString<ReadSavedSearchMatchesMutation, ReadSavedSearchMatchesMutationVariables>;
export const MemberScoutDocument = new TypedDocumentString(`
    query MemberScout($id: ID!) {
  scout(id: $id) {
    ...ScoutDetailFields
  }
  isEntry(scoutId: $id)
  isScoutInquiry(scoutId: $id)
}
    fragment ScoutDetailFields on Scout {
  id
  urlId
  message
  jobDescription
  salary
  workingTime
  holiday
  welfare
  location
  carDescription
  contractCategory
  isHiring
  hiddenCompanyName
  hiddenCompanyImage
  createdAt
  company {
    id
    name
    addressLine
    images {
      url
      alt
    }
  }
  occupationCategory {
    id
    name
  }
  relatedJobs {
    id
    title
    lowestSalary
    highestSalary
    salaryOption
    isHiring
    isPublished
    occupation {
      name
      occupationNameEn
    }
    prefecture {
      name
    }
  }
}`, {"hash":"sha256:162ace7d263ea6dc12b4229b6570790abd2bbf985ee35be7dfa1bebafad7fb2a"}) as unknown as TypedDocumentString<MemberScoutQuery, MemberScoutQueryVariables>;
export const ScoutByUrlIdDocument = new TypedDocumentString(`
    query ScoutByUrlId($urlId: String!) {
  scoutByUrlId(urlId: $urlId) {
    ...ScoutDetailFields
  }
}
    fragment ScoutDetailFields on Scout {
  id
  urlId
  message
  jobDescription
  salary
  workingTime
  holiday
  welfare
  location
  carDescription
  contractCategory
  isHiring
  hiddenCompanyName
  hiddenCompanyImage
  createdAt
  company {
    id
    name
    addressLine
    images {
      url
      alt
    }
  }
  occupationCategory {
    id
    name
  }
  relatedJobs {
    id
    title
    lowestSalary
    highestSalary
    salaryOption
    isHiring
    isPublished
    occupation {
      name
      occupationNameEn
    }
    prefecture {
      name
    }
  }
}`, {"hash":"sha256:3db019780747b0f67901a38d3d6218966a0b001c7024636175c7e0a98d550796"}) as unknown as TypedDocumentString<ScoutByUrlIdQuery, ScoutByUrlIdQueryVariables>;
export const OwnScoutDocument = new TypedDocumentString(`
    query OwnScout($id: ID!) {
  scout(id: $id) {
    id
  }
}
    `, {"hash":"sha256:611320b2d32adbef8c7a21d591d1e48855fbbafa7286e09cf66a3a258ca78af2"}) as unknown as TypedDocumentString<OwnScoutQuery, OwnScoutQueryVariables>;
export const ScoutRoomsDocument = new TypedDocumentString(`
    query ScoutRooms($first: Int!, $after: String) {
  rooms(first: $first, after: $after) {
    edges {
      node {
        id
        unreadMessageCount
        company {
          id
          name
        }
        entry {
          id
          currentStatus
        }
        quickReplies {
          key
          label
          text
        }
        scout {
          id
          message
          isHiring
          hiddenCompanyName
          createdAt
          jobDescription
          occupationCategory {
            id
            name
          }
        }
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
    totalCount
  }
}
    `, {"hash":"sha256:30e841d38e7c2561e8a0178803c7470520dc08a039615e937a32a2d8cdffe81f"}) as unknown as TypedDocumentString<ScoutRoomsQuery, ScoutRoomsQueryVariables>;
export const CreateScoutResponseHistoryDocument = new TypedDocumentString(`
    mutation CreateScoutResponseHistory($input: CreateScoutResponseHistoryInput!) {
  createScoutResponseHistory(input: $input) {
    conversionId
  }
}
    `, {"hash":"sha256:4fe28665e9fabbf1c7bd4a00e7840ab53c843ce615657469891dde2939f392c6"}) as unknown as TypedDocumentString<CreateScoutResponseHistoryMutation, CreateScoutResponseHistoryMutationVariables>;
export const CreateScoutEntryDocument = new TypedDocumentString(`
    mutation CreateScoutEntry($input: CreateScoutEntryInput!) {
  createScoutEntry(input: $input) {
    entry {
      id
      room {
        id
      }
    }
    user {
      conversionId
    }
  }
}
    `, {"hash":"sha256:18b709b139af438f93f127c9d1ab0c014cd32fc421fd8f3b3effbc21b8b43af9"}) as unknown as TypedDocumentString<CreateScoutEntryMutation, CreateScoutEntryMutationVariables>;
export const CreateVisitorScoutEntryDocument = new TypedDocumentString(`
    mutation CreateVisitorScoutEntry($input: CreateVisitorScoutEntryInput!) {
  createVisitorScoutEntry(input: $input) {
    entry {
      id
    }
    user {
      conversionId
    }
  }
}
    `, {"hash":"sha256:e1711fbfad00195788826e7133dca886b058b2518e1498c7efe112e0ea968338"}) as unknown as TypedDocumentString<CreateVisitorScoutEntryMutation, CreateVisitorScoutEntryMutationVariables>;
export const CreateScoutInquiryDocument = new TypedDocumentString(`
    mutation CreateScoutInquiry($input: CreateScoutInquiryInput!) {
  createScoutInquiry(input: $input) {
    scoutInquiry {
      id
      updatedAt
    }
    user {
      conversionId
    }
  }
}
    `, {"hash":"sha256:65c9780e261fbf935ceffe2b380687bc37085863cec2e5600a8dafe1ce6b8a25"}) as unknown as TypedDocumentString<CreateScoutInquiryMutation, CreateScoutInquiryMutationVariables>;
export const CreateVisitorScoutInquiryDocument = new TypedDocumentString(`
    mutation CreateVisitorScoutInquiry($input: CreateVisitorScoutInquiryInput!) {
  createVisitorScoutInquiry(input: $input) {
    scoutInquiry {
      id
      updatedAt
    }
    user {
      conversionId
    }
  }
}
    `, {"hash":"sha256:dd039a18f67904f5768d4fd3b68d23925bb8ec6a94af21d590ea245bc541211d"}) as unknown as TypedDocumentString<CreateVisitorScoutInquiryMutation, CreateVisitorScoutInquiryMutationVariables>;
export const ScoutInquiryFormDocument = new TypedDocumentString(`
    query ScoutInquiryForm($conversionId: String!, $occupationCategoryIds: [ID!], $token: String) {
  Inquiry(
    conversionId: $conversionId
    occupationCategoryIds: $occupationCategoryIds
    token: $token
  ) {
    kintoneUser {
      id
      name
      lastName
      firstName
      birthYear
      gender
      zipCode
      phoneNumber
      employmentStatus
      occupations {
        id
      }
      qualifications {
        id
      }
    }
    qualifications {
      id
      name
      category {
        id
        name
      }
      occupationCategories {
        id
      }
    }
    desiredOccupations {
      id
      name
      occupationCategory {
        id
        name
      }
    }
  }
}
    `, {"hash":"sha256:46a9002bdc0c2e52f0dc0e2cd13fcd5e4748adb0fa3911cb09ca66741616325d"}) as unknown as TypedDocumentString<ScoutInquiryFormQuery, ScoutInquiryFormQueryVariables>;
export const ViewerCountsDocument = new TypedDocumentString(`
    query ViewerCounts {
  user {
    id
    favoriteJobCount
    messageCount
    newMatchCount
    enteredJobIds
  }
}
    `, {"hash":"sha256:8b51cc8fc039804e996ccfd555f2dc4db5656088725c0be7aac8a34570cdcb61"}) as unknown as TypedDocumentString<ViewerCountsQuery, ViewerCountsQueryVariables>;
export const FavoriteJobIdsDocument = new TypedDocumentString(`
    query FavoriteJobIds($per: Int!) {
  favoriteJobs(page: 1, per: $per) {
    nodes {
      id
    }
    totalCount
  }
}
    `, {"hash":"sha256:5abdebf863c92e9d17c2aec54a62ac219cfb4f869a22b9061fea24367358a5bd"}) as unknown as TypedDocumentString<FavoriteJobIdsQuery, FavoriteJobIdsQueryVariables>;
export const AddFavoriteDocument = new TypedDocumentString(`
    mutation AddFavorite($input: AddFavoriteInput!) {
  addFavorite(input: $input) {
    favoriteJobCount
  }
}
    `, {"hash":"sha256:b29027c598e08a67fe35e43075341f4ccbb4f1b1bf5704fa2af4d1340df41932"}) as unknown as TypedDocumentString<AddFavoriteMutation, AddFavoriteMutationVariables>;
export const RemoveFavoriteDocument = new TypedDocumentString(`
    mutation RemoveFavorite($input: RemoveFavoriteInput!) {
  removeFavorite(input: $input) {
    favoriteJobCount
  }
}
    `, {"hash":"sha256:8c49715eb4721f4155edaae3bceae5419c6343885c509b89a71c44434d698b75"}) as unknown as TypedDocumentString<RemoveFavoriteMutation, RemoveFavoriteMutationVariables>;