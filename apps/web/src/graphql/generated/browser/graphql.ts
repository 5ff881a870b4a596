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

/** Input of renameSavedSearch. */
export type RenameSavedSearchInput = {
  clientMutationId?: string | null | undefined;
  id: string | number;
  name: string;
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

/** Input of saveSearch: the conditions of a job list (route slugs as in its URL). */
export type SaveSearchInput = {
  clientMutationId?: string | null | undefined;
  featureId?: string | number | null | undefined;
  hiringTypes?: Array<HiringType> | null | undefined;
  minimumMonthlySalary?: number | null | undefined;
  /** JIS municipality code, within the prefecture. */
  municipalityId?: string | number | null | undefined;
  /** Shown in the member's list; made from the conditions when left out. */
  name?: string | null | undefined;
  /** Occupation route slug, e.g. `driver`. */
  occupation: string;
  /** Prefecture route slug, e.g. `tokyo`. */
  prefectureNameEn?: string | null | undefined;
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

/** Profile a visitor gives with a visitor entry or inquiry. */
export type VisitorProfileInput = {
  birthYear: number;
  contactMethod?: ContactMethod | null | undefined;
  desiredJobChangeTiming?: StartTiming | null | undefined;
  desiredOccupationIds?: Array<string | number> | null | undefined;
  email?: string | null | undefined;
  employmentStatus?: EmploymentStatus | null | undefined;
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

export type MessagesMessageFieldsFragment = { id: string, content: string | null, contentType: AttachmentKind, isSentByUser: boolean, readAt: string | null, createdAt: string, file: { name: string, contentType: string } | null };

export type MessagesRoomFieldsFragment = { id: string, kind: RoomKind, unreadMessageCount: number, isArchived: boolean, createdAt: string, company: { id: string, name: string } | null, entry: { id: string, currentStatus: EntryStatus, job: { id: string, title: string, occupation: { occupationNameEn: string } } } | null, scout: { id: string, hiddenCompanyName: boolean } | null, lastMessage: { id: string, content: string | null, contentType: AttachmentKind, isSentByUser: boolean, readAt: string | null, createdAt: string, file: { name: string, contentType: string } | null } | null };

export type MessageRoomsQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;


export type MessageRoomsQuery = { rooms: { totalCount: number, edges: Array<{ node: { id: string, kind: RoomKind, unreadMessageCount: number, isArchived: boolean, createdAt: string, company: { id: string, name: string } | null, entry: { id: string, currentStatus: EntryStatus, job: { id: string, title: string, occupation: { occupationNameEn: string } } } | null, scout: { id: string, hiddenCompanyName: boolean } | null, lastMessage: { id: string, content: string | null, contentType: AttachmentKind, isSentByUser: boolean, readAt: string | null, createdAt: string, file: { name: string, contentType: string } | null } | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type MessageRoomQueryVariables = Exact<{
  id: string | number;
  first: number;
  after?: string | null | undefined;
}>;


export type MessageRoomQuery = { room: { id: string, kind: RoomKind, unreadMessageCount: number, isArchived: boolean, createdAt: string, quickReplies: Array<{ key: string, label: string, text: string }>, messages: { totalCount: number, edges: Array<{ node: { id: string, content: string | null, contentType: AttachmentKind, isSentByUser: boolean, readAt: string | null, createdAt: string, file: { name: string, contentType: string } | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } }, company: { id: string, name: string } | null, entry: { id: string, currentStatus: EntryStatus, job: { id: string, title: string, occupation: { occupationNameEn: string } } } | null, scout: { id: string, hiddenCompanyName: boolean } | null, lastMessage: { id: string, content: string | null, contentType: AttachmentKind, isSentByUser: boolean, readAt: string | null, createdAt: string, file: { name: string, contentType: string } | null } | null } };

export type MessageRoomOlderQueryVariables = Exact<{
  id: string | number;
  first: number;
  after: string;
}>;


export type MessageRoomOlderQuery = { room: { id: string, messages: { totalCount: number, edges: Array<{ node: { id: string, content: string | null, contentType: AttachmentKind, isSentByUser: boolean, readAt: string | null, createdAt: string, file: { name: string, contentType: string } | null } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } } };

export type ReadCompanyMessageMutationVariables = Exact<{
  input: ReadCompanyMessageInput;
}>;


export type ReadCompanyMessageMutation = { readCompanyMessage: { messageCount: number, room: { id: string, unreadMessageCount: number } } };

export type CreateUserMessageMutationVariables = Exact<{
  input: CreateUserMessageInput;
}>;


export type CreateUserMessageMutation = { createUserMessage: { message: { id: string, content: string | null, contentType: AttachmentKind, isSentByUser: boolean, readAt: string | null, createdAt: string, file: { name: string, contentType: string } | null } } };

export type CreateUserAttachmentMessageMutationVariables = Exact<{
  input: CreateUserAttachmentMessageInput;
}>;


export type CreateUserAttachmentMessageMutation = { createUserAttachmentMessage: { message: { id: string, content: string | null, contentType: AttachmentKind, isSentByUser: boolean, readAt: string | null, createdAt: string, file: { name: string, contentType: string } | null } } };

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

export type SavedSearchFieldsFragment = { id: string, name: string, hiringTypes: Array<HiringType>, minimumMonthlySalary: number | null, sortType: JobSort, newMatchCount: number, createdAt: string, occupation: { id: string, name: string, occupationNameEn: string }, prefecture: { id: string, name: string, prefectureEnName: string } | null, municipality: { id: string, name: string } | null, feature: { id: string, name: string } | null };

export type SavedSearchesQueryVariables = Exact<{
  newJobs: number;
}>;


export type SavedSearchesQuery = { savedSearches: Array<{ id: string, name: string, hiringTypes: Array<HiringType>, minimumMonthlySalary: number | null, sortType: JobSort, newMatchCount: number, createdAt: string, newJobs: Array<{ id: string, title: string, lowestSalary: number, highestSalary: number | null, salaryOption: SalaryOption, isMemberOnly: boolean, company: { name: string } | null, prefecture: { name: string }, municipality: { name: string } | null, occupation: { occupationNameEn: string } }>, occupation: { id: string, name: string, occupationNameEn: string }, prefecture: { id: string, name: string, prefectureEnName: string } | null, municipality: { id: string, name: string } | null, feature: { id: string, name: string } | null }> };

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

export type ViewerCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerCountsQuery = { user: { id: string, favoriteJobCount: number, messageCount: number, newMatchCount: number } | null };

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
}
    `, {"fragmentName":"MessagesMessageFields"}) as unknown as TypedDocumentString<MessagesMessageFieldsFragment, unknown>;
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
}`, {"fragmentName":"MessagesRoomFields"}) as unknown as TypedDocumentString<MessagesRoomFieldsFragment, unknown>;
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
  hiringTypes
  minimumMonthlySalary
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
    `) as unknown as TypedDocumentString<AccountUserQuery, AccountUserQueryVariables>;
export const AccountViewerDocument = new TypedDocumentString(`
    query AccountViewer {
  endUserViewer {
    id
    email
    phoneNumber
    authType
  }
}
    `) as unknown as TypedDocumentString<AccountViewerQuery, AccountViewerQueryVariables>;
export const CreateUserWithRelationsDocument = new TypedDocumentString(`
    mutation CreateUserWithRelations($input: CreateUserWithRelationsInput!) {
  createUserWithRelations(input: $input) {
    user {
      id
      favoriteJobCount
    }
  }
}
    `) as unknown as TypedDocumentString<CreateUserWithRelationsMutation, CreateUserWithRelationsMutationVariables>;
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
    `) as unknown as TypedDocumentString<RecoverInconsistentUserMutation, RecoverInconsistentUserMutationVariables>;
export const MergeFavoritesDocument = new TypedDocumentString(`
    mutation MergeFavorites($input: AddFavoritesInput!) {
  addFavorites(input: $input) {
    jobs {
      id
    }
    favoriteJobCount
  }
}
    `) as unknown as TypedDocumentString<MergeFavoritesMutation, MergeFavoritesMutationVariables>;
export const UpdateLastSessionAtDocument = new TypedDocumentString(`
    mutation UpdateLastSessionAt($input: UpdateLastSessionAtInput!) {
  updateLastSessionAt(input: $input) {
    lastSessionAt
  }
}
    `) as unknown as TypedDocumentString<UpdateLastSessionAtMutation, UpdateLastSessionAtMutationVariables>;
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
}`) as unknown as TypedDocumentString<MessageRoomsQuery, MessageRoomsQueryVariables>;
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
}`) as unknown as TypedDocumentString<MessageRoomQuery, MessageRoomQueryVariables>;
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
}`) as unknown as TypedDocumentString<MessageRoomOlderQuery, MessageRoomOlderQueryVariables>;
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
    `) as unknown as TypedDocumentString<ReadCompanyMessageMutation, ReadCompanyMessageMutationVariables>;
export const CreateUserMessageDocument = new TypedDocumentString(`
    mutation CreateUserMessage($input: CreateUserMessageInput!) {
  createUserMessage(input: $input) {
    message {
      ...MessagesMessageFields
    }
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
}`) as unknown as TypedDocumentString<CreateUserMessageMutation, CreateUserMessageMutationVariables>;
export const CreateUserAttachmentMessageDocument = new TypedDocumentString(`
    mutation CreateUserAttachmentMessage($input: CreateUserAttachmentMessageInput!) {
  createUserAttachmentMessage(input: $input) {
    message {
      ...MessagesMessageFields
    }
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
}`) as unknown as TypedDocumentString<CreateUserAttachmentMessageMutation, CreateUserAttachmentMessageMutationVariables>;
export const UpdateRoomDocument = new TypedDocumentString(`
    mutation UpdateRoom($input: UpdateRoomInput!) {
  updateRoom(input: $input) {
    room {
      id
      isArchived
    }
  }
}
    `) as unknown as TypedDocumentString<UpdateRoomMutation, UpdateRoomMutationVariables>;
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
    `) as unknown as TypedDocumentString<MemberNoticesQuery, MemberNoticesQueryVariables>;
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
    `) as unknown as TypedDocumentString<ReadNoticesMutation, ReadNoticesMutationVariables>;
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
  hiringTypes
  minimumMonthlySalary
  sortType
  newMatchCount
  createdAt
}`) as unknown as TypedDocumentString<SavedSearchesQuery, SavedSearchesQueryVariables>;
export const SavedSearchSummaryDocument = new TypedDocumentString(`
    query SavedSearchSummary {
  savedSearches {
    id
    name
    newMatchCount
  }
}
    `) as unknown as TypedDocumentString<SavedSearchSummaryQuery, SavedSearchSummaryQueryVariables>;
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
    `) as unknown as TypedDocumentString<SaveSearchMutation, SaveSearchMutationVariables>;
