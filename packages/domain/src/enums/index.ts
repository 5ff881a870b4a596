/**
 * The enumerations of spec §3, each as a TypeScript union, a zod enum and Japanese labels.
 * Values are the exact strings the GraphQL contract and the stored data use.
 */
import { defineEnum, type ValueOf } from './define-enum';

export type { DomainEnum, ValueOf } from './define-enum';

/** When the job seeker wants to start a new job (desiredJobChangeTiming). */
export const StartTiming = defineEnum({
  immediately: 'すぐにでも',
  within_month: '1ヶ月以内',
  within_two_months: '2ヶ月以内',
  within_three_months: '3ヶ月以内',
  undecided: '未定',
});
export type StartTiming = ValueOf<typeof StartTiming>;

/** Desired working hours (desiredWorkingHours). */
export const Shift = defineEnum({
  day: '日勤',
  night: '夜勤',
  none: 'こだわらない',
});
export type Shift = ValueOf<typeof Shift>;

/** Employment type of a job history or a job seeker's current status. */
export const EmploymentType = defineEnum({
  regular: '正社員',
  contract: '契約社員',
  part_time: 'アルバイト・パート',
  solo_proprietorship: '個人事業主',
  none: 'その他',
});
export type EmploymentType = ValueOf<typeof EmploymentType>;

/** Graduation status of an educational background. */
export const EducationStatus = defineEnum({
  graduated: '卒業',
  expected_to_graduate: '卒業見込み',
  dropped_out: '中退',
  none: 'その他',
});
export type EducationStatus = ValueOf<typeof EducationStatus>;

/** Sort order of job lists. */
export const JobSort = defineEnum({
  published_at: '新着順',
  highest_salary: '給与が高い順',
  location: '勤務地順',
  distance: '近い順',
  recommended: 'おすすめ順',
});
export type JobSort = ValueOf<typeof JobSort>;

/** The working-hours condition of a job search (JobSearchInput.shift), from working times. */
export const JobShiftCondition = defineEnum({
  day: '日勤',
  night: '夜勤',
  no_night: '夜勤なし',
});
export type JobShiftCondition = ValueOf<typeof JobShiftCondition>;

/** What a suggestion of the keyword or place box names (searchSuggestions). */
export const SearchSuggestionKind = defineEnum({
  occupation: '職種',
  feature: 'こだわり条件',
  prefecture: '都道府県',
  municipality: '市区町村',
  word: 'キーワード',
});
export type SearchSuggestionKind = ValueOf<typeof SearchSuggestionKind>;

/** What a condition read from words of the keyword is (JobPage.keywordConditions, decision 0052). */
export const KeywordConditionKind = defineEnum({
  feature: 'こだわり条件',
  prefecture: '都道府県',
  municipality: '市区町村',
  shift: '勤務時間',
});
export type KeywordConditionKind = ValueOf<typeof KeywordConditionKind>;

/** What a message carries: text or a file. */
export const AttachmentKind = defineEnum({
  MESSAGE: 'メッセージ',
  FILE: 'ファイル',
});
export type AttachmentKind = ValueOf<typeof AttachmentKind>;

/** Events recorded in a scout's response history. */
export const ScoutHistoryEvent = defineEnum({
  visited: '閲覧',
  entry_attempted: '応募しようとした',
  inquiry_attempted: '話を聞こうとした',
});
export type ScoutHistoryEvent = ValueOf<typeof ScoutHistoryEvent>;

/** Where a scout response came from. */
export const ScoutSource = defineEnum({ scout: 'スカウト' });
export type ScoutSource = ValueOf<typeof ScoutSource>;

/** How a job seeker answered a scout. */
export const ResponseType = defineEnum({
  entry: '応募',
  inquiry: '話を聞いてみたい',
});
export type ResponseType = ValueOf<typeof ResponseType>;

/** How a job seeker prefers to be contacted. */
export const ContactMethod = defineEnum({
  email: 'メール',
  phone_number: '電話',
});
export type ContactMethod = ValueOf<typeof ContactMethod>;

/** When a member would like the career advisor to get in touch (the spec leaves the slots open). */
export const ContactTimeSlot = defineEnum({
  anytime: 'いつでも可',
  weekday_morning: '平日 9:00〜12:00',
  weekday_afternoon: '平日 12:00〜18:00',
  weekday_evening: '平日 18:00〜21:00',
  weekend: '土日祝',
});
export type ContactTimeSlot = ValueOf<typeof ContactTimeSlot>;

