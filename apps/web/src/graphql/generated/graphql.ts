/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
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

/** Input of connectCvToLineUser. */
export type ConnectCvToLineUserInput = {
  clientMutationId?: string | null | undefined;
  conversionId: string;
  lineUserId: string;
  /** The scout link's signed token (purpose line), for a member's conversion without a session. */
  token?: string | null | undefined;
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

/** Input of createCareerSheet. */
export type CreateCareerSheetInput = {
  clientMutationId?: string | null | undefined;
  name: string;
  summary?: string | null | undefined;
};

/** Input of createContact. */
export type CreateContactInput = {
  clientMutationId?: string | null | undefined;
  contactMethod: ContactMethod;
  email?: string | null | undefined;
  fullName: string;
  message: string;
  phoneNumber?: string | null | undefined;
};

/** Input of createEntries. */
export type CreateEntriesInput = {
  attribution?: AttributionInput | null | undefined;
  clientMutationId?: string | null | undefined;
  /** At most KEEP_LIST.maxItems (20). */
  jobIds: Array<string | number>;
  message?: string | null | undefined;
};

/** Input of createEntry. */
export type CreateEntryInput = {
  attribution?: AttributionInput | null | undefined;
  clientMutationId?: string | null | undefined;
  jobId: string | number;
  /** First message to the company. */
  message?: string | null | undefined;
};

/** Input of createResume. */
export type CreateResumeInput = {
  clientMutationId?: string | null | undefined;
  name: string;
  reason?: string | null | undefined;
};

/** Input of createVisitorJobEntry. */
export type CreateVisitorJobEntryInput = {
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
  /** At most KEEP_LIST.maxItems (20). */
  jobIds: Array<string | number>;
  message?: string | null | undefined;
  profile: VisitorProfileInput;
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

/** One job history to save; with `id` it updates that history. */
export type JobHistoryInput = {
  companyBusinessDetail?: string | null | undefined;
  companyName: string;
  employmentType: EmploymentType;
  id?: string | number | null | undefined;
  jobDescription?: string | null | undefined;
  joinedMonth: number;
  joinedYear: number;
  occupationId?: string | number | null | undefined;
  otherOccupationName?: string | null | undefined;
  retiredMonth?: number | null | undefined;
  retiredYear?: number | null | undefined;
};

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

/** What a condition read from the keyword is. */
export type KeywordConditionKind =
  | 'feature'
  | 'municipality'
  | 'prefecture'
  | 'shift';

/** What a member can be notified of outside the room itself (decision 0049). */
export type NotificationKind =
  | 'company_message'
  | 'entry_status'
  | 'saved_search'
  | 'scout';

/** The channels of one kind of notification. */
export type NotificationSettingInput = {
  email: boolean;
  kind: NotificationKind;
  line: boolean;
  site: boolean;
};

/** A member's self-introduction to save. */
export type PersonalityInput = {
  experienceCompanyNum?: number | null | undefined;
  interestOrHobby?: string | null | undefined;
  selfPr?: string | null | undefined;
  speciality?: string | null | undefined;
};

/** Input of removeCareerSheet. */
export type RemoveCareerSheetInput = {
  clientMutationId?: string | null | undefined;
  id: string | number;
};

/** Input of removeResume. */
export type RemoveResumeInput = {
  clientMutationId?: string | null | undefined;
  id: string | number;
};

/** Input of requestAdvisor. The address of the chosen contact method is required. */
export type RequestAdvisorInput = {
  clientMutationId?: string | null | undefined;
  contactMethod: ContactMethod;
  email?: string | null | undefined;
  /** The job page the request was sent from. */
  jobId?: string | number | null | undefined;
  /** At most ADVISOR_REQUEST_LIMITS.maxNoteLength (1000) characters. */
  note?: string | null | undefined;
  phoneNumber?: string | null | undefined;
  /** At least one, each once. */
  preferredTimes: Array<ContactTimeSlot>;
};

/** A member's wishes to save. */
export type RequirementsInput = {
  desiredCarIds?: Array<string | number> | null | undefined;
  desiredJobChangeTiming?: StartTiming | null | undefined;
  desiredParticularConditionIds?: Array<string | number> | null | undefined;
  desiredWorkingHours?: Shift | null | undefined;
  desiredWorkplaceStrengthIds?: Array<string | number> | null | undefined;
  salaryRange?: SalaryRangeInput | null | undefined;
};

/** How a salary figure is paid. */
export type SalaryOption =
  | 'annual'
  | 'daily'
  | 'hourly'
  | 'monthly';

/** Salary wish in yen per month; lowest ≤ highest when both are given. */
export type SalaryRangeInput = {
  highest?: number | null | undefined;
  lowest?: number | null | undefined;
};

/** Input of saveEducationalBackground. */
export type SaveEducationalBackgroundInput = {
  clientMutationId?: string | null | undefined;
  education: Education;
  graduationMonth?: number | null | undefined;
  graduationStatus: EducationStatus;
  graduationYear?: number | null | undefined;
  schoolName?: string | null | undefined;
};

/** Input of saveJobHistories: the whole list; histories left out are removed. */
export type SaveJobHistoriesInput = {
  clientMutationId?: string | null | undefined;
  jobHistories: Array<JobHistoryInput>;
};

/** Input of saveNotificationSettings. */
export type SaveNotificationSettingsInput = {
  clientMutationId?: string | null | undefined;
  /** Kinds not named keep their settings. */
  settings: Array<NotificationSettingInput>;
};

/** Input of savePersonalityAndRequirements; a part left out stays as it is. */
export type SavePersonalityAndRequirementsInput = {
  clientMutationId?: string | null | undefined;
  personality?: PersonalityInput | null | undefined;
  requirements?: RequirementsInput | null | undefined;
};

/** Input of saveScoutSetting (scout email link, identified by conversionId). */
export type SaveScoutSettingInput = {
  clientMutationId?: string | null | undefined;
  conversionId: string;
  scoutAllowOccupationCategoryIds: Array<string | number>;
  scoutStatus: ScoutStatus;
  /** The scout link's signed token (purpose scout-setting); not needed with the member's session. */
  token?: string | null | undefined;
};

/** Input of saveSetting. */
export type SaveSettingInput = {
  clientMutationId?: string | null | undefined;
  /** Empty means all categories. */
  scoutAllowOccupationCategoryIds: Array<string | number>;
  scoutStatus: ScoutStatus;
};

/** Whether a member receives scouts. */
export type ScoutStatus =
  | 'receiving'
  | 'stopped';

/** What a suggestion while typing names. */
export type SearchSuggestionKind =
  | 'feature'
  | 'municipality'
  | 'occupation'
  | 'prefecture'
  | 'word';

/** Desired working hours (desiredWorkingHours) and the shift of a working time. */
export type Shift =
  | 'day'
  | 'night'
  | 'none';

/** When the job seeker wants to start a new job (desiredJobChangeTiming). */
export type StartTiming =
  | 'immediately'
  | 'undecided'
  | 'within_month'
  | 'within_three_months'
  | 'within_two_months';

/** Input of unsubscribeNotifications. */
export type UnsubscribeNotificationsInput = {
  clientMutationId?: string | null | undefined;
  /** The signed token of a mail's unsubscribe link. */
  token: string;
};

/** Input of updateCareerSheet: the career sheet edited in place. */
export type UpdateCareerSheetInput = {
  clientMutationId?: string | null | undefined;
  id: string | number;
  name: string;
  /** Copies the profile's current histories and qualifications into the career sheet. */
  refreshProfile?: boolean | null | undefined;
  summary?: string | null | undefined;
};

/** Input of updateEntryJoiningConfirmation. */
export type UpdateEntryJoiningConfirmationInput = {
  clientMutationId?: string | null | undefined;
  hasJoined: boolean;
  /** Required when hasJoined is true. */
  joinedOn?: string | null | undefined;
  token: string;
};

/** Input of updateResume: the resume edited in place. */
export type UpdateResumeInput = {
  addressLine?: string | null | undefined;
  /** YYYY-MM-DD. */
  birthDate?: string | null | undefined;
  clientMutationId?: string | null | undefined;
  hopes?: string | null | undefined;
  id: string | number;
  municipality?: string | null | undefined;
  name: string;
  nameKana?: string | null | undefined;
  postalCode?: string | null | undefined;
  prefectureId?: string | number | null | undefined;
  reason?: string | null | undefined;
  /** Copies the profile's current name, histories, qualifications and education into the resume. */
  refreshProfile?: boolean | null | undefined;
};

/** Input of updateUserBasicInformation. */
export type UpdateUserBasicInformationInput = {
  birthYear: number;
  clientMutationId?: string | null | undefined;
  employmentStatus?: EmploymentStatus | null | undefined;
  gender?: Gender | null | undefined;
  hasSpouse?: boolean | null | undefined;
  name: string;
  numberOfDependents?: number | null | undefined;
  prefectureId?: string | number | null | undefined;
  zipCode: string;
};

/** Input of updateUser: fields left out stay as they are. */
export type UpdateUserInput = {
  clientMutationId?: string | null | undefined;
  desiredJobChangeTiming?: StartTiming | null | undefined;
  desiredOccupationIds?: Array<string | number> | null | undefined;
  employmentStatus?: EmploymentStatus | null | undefined;
  lineUserId?: string | null | undefined;
  qualificationIds?: Array<string | number> | null | undefined;
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

export type SiteTrademarkQueryVariables = Exact<{
  id: string | number;
}>;


export type SiteTrademarkQuery = { trademark: { id: string, displayServiceLinks: boolean } | null };

export type SignupFormQueryVariables = Exact<{ [key: string]: never; }>;


export type SignupFormQuery = { Signup: { desiredOccupations: Array<{ id: string, name: string, occupationCategory: { id: string, name: string } }>, qualifications: Array<{ id: string, name: string, category: { id: string, name: string }, occupationCategories: Array<{ id: string }> }> } };

export type AdvisorContextQueryVariables = Exact<{ [key: string]: never; }>;


export type AdvisorContextQuery = { endUserViewer: { id: string, email: string | null, phoneNumber: string | null }, advisorRoom: { id: string } | null };

export type RequestAdvisorMutationVariables = Exact<{
  input: RequestAdvisorInput;
}>;


export type RequestAdvisorMutation = { requestAdvisor: { advisorRequest: { id: string }, room: { id: string } } };

export type AdvisorJobQueryVariables = Exact<{
  id: string | number;
}>;


export type AdvisorJobQuery = { job: { id: string, title: string, occupation: { occupationNameEn: string } } | null };

export type JobSeekerCommentsQueryVariables = Exact<{
  page: number;
  per: number;
}>;


export type JobSeekerCommentsQuery = { jobSeekerComments: { totalCount: number, totalPages: number, nodes: Array<{ id: string, displayName: string, age: number | null, gender: Gender | null, comment: string, createdAt: string, occupation: { name: string, occupationNameEn: string } | null, prefecture: { name: string } | null, job: { id: string, title: string, occupation: { occupationNameEn: string } } | null }> } };

export type CompanyDetailFieldsFragment = { businessDescription: string | null, capitalStock: string | null, employeeNumber: number | null, establishmentDate: string | null, representativeName: string | null, vehicleNumber: number | null, businessMainClient: string | null, introduction: string | null };

export type CompanyPageQueryVariables = Exact<{
  id: string | number;
  page: number;
  per: number;
}>;


export type CompanyPageQuery = { company: { id: string, name: string, addressLine: string | null, publishedJobCount: number, images: Array<{ url: string, alt: string | null }>, companyDetail: { businessDescription: string | null, capitalStock: string | null, employeeNumber: number | null, establishmentDate: string | null, representativeName: string | null, vehicleNumber: number | null, businessMainClient: string | null, introduction: string | null } } | null, companyJobs: { totalCount: number, totalPages: number, per: number, nodes: Array<{ id: string, title: string, lowestSalary: number, highestSalary: number | null, salaryOption: SalaryOption, hiringType: HiringType, isHiring: boolean, isMemberOnly: boolean, addressLine: string | null, publishedAt: string | null, company: { id: string, name: string } | null, prefecture: { name: string }, municipality: { name: string } | null, occupation: { occupationNameEn: string }, features: Array<{ id: string, name: string }>, jobDetail: { catchphrase: string | null, jobDescriptionOption: string | null, holidayOption: string | null }, companyImages: Array<{ url: string }>, workingTimes: Array<{ attendanceTime: string, leaveTime: string }> }> } };

export type EntryJobFieldsFragment = { id: string, title: string, isPublished: boolean, isHiring: boolean, isMemberOnly: boolean, lowestSalary: number, highestSalary: number | null, salaryOption: SalaryOption, hiringType: HiringType, company: { id: string, name: string } | null, prefecture: { name: string }, municipality: { name: string } | null, occupation: { id: string, name: string, occupationNameEn: string } };

export type EntryJobQueryVariables = Exact<{
  id: string | number;
}>;


export type EntryJobQuery = { job: { id: string, title: string, isPublished: boolean, isHiring: boolean, isMemberOnly: boolean, lowestSalary: number, highestSalary: number | null, salaryOption: SalaryOption, hiringType: HiringType, company: { id: string, name: string } | null, prefecture: { name: string }, municipality: { name: string } | null, occupation: { id: string, name: string, occupationNameEn: string } } | null };

export type EntryJobsQueryVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type EntryJobsQuery = { jobsByIds: Array<{ id: string, title: string, isPublished: boolean, isHiring: boolean, isMemberOnly: boolean, lowestSalary: number, highestSalary: number | null, salaryOption: SalaryOption, hiringType: HiringType, company: { id: string, name: string } | null, prefecture: { name: string }, municipality: { name: string } | null, occupation: { id: string, name: string, occupationNameEn: string } }> };

export type IsEntryQueryVariables = Exact<{
  jobId: string | number;
}>;


export type IsEntryQuery = { isEntry: boolean };

export type EnteredJobIdsQueryVariables = Exact<{ [key: string]: never; }>;


export type EnteredJobIdsQuery = { user: { id: string, enteredJobIds: Array<string> } | null };

export type CreateEntryMutationVariables = Exact<{
  input: CreateEntryInput;
}>;


export type CreateEntryMutation = { createEntry: { entry: { id: string, currentStatus: EntryStatus, room: { id: string } | null }, user: { conversionId: string } } };

export type CreateEntriesMutationVariables = Exact<{
  input: CreateEntriesInput;
}>;


export type CreateEntriesMutation = { createEntries: { entries: Array<{ id: string, job: { id: string } }>, user: { conversionId: string } } };

export type CreateVisitorJobEntryMutationVariables = Exact<{
  input: CreateVisitorJobEntryInput;
}>;


export type CreateVisitorJobEntryMutation = { createVisitorJobEntry: { entries: Array<{ id: string, job: { id: string } }>, user: { conversionId: string } } };

export type CreateContactMutationVariables = Exact<{
  input: CreateContactInput;
}>;


export type CreateContactMutation = { createContact: { contact: { id: string, fullName: string } } };

export type FaqItemsQueryVariables = Exact<{ [key: string]: never; }>;


export type FaqItemsQuery = { faqItems: Array<{ id: string, name: string, acceptedAnswer: { text: string } }> };

export type HomeCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type HomeCountsQuery = { occupations: Array<{ id: string, occupationNameEn: string, publishedJobCount: number }>, features: Array<{ id: string, publishedJobCount: number }> };

export type HomeContentQueryVariables = Exact<{
  magazinePer: number;
  newsPer: number;
}>;


export type HomeContentQuery = { magazineArticles: { nodes: Array<{ id: string, title: string, description: string | null, updatedAt: string, thumbnail: { url: string } | null, categories: Array<{ id: string, name: string }> }> }, newsItems: { nodes: Array<{ id: string, path: string, title: string, publishedDate: string }> }, faqItems: Array<{ id: string, name: string, acceptedAnswer: { text: string } }> };

export type JobDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type JobDetailQuery = { job: { id: string, title: string, addressLine: string | null, buildingName: string | null, zipCode: string | null, highestSalary: number | null, lowestSalary: number, salaryOption: SalaryOption, hiringType: HiringType, contractCategory: string | null, createdAt: string, editedAt: string, publishedAt: string | null, validThrough: string | null, closedAt: string | null, interviewVideoUrl: string | null, isPublished: boolean, isHellowork: boolean, isHiring: boolean, isMemberOnly: boolean, companyImages: Array<{ url: string, alt: string | null }>, company: { id: string, name: string, addressLine: string | null, publishedJobCount: number, images: Array<{ url: string }>, companyDetail: { businessDescription: string | null, capitalStock: string | null, employeeNumber: number | null, establishmentDate: string | null, representativeName: string | null, vehicleNumber: number | null, businessMainClient: string | null, introduction: string | null } } | null, offices: Array<{ id: string, name: string, zipCode: string | null, addressLine: string | null, nearestStation: string | null }>, features: Array<{ id: string, name: string, category: { id: string, name: string } }>, prefecture: { name: string, prefectureEnName: string }, municipality: { id: string, name: string } | null, location: { latitude: number, longitude: number } | null, occupation: { id: string, name: string, occupationNameEn: string }, workingTimes: Array<{ attendanceTime: string, leaveTime: string, shift: Shift | null }>, jobDetail: { catchphrase: string | null, holidayOption: string | null, jobDescriptionOption: string | null, message: string | null, qualificationOption: string | null, selectionProcess: string | null, applicationProcedure: string | null, suitablePerson: string | null, notSuitablePerson: string | null, welfareOption: string | null, workingTimeOption: string | null, flowOfTheDay: string | null, flowOfAfterJoining: string | null, locationNote: string | null, appealMessage: string | null }, appealPoints: Array<{ id: string, title: string, body: string | null, image: { url: string, alt: string | null } | null }>, summaries: Array<{ title: string, body: string }>, articleSections: Array<{ id: string, title: string, body: string, image: { url: string, alt: string | null } | null }>, jobSeekerComments: Array<{ id: string, displayName: string, age: number | null, gender: Gender | null, comment: string, createdAt: string }>, nearDistanceJobs: Array<{ id: string, title: string, lowestSalary: number, highestSalary: number | null, salaryOption: SalaryOption, hiringType: HiringType, isHiring: boolean, isMemberOnly: boolean, addressLine: string | null, publishedAt: string | null, company: { id: string, name: string } | null, prefecture: { name: string }, municipality: { name: string } | null, occupation: { occupationNameEn: string }, features: Array<{ id: string, name: string }>, jobDetail: { catchphrase: string | null, jobDescriptionOption: string | null, holidayOption: string | null }, companyImages: Array<{ url: string }>, workingTimes: Array<{ attendanceTime: string, leaveTime: string }> }>, recommendJobs: Array<{ id: string, title: string, lowestSalary: number, highestSalary: number | null, salaryOption: SalaryOption, hiringType: HiringType, isHiring: boolean, isMemberOnly: boolean, addressLine: string | null, publishedAt: string | null, company: { id: string, name: string } | null, prefecture: { name: string }, municipality: { name: string } | null, occupation: { occupationNameEn: string }, features: Array<{ id: string, name: string }>, jobDetail: { catchphrase: string | null, jobDescriptionOption: string | null, holidayOption: string | null }, companyImages: Array<{ url: string }>, workingTimes: Array<{ attendanceTime: string, leaveTime: string }> }> } | null };

export type SearchJobListQueryVariables = Exact<{
  occupation?: string | null | undefined;
  query?: JobSearchInput | null | undefined;
  page: number;
  per: number;
  sortType: JobSort;
  withPrefectures: boolean;
  withMunicipalities: boolean;
  withOccupations: boolean;
}>;


export type SearchJobListQuery = { searchJobs: { totalCount: number, memberOnlyCount: number | null, page: number, per: number, totalPages: number, nodes: Array<{ id: string, title: string, lowestSalary: number, highestSalary: number | null, salaryOption: SalaryOption, hiringType: HiringType, isHiring: boolean, isMemberOnly: boolean, addressLine: string | null, publishedAt: string | null, company: { id: string, name: string } | null, prefecture: { name: string }, municipality: { name: string } | null, occupation: { occupationNameEn: string }, features: Array<{ id: string, name: string }>, jobDetail: { catchphrase: string | null, jobDescriptionOption: string | null, holidayOption: string | null }, companyImages: Array<{ url: string }>, workingTimes: Array<{ attendanceTime: string, leaveTime: string }> }>, facets: { features: Array<{ id: string, count: number }>, prefectures?: Array<{ id: string, count: number }>, municipalities?: Array<{ id: string, count: number }>, hiringTypes: Array<{ id: string, count: number }>, occupations?: Array<{ id: string, count: number }>, shifts: Array<{ id: string, count: number }> } | null, keywordConditions: Array<{ kind: KeywordConditionKind, id: string, words: Array<string> }> | null } };

export type PrefectureMunicipalitiesQueryVariables = Exact<{
  prefectureNameEn: string;
}>;


export type PrefectureMunicipalitiesQuery = { searchMunicipalities: Array<{ id: string, name: string, location: { latitude: number, longitude: number } }> };

export type VerifyJoiningConfirmationQueryVariables = Exact<{
  token: string;
}>;


export type VerifyJoiningConfirmationQuery = { verifyEntryJoiningConfirmationToken: { isValid: boolean, jobTitle: string | null, companyName: string | null, hasJoined: boolean | null, joinedOn: string | null, expiresAt: string | null } };

export type UpdateJoiningConfirmationMutationVariables = Exact<{
  input: UpdateEntryJoiningConfirmationInput;
}>;


export type UpdateJoiningConfirmationMutation = { updateEntryJoiningConfirmation: { confirmation: { hasJoined: boolean | null, joinedOn: string | null } } };

export type MagazineCardFieldsFragment = { id: string, title: string, description: string | null, updatedAt: string, thumbnail: { url: string } | null, categories: Array<{ id: string, name: string }> };

export type MagazineListQueryVariables = Exact<{
  categoryId?: string | number | null | undefined;
  keyword?: string | null | undefined;
  page: number;
  per: number;
}>;


export type MagazineListQuery = { magazineArticles: { totalCount: number, totalPages: number, per: number, nodes: Array<{ id: string, title: string, description: string | null, updatedAt: string, thumbnail: { url: string } | null, categories: Array<{ id: string, name: string }> }> }, magazineCategories: Array<{ id: string, name: string }> };

export type MagazineArticleQueryVariables = Exact<{
  id: string | number;
}>;


export type MagazineArticleQuery = { magazineArticle: { id: string, title: string, description: string | null, publishedAt: string, updatedAt: string, content: string, thumbnail: { url: string, alt: string | null } | null, categories: Array<{ id: string, name: string }>, occupation: { name: string, occupationNameEn: string } | null } | null };

export type InterviewCalendarQueryVariables = Exact<{
  proposalId: string | number;
}>;


export type InterviewCalendarQuery = { interviewCalendar: { fileName: string, content: string } };

export type FavoriteJobsPageQueryVariables = Exact<{
  page: number;
  per: number;
}>;


export type FavoriteJobsPageQuery = { favoriteJobs: { totalCount: number, page: number, per: number, totalPages: number, nodes: Array<{ isPublished: boolean, id: string, title: string, lowestSalary: number, highestSalary: number | null, salaryOption: SalaryOption, hiringType: HiringType, isHiring: boolean, isMemberOnly: boolean, addressLine: string | null, publishedAt: string | null, company: { id: string, name: string } | null, prefecture: { name: string }, municipality: { name: string } | null, occupation: { occupationNameEn: string }, features: Array<{ id: string, name: string }>, jobDetail: { catchphrase: string | null, jobDescriptionOption: string | null, holidayOption: string | null }, companyImages: Array<{ url: string }>, workingTimes: Array<{ attendanceTime: string, leaveTime: string }> }> } };

export type RequirementsCoreFieldsFragment = { desiredJobChangeTiming: StartTiming | null, desiredWorkingHours: Shift | null, salaryRange: { lowest: number | null, highest: number | null } };

export type MyPageQueryVariables = Exact<{
  rooms: number;
  notices: number;
}>;


export type MyPageQuery = { endUserViewer: { id: string, name: string | null, email: string | null, phoneNumber: string | null, birthYear: number | null, gender: Gender | null, zipCode: string | null, employmentStatus: EmploymentStatus | null, favoriteJobCount: number, messageCount: number, unreadNoticeCount: number, occupations: Array<{ id: string, name: string }>, qualifications: Array<{ id: string }>, jobHistories: Array<{ id: string }>, educationalBackground: { education: Education } | null, personality: { selfPr: string | null } | null, requirements: { desiredJobChangeTiming: StartTiming | null, desiredWorkingHours: Shift | null, salaryRange: { lowest: number | null, highest: number | null } } | null, resumes: Array<{ id: string }>, setting: { isReceiveScout: boolean } }, rooms: { totalCount: number, edges: Array<{ node: { id: string, unreadMessageCount: number, createdAt: string, company: { id: string, name: string } | null, entry: { id: string, currentStatus: EntryStatus, createdAt: string, updatedAt: string, interviewProposal: { id: string, status: InterviewProposalStatus, place: string | null, chosenSlot: { startsAt: string, endsAt: string } | null } | null, job: { id: string, title: string, occupation: { occupationNameEn: string } } } | null, scout: { id: string, createdAt: string, isHiring: boolean, hiddenCompanyName: boolean, occupationCategory: { name: string } | null } | null, lastMessage: { createdAt: string } | null } }> }, notices: { totalCount: number, unreadCount: number, edges: Array<{ node: { id: string, text: string, url: string | null, readAt: string | null, createdAt: string } }> } };

export type ScoutSettingFieldsFragment = { scoutStatus: ScoutStatus, scoutAllowOccupationCategoryIds: Array<string>, isReceiveScout: boolean };

export type MySettingPageQueryVariables = Exact<{ [key: string]: never; }>;


export type MySettingPageQuery = { MySetting: { setting: { scoutStatus: ScoutStatus, scoutAllowOccupationCategoryIds: Array<string>, isReceiveScout: boolean }, occupationCategories: Array<{ id: string, name: string }> } };

export type SaveSettingMutationVariables = Exact<{
  input: SaveSettingInput;
}>;


export type SaveSettingMutation = { saveSetting: { scoutStatus: ScoutStatus, scoutAllowOccupationCategoryIds: Array<string>, isReceiveScout: boolean } };

export type NewsListQueryVariables = Exact<{
  page: number;
  per: number;
}>;


export type NewsListQuery = { newsItems: { totalCount: number, totalPages: number, nodes: Array<{ id: string, slug: string, path: string, title: string, publishedDate: string }> } };

export type NewsItemQueryVariables = Exact<{
  slug: string;
}>;


export type NewsItemQuery = { newsItem: { id: string, slug: string, path: string, title: string, publishedDate: string, body: string } | null };

export type NotificationSettingsPageQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationSettingsPageQuery = { notificationSettings: { email: string | null, lineLinked: boolean, conversionId: string, settings: Array<{ kind: NotificationKind, site: boolean, email: boolean, line: boolean }> } };

export type SaveNotificationSettingsMutationVariables = Exact<{
  input: SaveNotificationSettingsInput;
}>;


export type SaveNotificationSettingsMutation = { saveNotificationSettings: { notificationSettings: { settings: Array<{ kind: NotificationKind }> } } };

export type UnsubscribeNotificationsMutationVariables = Exact<{
  input: UnsubscribeNotificationsInput;
}>;


export type UnsubscribeNotificationsMutation = { unsubscribeNotifications: { kind: NotificationKind } };

export type ConnectLineFromSettingsMutationVariables = Exact<{
  input: ConnectCvToLineUserInput;
}>;


export type ConnectLineFromSettingsMutation = { connectCvToLineUser: { conversionId: string } };

export type ResumeRecordFieldsFragment = { jobHistories: Array<{ id: string, companyName: string, employmentType: EmploymentType, joinedYear: number, joinedMonth: number, retiredYear: number | null, retiredMonth: number | null }>, qualifications: Array<{ id: string, name: string }>, education: { education: Education, schoolName: string | null, graduationStatus: EducationStatus, graduationYear: number | null, graduationMonth: number | null } | null };

export type ResumePrintQueryVariables = Exact<{ [key: string]: never; }>;


export type ResumePrintQuery = { endUserViewer: { id: string, email: string | null, phoneNumber: string | null, resumes: Array<{ id: string, name: string, reason: string | null, hopes: string | null, userName: string | null, nameKana: string | null, birthDate: string | null, birthYear: number | null, gender: Gender | null, zipCode: string | null, address: { postalCode: string | null, prefectureName: string | null, municipality: string | null, line: string | null }, photo: { dataUrl: string } | null, jobHistories: Array<{ id: string, companyName: string, employmentType: EmploymentType, joinedYear: number, joinedMonth: number, retiredYear: number | null, retiredMonth: number | null }>, qualifications: Array<{ id: string, name: string }>, education: { education: Education, schoolName: string | null, graduationStatus: EducationStatus, graduationYear: number | null, graduationMonth: number | null } | null }> } };

export type CareerSheetPrintQueryVariables = Exact<{ [key: string]: never; }>;


export type CareerSheetPrintQuery = { endUserViewer: { id: string, name: string | null, careerSheets: Array<{ id: string, name: string, summary: string | null, jobHistories: Array<{ id: string, companyName: string, companyBusinessDetail: string | null, employmentType: EmploymentType, joinedYear: number, joinedMonth: number, retiredYear: number | null, retiredMonth: number | null, jobDescription: string | null, otherOccupationName: string | null, occupation: { name: string } | null }>, qualifications: Array<{ id: string, name: string }> }> } };

export type ProfileEditorQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileEditorQuery = { endUserViewer: { id: string, email: string | null, phoneNumber: string | null, authType: AuthType, name: string | null, birthYear: number | null, gender: Gender | null, zipCode: string | null, employmentStatus: EmploymentStatus | null, prefecture: { id: string } | null, detail: { numberOfDependents: number | null, hasSpouse: boolean | null }, occupations: Array<{ id: string }> } };

export type CareerSheetEditorQueryVariables = Exact<{ [key: string]: never; }>;


export type CareerSheetEditorQuery = { endUserViewer: { id: string, jobHistories: Array<{ id: string, otherOccupationName: string | null, companyName: string, companyBusinessDetail: string | null, joinedYear: number, joinedMonth: number, retiredYear: number | null, retiredMonth: number | null, employmentType: EmploymentType, jobDescription: string | null, occupation: { id: string } | null }>, educationalBackground: { education: Education, schoolName: string | null, graduationStatus: EducationStatus, graduationYear: number | null, graduationMonth: number | null } | null, qualifications: Array<{ id: string }>, personality: { experienceCompanyNum: number | null, interestOrHobby: string | null, speciality: string | null, selfPr: string | null } | null, requirements: { desiredJobChangeTiming: StartTiming | null, desiredWorkingHours: Shift | null, desiredCars: Array<{ id: string }>, desiredParticularConditions: Array<{ id: string }>, desiredWorkplaceStrengths: Array<{ id: string }>, salaryRange: { lowest: number | null, highest: number | null } } | null, careerSheets: Array<{ id: string, name: string, summary: string | null, createdAt: string, updatedAt: string, jobHistories: Array<{ id: string }>, qualifications: Array<{ id: string }> }> } };

export type ResumeEditorQueryVariables = Exact<{ [key: string]: never; }>;


export type ResumeEditorQuery = { endUserViewer: { id: string, name: string | null, birthYear: number | null, zipCode: string | null, jobHistories: Array<{ id: string }>, educationalBackground: { education: Education } | null, resumes: Array<{ id: string, name: string, reason: string | null, hopes: string | null, nameKana: string | null, birthDate: string | null, updatedAt: string, userName: string | null, gender: Gender | null, birthYear: number | null, zipCode: string | null, numberOfDependents: number | null, hasSpouse: boolean | null, createdAt: string, address: { postalCode: string | null, prefectureId: string | null, prefectureName: string | null, municipality: string | null, line: string | null }, photo: { dataUrl: string } | null, jobHistories: Array<{ id: string, companyName: string, employmentType: EmploymentType, joinedYear: number, joinedMonth: number, retiredYear: number | null, retiredMonth: number | null }>, qualifications: Array<{ id: string, name: string }>, education: { education: Education, schoolName: string | null, graduationStatus: EducationStatus, graduationYear: number | null, graduationMonth: number | null } | null }> } };

export type UpdateUserBasicInformationMutationVariables = Exact<{
  input: UpdateUserBasicInformationInput;
}>;


export type UpdateUserBasicInformationMutation = { updateUserBasicInformation: { user: { id: string } } };

export type UpdateUserMutationVariables = Exact<{
  input: UpdateUserInput;
}>;


export type UpdateUserMutation = { updateUser: { user: { id: string } } };

export type JobHistoryEditorFieldsFragment = { id: string, otherOccupationName: string | null, companyName: string, companyBusinessDetail: string | null, joinedYear: number, joinedMonth: number, retiredYear: number | null, retiredMonth: number | null, employmentType: EmploymentType, jobDescription: string | null, occupation: { id: string } | null };

export type SaveJobHistoriesMutationVariables = Exact<{
  input: SaveJobHistoriesInput;
}>;


export type SaveJobHistoriesMutation = { saveJobHistories: { jobHistories: Array<{ id: string, otherOccupationName: string | null, companyName: string, companyBusinessDetail: string | null, joinedYear: number, joinedMonth: number, retiredYear: number | null, retiredMonth: number | null, employmentType: EmploymentType, jobDescription: string | null, occupation: { id: string } | null }> } };

export type SaveEducationalBackgroundMutationVariables = Exact<{
  input: SaveEducationalBackgroundInput;
}>;


export type SaveEducationalBackgroundMutation = { saveEducationalBackground: { educationalBackground: { education: Education } } };

export type SavePersonalityAndRequirementsMutationVariables = Exact<{
  input: SavePersonalityAndRequirementsInput;
}>;


export type SavePersonalityAndRequirementsMutation = { savePersonalityAndRequirements: { personality: { selfPr: string | null } | null } };

export type CreateResumeMutationVariables = Exact<{
  input: CreateResumeInput;
}>;


export type CreateResumeMutation = { createResume: { resume: { id: string } } };

export type RemoveResumeMutationVariables = Exact<{
  input: RemoveResumeInput;
}>;


export type RemoveResumeMutation = { removeResume: { resumeId: string } };

export type UpdateResumeMutationVariables = Exact<{
  input: UpdateResumeInput;
}>;


export type UpdateResumeMutation = { updateResume: { resume: { id: string } } };

export type UpdateCareerSheetMutationVariables = Exact<{
  input: UpdateCareerSheetInput;
}>;


export type UpdateCareerSheetMutation = { updateCareerSheet: { careerSheet: { id: string } } };

export type CreateCareerSheetMutationVariables = Exact<{
  input: CreateCareerSheetInput;
}>;


export type CreateCareerSheetMutation = { createCareerSheet: { careerSheet: { id: string } } };

export type RemoveCareerSheetMutationVariables = Exact<{
  input: RemoveCareerSheetInput;
}>;


export type RemoveCareerSheetMutation = { removeCareerSheet: { careerSheetId: string } };

export type SalaryInsightPageQueryVariables = Exact<{
  occupation: string;
  prefectureNameEn?: string | null | undefined;
}>;


export type SalaryInsightPageQuery = { salaryInsight: { occupation: { id: string, name: string, occupationNameEn: string }, prefecture: { id: string, name: string, prefectureEnName: string } | null, statistics: { jobCount: number, average: number | null, minimum: number | null, firstQuartile: number | null, median: number | null, thirdQuartile: number | null, maximum: number | null }, histogram: Array<{ lowerBound: number, upperBound: number, jobCount: number }>, byFeature: Array<{ feature: { id: string, name: string }, statistics: { jobCount: number, firstQuartile: number | null, median: number | null, thirdQuartile: number | null } }>, byPrefecture: Array<{ prefecture: { id: string, name: string, prefectureEnName: string }, statistics: { jobCount: number, median: number | null } }> } };

export type JobsByIdsQueryVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type JobsByIdsQuery = { jobsByIds: Array<{ id: string, title: string, lowestSalary: number, highestSalary: number | null, salaryOption: SalaryOption, hiringType: HiringType, isHiring: boolean, isMemberOnly: boolean, addressLine: string | null, publishedAt: string | null, company: { id: string, name: string } | null, prefecture: { name: string }, municipality: { name: string } | null, occupation: { occupationNameEn: string }, features: Array<{ id: string, name: string }>, jobDetail: { catchphrase: string | null, jobDescriptionOption: string | null, holidayOption: string | null }, companyImages: Array<{ url: string }>, workingTimes: Array<{ attendanceTime: string, leaveTime: string }> }> };

export type JobsByIdsWithSalaryDescQueryVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type JobsByIdsWithSalaryDescQuery = { jobsByIdsWithSalaryDesc: Array<{ isPublished: boolean, id: string, title: string, lowestSalary: number, highestSalary: number | null, salaryOption: SalaryOption, hiringType: HiringType, isHiring: boolean, isMemberOnly: boolean, addressLine: string | null, publishedAt: string | null, company: { id: string, name: string } | null, prefecture: { name: string }, municipality: { name: string } | null, occupation: { occupationNameEn: string }, features: Array<{ id: string, name: string }>, jobDetail: { catchphrase: string | null, jobDescriptionOption: string | null, holidayOption: string | null }, companyImages: Array<{ url: string }>, workingTimes: Array<{ attendanceTime: string, leaveTime: string }> }> };

export type RecommendedForQueryVariables = Exact<{
  id: string | number;
}>;


export type RecommendedForQuery = { job: { id: string, recommendJobs: Array<{ id: string, title: string, lowestSalary: number, highestSalary: number | null, salaryOption: SalaryOption, hiringType: HiringType, isHiring: boolean, isMemberOnly: boolean, addressLine: string | null, publishedAt: string | null, company: { id: string, name: string } | null, prefecture: { name: string }, municipality: { name: string } | null, occupation: { occupationNameEn: string }, features: Array<{ id: string, name: string }>, jobDetail: { catchphrase: string | null, jobDescriptionOption: string | null, holidayOption: string | null }, companyImages: Array<{ url: string }>, workingTimes: Array<{ attendanceTime: string, leaveTime: string }> }> } | null };

export type LinkScoutSettingQueryVariables = Exact<{
  conversionId: string;
  token?: string | null | undefined;
}>;


export type LinkScoutSettingQuery = { scoutSetting: { scoutStatus: ScoutStatus, scoutAllowOccupationCategoryIds: Array<string>, isReceiveScout: boolean }, occupationCategories: Array<{ id: string, name: string }> };

export type SaveScoutSettingMutationVariables = Exact<{
  input: SaveScoutSettingInput;
}>;


export type SaveScoutSettingMutation = { saveScoutSetting: { setting: { scoutStatus: ScoutStatus, scoutAllowOccupationCategoryIds: Array<string>, isReceiveScout: boolean } } };

export type SearchPlaceMunicipalitiesQueryVariables = Exact<{
  prefecture: string;
}>;


export type SearchPlaceMunicipalitiesQuery = { searchMunicipalities: Array<{ id: string, name: string }> };

export type PlaceSuggestionsQueryVariables = Exact<{
  prefix: string;
  limit?: number | null | undefined;
}>;


export type PlaceSuggestionsQuery = { searchSuggestions: Array<{ kind: SearchSuggestionKind, id: string, label: string }> };

export type SitemapJobTotalQueryVariables = Exact<{
  occupation?: string | null | undefined;
  query?: JobSearchInput | null | undefined;
}>;


export type SitemapJobTotalQuery = { searchJobTotalCount: number };

export type SitemapJobsQueryVariables = Exact<{
  page: number;
  per: number;
}>;


export type SitemapJobsQuery = { searchJobs: { nodes: Array<{ id: string, editedAt: string, isMemberOnly: boolean, isHiring: boolean, occupation: { occupationNameEn: string } }> } };

export type SitemapOccupationsQueryVariables = Exact<{
  occupation: string;
}>;


export type SitemapOccupationsQuery = { occupations: Array<{ occupationNameEn: string, publishedJobCount: number }>, features: Array<{ id: string, publishedJobCount: number }> };

export type JobCardFieldsFragment = { id: string, title: string, lowestSalary: number, highestSalary: number | null, salaryOption: SalaryOption, hiringType: HiringType, isHiring: boolean, isMemberOnly: boolean, addressLine: string | null, publishedAt: string | null, company: { id: string, name: string } | null, prefecture: { name: string }, municipality: { name: string } | null, occupation: { occupationNameEn: string }, features: Array<{ id: string, name: string }>, jobDetail: { catchphrase: string | null, jobDescriptionOption: string | null, holidayOption: string | null }, companyImages: Array<{ url: string }>, workingTimes: Array<{ attendanceTime: string, leaveTime: string }> };

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
export const CompanyDetailFieldsFragmentDoc = new TypedDocumentString(`
    fragment CompanyDetailFields on CompanyDetail {
  businessDescription
  capitalStock
  employeeNumber
  establishmentDate
  representativeName
  vehicleNumber
  businessMainClient
  introduction
}
    `, {"fragmentName":"CompanyDetailFields"}) as unknown as TypedDocumentString<CompanyDetailFieldsFragment, unknown>;
export const EntryJobFieldsFragmentDoc = new TypedDocumentString(`
    fragment EntryJobFields on Job {
  id
  title
  isPublished
  isHiring
  isMemberOnly
  lowestSalary
  highestSalary
  salaryOption
  hiringType
  company {
    id
    name
  }
  prefecture {
    name
  }
  municipality {
    name
  }
  occupation {
    id
    name
    occupationNameEn
  }
}
    `, {"fragmentName":"EntryJobFields"}) as unknown as TypedDocumentString<EntryJobFieldsFragment, unknown>;
export const MagazineCardFieldsFragmentDoc = new TypedDocumentString(`
    fragment MagazineCardFields on MagazineArticle {
  id
  title
  description
  thumbnail {
    url
  }
  categories {
    id
    name
  }
  updatedAt
}
    `, {"fragmentName":"MagazineCardFields"}) as unknown as TypedDocumentString<MagazineCardFieldsFragment, unknown>;
export const RequirementsCoreFieldsFragmentDoc = new TypedDocumentString(`
    fragment RequirementsCoreFields on Requirements {
  desiredJobChangeTiming
  desiredWorkingHours
  salaryRange {
    lowest
    highest
  }
}
    `, {"fragmentName":"RequirementsCoreFields"}) as unknown as TypedDocumentString<RequirementsCoreFieldsFragment, unknown>;
export const ScoutSettingFieldsFragmentDoc = new TypedDocumentString(`
    fragment ScoutSettingFields on Setting {
  scoutStatus
  scoutAllowOccupationCategoryIds
  isReceiveScout
}
    `, {"fragmentName":"ScoutSettingFields"}) as unknown as TypedDocumentString<ScoutSettingFieldsFragment, unknown>;
export const ResumeRecordFieldsFragmentDoc = new TypedDocumentString(`
    fragment ResumeRecordFields on Resume {
  jobHistories {
    id
    companyName
    employmentType
    joinedYear
    joinedMonth
    retiredYear
    retiredMonth
  }
  qualifications {
    id
    name
  }
  education {
    education
    schoolName
    graduationStatus
    graduationYear
    graduationMonth
  }
}
    `, {"fragmentName":"ResumeRecordFields"}) as unknown as TypedDocumentString<ResumeRecordFieldsFragment, unknown>;
export const JobHistoryEditorFieldsFragmentDoc = new TypedDocumentString(`
    fragment JobHistoryEditorFields on JobHistory {
  id
  occupation {
    id
  }
  otherOccupationName
  companyName
  companyBusinessDetail
  joinedYear
  joinedMonth
  retiredYear
  retiredMonth
  employmentType
  jobDescription
}
    `, {"fragmentName":"JobHistoryEditorFields"}) as unknown as TypedDocumentString<JobHistoryEditorFieldsFragment, unknown>;
export const JobCardFieldsFragmentDoc = new TypedDocumentString(`
    fragment JobCardFields on Job {
  id
  title
  lowestSalary
  highestSalary
  salaryOption
  hiringType
  isHiring
  isMemberOnly
  addressLine
  company {
    id
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
  features {
    id
    name
  }
  jobDetail {
    catchphrase
    jobDescriptionOption
    holidayOption
  }
  companyImages {
    url
  }
  publishedAt
  workingTimes {
    attendanceTime
    leaveTime
  }
}
    `, {"fragmentName":"JobCardFields"}) as unknown as TypedDocumentString<JobCardFieldsFragment, unknown>;
export const SiteTrademarkDocument = new TypedDocumentString(`
    query SiteTrademark($id: ID!) {
  trademark(id: $id) {
    id
    displayServiceLinks
  }
}
    `, {"hash":"sha256:6727de03565488967c29d1e9ca11c5eea16b306687101e9cc8aeaf43ce912573"}) as unknown as TypedDocumentString<SiteTrademarkQuery, SiteTrademarkQueryVariables>;
export const SignupFormDocument = new TypedDocumentString(`
    query SignupForm {
  Signup {
    desiredOccupations {
      id
      name
      occupationCategory {
        id
        name
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
  }
}
    `, {"hash":"sha256:6fcb99a8cd0d3a478951b955586aff4a09a0287ef337a4c1bccbf7be9c63e7a7"}) as unknown as TypedDocumentString<SignupFormQuery, SignupFormQueryVariables>;
export const AdvisorContextDocument = new TypedDocumentString(`
    query AdvisorContext {
  endUserViewer {
    id
    email
    phoneNumber
  }
  advisorRoom {
    id
  }
}
    `, {"hash":"sha256:15e2b56a802c0b54eccde58cc1921d3115be1fcf303bc069e7848c6a4e643296"}) as unknown as TypedDocumentString<AdvisorContextQuery, AdvisorContextQueryVariables>;
export const RequestAdvisorDocument = new TypedDocumentString(`
    mutation RequestAdvisor($input: RequestAdvisorInput!) {
  requestAdvisor(input: $input) {
    advisorRequest {
      id
    }
    room {
      id
    }
  }
}
    `, {"hash":"sha256:2a8ac7c7b3fdf9d4f677002fdb70df054ce07e2bcaddb971a4d3cac1c9d75873"}) as unknown as TypedDocumentString<RequestAdvisorMutation, RequestAdvisorMutationVariables>;
export const AdvisorJobDocument = new TypedDocumentString(`
    query AdvisorJob($id: ID!) {
  job(id: $id) {
    id
    title
    occupation {
      occupationNameEn
    }
  }
}
    `, {"hash":"sha256:7a4756d9296e7ebdc15dfb3f72cf56af3451c3724ce6f38e3801905d2ceefcdd"}) as unknown as TypedDocumentString<AdvisorJobQuery, AdvisorJobQueryVariables>;
export const JobSeekerCommentsDocument = new TypedDocumentString(`
    query JobSeekerComments($page: Int!, $per: Int!) {
  jobSeekerComments(page: $page, per: $per) {
    nodes {
      id
      displayName
      age
      gender
      comment
      createdAt
      occupation {
        name
        occupationNameEn
      }
      prefecture {
        name
      }
      job {
        id
        title
        occupation {
          occupationNameEn
        }
      }
    }
    totalCount
    totalPages
  }
}
    `, {"hash":"sha256:b25b288e2815d84671e1f296c16b8d355224e92a9c4ac84e882654b136101860"}) as unknown as TypedDocumentString<JobSeekerCommentsQuery, JobSeekerCommentsQueryVariables>;
export const CompanyPageDocument = new TypedDocumentString(`
    query CompanyPage($id: ID!, $page: Int!, $per: Int!) {
  company(id: $id) {
    id
    name
    addressLine
    publishedJobCount
    images {
      url
      alt
    }
    companyDetail {
      ...CompanyDetailFields
    }
  }
  companyJobs(companyId: $id, page: $page, per: $per) {
    nodes {
      ...JobCardFields
    }
    totalCount
    totalPages
    per
  }
}
    fragment CompanyDetailFields on CompanyDetail {
  businessDescription
  capitalStock
  employeeNumber
  establishmentDate
  representativeName
  vehicleNumber
  businessMainClient
  introduction
}
fragment JobCardFields on Job {
  id
  title
  lowestSalary
  highestSalary
  salaryOption
  hiringType
  isHiring
  isMemberOnly
  addressLine
  company {
    id
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
  features {
    id
    name
  }
  jobDetail {
    catchphrase
    jobDescriptionOption
    holidayOption
  }
  companyImages {
    url
  }
  publishedAt
  workingTimes {
    attendanceTime
    leaveTime
  }
}`, {"hash":"sha256:e881711d74e55ad9a436387f5b7f5a289587ca732ce51727ba31a70e9b5e1b68"}) as unknown as TypedDocumentString<CompanyPageQuery, CompanyPageQueryVariables>;
export const EntryJobDocument = new TypedDocumentString(`
    query EntryJob($id: ID!) {
  job(id: $id) {
    ...EntryJobFields
  }
}
    fragment EntryJobFields on Job {
  id
  title
  isPublished
  isHiring
  isMemberOnly
  lowestSalary
  highestSalary
  salaryOption
  hiringType
  company {
    id
    name
  }
  prefecture {
    name
  }
  municipality {
    name
  }
  occupation {
    id
    name
    occupationNameEn
  }
}`, {"hash":"sha256:ef38dadcdac0f2259a212dc87e319b138bed2588a93233b1616da960fe0f8902"}) as unknown as TypedDocumentString<EntryJobQuery, EntryJobQueryVariables>;
export const EntryJobsDocument = new TypedDocumentString(`
    query EntryJobs($ids: [ID!]!) {
  jobsByIds(ids: $ids) {
    ...EntryJobFields
  }
}
    fragment EntryJobFields on Job {
  id
  title
  isPublished
  isHiring
  isMemberOnly
  lowestSalary
  highestSalary
  salaryOption
  hiringType
  company {
    id
    name
  }
  prefecture {
    name
  }
  municipality {
    name
  }
  occupation {
    id
    name
    occupationNameEn
  }
}`, {"hash":"sha256:293de689470eeed8a4449627cfb91f4dcb7430d142bf69c03bb7a5e05583b761"}) as unknown as TypedDocumentString<EntryJobsQuery, EntryJobsQueryVariables>;
export const IsEntryDocument = new TypedDocumentString(`
    query IsEntry($jobId: ID!) {
  isEntry(jobId: $jobId)
}
    `, {"hash":"sha256:72fb3bd75bd6ca4afe5f2932f33603dd3ac41e287787ebed1bb7a0b498805643"}) as unknown as TypedDocumentString<IsEntryQuery, IsEntryQueryVariables>;
export const EnteredJobIdsDocument = new TypedDocumentString(`
    query EnteredJobIds {
  user {
    id
    enteredJobIds
  }
}
    `, {"hash":"sha256:19f649b94eef6e4b10cb8372d5a4b06fc8aa1aa7734e0f4cb123db9023608948"}) as unknown as TypedDocumentString<EnteredJobIdsQuery, EnteredJobIdsQueryVariables>;
export const CreateEntryDocument = new TypedDocumentString(`
    mutation CreateEntry($input: CreateEntryInput!) {
  createEntry(input: $input) {
    entry {
      id
      currentStatus
      room {
        id
      }
    }
    user {
      conversionId
    }
  }
}
    `, {"hash":"sha256:a2c32836bf15e48b82f2e172b3c9fc36f1230e5311273ba55a91472245642f6c"}) as unknown as TypedDocumentString<CreateEntryMutation, CreateEntryMutationVariables>;
export const CreateEntriesDocument = new TypedDocumentString(`
    mutation CreateEntries($input: CreateEntriesInput!) {
  createEntries(input: $input) {
    entries {
      id
      job {
        id
      }
    }
    user {
      conversionId
    }
  }
}
    `, {"hash":"sha256:8d07f1b3f16e43ee588c826875e33e7614c440bd0ba76b95dd18c3d811899e93"}) as unknown as TypedDocumentString<CreateEntriesMutation, CreateEntriesMutationVariables>;
export const CreateVisitorJobEntryDocument = new TypedDocumentString(`
    mutation CreateVisitorJobEntry($input: CreateVisitorJobEntryInput!) {
  createVisitorJobEntry(input: $input) {
    entries {
      id
      job {
        id
      }
    }
    user {
      conversionId
    }
  }
}
    `, {"hash":"sha256:e404a3603ece9b70e4b722749ff6cd276f727bec60a13f3f31cd662ebdd3216a"}) as unknown as TypedDocumentString<CreateVisitorJobEntryMutation, CreateVisitorJobEntryMutationVariables>;
export const CreateContactDocument = new TypedDocumentString(`
    mutation CreateContact($input: CreateContactInput!) {
  createContact(input: $input) {
    contact {
      id
      fullName
    }
  }
}
    `, {"hash":"sha256:49edd6da83bee8c07b668e0b08731f2002ca7db8761d87c31c937d5bf651534e"}) as unknown as TypedDocumentString<CreateContactMutation, CreateContactMutationVariables>;
export const FaqItemsDocument = new TypedDocumentString(`
    query FaqItems {
  faqItems {
    id
    name
    acceptedAnswer {
      text
    }
  }
}
    `, {"hash":"sha256:ccb31330724795ee8404f16510e077a10ad00f5e18f9f9b7bdb51aee59f2f8a4"}) as unknown as TypedDocumentString<FaqItemsQuery, FaqItemsQueryVariables>;
export const HomeCountsDocument = new TypedDocumentString(`
    query HomeCounts {
  occupations {
    id
    occupationNameEn
    publishedJobCount
  }
  features(occupation: "driver") {
    id
    publishedJobCount
  }
}
    `, {"hash":"sha256:f3b05f2b247695f124d0dadc3d103aec47cc8118d074b9e1a663ab1296457ee9"}) as unknown as TypedDocumentString<HomeCountsQuery, HomeCountsQueryVariables>;
export const HomeContentDocument = new TypedDocumentString(`
    query HomeContent($magazinePer: Int!, $newsPer: Int!) {
  magazineArticles(page: 1, per: $magazinePer) {
    nodes {
      ...MagazineCardFields
    }
  }
  newsItems(page: 1, per: $newsPer) {
    nodes {
      id
      path
      title
      publishedDate
    }
  }
  faqItems {
    id
    name
    acceptedAnswer {
      text
    }
  }
}
    fragment MagazineCardFields on MagazineArticle {
  id
  title
  description
  thumbnail {
    url
  }
  categories {
    id
    name
  }
  updatedAt
}`, {"hash":"sha256:5289443b7a3439e14dc9ac1a9002976f2ad8f9077fd4df809f490b0b4c9a32cf"}) as unknown as TypedDocumentString<HomeContentQuery, HomeContentQueryVariables>;
export const JobDetailDocument = new TypedDocumentString(`
    query JobDetail($id: ID!) {
  job(id: $id) {
    id
    title
    addressLine
    buildingName
    zipCode
    highestSalary
    lowestSalary
    salaryOption
    hiringType
    contractCategory
    createdAt
    editedAt
    publishedAt
    validThrough
    closedAt
    interviewVideoUrl
    isPublished
    isHellowork
    isHiring
    isMemberOnly
    companyImages {
      url
      alt
    }
    company {
      id
      name
      addressLine
      publishedJobCount
      images {
        url
      }
      companyDetail {
        ...CompanyDetailFields
      }
    }
    offices {
      id
      name
      zipCode
      addressLine
      nearestStation
    }
    features {
      id
      name
      category {
        id
        name
      }
    }
    prefecture {
      name
      prefectureEnName
    }
    municipality {
      id
      name
    }
    location {
      latitude
      longitude
    }
    occupation {
      id
      name
      occupationNameEn
    }
    workingTimes {
      attendanceTime
      leaveTime
      shift
    }
    jobDetail {
      catchphrase
      holidayOption
      jobDescriptionOption
      message
      qualificationOption
      selectionProcess
      applicationProcedure
      suitablePerson
      notSuitablePerson
      welfareOption
      workingTimeOption
      flowOfTheDay
      flowOfAfterJoining
      locationNote
      appealMessage
    }
    appealPoints {
      id
      title
      body
      image {
        url
        alt
      }
    }
    summaries {
      title
      body
    }
    articleSections {
      id
      title
      body
      image {
        url
        alt
      }
    }
    jobSeekerComments {
      id
      displayName
      age
      gender
      comment
      createdAt
    }
    nearDistanceJobs(limit: 6) {
      ...JobCardFields
    }
    recommendJobs(limit: 6) {
      ...JobCardFields
    }
  }
}
    fragment CompanyDetailFields on CompanyDetail {
  businessDescription
  capitalStock
  employeeNumber
  establishmentDate
  representativeName
  vehicleNumber
  businessMainClient
  introduction
}
fragment JobCardFields on Job {
  id
  title
  lowestSalary
  highestSalary
  salaryOption
  hiringType
  isHiring
  isMemberOnly
  addressLine
  company {
    id
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
  features {
    id
    name
  }
  jobDetail {
    catchphrase
    jobDescriptionOption
    holidayOption
  }
  companyImages {
    url
  }
  publishedAt
  workingTimes {
    attendanceTime
    leaveTime
  }
}`, {"hash":"sha256:2a352eba23d5f6d18ea1662a6f9630ed43f0fe87852e6f839e77607d1ede93cb"}) as unknown as TypedDocumentString<JobDetailQuery, JobDetailQueryVariables>;
export const SearchJobListDocument = new TypedDocumentString(`
    query SearchJobList($occupation: String, $query: JobSearchInput, $page: Int!, $per: Int!, $sortType: JobSort!, $withPrefectures: Boolean!, $withMunicipalities: Boolean!, $withOccupations: Boolean!) {
  searchJobs(
    query: $query
    occupation: $occupation
    page: $page
    per: $per
    sortType: $sortType
  ) {
    nodes {
      ...JobCardFields
    }
    totalCount
    memberOnlyCount
    page
    per
    totalPages
    facets {
      features {
        id
        count
      }
      prefectures @include(if: $withPrefectures) {
        id
        count
      }
      municipalities @include(if: $withMunicipalities) {
        id
        count
      }
      hiringTypes {
        id
        count
      }
      occupations @include(if: $withOccupations) {
        id
        count
      }
      shifts {
        id
        count
      }
    }
    keywordConditions {
      kind
      id
      words
    }
  }
}
    fragment JobCardFields on Job {
  id
  title
  lowestSalary
  highestSalary
  salaryOption
  hiringType
  isHiring
  isMemberOnly
  addressLine
  company {
    id
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
  features {
    id
    name
  }
  jobDetail {
    catchphrase
    jobDescriptionOption
    holidayOption
  }
  companyImages {
    url
  }
  publishedAt
  workingTimes {
    attendanceTime
    leaveTime
  }
}`, {"hash":"sha256:bc919c560f22394cf1d89345238e86758dd0b28e90b859ba6ec0e38a959efeac"}) as unknown as TypedDocumentString<SearchJobListQuery, SearchJobListQueryVariables>;
export const PrefectureMunicipalitiesDocument = new TypedDocumentString(`
    query PrefectureMunicipalities($prefectureNameEn: String!) {
  searchMunicipalities(prefectureNameEn: $prefectureNameEn) {
    id
    name
    location {
      latitude
      longitude
    }
  }
}
    `, {"hash":"sha256:cdd45506ca63fee5863989542f53b23a3493ffb59334762166b3530af21d68af"}) as unknown as TypedDocumentString<PrefectureMunicipalitiesQuery, PrefectureMunicipalitiesQueryVariables>;
export const VerifyJoiningConfirmationDocument = new TypedDocumentString(`
    query VerifyJoiningConfirmation($token: String!) {
  verifyEntryJoiningConfirmationToken(token: $token) {
    isValid
    jobTitle
    companyName
    hasJoined
    joinedOn
    expiresAt
  }
}
    `, {"hash":"sha256:4568cec7cf9da00afd8e97056cfc96b7ec5fd4bfc48830fdd00810c93b4bdfce"}) as unknown as TypedDocumentString<VerifyJoiningConfirmationQuery, VerifyJoiningConfirmationQueryVariables>;
export const UpdateJoiningConfirmationDocument = new TypedDocumentString(`
    mutation UpdateJoiningConfirmation($input: UpdateEntryJoiningConfirmationInput!) {
  updateEntryJoiningConfirmation(input: $input) {
    confirmation {
      hasJoined
      joinedOn
    }
  }
}
    `, {"hash":"sha256:c07f809fbae4b5c3d2374b2f10dac2603fdaf3cc8a47242715672d9bfbf764a5"}) as unknown as TypedDocumentString<UpdateJoiningConfirmationMutation, UpdateJoiningConfirmationMutationVariables>;
export const MagazineListDocument = new TypedDocumentString(`
    query MagazineList($categoryId: ID, $keyword: String, $page: Int!, $per: Int!) {
  magazineArticles(
    categoryId: $categoryId
    keyword: $keyword
    page: $page
    per: $per
  ) {
    nodes {
      ...MagazineCardFields
    }
    totalCount
    totalPages
    per
  }
  magazineCategories {
    id
    name
  }
}
    fragment MagazineCardFields on MagazineArticle {
  id
  title
  description
  thumbnail {
    url
  }
  categories {
    id
    name
  }
  updatedAt
}`, {"hash":"sha256:159e23c7866854bb571e15be3cb0a26423656bd827303b338b409b87a547cf87"}) as unknown as TypedDocumentString<MagazineListQuery, MagazineListQueryVariables>;
export const MagazineArticleDocument = new TypedDocumentString(`
    query MagazineArticle($id: ID!) {
  magazineArticle(id: $id) {
    id
    title
    description
    thumbnail {
      url
      alt
    }
    categories {
      id
      name
    }
    occupation {
      name
      occupationNameEn
    }
    publishedAt
    updatedAt
    content
  }
}
    `, {"hash":"sha256:0c1c211d33080bd8150e50717a0820e941473d3b5b5f05b17f584a52c161e760"}) as unknown as TypedDocumentString<MagazineArticleQuery, MagazineArticleQueryVariables>;
export const InterviewCalendarDocument = new TypedDocumentString(`
    query InterviewCalendar($proposalId: ID!) {
  interviewCalendar(proposalId: $proposalId) {
    fileName
    content
  }
}
    `, {"hash":"sha256:b6285a3c7c275590546db238bead3b23f7422f1f42a7e36c0908b2938adb4edb"}) as unknown as TypedDocumentString<InterviewCalendarQuery, InterviewCalendarQueryVariables>;
export const FavoriteJobsPageDocument = new TypedDocumentString(`
    query FavoriteJobsPage($page: Int!, $per: Int!) {
  favoriteJobs(page: $page, per: $per) {
    nodes {
      ...JobCardFields
      isPublished
    }
    totalCount
    page
    per
    totalPages
  }
}
    fragment JobCardFields on Job {
  id
  title
  lowestSalary
  highestSalary
  salaryOption
  hiringType
  isHiring
  isMemberOnly
  addressLine
  company {
    id
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
  features {
    id
    name
  }
  jobDetail {
    catchphrase
    jobDescriptionOption
    holidayOption
  }
  companyImages {
    url
  }
  publishedAt
  workingTimes {
    attendanceTime
    leaveTime
  }
}`, {"hash":"sha256:45e3acad5bb708db5739e26f8d9508375091aa75e46376184201db2041f87790"}) as unknown as TypedDocumentString<FavoriteJobsPageQuery, FavoriteJobsPageQueryVariables>;
export const MyPageDocument = new TypedDocumentString(`
    query MyPage($rooms: Int!, $notices: Int!) {
  endUserViewer {
    id
    name
    email
    phoneNumber
    birthYear
    gender
    zipCode
    employmentStatus
    occupations {
      id
      name
    }
    qualifications {
      id
    }
    jobHistories {
      id
    }
    educationalBackground {
      education
    }
    personality {
      selfPr
    }
    requirements {
      ...RequirementsCoreFields
    }
    resumes {
      id
    }
    setting {
      isReceiveScout
    }
    favoriteJobCount
    messageCount
    unreadNoticeCount
  }
  rooms(first: $rooms) {
    totalCount
    edges {
      node {
        id
        unreadMessageCount
        createdAt
        company {
          id
          name
        }
        entry {
          id
          currentStatus
          createdAt
          updatedAt
          interviewProposal {
            id
            status
            place
            chosenSlot {
              startsAt
              endsAt
            }
          }
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
          createdAt
          isHiring
          hiddenCompanyName
          occupationCategory {
            name
          }
        }
        lastMessage {
          createdAt
        }
      }
    }
  }
  notices(first: $notices) {
    totalCount
    unreadCount
    edges {
      node {
        id
        text
        url
        readAt
        createdAt
      }
    }
  }
}
    fragment RequirementsCoreFields on Requirements {
  desiredJobChangeTiming
  desiredWorkingHours
  salaryRange {
    lowest
    highest
  }
}`, {"hash":"sha256:c8ee134a3d863b466698eb6a1e1372c8266e5921b47fb0c5c807b55f458c4cb9"}) as unknown as TypedDocumentString<MyPageQuery, MyPageQueryVariables>;
export const MySettingPageDocument = new TypedDocumentString(`
    query MySettingPage {
  MySetting {
    setting {
      ...ScoutSettingFields
    }
    occupationCategories {
      id
      name
    }
  }
}
    fragment ScoutSettingFields on Setting {
  scoutStatus
  scoutAllowOccupationCategoryIds
  isReceiveScout
}`, {"hash":"sha256:dc063acf6665275f829110a4f3018a8dceb83e17de79273e959a74cb39cb71f0"}) as unknown as TypedDocumentString<MySettingPageQuery, MySettingPageQueryVariables>;
export const SaveSettingDocument = new TypedDocumentString(`
    mutation SaveSetting($input: SaveSettingInput!) {
  saveSetting(input: $input) {
    scoutStatus
    scoutAllowOccupationCategoryIds
    isReceiveScout
  }
}
    `, {"hash":"sha256:c16924b8420bf75fd97eb83fdb7cc421bd67938306e0ba27b4024bbe65cdfc72"}) as unknown as TypedDocumentString<SaveSettingMutation, SaveSettingMutationVariables>;
export const NewsListDocument = new TypedDocumentString(`
    query NewsList($page: Int!, $per: Int!) {
  newsItems(page: $page, per: $per) {
    nodes {
      id
      slug
      path
      title
      publishedDate
    }
    totalCount
    totalPages
  }
}
    `, {"hash":"sha256:86351615a2ea84d50d45fcdeac1d5e3ee13d5023affcb95928bd7a4ebe7e30cf"}) as unknown as TypedDocumentString<NewsListQuery, NewsListQueryVariables>;
export const NewsItemDocument = new TypedDocumentString(`
    query NewsItem($slug: String!) {
  newsItem(slug: $slug) {
    id
    slug
    path
    title
    publishedDate
    body
  }
}
    `, {"hash":"sha256:d5fee3cfb35b403d03c9090be455c8119a135c392db9366db86a74bed4507c13"}) as unknown as TypedDocumentString<NewsItemQuery, NewsItemQueryVariables>;
export const NotificationSettingsPageDocument = new TypedDocumentString(`
    query NotificationSettingsPage {
  notificationSettings {
    settings {
      kind
      site
      email
      line
    }
    email
    lineLinked
    conversionId
  }
}
    `, {"hash":"sha256:c16d6097228616aaeac5f911b76c7f0a5c1e547ec202f003a9af5247b4e9eb2c"}) as unknown as TypedDocumentString<NotificationSettingsPageQuery, NotificationSettingsPageQueryVariables>;
export const SaveNotificationSettingsDocument = new TypedDocumentString(`
    mutation SaveNotificationSettings($input: SaveNotificationSettingsInput!) {
  saveNotificationSettings(input: $input) {
    notificationSettings {
      settings {
        kind
      }
    }
  }
}
    `, {"hash":"sha256:9bc2b3bccc09a4003f17212b1bad39aa67643eca5a58af92990b70c3dd3e282e"}) as unknown as TypedDocumentString<SaveNotificationSettingsMutation, SaveNotificationSettingsMutationVariables>;
export const UnsubscribeNotificationsDocument = new TypedDocumentString(`
    mutation UnsubscribeNotifications($input: UnsubscribeNotificationsInput!) {
  unsubscribeNotifications(input: $input) {
    kind
  }
}
    `, {"hash":"sha256:974804533c3c3f7fe4a1075b9bca9875acdf336d932ef334a06418f075e6255e"}) as unknown as TypedDocumentString<UnsubscribeNotificationsMutation, UnsubscribeNotificationsMutationVariables>;
export const ConnectLineFromSettingsDocument = new TypedDocumentString(`
    mutation ConnectLineFromSettings($input: ConnectCvToLineUserInput!) {
  connectCvToLineUser(input: $input) {
    conversionId
  }
}
    `, {"hash":"sha256:989febf3109abcccb7657b6659a490f226670954a564bfee86fb2cbb40d2c9da"}) as unknown as TypedDocumentString<ConnectLineFromSettingsMutation, ConnectLineFromSettingsMutationVariables>;
export const ResumePrintDocument = new TypedDocumentString(`
    query ResumePrint {
  endUserViewer {
    id
    email
    phoneNumber
    resumes {
      id
      name
      reason
      hopes
      userName
      nameKana
      birthDate
      birthYear
      gender
      zipCode
      address {
        postalCode
        prefectureName
        municipality
        line
      }
      photo {
        dataUrl
      }
      ...ResumeRecordFields
    }
  }
}
    fragment ResumeRecordFields on Resume {
  jobHistories {
    id
    companyName
    employmentType
    joinedYear
    joinedMonth
    retiredYear
    retiredMonth
  }
  qualifications {
    id
    name
  }
  education {
    education
    schoolName
    graduationStatus
    graduationYear
    graduationMonth
  }
}`, {"hash":"sha256:686bd1e6fd7c332a1c08024289a7ee1946eb85f5f568106cd84e0fe7557c3fb0"}) as unknown as TypedDocumentString<ResumePrintQuery, ResumePrintQueryVariables>;
export const CareerSheetPrintDocument = new TypedDocumentString(`
    query CareerSheetPrint {
  endUserViewer {
    id
    name
    careerSheets {
      id
      name
      summary
      jobHistories {
        id
        companyName
        companyBusinessDetail
        employmentType
        joinedYear
        joinedMonth
        retiredYear
        retiredMonth
        jobDescription
        otherOccupationName
        occupation {
          name
        }
      }
      qualifications {
        id
        name
      }
    }
  }
}
    `, {"hash":"sha256:0cdf9554f364797cef3f97756ade335c3e86e526d1d64148c11f9c48308710ab"}) as unknown as TypedDocumentString<CareerSheetPrintQuery, CareerSheetPrintQueryVariables>;
export const ProfileEditorDocument = new TypedDocumentString(`
    query ProfileEditor {
  endUserViewer {
    id
    email
    phoneNumber
    authType
    name
    birthYear
    gender
    zipCode
    prefecture {
      id
    }
    employmentStatus
    detail {
      numberOfDependents
      hasSpouse
    }
    occupations {
      id
    }
  }
}
    `, {"hash":"sha256:18f6aa323a6747e528b13fad420d8e6db9e6a851dbe3a3873544923024eec1d9"}) as unknown as TypedDocumentString<ProfileEditorQuery, ProfileEditorQueryVariables>;
export const CareerSheetEditorDocument = new TypedDocumentString(`
    query CareerSheetEditor {
  endUserViewer {
    id
    jobHistories {
      ...JobHistoryEditorFields
    }
    educationalBackground {
      education
      schoolName
      graduationStatus
      graduationYear
      graduationMonth
    }
    qualifications {
      id
    }
    personality {
      experienceCompanyNum
      interestOrHobby
      speciality
      selfPr
    }
    requirements {
      ...RequirementsCoreFields
      desiredCars {
        id
      }
      desiredParticularConditions {
        id
      }
      desiredWorkplaceStrengths {
        id
      }
    }
    careerSheets {
      id
      name
      summary
      createdAt
      updatedAt
      jobHistories {
        id
      }
      qualifications {
        id
      }
    }
  }
}
    fragment RequirementsCoreFields on Requirements {
  desiredJobChangeTiming
  desiredWorkingHours
  salaryRange {
    lowest
    highest
  }
}
fragment JobHistoryEditorFields on JobHistory {
  id
  occupation {
    id
  }
  otherOccupationName
  companyName
  companyBusinessDetail
  joinedYear
  joinedMonth
  retiredYear
  retiredMonth
  employmentType
  jobDescription
}`, {"hash":"sha256:29dc30451b37f16ddba5e4353f7be8b494cdde04e8af63b7b4a9c9e223d1059b"}) as unknown as TypedDocumentString<CareerSheetEditorQuery, CareerSheetEditorQueryVariables>;
export const ResumeEditorDocument = new TypedDocumentString(`
    query ResumeEditor {
  endUserViewer {
    id
    name
    birthYear
    zipCode
    jobHistories {
      id
    }
    educationalBackground {
      education
    }
    resumes {
      id
      name
      reason
      hopes
      nameKana
      birthDate
      address {
        postalCode
        prefectureId
        prefectureName
        municipality
        line
      }
      photo {
        dataUrl
      }
      updatedAt
      userName
      gender
      birthYear
      zipCode
      numberOfDependents
      hasSpouse
      createdAt
      ...ResumeRecordFields
    }
  }
}
    fragment ResumeRecordFields on Resume {
  jobHistories {
    id
    companyName
    employmentType
    joinedYear
    joinedMonth
    retiredYear
    retiredMonth
  }
  qualifications {
    id
    name
  }
  education {
    education
    schoolName
    graduationStatus
    graduationYear
    graduationMonth
  }
}`, {"hash":"sha256:26184c23e0c0734ceb3b43c440bba2ac3c2c719459ae9ddbc8a7cd8c03b9cbbe"}) as unknown as TypedDocumentString<ResumeEditorQuery, ResumeEditorQueryVariables>;
export const UpdateUserBasicInformationDocument = new TypedDocumentString(`
    mutation UpdateUserBasicInformation($input: UpdateUserBasicInformationInput!) {
  updateUserBasicInformation(input: $input) {
    user {
      id
    }
  }
}
    `, {"hash":"sha256:3d151d8f12c6ed73fcee7e3aff218926ab8610b7354e349253f4618ba59f2c49"}) as unknown as TypedDocumentString<UpdateUserBasicInformationMutation, UpdateUserBasicInformationMutationVariables>;
export const UpdateUserDocument = new TypedDocumentString(`
    mutation UpdateUser($input: UpdateUserInput!) {
  updateUser(input: $input) {
    user {
      id
    }
  }
}
    `, {"hash":"sha256:98ce2cf497ae1ce99486901965e398360500f62ae339e0449f5da663f64db7c7"}) as unknown as TypedDocumentString<UpdateUserMutation, UpdateUserMutationVariables>;
export const SaveJobHistoriesDocument = new TypedDocumentString(`
    mutation SaveJobHistories($input: SaveJobHistoriesInput!) {
  saveJobHistories(input: $input) {
    jobHistories {
      ...JobHistoryEditorFields
    }
  }
}
    fragment JobHistoryEditorFields on JobHistory {
  id
  occupation {
    id
  }
  otherOccupationName
  companyName
  companyBusinessDetail
  joinedYear
  joinedMonth
  retiredYear
  retiredMonth
  employmentType
  jobDescription
}`, {"hash":"sha256:7d2e911842fcd5a31f7fba6837678c1b88cbe919a37bf608fe54899507aa9194"}) as unknown as TypedDocumentString<SaveJobHistoriesMutation, SaveJobHistoriesMutationVariables>;
export const SaveEducationalBackgroundDocument = new TypedDocumentString(`
    mutation SaveEducationalBackground($input: SaveEducationalBackgroundInput!) {
  saveEducationalBackground(input: $input) {
    educationalBackground {
      education
    }
  }
}
    `, {"hash":"sha256:df7673e22bc9623c76419134376f8f39fd4459988f3a08eed3d361f841890338"}) as unknown as TypedDocumentString<SaveEducationalBackgroundMutation, SaveEducationalBackgroundMutationVariables>;
export const SavePersonalityAndRequirementsDocument = new TypedDocumentString(`
    mutation SavePersonalityAndRequirements($input: SavePersonalityAndRequirementsInput!) {
  savePersonalityAndRequirements(input: $input) {
    personality {
      selfPr
    }
  }
}
    `, {"hash":"sha256:b2424a108b24010bef35eabd665b052e1228d66b0a53b0edcc552845789fb455"}) as unknown as TypedDocumentString<SavePersonalityAndRequirementsMutation, SavePersonalityAndRequirementsMutationVariables>;
export const CreateResumeDocument = new TypedDocumentString(`
    mutation CreateResume($input: CreateResumeInput!) {
  createResume(input: $input) {
    resume {
      id
    }
  }
}
    `, {"hash":"sha256:8ec8d4f4a157b068832ac880fa35223d5fe3d0257c824e63c76b54347910ae3b"}) as unknown as TypedDocumentString<CreateResumeMutation, CreateResumeMutationVariables>;
export const RemoveResumeDocument = new TypedDocumentString(`
    mutation RemoveResume($input: RemoveResumeInput!) {
  removeResume(input: $input) {
    resumeId
  }
}
    `, {"hash":"sha256:342c34f823c419ce8cfc767e2f3163c2695c45bdf68e1c7f821b58403ee280f9"}) as unknown as TypedDocumentString<RemoveResumeMutation, RemoveResumeMutationVariables>;
export const UpdateResumeDocument = new TypedDocumentString(`
    mutation UpdateResume($input: UpdateResumeInput!) {
  updateResume(input: $input) {
    resume {
      id
    }
  }
}
    `, {"hash":"sha256:8dbe4e42f6d501ac1ff30d90de17690bb08a9b572e86d4c6574ef44df87504d1"}) as unknown as TypedDocumentString<UpdateResumeMutation, UpdateResumeMutationVariables>;
export const UpdateCareerSheetDocument = new TypedDocumentString(`
    mutation UpdateCareerSheet($input: UpdateCareerSheetInput!) {
  updateCareerSheet(input: $input) {
    careerSheet {
      id
    }
  }
}
    `, {"hash":"sha256:267c09911f81af1caa2d48ab4e95c37fc347a586be524cdc663c83bf501b0429"}) as unknown as TypedDocumentString<UpdateCareerSheetMutation, UpdateCareerSheetMutationVariables>;
export const CreateCareerSheetDocument = new TypedDocumentString(`
    mutation CreateCareerSheet($input: CreateCareerSheetInput!) {
  createCareerSheet(input: $input) {
    careerSheet {
      id
    }
  }
}
    `, {"hash":"sha256:9961be8aae1a8eee3e530097c6dd2a6927ce98645869d3d4256985747de0f831"}) as unknown as TypedDocumentString<CreateCareerSheetMutation, CreateCareerSheetMutationVariables>;
export const RemoveCareerSheetDocument = new TypedDocumentString(`
    mutation RemoveCareerSheet($input: RemoveCareerSheetInput!) {
  removeCareerSheet(input: $input) {
    careerSheetId
  }
}
    `, {"hash":"sha256:0381f580838f7f50c575bb41717b503bcc931acff49d12ab7c10d58ef8411f01"}) as unknown as TypedDocumentString<RemoveCareerSheetMutation, RemoveCareerSheetMutationVariables>;
export const SalaryInsightPageDocument = new TypedDocumentString(`
    query SalaryInsightPage($occupation: String!, $prefectureNameEn: String) {
  salaryInsight(occupation: $occupation, prefectureNameEn: $prefectureNameEn) {
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
    statistics {
      jobCount
      average
      minimum
      firstQuartile
      median
      thirdQuartile
      maximum
    }
    histogram {
      lowerBound
      upperBound
      jobCount
    }
    byFeature {
      feature {
        id
        name
      }
      statistics {
        jobCount
        firstQuartile
        median
        thirdQuartile
      }
    }
    byPrefecture {
      prefecture {
        id
        name
        prefectureEnName
      }
      statistics {
        jobCount
        median
      }
    }
  }
}
    `, {"hash":"sha256:2a45b662be57c04335361380f0ed169b7d2ffda52f59fd1f08c992b6ce914447"}) as unknown as TypedDocumentString<SalaryInsightPageQuery, SalaryInsightPageQueryVariables>;
export const JobsByIdsDocument = new TypedDocumentString(`
    query JobsByIds($ids: [ID!]!) {
  jobsByIds(ids: $ids) {
    ...JobCardFields
  }
}
    fragment JobCardFields on Job {
  id
  title
  lowestSalary
  highestSalary
  salaryOption
  hiringType
  isHiring
  isMemberOnly
  addressLine
  company {
    id
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
  features {
    id
    name
  }
  jobDetail {
    catchphrase
    jobDescriptionOption
    holidayOption
  }
  companyImages {
    url
  }
  publishedAt
  workingTimes {
    attendanceTime
    leaveTime
  }
}`, {"hash":"sha256:cfcf8ea02cc4a437e74267fd29cdef0e10492a5b3537a0ad509557a215bdba0d"}) as unknown as TypedDocumentString<JobsByIdsQuery, JobsByIdsQueryVariables>;
export const JobsByIdsWithSalaryDescDocument = new TypedDocumentString(`
    query JobsByIdsWithSalaryDesc($ids: [ID!]!) {
  jobsByIdsWithSalaryDesc(ids: $ids) {
    ...JobCardFields
    isPublished
  }
}
    fragment JobCardFields on Job {
  id
  title
  lowestSalary
  highestSalary
  salaryOption
  hiringType
  isHiring
  isMemberOnly
  addressLine
  company {
    id
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
  features {
    id
    name
  }
  jobDetail {
    catchphrase
    jobDescriptionOption
    holidayOption
  }
  companyImages {
    url
  }
  publishedAt
  workingTimes {
    attendanceTime
    leaveTime
  }
}`, {"hash":"sha256:823bef9603189227e15895abac876f8f951ef4a242ee04ac28ef61ff54a8f1f6"}) as unknown as TypedDocumentString<JobsByIdsWithSalaryDescQuery, JobsByIdsWithSalaryDescQueryVariables>;
export const RecommendedForDocument = new TypedDocumentString(`
    query RecommendedFor($id: ID!) {
  job(id: $id) {
    id
    recommendJobs(limit: 12) {
      ...JobCardFields
    }
  }
}
    fragment JobCardFields on Job {
  id
  title
  lowestSalary
  highestSalary
  salaryOption
  hiringType
  isHiring
  isMemberOnly
  addressLine
  company {
    id
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
  features {
    id
    name
  }
  jobDetail {
    catchphrase
    jobDescriptionOption
    holidayOption
  }
  companyImages {
    url
  }
  publishedAt
  workingTimes {
    attendanceTime
    leaveTime
  }
}`, {"hash":"sha256:8bd9a0d4366dfa7fcb999db6a6dc6e2a5fdaa8cab45385766c5dd92e3d194b81"}) as unknown as TypedDocumentString<RecommendedForQuery, RecommendedForQueryVariables>;
export const LinkScoutSettingDocument = new TypedDocumentString(`
    query LinkScoutSetting($conversionId: String!, $token: String) {
  scoutSetting(conversionId: $conversionId, token: $token) {
    ...ScoutSettingFields
  }
  occupationCategories {
    id
    name
  }
}
    fragment ScoutSettingFields on Setting {
  scoutStatus
  scoutAllowOccupationCategoryIds
  isReceiveScout
}`, {"hash":"sha256:cea5652c102d2f6d7ef40d48fa470d72975fa898daf742656f5277ae9e58c39b"}) as unknown as TypedDocumentString<LinkScoutSettingQuery, LinkScoutSettingQueryVariables>;
export const SaveScoutSettingDocument = new TypedDocumentString(`
    mutation SaveScoutSetting($input: SaveScoutSettingInput!) {
  saveScoutSetting(input: $input) {
    setting {
      ...ScoutSettingFields
    }
  }
}
    fragment ScoutSettingFields on Setting {
  scoutStatus
  scoutAllowOccupationCategoryIds
  isReceiveScout
}`, {"hash":"sha256:a0207a6d3a225ca6e81ddc4e8511a63b0273d7ac3970a24794fbcbb5ccdf6de5"}) as unknown as TypedDocumentString<SaveScoutSettingMutation, SaveScoutSettingMutationVariables>;
export const SearchPlaceMunicipalitiesDocument = new TypedDocumentString(`
    query SearchPlaceMunicipalities($prefecture: String!) {
  searchMunicipalities(prefectureNameEn: $prefecture) {
    id
    name
  }
}
    `, {"hash":"sha256:f2dcbb33b14cd24e5c2acbcb456c36d036a4557c5a6a8e0f20a26b70af9755ae"}) as unknown as TypedDocumentString<SearchPlaceMunicipalitiesQuery, SearchPlaceMunicipalitiesQueryVariables>;
export const PlaceSuggestionsDocument = new TypedDocumentString(`
    query PlaceSuggestions($prefix: String!, $limit: Int) {
  searchSuggestions(prefix: $prefix, place: true, limit: $limit) {
    kind
    id
    label
  }
}
    `, {"hash":"sha256:9395bda1af362d2e4b61afec94422990aff5499f905e7cc3cd5b2f2d888228e1"}) as unknown as TypedDocumentString<PlaceSuggestionsQuery, PlaceSuggestionsQueryVariables>;
export const SitemapJobTotalDocument = new TypedDocumentString(`
    query SitemapJobTotal($occupation: String, $query: JobSearchInput) {
  searchJobTotalCount(occupation: $occupation, query: $query)
}
    `, {"hash":"sha256:a6933dc80a792c19a1ec8565fc37a089fa03b6a9bcf925e08c0a88261d290279"}) as unknown as TypedDocumentString<SitemapJobTotalQuery, SitemapJobTotalQueryVariables>;
export const SitemapJobsDocument = new TypedDocumentString(`
    query SitemapJobs($page: Int!, $per: Int!) {
  searchJobs(page: $page, per: $per, sortType: published_at) {
    nodes {
      id
      editedAt
      isMemberOnly
      isHiring
      occupation {
        occupationNameEn
      }
    }
  }
}
    `, {"hash":"sha256:d59296ad94676e9a3ceae7ad516f97047fd3eda17cf72b2c27485b7e79fb97ee"}) as unknown as TypedDocumentString<SitemapJobsQuery, SitemapJobsQueryVariables>;
export const SitemapOccupationsDocument = new TypedDocumentString(`
    query SitemapOccupations($occupation: String!) {
  occupations {
    occupationNameEn
    publishedJobCount
  }
  features(occupation: $occupation) {
    id
    publishedJobCount
  }
}
    `, {"hash":"sha256:da0a96e087c78f5cd44749f21e5e4d4859d24f70389f042e2cad8e385b791d6c"}) as unknown as TypedDocumentString<SitemapOccupationsQuery, SitemapOccupationsQueryVariables>;