export const RenameSavedSearchDocument = new TypedDocumentString(`
    mutation RenameSavedSearch($input: RenameSavedSearchInput!) {
  renameSavedSearch(input: $input) {
    savedSearch {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<RenameSavedSearchMutation, RenameSavedSearchMutationVariables>;
export const DeleteSavedSearchDocument = new TypedDocumentString(`
    mutation DeleteSavedSearch($input: DeleteSavedSearchInput!) {
  deleteSavedSearch(input: $input) {
    id
    newMatchCount
  }
}
    `) as unknown as TypedDocumentString<DeleteSavedSearchMutation, DeleteSavedSearchMutationVariables>;
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
    `) as unknown as TypedDocumentString<ReadSavedSearchMatchesMutation, ReadSavedSearchMatchesMutationVariables>;
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
}`) as unknown as TypedDocumentString<MemberScoutQuery, MemberScoutQueryVariables>;
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
}`) as unknown as TypedDocumentString<ScoutByUrlIdQuery, ScoutByUrlIdQueryVariables>;
export const OwnScoutDocument = new TypedDocumentString(`
    query OwnScout($id: ID!) {
  scout(id: $id) {
    id
  }
}
    `) as unknown as TypedDocumentString<OwnScoutQuery, OwnScoutQueryVariables>;
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
    `) as unknown as TypedDocumentString<ScoutRoomsQuery, ScoutRoomsQueryVariables>;
export const CreateScoutResponseHistoryDocument = new TypedDocumentString(`
    mutation CreateScoutResponseHistory($input: CreateScoutResponseHistoryInput!) {
  createScoutResponseHistory(input: $input) {
    conversionId
  }
}
    `) as unknown as TypedDocumentString<CreateScoutResponseHistoryMutation, CreateScoutResponseHistoryMutationVariables>;
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
    `) as unknown as TypedDocumentString<CreateScoutEntryMutation, CreateScoutEntryMutationVariables>;
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
    `) as unknown as TypedDocumentString<CreateVisitorScoutEntryMutation, CreateVisitorScoutEntryMutationVariables>;
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
    `) as unknown as TypedDocumentString<CreateScoutInquiryMutation, CreateScoutInquiryMutationVariables>;
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
    `) as unknown as TypedDocumentString<CreateVisitorScoutInquiryMutation, CreateVisitorScoutInquiryMutationVariables>;
export const ViewerCountsDocument = new TypedDocumentString(`
    query ViewerCounts {
  user {
    id
    favoriteJobCount
    messageCount
    newMatchCount
  }
}
    `) as unknown as TypedDocumentString<ViewerCountsQuery, ViewerCountsQueryVariables>;
export const FavoriteJobIdsDocument = new TypedDocumentString(`
    query FavoriteJobIds($per: Int!) {
  favoriteJobs(page: 1, per: $per) {
    nodes {
      id
    }
    totalCount
  }
}
    `) as unknown as TypedDocumentString<FavoriteJobIdsQuery, FavoriteJobIdsQueryVariables>;
export const AddFavoriteDocument = new TypedDocumentString(`
    mutation AddFavorite($input: AddFavoriteInput!) {
  addFavorite(input: $input) {
    favoriteJobCount
  }
}
    `) as unknown as TypedDocumentString<AddFavoriteMutation, AddFavoriteMutationVariables>;
export const RemoveFavoriteDocument = new TypedDocumentString(`
    mutation RemoveFavorite($input: RemoveFavoriteInput!) {
  removeFavorite(input: $input) {
    favoriteJobCount
  }
}
    `) as unknown as TypedDocumentString<RemoveFavoriteMutation, RemoveFavoriteMutationVariables>;