/** A member's document a message carries as a PDF (decision 0056). */
export const MemberDocumentKind = defineEnum({
  RESUME: '履歴書',
  CAREER_SHEET: '職務経歴書',
});
export type MemberDocumentKind = ValueOf<typeof MemberDocumentKind>;

/** Who a member's message room is with: a hiring company, or the site's career advisor. */
export const RoomKind = defineEnum({
  company: '企業',
  advisor: 'キャリアアドバイザー',
});
export type RoomKind = ValueOf<typeof RoomKind>;

/** The action that made a conversion (registration or application). */
export const ConversionSource = defineEnum({
  signup: '会員登録',
  job_entry: '求人応募',
  scout_entry: 'スカウト応募',
  scout_inquiry: 'スカウト問い合わせ',
  lp: 'ランディングページ',
});
export type ConversionSource = ValueOf<typeof ConversionSource>;

/** How a member signs in. */
export const AuthType = defineEnum({
  email: 'メールアドレス',
  phone_number: '携帯電話番号',
});
export type AuthType = ValueOf<typeof AuthType>;

/** Gender as asked on the profile and resume. */
export const Gender = defineEnum({
  male: '男性',
  female: '女性',
  other: '回答しない',
});
export type Gender = ValueOf<typeof Gender>;

/** Final education level of an educational background. */
export const Education = defineEnum({
  junior_high_school: '中学校',
  high_school: '高等学校',
  vocational_school: '専門学校',
  junior_college: '短期大学',
  technical_college: '高等専門学校',
  university: '大学',
  graduate_school: '大学院',
  other: 'その他',
});
export type Education = ValueOf<typeof Education>;

/** Status of an application (entry); the spec leaves the values open (docs/decisions). */
export const EntryStatus = defineEnum({
  applied: '応募済み',
  screening: '選考中',
  interview: '面接調整中',
  // The member chose one of the company's interview dates (docs/decisions/0051).
  interview_scheduled: '面接日決定',
  offered: '内定',
  hired: '入社',
  declined: '辞退',
  closed: '選考終了',
});
export type EntryStatus = ValueOf<typeof EntryStatus>;

/**
 * Where a company's interview date proposal stands (docs/decisions/0051): open until the
 * member chooses a slot or asks for other dates, or the company withdraws it.
 */
export const InterviewProposalStatus = defineEnum({
  open: '回答待ち',
  chosen: '日程決定',
  other_dates_requested: '別日程を希望',
  withdrawn: '取り下げ',
});
export type InterviewProposalStatus = ValueOf<typeof InterviewProposalStatus>;

/** Whether a member receives scouts; the spec leaves the values open (docs/decisions). */
export const ScoutStatus = defineEnum({
  receiving: '受け取る',
  stopped: '受け取らない',
});
export type ScoutStatus = ValueOf<typeof ScoutStatus>;

/** Hiring type of a job posting (hiringType). */
export const HiringType = defineEnum({
  regular: '正社員',
  contract: '契約社員',
  part_time: 'アルバイト・パート',
  dispatch: '派遣社員',
  outsourcing: '業務委託',
});
export type HiringType = ValueOf<typeof HiringType>;

/** How a salary figure is paid (salaryOption). */
export const SalaryOption = defineEnum({
  monthly: '月給',
  daily: '日給',
  hourly: '時給',
  annual: '年収',
});
export type SalaryOption = ValueOf<typeof SalaryOption>;

/** Current employment status of a job seeker (employmentStatus). */
export const EmploymentStatus = defineEnum({
  employed: '就業中',
  unemployed: '離職中',
  student: '学生',
});
export type EmploymentStatus = ValueOf<typeof EmploymentStatus>;

/**
 * What a member can be notified of, each with its own channels (decision 0049). Other notices
 * (sign-up, an entry sent) only appear on the site.
 */
export const NotificationKind = defineEnum({
  scout: 'スカウト',
  company_message: '企業からのメッセージ',
  saved_search: '保存した検索条件の新着求人',
  entry_status: '応募状況の変化',
});
export type NotificationKind = ValueOf<typeof NotificationKind>;

/** Where a notification goes: the site's notices, e-mail, LINE. */
export const NotificationChannel = defineEnum({
  site: 'サイト内のお知らせ',
  email: 'メール',
  line: 'LINE',
});
export type NotificationChannel = ValueOf<typeof NotificationChannel>;
