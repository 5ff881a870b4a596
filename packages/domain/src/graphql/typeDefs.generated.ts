// Generated from src/graphql/schema.graphql by codegen/typedefs-plugin.cjs; run `pnpm codegen`. Do not edit.

/** The GraphQL SDL of the contract, exactly as in schema.graphql. */
export const typeDefs: string = /* GraphQL */ `# The one GraphQL contract between apps/web, apps/bff and apps/api (spec §3 entities,
# §7 calls, and what the pages of §2 need besides). Edit here, then run \`pnpm codegen\`.
#
# Conventions (packages/domain/src/graphql/README.md has the long form):
# - Errors carry \`extensions.code\`: UNAUTHORIZED_ERROR (no valid member token where one is
#   needed; the BFF refreshes and retries once, spec §8), NOT_FOUND, BAD_USER_INPUT
#   (invalid argument or input; \`extensions.fieldErrors\` maps input paths to Japanese
#   messages), FORBIDDEN, RATE_LIMITED and the specific codes named on an operation
#   (ALREADY_APPLIED, JOB_NOT_PUBLISHED, …). All codes are \`ErrorCode\` of
#   packages/domain/src/errors. "Member only" below means: needs a signed-in member, otherwise
#   UNAUTHORIZED_ERROR. Every member query is scoped to the verified uid; another member's
#   record answers NOT_FOUND, never FORBIDDEN, so ids cannot be probed.
# - A response to a request without a token is the same for every visitor, so public pages
#   can cache it; personal fields (Job.isFavorited) come back in their visitor form there.
#   Member-only jobs (Job.isMemberOnly, 会員限定求人) never reach a visitor: lists leave them
#   out and tell how many there are (JobPage.memberOnlyCount); job(id) answers MEMBER_ONLY_JOB.
# - Page lists take \`page\` (1-based) and \`per\` (1 to MAX_PAGE_SIZE = 100) and return a
#   \`…Page\` with \`totalCount\`; rooms, messages and notices are Relay connections.
# - Enum values are exactly the strings of packages/domain/src/enums.
# - Ids of master data are the backend's ids as strings; a prefecture's id is its code
#   ("1"–"47") and a municipality's id is its JIS municipality code.

"""
An instant in time as an ISO 8601 string with offset, e.g. \`2025-04-01T09:00:00+09:00\`.
The API emits UTC (\`…Z\`); the web formats in Japan time.
"""
scalar DateTime @specifiedBy(url: "https://scalars.graphql.org/andimarek/date-time")

"""
A calendar date in Japan time as \`YYYY-MM-DD\`.
"""
scalar Date

"""
A file sent as a part of a multipart request (GraphQL multipart request spec).
"""
scalar Upload

# ---------------------------------------------------------------------------------------
# Enumerations (spec §3; values as packages/domain/src/enums)
# ---------------------------------------------------------------------------------------

"""
When the job seeker wants to start a new job (desiredJobChangeTiming).
"""
enum StartTiming {
  immediately
  within_month
  within_two_months
  within_three_months
  undecided
}

"""
Desired working hours (desiredWorkingHours) and the shift of a working time.
"""
enum Shift {
  day
  night
  none
}

"""
Employment type of a job history.
"""
enum EmploymentType {
  regular
  contract
  part_time
  solo_proprietorship
  none
}

"""
Graduation status of an educational background.
"""
enum EducationStatus {
  graduated
  expected_to_graduate
  dropped_out
  none
}

"""
Sort order of job lists.
"""
enum JobSort {
  published_at
  highest_salary
  """
  勤務地順: nearest to \`JobSearchInput.near\` first when a point is given; without one, by
  municipality code (the spec's order).
  """
  location
  """
  近い順: nearest to \`JobSearchInput.near\` first (BAD_USER_INPUT without it).
  """
  distance
  """
  おすすめ順: text relevance to the keyword blended with freshness and completeness; without a
  keyword, freshness and completeness alone.
  """
  recommended
}

"""
What a message carries: text or a file.
"""
enum AttachmentKind {
  MESSAGE
  FILE
}

"""
Events recorded in a scout's response history.
"""
enum ScoutHistoryEvent {
  visited
  entry_attempted
  inquiry_attempted
}

"""
Where a scout response came from.
"""
enum ScoutSource {
  scout
}

"""
How a job seeker answered a scout.
"""
enum ResponseType {
  entry
  inquiry
}

"""
How a job seeker prefers to be contacted.
"""
enum ContactMethod {
  email
  phone_number
}

"""
When a member would like the career advisor to get in touch.
"""
enum ContactTimeSlot {
  anytime
  weekday_morning
  weekday_afternoon
  weekday_evening
  weekend
}

"""
Who a message room is with: a hiring company, or the site's career advisor.
"""
enum RoomKind {
  company
  advisor
}

"""
The action that made a conversion (registration or application).
"""
enum ConversionSource {
  signup
  job_entry
  scout_entry
  scout_inquiry
  lp
}

"""
How a member signs in.
"""
enum AuthType {
  email
  phone_number
}

"""
Gender as asked on the profile and resume.
"""
enum Gender {
  male
  female
  other
}

"""
Final education level of an educational background.
"""
enum Education {
  junior_high_school
  high_school
  vocational_school
  junior_college
  technical_college
  university
  graduate_school
  other
}

"""
Status of an application (entry).
"""
enum EntryStatus {
  applied
  screening
  interview
  interview_scheduled
  offered
  hired
  declined
  closed
}

"""
Where a company's interview date proposal stands: open until the member answers or the
company withdraws it.
"""
enum InterviewProposalStatus {
  open
  chosen
  other_dates_requested
  withdrawn
}

"""
Whether a member receives scouts.
"""
enum ScoutStatus {
  receiving
  stopped
}

"""
Hiring type of a job posting.
"""
enum HiringType {
  regular
  contract
  part_time
  dispatch
  outsourcing
}

"""
How a salary figure is paid.
"""
enum SalaryOption {
  monthly
  daily
  hourly
  annual
}

"""
Current employment status of a job seeker.
"""
enum EmploymentStatus {
  employed
  unemployed
  student
}

# ---------------------------------------------------------------------------------------
# Pagination
# ---------------------------------------------------------------------------------------

"""
Cursor position of a connection page.
"""
type PageInfo {
  """
  Whether another page follows the last edge.
  """
  hasNextPage: Boolean!
  """
  Cursor of the last edge; pass as \`after\` to get the next page. Null on an empty page.
  """
  endCursor: String
}

"""
One page of jobs.
"""
type JobPage {
  nodes: [Job!]!
  """
  Number of jobs matching, over all pages.
  """
  totalCount: Int!
  """
  How many of the matching jobs are member-only. A member gets them in \`nodes\` and
  \`totalCount\` too; a visitor gets neither, only this count, and only for a list narrowed by
  occupation, place, features and hiring types: for a keyword, a salary floor, a company or
  excluded ids it is null, so counts cannot read what member-only jobs say.
  """
  memberOnlyCount: Int
  """
  This page's number, from 1.
  """
  page: Int!
  """
  Page size asked for.
  """
  per: Int!
  """
  ceil(totalCount / per); 0 when nothing matches.
  """
  totalPages: Int!
  """
  How many jobs each further choice would give within this search, from the same filter as
  \`totalCount\` (member-only jobs counted the same way). Searches (searchJobs,
  searchFeatureJobs) only; null on other lists.
  """
  facets: JobFacets
  """
  Conditions read from words of the keyword (decisions 0030, 0052): 「夜勤なし」 as the shift,
  「寮」 or 「未経験」 as a feature, 「大阪」 as a place. Those words left the text match; the
  search holds each condition as if chosen. Empty when none was read; null on lists that are
  not searches.
  """
  keywordConditions: [KeywordCondition!]
}

"""
What a condition read from the keyword is.
"""
enum KeywordConditionKind {
  feature
  prefecture
  municipality
  shift
}

"""
A condition read from words of the keyword, and the words read as it.
"""
type KeywordCondition {
  kind: KeywordConditionKind!
  """
  Feature id, prefecture code, JIS municipality code or JobShiftCondition value.
  """
  id: ID!
  """
  The keyword's terms read as this condition, normalised (full width folded, hiragana as
  katakana: the web compares each typed term's normal form to drop them).
  """
  words: [String!]!
}

"""
Counts beside the choices of a search (decision 0028). Each list holds the values with at
least one job, and the values already chosen (whatever their count), in master order.
Features: the count with this feature added to the chosen ones (all must hold), so a chosen
feature counts \`totalCount\`. The other lists (a job has one of each): the count with this
value alone in place of that condition's current values, the other conditions kept; picking
several values gives the sum of their counts.
"""
type JobFacets {
  """
  Feature ids.
  """
  features: [JobFacetCount!]!
  """
  Prefecture codes (choosing one drops the municipalities chosen).
  """
  prefectures: [JobFacetCount!]!
  """
  JIS municipality codes within the searched prefectures; empty without a prefecture.
  """
  municipalities: [JobFacetCount!]!
  """
  HiringType values.
  """
  hiringTypes: [JobFacetCount!]!
  """
  Occupation ids (within the occupation categories asked for, if any).
  """
  occupations: [JobFacetCount!]!
  """
  JobShiftCondition values (day, night, no_night).
  """
  shifts: [JobFacetCount!]!
}

"""
One choice of a facet and the number of jobs it gives.
"""
type JobFacetCount {
  id: ID!
  count: Int!
}

"""
One page of job seekers' comments (voices of hired people).
"""
type JobSeekerCommentPage {
  nodes: [JobSeekerComment!]!
  totalCount: Int!
  page: Int!
  per: Int!
  totalPages: Int!
}

"""
One page of magazine articles.
"""
type MagazineArticlePage {
  nodes: [MagazineArticle!]!
  totalCount: Int!
  page: Int!
  per: Int!
  totalPages: Int!
}

"""
One page of news items.
"""
type NewsItemPage {
  nodes: [NewsItem!]!
  totalCount: Int!
  page: Int!
  per: Int!
  totalPages: Int!
}

"""
Message rooms of the member, most recently active first.
"""
type RoomConnection {
  edges: [RoomEdge!]!
  pageInfo: PageInfo!
  """
  Number of rooms of the member, over all pages.
  """
  totalCount: Int!
}

"""
A room and its cursor.
"""
type RoomEdge {
  node: Room!
  cursor: String!
}

"""
Messages of a room, newest first; \`after\` pages toward older messages.
"""
type MessageConnection {
  edges: [MessageEdge!]!
  pageInfo: PageInfo!
  """
  Number of messages in the room.
  """
  totalCount: Int!
}

"""
A message and its cursor.
"""
type MessageEdge {
  node: Message!
  cursor: String!
}

"""
Notices to the member, newest first.
"""
type NoticeConnection {
  edges: [NoticeEdge!]!
  pageInfo: PageInfo!
  """
  Number of notices of the member.
  """
  totalCount: Int!
  """
  Number of notices not yet read.
  """
  unreadCount: Int!
}

"""
A notice and its cursor.
"""
type NoticeEdge {
  node: Notice!
  cursor: String!
}

# ---------------------------------------------------------------------------------------
# Master data: occupations, places, features, option lists
# ---------------------------------------------------------------------------------------

"""
An occupation; \`occupationNameEn\` is its route slug (\`/driver\`, \`/car_mechanic\`).
"""
type Occupation {
  id: ID!
  name: String!
  """
  Route slug, e.g. \`driver\`.
  """
  occupationNameEn: String!
  occupationCategoryId: ID!
  occupationCategory: OccupationCategory!
  description: String
  """
  Published jobs of this occupation that take entries, as a visitor's list counts them
  (member-only jobs and closed ones left out): the total of the list it leads to.
  """
  publishedJobCount: Int!
}

"""
A group of occupations (driver, warehouse, mechanic, field_worker, …).
"""
type OccupationCategory {
  id: ID!
  name: String!
  enName: String!
  occupations: [Occupation!]!
}

"""
One of the 7 regions the prefectures are grouped in.
"""
type Region {
  id: ID!
  name: String!
  enName: String!
  """
  Prefectures of the region, by code.
  """
  prefectures: [Prefecture!]!
}

"""
A prefecture; \`id\` is its code as a string.
"""
type Prefecture {
  """
  The code as a string ("13" for Tokyo).
  """
  id: ID!
  """
  JIS prefecture code 1–47 (Hokkaido 1, Tokyo 13, Okinawa 47).
  """
  code: Int!
  name: String!
  """
  Route slug, e.g. \`tokyo\`.
  """
  prefectureEnName: String!
  region: Region!
  publishedJobCount: Int!
}

"""
A municipality (市区町村).
"""
type Municipality {
  """
  JIS municipality code as a string, e.g. "13101".
  """
  id: ID!
  name: String!
  prefecture: Prefecture!
  publishedJobCount: Int!
  """
  The municipality's point, the origin of a distance search from it.
  """
  location: GeoPoint!
}

"""
A position in WGS84 degrees.
"""
type GeoPoint {
  latitude: Float!
  longitude: Float!
}

"""
The address a postal code stands for (Japan Post's 郵便番号データ).
"""
type PostalAddress {
  """
  Seven digits, e.g. "5990301".
  """
  postalCode: String!
  prefecture: Prefecture!
  """
  The municipality master entry, when Japan Post's name is in it.
  """
  municipality: Municipality
  """
  市区町村 as Japan Post writes it, e.g. 泉南郡岬町.
  """
  municipalityName: String!
  """
  町域, e.g. 淡輪; null when the code stands for the whole municipality.
  """
  town: String
}

"""
Group of a feature (vehicle, licence and size; job content).
"""
type FeatureCategory {
  id: ID!
  name: String!
}

"""
A searchable feature of jobs (vehicle type, licence, job content, condition).
"""
type Feature {
  """
  E.g. 51 large truck, 69 taxi, 68 trailer.
  """
  id: ID!
  name: String!
  category: FeatureCategory!
  publishedJobCount: Int!
}

"""
Group of a qualification (driver licences, electrical, construction management, …).
"""
type QualificationCategory {
  id: ID!
  name: String!
}

"""
A licence or qualification a job seeker can hold.
"""
type Qualification {
  id: ID!
  name: String!
  category: QualificationCategory!
  """
  Occupation categories the qualification is asked for.
  """
  occupationCategories: [OccupationCategory!]!
}

"""
An occupation a job seeker can wish for at sign-up and on the profile.
"""
type DesiredOccupation {
  id: ID!
  name: String!
  occupationCategory: OccupationCategory!
}

"""
A choice of the salary selects (yen per month).
"""
type SalaryRangeOption {
  """
  Yen, e.g. 250000.
  """
  value: Int!
  """
  Label shown, e.g. \`25万円\`.
  """
  label: String!
}

"""
A vehicle a job seeker wants to drive.
"""
type Car {
  id: ID!
  name: String!
}

"""
A particular condition a job seeker wants (e.g. weekends off).
"""
type ParticularCondition {
  id: ID!
  name: String!
}

"""
A workplace strength a job seeker values.
"""
type WorkplaceStrength {
  id: ID!
  name: String!
}

"""
A brand of the service and whether its pages show the service links.
"""
type Trademark {
  id: ID!
  name: String!
  displayServiceLinks: Boolean!
}

"""
A canned reply offered in a scout's message room.
"""
type QuickReply {
  """
  \`ok\`, \`confirmInterviewDate\` or \`contactLater\`.
  """
  key: String!
  """
  Button label.
  """
  label: String!
  """
  Message text sent.
  """
  text: String!
}

"""
An image with its address.
"""
type Image {
  url: String!
  alt: String
}

# ---------------------------------------------------------------------------------------
# Jobs and companies
# ---------------------------------------------------------------------------------------

"""
A job posting. \`isMemberOnly\` jobs (non-public, 会員限定求人) are seen by signed-in members
only: no operation gives one to a visitor (lists leave them out, \`job(id)\` answers
MEMBER_ONLY_JOB).
"""
type Job {
  id: ID!
  title: String!
  addressLine: String
  buildingName: String
  zipCode: String
  """
  Upper figure in yen; null when open-ended.
  """
  highestSalary: Int
  """
  Lower figure in yen.
  """
  lowestSalary: Int!
  salaryOption: SalaryOption!
  hiringType: HiringType!
  """
  Contract wording as shown, e.g. \`正社員（試用期間3ヶ月）\`.
  """
  contractCategory: String
  createdAt: DateTime!
  editedAt: DateTime!
  """
  When the job was (last) published: JobPosting datePosted; null when never published.
  """
  publishedAt: DateTime
  """
  Until when the posting runs (JobPosting validThrough): ahead while the job takes entries,
  its closing time once closed (decision 0033).
  """
  validThrough: DateTime
  """
  When the job stopped taking entries; null while it takes them.
  """
  closedAt: DateTime
  interviewVideoUrl: String
  """
  Whether the signed-in member saved the job; false for visitors (their list is the keepList cookie).
  """
  isFavorited: Boolean!
  isPublished: Boolean!
  """
  Also published on the public employment office (Hello Work).
  """
  isHellowork: Boolean!
  """
  Whether the company is hiring now; with isPublished, gates entry.
  """
  isHiring: Boolean!
  """
  Non-public job (会員限定求人), shown to signed-in members only.
  """
  isMemberOnly: Boolean!
  """
  Empty on a related job of a scout that hides its company's images (Scout.relatedJobs).
  """
  companyImages: [Image!]!
  """
  Null when the company record is gone.
  """
  company: Company
  offices: [Office!]!
  features: [Feature!]!
  prefecture: Prefecture!
  municipality: Municipality
  """
  Where the job is (its office, else its municipality's point): the job page shows the
  distance from the seeker's place with it. Null when unknown, and on a related job of a
  scout that hides its company (a position names the office).
  """
  location: GeoPoint
  occupation: Occupation!
  workingTimes: [WorkingTime!]!
  jobDetail: JobDetail!
  appealPoints: [AppealPoint!]!
  summaries: [Summary!]!
  articleSections: [ArticleSection!]!
  jobSeekerComments: [JobSeekerComment!]!
  """
  Published jobs of the same occupation nearest to this one.
  """
  nearDistanceJobs(limit: Int = 6): [Job!]!
  """
  Published jobs recommended to people viewing this one.
  """
  recommendJobs(limit: Int = 6): [Job!]!
}

"""
A shift of a job.
"""
type WorkingTime {
  """
  \`HH:mm\`.
  """
  attendanceTime: String!
  """
  \`HH:mm\`; before attendanceTime when the shift passes midnight.
  """
  leaveTime: String!
  shift: Shift
}

"""
The long texts of a job page. Texts are plain with line breaks unless noted.
"""
type JobDetail {
  catchphrase: String
  holidayOption: String
  jobDescriptionOption: String
  message: String
  qualificationOption: String
  selectionProcess: String
  applicationProcedure: String
  suitablePerson: String
  notSuitablePerson: String
  welfareOption: String
  workingTimeOption: String
  flowOfTheDay: String
  flowOfAfterJoining: String
  locationNote: String
  appealMessage: String
}

"""
A highlighted point of a job.
"""
type AppealPoint {
  id: ID!
  title: String!
  body: String
  image: Image
}

"""
A one-line summary row of a job (label and value).
"""
type Summary {
  title: String!
  body: String!
}

"""
A free section of a job page.
"""
type ArticleSection {
  id: ID!
  title: String!
  """
  HTML.
  """
  body: String!
  image: Image
}

"""
A hired job seeker's comment (voices of hired people, /comment/).
"""
type JobSeekerComment {
  id: ID!
  """
  Display name such as \`T.Y.さん\`.
  """
  displayName: String!
  age: Int
  gender: Gender
  comment: String!
  occupation: Occupation
  prefecture: Prefecture
  """
  The job the commenter joined, when still published.
  """
  job: Job
  createdAt: DateTime!
}

"""
A hiring company.
"""
type Company {
  id: ID!
  name: String!
  addressLine: String
  companyDetail: CompanyDetail!
  images: [Image!]!
  publishedJobCount: Int!
}

"""
Company profile texts.
"""
type CompanyDetail {
  businessDescription: String
  """
  As shown, e.g. \`1,000万円\`.
  """
  capitalStock: String
  employeeNumber: Int
  """
  As shown, e.g. \`1985年4月\`.
  """
  establishmentDate: String
  representativeName: String
  vehicleNumber: Int
  businessMainClient: String
  introduction: String
}

"""
A workplace of a job.
"""
type Office {
  id: ID!
  name: String!
  zipCode: String
  addressLine: String
  prefecture: Prefecture
  municipality: Municipality
  nearestStation: String
}

"""
Salary figures of published jobs matching a place, occupation or feature.
"""
type JobSalary {
  occupation: Occupation
  prefecture: Prefecture
  feature: Feature
  """
  Jobs counted (monthly-paid only).
  """
  jobCount: Int!
  """
  Average lower monthly figure in yen; null when jobCount is 0.
  """
  averageLowestSalary: Int
  """
  Average upper monthly figure in yen; null when jobCount is 0.
  """
  averageHighestSalary: Int
  """
  Highest upper monthly figure in yen.
  """
  maxHighestSalary: Int
}

"""
Statistics of the monthly salary of published, monthly-paid jobs: the lower figure of each
job (the 月給 it offers at least), in yen. Percentiles interpolate (percentile_cont); every
figure is null when jobCount is 0.
"""
type SalaryStatistics {
  jobCount: Int!
  average: Int
  minimum: Int
  firstQuartile: Int
  median: Int
  thirdQuartile: Int
  maximum: Int
}

"""
One bar of a salary histogram: jobs whose monthly salary is at least \`lowerBound\` and below
\`upperBound\` yen.
"""
type SalaryHistogramBin {
  lowerBound: Int!
  upperBound: Int!
  jobCount: Int!
}

"""
Salary statistics of the jobs having one feature (licence class, mechanic grade, …).
"""
type FeatureSalaryStatistics {
  feature: Feature!
  statistics: SalaryStatistics!
}

"""
Salary statistics of the jobs of one prefecture.
"""
type PrefectureSalaryStatistics {
  prefecture: Prefecture!
  statistics: SalaryStatistics!
}

"""
Salary insight of an occupation, optionally in a prefecture (generalises jobSalary and
driverJobSalaries). Counts published, monthly-paid jobs; visitors' figures leave member-only
jobs out.
"""
type SalaryInsight {
  occupation: Occupation!
  prefecture: Prefecture
  statistics: SalaryStatistics!
  """
  Equal-width bins from the lowest to the highest salary (at most 16), lowest first; empty
  when no job is counted.
  """
  histogram: [SalaryHistogramBin!]!
  """
  Per feature of the occupation (SALARY_INSIGHT_FEATURE_IDS: licence classes for drivers,
  grades for car mechanics, …), in that order; features without jobs included (jobCount 0).
  """
  byFeature: [FeatureSalaryStatistics!]!
  """
  Per prefecture with at least one job, by prefecture code; empty when \`prefecture\` is set.
  """
  byPrefecture: [PrefectureSalaryStatistics!]!
}

"""
Input of a job search; filters combine with AND, values inside one list with OR (except
\`featureIds\`: all of them).
"""
input JobSearchInput {
  """
  Words matched against title, company, description and address.
  """
  keyword: String
  """
  Prefecture route slug, e.g. \`tokyo\`.
  """
  prefectureNameEn: String
  prefectureIds: [ID!]
  """
  JIS municipality codes.
  """
  municipalityIds: [ID!]
  """
  Jobs having every one of these features (unlike the other lists, which match any value).
  """
  featureIds: [ID!]
  occupationCategoryIds: [ID!]
  hiringTypes: [HiringType!]
  """
  Jobs whose lowest pay, as a monthly amount (hourly × 168, daily × 21, annual ÷ 12), is at
  least this many yen: 「月給30万円以上」 leaves out 23.5万〜30万. 0–10,000,000.
  """
  minimumMonthlySalary: Int
  """
  Jobs whose lowest pay, as an annual amount (monthly × 12, hourly × 168 × 12, daily × 21 × 12;
  annual pay as it is), is at least this many yen. With minimumMonthlySalary both must hold.
  0–120,000,000.
  """
  minimumAnnualSalary: Int
  """
  Working hours: 日勤 (a day shift), 夜勤 (a night shift), 夜勤なし (no night shift).
  """
  shift: JobShiftCondition
  """
  新着: published within this many days before now (1–365).
  """
  publishedWithinDays: Int
  """
  Also list jobs that stopped taking entries (募集終了); left out when absent or false.
  """
  includeClosed: Boolean
  """
  Distance search: jobs whose position is within \`radiusKm\` of a point.
  """
  near: JobNearInput
  companyId: ID
  """
  Leave these out, e.g. the job being viewed.
  """
  excludeJobIds: [ID!]
}

"""
The point of a distance search: a municipality's point, or a position the browser gave (only
on the seeker's tap). Exactly one of municipalityId or latitude + longitude.
"""
input JobNearInput {
  """
  JIS municipality code whose point is the origin.
  """
  municipalityId: ID
  latitude: Float
  longitude: Float
  """
  1–100 km (the site offers 10, 20, 30 and 50).
  """
  radiusKm: Int!
}

"""
What a suggestion while typing names.
"""
enum SearchSuggestionKind {
  occupation
  feature
  prefecture
  municipality
  word
}

"""
A suggestion for the keyword or place box.
"""
type SearchSuggestion {
  kind: SearchSuggestionKind!
  """
  Occupation route slug, feature id, prefecture route slug or JIS municipality code; the word
  itself for \`word\`.
  """
  id: ID!
  """
  What the box shows, e.g. 「大阪市北区（大阪府）」.
  """
  label: String!
  """
  Open public jobs it leads to (list totals), when known.
  """
  jobCount: Int
}

"""
The working-hours condition of a search, read from the job's working times.
"""
enum JobShiftCondition {
  """
  日勤: at least one day shift.
  """
  day
  """
  夜勤: at least one night shift.
  """
  night
  """
  夜勤なし: no night shift.
  """
  no_night
}

# ---------------------------------------------------------------------------------------
# Scouts
# ---------------------------------------------------------------------------------------

"""
A direct offer from a company to a member (スカウト).
"""
type Scout {
  id: ID!
  """
  Unguessable id used in scout links (\`scoutByUrlId\`).
  """
  urlId: String!
  """
  Null when hiddenCompanyName is true.
  """
  company: Company
  message: String!
  jobDescription: String
  salary: String
  workingTime: String
  holiday: String
  welfare: String
  location: String
  carDescription: String
  contractCategory: String
  isHiring: Boolean!
  """
  The company asked to hide its name until the job seeker responds: until then the scout's
  company (also as Room.company) is null and relatedJobs leaves out the company's jobs (a job's
  id opens its public page, which names the company); the scout's own texts describe the job.
  """
  hiddenCompanyName: Boolean!
  """
  The company asked to hide its images until the job seeker responds: until then the
  scout's company (also as Room.company) and its related jobs answer no images
  (Company.images, Job.companyImages empty).
  """
  hiddenCompanyImage: Boolean!
  occupationCategory: OccupationCategory
  """
  The scouted job and the other jobs the scout points to; none of its company's while
  hiddenCompanyName hides the company from the caller.
  """
  relatedJobs: [Job!]!
  quickReplies: [QuickReply!]!
  createdAt: DateTime!
}

"""
A job seeker asked to hear more about a scout.
"""
type ScoutInquiry {
  id: ID!
  updatedAt: DateTime!
}

"""
A recorded step of a job seeker's response to a scout.
"""
type ScoutResponseHistory {
  id: ID!
  conversionId: String
  event: ScoutHistoryEvent!
  source: ScoutSource!
  responseType: ResponseType
  createdAt: DateTime!
}

# ---------------------------------------------------------------------------------------
# Members
# ---------------------------------------------------------------------------------------

"""
A registered job seeker (member).
"""
type EndUser {
  id: ID!
  email: String
  phoneNumber: String
  authType: AuthType!
  birthYear: Int
  gender: Gender
  zipCode: String
  prefecture: Prefecture
  name: String
  employmentStatus: EmploymentStatus
  detail: EndUserDetail!
  qualifications: [Qualification!]!
  jobHistories: [JobHistory!]!
  educationalBackground: EducationalBackground
  """
  Desired occupations.
  """
  occupations: [DesiredOccupation!]!
  personality: Personality
  requirements: Requirements
  resumes: [Resume!]!
  careerSheets: [CareerSheet!]!
  setting: Setting!
  favoriteJobCount: Int!
  """
  Jobs the member has applied to, directly or by answering a scout (the 応募済み marks).
  """
  enteredJobIds: [ID!]!
  """
  Unread messages over all rooms (header badge).
  """
  messageCount: Int!
  unreadNoticeCount: Int!
  """
  New matches over all saved searches, not yet seen (header and my page badge).
  """
  newMatchCount: Int!
  lineUserId: String
  """
  Id shared with the CRM and analytics for this member's conversions.
  """
  conversionId: String
  lastSessionAt: DateTime
  createdAt: DateTime!
}

"""
Family details of a member.
"""
type EndUserDetail {
  numberOfDependents: Int
  hasSpouse: Boolean
}

"""
A past or current job of a member.
"""
type JobHistory {
  id: ID!
  """
  Null when otherOccupationName is used.
  """
  occupation: Occupation
  otherOccupationName: String
  companyName: String!
  companyBusinessDetail: String
  joinedYear: Int!
  joinedMonth: Int!
  """
  Null while still working there.
  """
  retiredYear: Int
  retiredMonth: Int
  employmentType: EmploymentType!
  jobDescription: String
}

"""
A member's final education.
"""
type EducationalBackground {
  education: Education!
  schoolName: String
  graduationStatus: EducationStatus!
  graduationYear: Int
  graduationMonth: Int
}

"""
Salary wish in yen per month.
"""
type SalaryRange {
  lowest: Int
  highest: Int
}

"""
What a member wants from the next job.
"""
type Requirements {
  desiredJobChangeTiming: StartTiming
  desiredWorkingHours: Shift
  salaryRange: SalaryRange!
  desiredCars: [Car!]!
  desiredParticularConditions: [ParticularCondition!]!
  desiredWorkplaceStrengths: [WorkplaceStrength!]!
}

"""
A member's self-introduction.
"""
type Personality {
  experienceCompanyNum: Int
  interestOrHobby: String
  speciality: String
  selfPr: String
}

"""
A resume (履歴書) made from the member's profile at the time it was created.
"""
type Resume {
  id: ID!
  """
  Title the member gave the document.
  """
  name: String!
  """
  Reason for applying (志望動機).
  """
  reason: String
  userName: String
  gender: Gender
  birthYear: Int
  zipCode: String
  numberOfDependents: Int
  hasSpouse: Boolean
  jobHistories: [JobHistory!]!
  qualifications: [Qualification!]!
  education: EducationalBackground
  """
  Reading of the name in hiragana (ふりがな), kept on the resume; katakana is stored as hiragana.
  """
  nameKana: String
  """
  Full birth date, kept on the resume (the profile keeps the year only).
  """
  birthDate: Date
  """
  Address written on the resume.
  """
  address: ResumeAddress!
  """
  本人希望記入欄: pay, hours, place or other wishes.
  """
  hopes: String
  """
  The photo (3:4 JPEG without metadata), or null when the member has none.
  """
  photo: ResumePhoto
  createdAt: DateTime!
  updatedAt: DateTime!
}

"""
A resume's photo: re-encoded on upload, RESUME_PHOTO_LIMITS.stored pixels, 3:4.
"""
type ResumePhoto {
  contentType: String!
  width: Int!
  height: Int!
  """
  The image as a data: URL (a few tens of kilobytes), shown on the edit page and the print view.
  """
  dataUrl: String!
}

"""
The address on a resume; every part may be missing until the member writes it.
"""
type ResumeAddress {
  """
  Seven digits.
  """
  postalCode: String
  prefectureId: ID
  prefectureName: String
  municipality: String
  line: String
}

"""
A document made on the server for download (a PDF), its bytes in base64.
"""
type DocumentFile {
  name: String!
  contentType: String!
  """
  Size in bytes.
  """
  size: Int!
  base64: String!
}

"""
A career sheet (職務経歴書) made from the member's profile at the time it was created.
"""
type CareerSheet {
  id: ID!
  """
  Title the member gave the document.
  """
  name: String!
  summary: String
  jobHistories: [JobHistory!]!
  qualifications: [Qualification!]!
  createdAt: DateTime!
  updatedAt: DateTime!
}

"""
Scout reception settings of a member.
"""
type Setting {
  scoutStatus: ScoutStatus!
  """
  Occupation categories the member accepts scouts for; empty means all.
  """
  scoutAllowOccupationCategoryIds: [ID!]!
  """
  Shorthand for scoutStatus = receiving.
  """
  isReceiveScout: Boolean!
}

"""
What identifies a conversion to analytics, the CRM and LINE.
"""
type ConversionUser {
  conversionId: String!
  lineUserId: String
}

"""
How an account signs in, found by phone number and password (phone sign-in).
"""
type UserIdentity {
  id: ID!
  """
  The email the identity provider knows the account by.
  """
  email: String!
  authType: AuthType!
}

"""
The CRM (kintone) record of a job seeker, used to prefill inquiry forms.
"""
type KintoneUser {
  id: ID!
  employmentStatus: EmploymentStatus
  occupations: [DesiredOccupation!]!
  qualifications: [Qualification!]!
  name: String
  firstName: String
  lastName: String
  birthYear: Int
  gender: Gender
  zipCode: String
  phoneNumber: String
}

"""
A search a member saved (search alert): the conditions of a job list. When a job matching it
is published, the member gets a notice and the job counts as a new match until seen.
"""
type SavedSearch {
  id: ID!
  name: String!
  occupation: Occupation!
  prefecture: Prefecture
  municipality: Municipality
  """
  The list path's feature (\`feature_51\`), when it has one.
  """
  feature: Feature
  """
  Features beyond the path's one; a matching job has every one, and the path's.
  """
  moreFeatures: [Feature!]!
  """
  Municipalities beyond the path's one, within the prefecture; a matching job is in any.
  """
  moreMunicipalities: [Municipality!]!
  hiringTypes: [HiringType!]!
  """
  Jobs whose lowest pay, as a monthly amount, is at least this many yen (as searchJobs).
  """
  minimumMonthlySalary: Int
  """
  Jobs whose lowest pay, as an annual amount, is at least this many yen (as searchJobs).
  """
  minimumAnnualSalary: Int
  shift: JobShiftCondition
  """
  Words as searchJobs takes them.
  """
  keyword: String
  sortType: JobSort!
  """
  Matching jobs published since the search was saved and not yet seen (still published).
  """
  newMatchCount: Int!
  """
  Those jobs, most recently matched first.
  """
  newJobs(limit: Int = 5): [Job!]!
  createdAt: DateTime!
}

# ---------------------------------------------------------------------------------------
# Entries, messages, notices
# ---------------------------------------------------------------------------------------

"""
An application (応募) of a job seeker to a job.
"""
type Entry {
  id: ID!
  currentStatus: EntryStatus!
  job: Job!
  """
  Set when the entry answered a scout.
  """
  scout: Scout
  """
  The message room with the company.
  """
  room: Room
  updatedAt: DateTime!
  createdAt: DateTime!
  """
  First entry the member made directly to a job (not via a scout).
  """
  isFirstDirectEntry: Boolean!
  """
  The company's latest interview date proposal that it has not withdrawn: open (dates to
  choose), chosen (the interview's date) or answered with a request for other dates.
  """
  interviewProposal: InterviewProposal
}

"""
Interview dates a company proposed for an entry, shown in the entry's room as choices.
"""
type InterviewProposal {
  id: ID!
  status: InterviewProposalStatus!
  """
  1 to INTERVIEW_LIMITS.maxSlots candidate dates, earliest first.
  """
  slots: [InterviewSlot!]!
  """
  The slot the member chose; set when status is chosen.
  """
  chosenSlot: InterviewSlot
  """
  Where the interview takes place (an address, or online), as the company wrote it.
  """
  place: String
  """
  When the member answered (chose a slot or asked for other dates).
  """
  answeredAt: DateTime
  createdAt: DateTime!
  """
  The room's message that carries the proposal.
  """
  messageId: ID
}

"""
One candidate date of an interview date proposal.
"""
type InterviewSlot {
  id: ID!
  startsAt: DateTime!
  endsAt: DateTime!
  """
  Whether it has begun by now: a past slot can no longer be chosen.
  """
  isPast: Boolean!
}

"""
An interview date as an iCalendar file (RFC 5545) for the member's calendar.
"""
type InterviewCalendar {
  """
  File name to save it as (ends in .ics).
  """
  fileName: String!
  """
  The VCALENDAR text, CRLF line ends; \`text/calendar; charset=utf-8\`.
  """
  content: String!
}

"""
Confirmation of joining after an entry, opened from a link with a token.
"""
type EntryJoiningConfirmation {
  """
  False when the token is unknown, used or expired.
  """
  isValid: Boolean!
  jobTitle: String
  companyName: String
  hasJoined: Boolean
  joinedOn: Date
  expiresAt: DateTime
}

"""
A conversation between a member and a company.
"""
type Room {
  id: ID!
  kind: RoomKind!
  """
  The company of a company room; null in the advisor room, and in a scout's room while the
  scout hides the company's name (Scout.hiddenCompanyName) and the member has not answered.
  Its images are empty while the scout hides them (Scout.hiddenCompanyImage).
  """
  company: Company
  entry: Entry
  scout: Scout
  """
  The member's latest request in the advisor room; null in company rooms.
  """
  advisorRequest: AdvisorRequest
  unreadMessageCount: Int!
  isArchived: Boolean!
  createdAt: DateTime!
  lastMessage: Message
  """
  Canned replies offered in this room (scout rooms).
  """
  quickReplies: [QuickReply!]!
  """
  Newest first; \`after\` pages toward older messages.
  """
  messages(first: Int = 20, after: String): MessageConnection!
}

"""
A message in a room.
"""
type Message {
  id: ID!
  """
  Text; null for a file message.
  """
  content: String
  contentType: AttachmentKind!
  """
  Set when contentType is FILE.
  """
  file: MessageFile
  """
  Sent by the member (true) or by the company (false).
  """
  isSentByUser: Boolean!
  """
  The interview date proposal this company message carries (its dates are the choices).
  """
  interviewProposal: InterviewProposal
  """
  When the recipient read it; null while unread.
  """
  readAt: DateTime
  createdAt: DateTime!
}

"""
A file attached to a message.
"""
type MessageFile {
  name: String!
  """
  Short-lived download address; ask \`fetchMessageAttachedFile\` for a fresh one.
  """
  url: String!
  """
  MIME type.
  """
  contentType: String!
}

"""
A notice to a member.
"""
type Notice {
  id: ID!
  text: String!
  """
  Where the notice leads, a site path or absolute URL.
  """
  url: String
  readAt: DateTime
  createdAt: DateTime!
}

"""
A message to the support window (/faq/#contact).
"""
type Contact {
  id: ID!
  fullName: String!
  createdAt: DateTime!
}

# ---------------------------------------------------------------------------------------
# Content: magazine, news, FAQ
# ---------------------------------------------------------------------------------------

"""
A category of magazine articles.
"""
type MagazineCategory {
  id: ID!
  name: String!
}

"""
A magazine article.
"""
type MagazineArticle {
  id: ID!
  title: String!
  description: String
  """
  Shown 172x128 in lists.
  """
  thumbnail: Image
  categories: [MagazineCategory!]!
  """
  Occupation the article is tagged with (sticky call-to-action).
  """
  occupation: Occupation
  publishedAt: DateTime!
  updatedAt: DateTime!
  """
  Body HTML as editors wrote it: a client sanitises it where it becomes DOM (the web: RichText).
  """
  content: String!
}

"""
A news item (お知らせ).
"""
type NewsItem {
  id: ID!
  slug: String!
  """
  Site path, \`/news/{slug}\`.
  """
  path: String!
  title: String!
  publishedDate: Date!
  """
  Body HTML as editors wrote it: a client sanitises it where it becomes DOM (the web: RichText).
  """
  body: String!
}

"""
An FAQ item, shaped like schema.org Question.
"""
type FaqItem {
  id: ID!
  """
  The question.
  """
  name: String!
  acceptedAnswer: FaqAnswer!
}

"""
The answer of an FAQ item.
"""
type FaqAnswer {
  """
  HTML as editors wrote it: a client sanitises it where it becomes DOM (the web: RichText).
  """
  text: String!
}

# ---------------------------------------------------------------------------------------
# Form data of the composite queries (Inquiry, MySetting, Signup)
# ---------------------------------------------------------------------------------------

"""
What the scout response inquiry form needs.
"""
type InquiryForm {
  """
  Null when the CRM has no record for the conversionId.
  """
  kintoneUser: KintoneUser
  qualifications: [Qualification!]!
  desiredOccupations: [DesiredOccupation!]!
}

"""
What the scout reception settings page needs.
"""
type MySettingForm {
  setting: Setting!
  occupationCategories: [OccupationCategory!]!
}

"""
What the sign-up form needs.
"""
type SignupForm {
  qualifications: [Qualification!]!
  desiredOccupations: [DesiredOccupation!]!
}

# ---------------------------------------------------------------------------------------
# Queries
# ---------------------------------------------------------------------------------------

"""
Reads. Public unless marked "Member only". Errors: UNAUTHORIZED_ERROR, NOT_FOUND,
BAD_USER_INPUT as in the conventions at the top of this file.
"""
type Query {
  # The member's own data

  """
  Member only. Needs a recent login (auth_time within RECENT_LOGIN_MS, else REQUIRES_RECENT_LOGIN). Everything held about the member, for the download of "my data".
  """
  memberDataExport: MemberDataExport!

  # Master data (cached by the BFF)

  """
  Occupations, optionally of one category, in display order.
  """
  occupations(occupationCategoryId: ID): [Occupation!]!
  """
  An occupation by route slug; null when unknown.
  """
  occupation(occupationNameEn: String!): Occupation
  """
  Occupation categories with their occupations.
  """
  occupationCategories: [OccupationCategory!]!
  """
  All prefectures by code.
  """
  prefectures: [Prefecture!]!
  """
  A prefecture by route slug or code (give one); null when unknown. BAD_USER_INPUT when neither or both.
  """
  prefecture(prefectureNameEn: String, code: Int): Prefecture
  """
  The 7 regions with their prefectures.
  """
  allRegions: [Region!]!
  """
  A municipality by JIS code; null when unknown.
  """
  municipality(id: ID!): Municipality
  """
  Municipalities by JIS codes, in the order given; unknown codes are left out.
  """
  municipalities(ids: [ID!]!): [Municipality!]!
  """
  Municipalities of a prefecture (route slug) by JIS code, optionally matching a keyword. NOT_FOUND for an unknown prefecture.
  """
  searchMunicipalities(prefectureNameEn: String!, keyword: String): [Municipality!]!
  """
  The address of a postal code (郵便番号), from Japan Post's data shipped with the api, so a
  form can fill 都道府県 and 市区町村 without sending the whole table to the browser. Full-width
  digits and a hyphen are accepted; null for a code that does not exist; BAD_USER_INPUT when it
  is not seven digits.
  """
  postalAddress(postalCode: String!): PostalAddress
  """
  Features, optionally of one occupation (route slug).
  """
  features(occupation: String): [Feature!]!
  """
  A feature by id; null when unknown.
  """
  feature(id: ID!): Feature
  """
  Features most searched lately, optionally of one occupation.
  """
  trendFeatures(occupation: String, limit: Int = 10): [Feature!]!
  """
  Qualifications, optionally of some occupation categories.
  """
  allQualifications(occupationCategoryIds: [ID!]): [Qualification!]!
  """
  Choices of the salary selects (spec §3: 200000–400000 yen).
  """
  allSalaryRanges: [SalaryRangeOption!]!
  """
  Workplace strengths a member can wish for.
  """
  allWorkplaceStrengths: [WorkplaceStrength!]!
  """
  Vehicles a member can wish to drive.
  """
  allCars: [Car!]!
  """
  Particular conditions a member can wish for.
  """
  allParticularConditions: [ParticularCondition!]!
  """
  A brand by id; null when unknown.
  """
  trademark(id: ID!): Trademark

  # Jobs

  """
  Published jobs matching \`query\`, within an occupation (route slug). Member-only jobs are
  listed for members; a visitor gets their number only (JobPage.memberOnlyCount). NOT_FOUND
  for an unknown occupation or prefecture slug; BAD_USER_INPUT for page < 1 or per outside 1–100.
  """
  searchJobs(
    query: JobSearchInput
    occupation: String
    page: Int = 1
    per: Int = 25
    sortType: JobSort = published_at
  ): JobPage!
  """
  Suggestions while typing (occupations, features, prefectures, municipalities, frequent
  words) for a prefix of at least one character, matched after normalisation (decision 0027).
  \`place: true\` suggests places only (the place box). At most \`limit\` (1–20).
  """
  searchSuggestions(prefix: String!, place: Boolean = false, limit: Int = 8): [SearchSuggestion!]!
  """
  Number of published jobs \`searchJobs\` would find, for live counts on search forms.
  """
  searchJobTotalCount(query: JobSearchInput, occupation: String): Int!
  """
  Published jobs having a feature, optionally within an occupation and a prefecture. NOT_FOUND for an unknown feature.
  """
  searchFeatureJobs(
    featureId: ID!
    occupation: String
    prefectureNameEn: String
    page: Int = 1
    per: Int = 25
    sortType: JobSort = published_at
  ): JobPage!
  """
  A job by id, published or not (the page says when entry is closed); null when unknown.
  MEMBER_ONLY_JOB for a visitor on a member-only job (nothing of it is told).
  """
  job(id: ID!): Job
  """
  Jobs by ids in the order given (saved and recently viewed lists); unknown ids are left out. At most 100 ids.
  """
  jobsByIds(ids: [ID!]!): [Job!]!
  """
  As jobsByIds, ordered by highest salary, highest first.
  """
  jobsByIdsWithSalaryDesc(ids: [ID!]!): [Job!]!
  """
  Published jobs of a company. NOT_FOUND for an unknown company.
  """
  companyJobs(companyId: ID!, page: Int = 1, per: Int = 20): JobPage!
  """
  A company by id; null when unknown.
  """
  company(id: ID!): Company
  """
  Companies of the given jobs, each once.
  """
  companiesByJobIds(jobIds: [ID!]!): [Company!]!
  """
  Salary figures of published jobs of an occupation, optionally in a prefecture or with a feature.
  """
  jobSalary(occupation: String!, prefectureNameEn: String, featureId: ID): JobSalary!
  """
  Salary figures of driver jobs per driver feature (truck sizes, taxi, trailer, …), optionally in a prefecture.
  """
  driverJobSalaries(prefectureNameEn: String): [JobSalary!]!
  """
  Salary distribution, quartiles and differences by feature of an occupation's published jobs,
  optionally in a prefecture (route slugs). NOT_FOUND for an unknown occupation or prefecture.
  """
  salaryInsight(occupation: String!, prefectureNameEn: String): SalaryInsight!
  """
  Voices of hired people, optionally of an occupation and a prefecture (route slugs), newest first.
  """
  jobSeekerComments(
    occupationNameEn: String
    prefectureNameEn: String
    page: Int = 1
    per: Int = 10
  ): JobSeekerCommentPage!

  # The member

  """
  Member only. The signed-in member with profile, documents, settings and counts.
  """
  endUserViewer: EndUser!
  """
  The signed-in member, or null for a visitor (never UNAUTHORIZED_ERROR).
  """
  user: EndUser
  """
  Member only. The member's saved jobs, most recently saved first.
  """
  favoriteJobs(page: Int = 1, per: Int = 20): JobPage!
  """
  Member only. The member's self-introduction; null until saved.
  """
  personality: Personality
  """
  Member only. The member's wishes for the next job; null until saved.
  """
  requirements: Requirements
  """
  Member only. Whether the member has applied to the job or answered the scout by entry (give one id; BAD_USER_INPUT otherwise).
  """
  isEntry(jobId: ID, scoutId: ID): Boolean!
  """
  Whether some member has this conversionId.
  """
  isMember(conversionId: String!): Boolean!
  """
  Sign-in help: how the account with this email or phone number signs in; null when there is none. RATE_LIMITED when asked too often.
  """
  userAuthType(emailOrPhoneNumber: String!): AuthType
  """
  Phone sign-in: the account with this phone number and password; null when they do not match. RATE_LIMITED when asked too often.
  """
  userByPhoneNumber(phoneNumber: String!, password: String!): UserIdentity
  """
  Whether another account already uses the phone number. RATE_LIMITED when asked too often.
  """
  isPhoneNumberDuplicate(phoneNumber: String!): Boolean!
  """
  Member only. Scout reception settings page data.
  """
  MySetting: MySettingForm!
  """
  Sign-up form data, optionally filtered to some occupation categories.
  """
  Signup(occupationCategoryIds: [ID!]): SignupForm!

  # Scouts

  """
  Member only. A scout sent to the member; NOT_FOUND otherwise.
  """
  scout(id: ID!): Scout!
  """
  A scout by the unguessable id of its link, for visitors and members; NOT_FOUND when unknown.
  """
  scoutByUrlId(urlId: String!): Scout!
  """
  Member only. Whether the member has asked to hear more about the scout.
  """
  isScoutInquiry(scoutId: ID!): Boolean!
  """
  Scout settings of the member with this conversionId (link in scout emails). Needs that
  member's session or the link's \`token\` (purpose scout-setting): UNAUTHORIZED_ERROR without
  either, BAD_USER_INPUT for an unusable token, NOT_FOUND for another member's conversionId.
  """
  scoutSetting(conversionId: String!, token: String): Setting!
  """
  Member only. The member's notification settings (decision 0049).
  """
  notificationSettings: NotificationSettings!
  """
  The CRM record for a conversionId; null when the CRM has none. Needs the member's session or
  the scout link's \`token\` (purpose inquiry): UNAUTHORIZED_ERROR without either, BAD_USER_INPUT
  for an unusable token, NOT_FOUND for another member's conversionId.
  """
  kintoneUser(conversionId: String!, token: String): KintoneUser
  """
  Scout response inquiry form data: the CRM record and the options of the given occupation
  categories. kintoneUser is null unless the member's session or the link's \`token\` (purpose
  inquiry) speaks for the conversionId; BAD_USER_INPUT for an unusable token.
  """
  Inquiry(conversionId: String!, occupationCategoryIds: [ID!], token: String): InquiryForm!

  # Messages and notices

  """
  Member only. The member's message rooms, most recently active first.
  """
  rooms(first: Int = 10, after: String): RoomConnection!
  """
  Member only. One of the member's rooms; NOT_FOUND otherwise.
  """
  room(id: ID!): Room!
  """
  Member only. The member's room with the career advisor; null until the first requestAdvisor.
  """
  advisorRoom: Room
  """
  Member only. The member's notices, newest first.
  """
  notices(first: Int = 20, after: String): NoticeConnection!
  """
  Member only. The member's saved searches, most recently saved first.
  """
  savedSearches: [SavedSearch!]!
  """
  Member only. A fresh short-lived address of a message's file. NOT_FOUND when the message is not the member's or has no file.
  """
  fetchMessageAttachedFile(messageId: ID!): MessageFile!
  """
  Member only. One of the member's resumes as a JIS-style PDF. NOT_FOUND when it is not the member's.
  """
  resumePdf(id: ID!): DocumentFile!
  """
  Member only. One of the member's career sheets as a PDF. NOT_FOUND when it is not the member's.
  """
  careerSheetPdf(id: ID!): DocumentFile!
  """
  Member only. The chosen date of an interview date proposal as an iCalendar file. NOT_FOUND when the proposal is not the member's or has no chosen date.
  """
  interviewCalendar(proposalId: ID!): InterviewCalendar!

  # Entries

  """
  Checks a joining-confirmation token from an email link; isValid false when unusable.
  """
  verifyEntryJoiningConfirmationToken(token: String!): EntryJoiningConfirmation!

  # Content

  """
  Magazine articles, newest update first, optionally of a category and matching a keyword.
  """
  magazineArticles(
    categoryId: ID
    keyword: String
    page: Int = 1
    per: Int = 12
  ): MagazineArticlePage!
  """
  Magazine categories.
  """
  magazineCategories: [MagazineCategory!]!
  """
  A magazine article by id; null when unknown.
  """
  magazineArticle(id: ID!): MagazineArticle
  """
  News items, newest first.
  """
  newsItems(page: Int = 1, per: Int = 8): NewsItemPage!
  """
  A news item by slug; null when unknown.
  """
  newsItem(slug: String!): NewsItem
  """
  FAQ items in display order.
  """
  faqItems: [FaqItem!]!
}

# ---------------------------------------------------------------------------------------
# Mutation inputs and payloads. Every mutation takes one \`input\`; \`clientMutationId\` is
# echoed back and lets an input have no other field (updateLastSessionAt).
# ---------------------------------------------------------------------------------------

"""
Where a conversion came from (session storage keys of spec §4).
"""
input AttributionInput {
  utmSource: String
  internalSource: String
  magazineArticleId: ID
}

"""
Profile a visitor gives with a visitor entry or inquiry.
"""
input VisitorProfileInput {
  name: String!
  """
  Reading of the name in hiragana (ふりがな); katakana is accepted and stored as hiragana.
  Required by createVisitorJobEntry (BAD_USER_INPUT at profile.furigana), optional for scouts.
  """
  furigana: String
  birthYear: Int!
  gender: Gender
  zipCode: String!
  prefectureId: ID
  """
  The address after 都道府県 (市区町村・町名・番地), at most 100 characters.
  """
  addressLine: String
  phoneNumber: String!
  email: String
  employmentStatus: EmploymentStatus
  desiredJobChangeTiming: StartTiming
  qualificationIds: [ID!]
  desiredOccupationIds: [ID!]
  contactMethod: ContactMethod
}

"""
Input of addFavorite.
"""
input AddFavoriteInput {
  clientMutationId: String
  jobId: ID!
}

"""
Result of addFavorite.
"""
type AddFavoritePayload {
  clientMutationId: String
  job: Job!
  favoriteJobCount: Int!
}

"""
Input of removeFavorite.
"""
input RemoveFavoriteInput {
  clientMutationId: String
  jobId: ID!
}

"""
Result of removeFavorite.
"""
type RemoveFavoritePayload {
  clientMutationId: String
  jobId: ID!
  favoriteJobCount: Int!
}

"""
Input of addFavorites.
"""
input AddFavoritesInput {
  clientMutationId: String
  """
  At most 100; already saved ids are kept once.
  """
  jobIds: [ID!]!
}

"""
Result of addFavorites.
"""
type AddFavoritesPayload {
  clientMutationId: String
  jobs: [Job!]!
  favoriteJobCount: Int!
}

"""
Input of createCareerSheet.
"""
input CreateCareerSheetInput {
  clientMutationId: String
  name: String!
  summary: String
}

"""
Result of createCareerSheet.
"""
type CreateCareerSheetPayload {
  clientMutationId: String
  careerSheet: CareerSheet!
}

"""
Input of removeCareerSheet.
"""
input RemoveCareerSheetInput {
  clientMutationId: String
  id: ID!
}

"""
Result of removeCareerSheet.
"""
type RemoveCareerSheetPayload {
  clientMutationId: String
  careerSheetId: ID!
}

"""
Input of createResume.
"""
input CreateResumeInput {
  clientMutationId: String
  name: String!
  reason: String
}

"""
Result of createResume.
"""
type CreateResumePayload {
  clientMutationId: String
  resume: Resume!
}

"""
Input of updateResume: the resume edited in place.
"""
input UpdateResumeInput {
  clientMutationId: String
  id: ID!
  name: String!
  reason: String
  hopes: String
  nameKana: String
  """
  YYYY-MM-DD.
  """
  birthDate: String
  postalCode: String
  prefectureId: ID
  municipality: String
  addressLine: String
  """
  Copies the profile's current name, histories, qualifications and education into the resume.
  """
  refreshProfile: Boolean
}

"""
Result of updateResume.
"""
type UpdateResumePayload {
  clientMutationId: String
  resume: Resume!
}

"""
Input of updateCareerSheet: the career sheet edited in place.
"""
input UpdateCareerSheetInput {
  clientMutationId: String
  id: ID!
  name: String!
  summary: String
  """
  Copies the profile's current histories and qualifications into the career sheet.
  """
  refreshProfile: Boolean
}

"""
Result of updateCareerSheet.
"""
type UpdateCareerSheetPayload {
  clientMutationId: String
  careerSheet: CareerSheet!
}

"""
Input of uploadResumePhoto (multipart request).
"""
input UploadResumePhotoInput {
  clientMutationId: String
  resumeId: ID!
  """
  A JPEG or PNG (sniffed from its bytes) of at most RESUME_PHOTO_LIMITS.maxBytes and
  RESUME_PHOTO_LIMITS.maxSide pixels a side; replaces the resume's photo.
  """
  file: Upload!
}

"""
Result of uploadResumePhoto.
"""
type UploadResumePhotoPayload {
  clientMutationId: String
  resume: Resume!
}

"""
Input of removeResumePhoto.
"""
input RemoveResumePhotoInput {
  clientMutationId: String
  resumeId: ID!
}

"""
Result of removeResumePhoto.
"""
type RemoveResumePhotoPayload {
  clientMutationId: String
  resume: Resume!
}

"""
Which of the member's documents a message carries as a PDF.
"""
enum MemberDocumentKind {
  RESUME
  CAREER_SHEET
}

"""
Input of createUserDocumentMessage.
"""
input CreateUserDocumentMessageInput {
  clientMutationId: String
  roomId: ID!
  kind: MemberDocumentKind!
  """
  The member's resume or career sheet (by \`kind\`); NOT_FOUND when it is not the member's.
  """
  documentId: ID!
  """
  Idempotency key, as on CreateUserMessageInput.
  """
  clientMessageId: String
}

"""
Result of createUserDocumentMessage.
"""
type CreateUserDocumentMessagePayload {
  clientMutationId: String
  message: Message!
  room: Room!
}

"""
Input of removeResume.
"""
input RemoveResumeInput {
  clientMutationId: String
  id: ID!
}

"""
Result of removeResume.
"""
type RemoveResumePayload {
  clientMutationId: String
  resumeId: ID!
}

"""
Input of saveEducationalBackground.
"""
input SaveEducationalBackgroundInput {
  clientMutationId: String
  education: Education!
  schoolName: String
  graduationStatus: EducationStatus!
  graduationYear: Int
  graduationMonth: Int
}

"""
Result of saveEducationalBackground.
"""
type SaveEducationalBackgroundPayload {
  clientMutationId: String
  educationalBackground: EducationalBackground!
}

"""
One job history to save; with \`id\` it updates that history.
"""
input JobHistoryInput {
  id: ID
  occupationId: ID
  otherOccupationName: String
  companyName: String!
  companyBusinessDetail: String
  joinedYear: Int!
  joinedMonth: Int!
  retiredYear: Int
  retiredMonth: Int
  employmentType: EmploymentType!
  jobDescription: String
}

"""
Input of saveJobHistories: the whole list; histories left out are removed.
"""
input SaveJobHistoriesInput {
  clientMutationId: String
  jobHistories: [JobHistoryInput!]!
}

"""
Result of saveJobHistories.
"""
type SaveJobHistoriesPayload {
  clientMutationId: String
  jobHistories: [JobHistory!]!
}

"""
A member's self-introduction to save.
"""
input PersonalityInput {
  experienceCompanyNum: Int
  interestOrHobby: String
  speciality: String
  selfPr: String
}

"""
Salary wish in yen per month; lowest ≤ highest when both are given.
"""
input SalaryRangeInput {
  lowest: Int
  highest: Int
}

"""
A member's wishes to save.
"""
input RequirementsInput {
  desiredJobChangeTiming: StartTiming
  desiredWorkingHours: Shift
  salaryRange: SalaryRangeInput
  desiredCarIds: [ID!]
  desiredParticularConditionIds: [ID!]
  desiredWorkplaceStrengthIds: [ID!]
}

"""
Input of savePersonalityAndRequirements; a part left out stays as it is.
"""
input SavePersonalityAndRequirementsInput {
  clientMutationId: String
  personality: PersonalityInput
  requirements: RequirementsInput
}

"""
Result of savePersonalityAndRequirements.
"""
type SavePersonalityAndRequirementsPayload {
  clientMutationId: String
  personality: Personality
  requirements: Requirements
}

"""
Input of updateUserBasicInformation.
"""
input UpdateUserBasicInformationInput {
  clientMutationId: String
  name: String!
  birthYear: Int!
  gender: Gender
  zipCode: String!
  prefectureId: ID
  employmentStatus: EmploymentStatus
  numberOfDependents: Int
  hasSpouse: Boolean
}

"""
Result of updateUserBasicInformation.
"""
type UpdateUserBasicInformationPayload {
  clientMutationId: String
  user: EndUser!
}

"""
Input of updateUserEmail.
"""
input UpdateUserEmailInput {
  clientMutationId: String
  email: String!
}

"""
Result of updateUserEmail.
"""
type UpdateUserEmailPayload {
  clientMutationId: String
  user: EndUser!
}

"""
Input of updateUserPhoneNumber.
"""
input UpdateUserPhoneNumberInput {
  clientMutationId: String
  """
  Japanese mobile number, digits only or with hyphens.
  """
  phoneNumber: String!
}

"""
Result of updateUserPhoneNumber.
"""
type UpdateUserPhoneNumberPayload {
  clientMutationId: String
  user: EndUser!
}

"""
Input of updateUser: fields left out stay as they are.
"""
input UpdateUserInput {
  clientMutationId: String
  desiredOccupationIds: [ID!]
  qualificationIds: [ID!]
  employmentStatus: EmploymentStatus
  desiredJobChangeTiming: StartTiming
  lineUserId: String
}

"""
Result of updateUser.
"""
type UpdateUserPayload {
  clientMutationId: String
  user: EndUser!
}

"""
Input of createUserWithRelations (sign-up). Email or phone number come from the verified token.
"""
input CreateUserWithRelationsInput {
  clientMutationId: String
  name: String!
  birthYear: Int!
  gender: Gender
  zipCode: String!
  prefectureId: ID
  employmentStatus: EmploymentStatus
  desiredJobChangeTiming: StartTiming
  desiredOccupationIds: [ID!]!
  qualificationIds: [ID!]!
  scoutAllowOccupationCategoryIds: [ID!]
  conversionSource: ConversionSource!
  attribution: AttributionInput
  """
  Jobs to apply to with the sign-up (entry from a job page).
  """
  entryJobIds: [ID!]
  """
  Saved jobs of the keepList cookie to move to the account.
  """
  favoriteJobIds: [ID!]
}

"""
Result of createUserWithRelations.
"""
type CreateUserWithRelationsPayload {
  clientMutationId: String
  user: EndUser!
  entries: [Entry!]!
}

"""
Input of recoverInconsistentUser.
"""
input RecoverInconsistentUserInput {
  clientMutationId: String
}

"""
Result of recoverInconsistentUser.
"""
type RecoverInconsistentUserPayload {
  clientMutationId: String
  user: EndUser!
}

"""
Input of resetUserPassword.
"""
input ResetUserPasswordInput {
  clientMutationId: String
  emailOrPhoneNumber: String!
}

"""
Result of resetUserPassword: always accepted, whether or not the account exists.
"""
type ResetUserPasswordPayload {
  clientMutationId: String
  accepted: Boolean!
}

"""
Input of deleteAccount.
"""
input DeleteAccountInput {
  clientMutationId: String
  """
  The member confirmed that applications still in selection end with the account.
  """
  confirmOpenEntries: Boolean
}

"""
Result of deleteAccount.
"""
type DeleteAccountPayload {
  clientMutationId: String
  """
  False when there was no member record left to delete (a repeated 退会).
  """
  deleted: Boolean!
}

"""
Everything the api holds about the signed-in member (APPI disclosure on request).
"""
type MemberDataExport {
  generatedAt: DateTime!
  """
  The data as one JSON document (an object of sections, each a list of records).
  """
  document: String!
}

"""
Input of updateLastSessionAt: nothing but the optional clientMutationId (spec: input empty).
"""
input UpdateLastSessionAtInput {
  clientMutationId: String
}

"""
Result of updateLastSessionAt.
"""
type UpdateLastSessionAtPayload {
  clientMutationId: String
  lastSessionAt: DateTime!
}

"""
Input of readCompanyMessage.
"""
input ReadCompanyMessageInput {
  clientMutationId: String
  roomId: ID!
  """
  The newest message of the room the member has seen (any sender). Only the company's
  messages up to and including it are marked read, so one that arrived after the page loaded
  stays unread. Without it, all of the room's company messages are marked read. A message
  that is not in this room is NOT_FOUND.
  """
  untilMessageId: ID
}

"""
Result of readCompanyMessage.
"""
type ReadCompanyMessagePayload {
  clientMutationId: String
  room: Room!
  """
  The member's unread messages over all rooms after this.
  """
  messageCount: Int!
}

"""
Input of readNotices.
"""
input ReadNoticesInput {
  clientMutationId: String
  """
  Notices to mark read; all of the member's when left out.
  """
  noticeIds: [ID!]
}

"""
Result of readNotices.
"""
type ReadNoticesPayload {
  clientMutationId: String
  notices: [Notice!]!
  unreadNoticeCount: Int!
}

"""
Input of updateRoom.
"""
input UpdateRoomInput {
  clientMutationId: String
  roomId: ID!
  isArchived: Boolean
}

"""
Result of updateRoom.
"""
type UpdateRoomPayload {
  clientMutationId: String
  room: Room!
}

"""
Input of createUserMessage.
"""
input CreateUserMessageInput {
  clientMutationId: String
  roomId: ID!
  """
  1 to MESSAGE_LIMITS.maxTextLength characters.
  """
  content: String!
  """
  Key of the quick reply used, if any.
  """
  quickReplyKey: String
  """
  Idempotency key the client makes for one message (a UUID) and sends again when it retries
  that message. A key the member already used returns the message saved with it and saves
  nothing; the same key with other content (room, text, quick reply) answers
  IDEMPOTENCY_KEY_REUSED.
  """
  clientMessageId: String
}

"""
Input of chooseInterviewSlot.
"""
input ChooseInterviewSlotInput {
  clientMutationId: String
  slotId: ID!
}

"""
Result of chooseInterviewSlot.
"""
type ChooseInterviewSlotPayload {
  clientMutationId: String
  proposal: InterviewProposal!
  """
  The member's answer in the room.
  """
  message: Message!
  entry: Entry!
}

"""
Input of requestOtherInterviewDates.
"""
input RequestOtherInterviewDatesInput {
  clientMutationId: String
  proposalId: ID!
  """
  Optional wishes (up to INTERVIEW_LIMITS.maxNoteLength characters), added to the canned text.
  """
  note: String
}

"""
Result of requestOtherInterviewDates.
"""
type RequestOtherInterviewDatesPayload {
  clientMutationId: String
  proposal: InterviewProposal!
  """
  The member's answer in the room.
  """
  message: Message!
  entry: Entry!
}

"""
Result of createUserMessage.
"""
type CreateUserMessagePayload {
  clientMutationId: String
  message: Message!
  room: Room!
}

"""
Input of createUserAttachmentMessage (multipart request).
"""
input CreateUserAttachmentMessageInput {
  clientMutationId: String
  roomId: ID!
  """
  At most MESSAGE_LIMITS.maxAttachmentBytes, of MESSAGE_LIMITS.allowedAttachmentTypes.
  """
  file: Upload!
  """
  Idempotency key of this upload (a UUID), as on CreateUserMessageInput: a repeated key
  returns the message saved with it and stores no second file; the same key with another
  room, file name or type answers IDEMPOTENCY_KEY_REUSED.
  """
  clientMessageId: String
}

"""
Result of createUserAttachmentMessage.
"""
type CreateUserAttachmentMessagePayload {
  clientMutationId: String
  message: Message!
  room: Room!
}

"""
Input of saveScoutSetting (scout email link, identified by conversionId).
"""
input SaveScoutSettingInput {
  clientMutationId: String
  conversionId: String!
  """
  The scout link's signed token (purpose scout-setting); not needed with the member's session.
  """
  token: String
  scoutStatus: ScoutStatus!
  scoutAllowOccupationCategoryIds: [ID!]!
}

"""
What a member can be notified of outside the room itself (decision 0049).
"""
enum NotificationKind {
  scout
  company_message
  saved_search
  entry_status
}

"""
Where a notification goes: on-site notices, e-mail, LINE (the fields of NotificationSetting).
"""
enum NotificationChannel {
  site
  email
  line
}

"""
The channels of one kind of notification.
"""
type NotificationSetting {
  kind: NotificationKind!
  """
  On-site notices (お知らせ).
  """
  site: Boolean!
  email: Boolean!
  line: Boolean!
}

"""
A member's notification settings and where each channel reaches them.
"""
type NotificationSettings {
  """
  One per kind, in the order of the enum.
  """
  settings: [NotificationSetting!]!
  """
  The address mail goes to; null for an account that signs in by phone (no mail is sent).
  """
  email: String
  """
  Whether a LINE account is linked (LINE notifications need one).
  """
  lineLinked: Boolean!
  """
  The member's conversion, which the LINE link is made for (connectCvToLineUser).
  """
  conversionId: String!
}

"""
Input of saveNotificationSettings.
"""
input SaveNotificationSettingsInput {
  clientMutationId: String
  """
  Kinds not named keep their settings.
  """
  settings: [NotificationSettingInput!]!
}

"""
The channels of one kind of notification.
"""
input NotificationSettingInput {
  kind: NotificationKind!
  site: Boolean!
  email: Boolean!
  line: Boolean!
}

"""
Result of saveNotificationSettings.
"""
type SaveNotificationSettingsPayload {
  clientMutationId: String
  notificationSettings: NotificationSettings!
}

"""
Input of unsubscribeNotifications.
"""
input UnsubscribeNotificationsInput {
  clientMutationId: String
  """
  The signed token of a mail's unsubscribe link.
  """
  token: String!
}

"""
Result of unsubscribeNotifications.
"""
type UnsubscribeNotificationsPayload {
  clientMutationId: String
  """
  The kind whose mail is stopped.
  """
  kind: NotificationKind!
}

"""
Result of saveScoutSetting.
"""
type SaveScoutSettingPayload {
  clientMutationId: String
  setting: Setting!
}

"""
Input of saveSetting.
"""
input SaveSettingInput {
  clientMutationId: String
  scoutStatus: ScoutStatus!
  """
  Empty means all categories.
  """
  scoutAllowOccupationCategoryIds: [ID!]!
}

"""
Result of saveSetting.
"""
type SaveSettingPayload {
  clientMutationId: String
  scoutStatus: ScoutStatus!
  scoutAllowOccupationCategoryIds: [ID!]!
  isReceiveScout: Boolean!
}

"""
Input of createMicroConversion.
"""
input CreateMicroConversionInput {
  clientMutationId: String
  conversionSource: ConversionSource!
  jobId: ID
  scoutId: ID
  """
  Site path where it happened.
  """
  path: String
  attribution: AttributionInput
}

"""
Result of createMicroConversion.
"""
type CreateMicroConversionPayload {
  clientMutationId: String
  microConversionId: ID!
}

"""
Input of updateEntryJoiningConfirmation.
"""
input UpdateEntryJoiningConfirmationInput {
  clientMutationId: String
  token: String!
  hasJoined: Boolean!
  """
  Required when hasJoined is true.
  """
  joinedOn: Date
}

"""
Result of updateEntryJoiningConfirmation.
"""
type UpdateEntryJoiningConfirmationPayload {
  clientMutationId: String
  confirmation: EntryJoiningConfirmation!
}

"""
Input of createEntry.
"""
input CreateEntryInput {
  clientMutationId: String
  jobId: ID!
  """
  First message to the company.
  """
  message: String
  attribution: AttributionInput
}

"""
Result of createEntry.
"""
type CreateEntryPayload {
  clientMutationId: String
  entry: Entry!
  user: ConversionUser!
}

"""
Input of createEntries.
"""
input CreateEntriesInput {
  clientMutationId: String
  """
  At most KEEP_LIST.maxItems (20).
  """
  jobIds: [ID!]!
  message: String
  attribution: AttributionInput
}

"""
Result of createEntries.
"""
type CreateEntriesPayload {
  clientMutationId: String
  entries: [Entry!]!
  user: ConversionUser!
}

"""
Input of createScoutEntry.
"""
input CreateScoutEntryInput {
  clientMutationId: String
  scoutId: ID!
  message: String
  attribution: AttributionInput
}

"""
Result of createScoutEntry.
"""
type CreateScoutEntryPayload {
  clientMutationId: String
  entry: Entry!
  user: ConversionUser!
}

"""
Input of createVisitorJobEntry.
"""
input CreateVisitorJobEntryInput {
  clientMutationId: String
  """
  At most KEEP_LIST.maxItems (20).
  """
  jobIds: [ID!]!
  profile: VisitorProfileInput!
  message: String
  attribution: AttributionInput
  """
  Idempotency key the client makes for one submission (a UUID) and sends again when it
  retries that submission. A key already used returns what was saved with it (the same
  visitor, entries or inquiry, conversionId included) and saves nothing; the same key with
  other content (another mutation, or any field of the input other than clientMutationId)
  answers IDEMPOTENCY_KEY_REUSED. Without a key every request is a new submission.
  """
  clientSubmissionId: String
}

"""
Result of createVisitorJobEntry.
"""
type CreateVisitorJobEntryPayload {
  clientMutationId: String
  entries: [Entry!]!
  user: ConversionUser!
}

"""
Input of createVisitorScoutEntry.
"""
input CreateVisitorScoutEntryInput {
  clientMutationId: String
  """
  The scout link's urlId.
  """
  scoutUrlId: String!
  profile: VisitorProfileInput!
  message: String
  attribution: AttributionInput
  """
  Idempotency key the client makes for one submission (a UUID) and sends again when it
  retries that submission. A key already used returns what was saved with it (the same
  visitor, entries or inquiry, conversionId included) and saves nothing; the same key with
  other content (another mutation, or any field of the input other than clientMutationId)
  answers IDEMPOTENCY_KEY_REUSED. Without a key every request is a new submission.
  """
  clientSubmissionId: String
}

"""
Result of createVisitorScoutEntry.
"""
type CreateVisitorScoutEntryPayload {
  clientMutationId: String
  entry: Entry!
  user: ConversionUser!
}

"""
Input of createContact.
"""
input CreateContactInput {
  clientMutationId: String
  fullName: String!
  email: String
  phoneNumber: String
  contactMethod: ContactMethod!
  message: String!
}

"""
Result of createContact.
"""
type CreateContactPayload {
  clientMutationId: String
  contact: Contact!
}

"""
Input of createScoutInquiry.
"""
input CreateScoutInquiryInput {
  clientMutationId: String
  scoutId: ID!
  contactMethod: ContactMethod
  message: String
  attribution: AttributionInput
}

"""
Result of createScoutInquiry.
"""
type CreateScoutInquiryPayload {
  clientMutationId: String
  scoutInquiry: ScoutInquiry!
  user: ConversionUser!
}

"""
Input of createVisitorScoutInquiry.
"""
input CreateVisitorScoutInquiryInput {
  clientMutationId: String
  """
  The scout link's urlId.
  """
  scoutUrlId: String!
  profile: VisitorProfileInput!
  message: String
  attribution: AttributionInput
  """
  Idempotency key the client makes for one submission (a UUID) and sends again when it
  retries that submission. A key already used returns what was saved with it (the same
  visitor, entries or inquiry, conversionId included) and saves nothing; the same key with
  other content (another mutation, or any field of the input other than clientMutationId)
  answers IDEMPOTENCY_KEY_REUSED. Without a key every request is a new submission.
  """
  clientSubmissionId: String
}

"""
Result of createVisitorScoutInquiry.
"""
type CreateVisitorScoutInquiryPayload {
  clientMutationId: String
  scoutInquiry: ScoutInquiry!
  user: ConversionUser!
}

"""
Input of connectCvToLineUserEntry.
"""
input ConnectCvToLineUserEntryInput {
  clientMutationId: String
  conversionId: String!
  """
  The scout link's signed token (purpose line), for a member's conversion without a session.
  """
  token: String
  lineUserId: String!
  """
  Entries made in the conversion.
  """
  entryIds: [ID!]!
}

"""
Result of connectCvToLineUserEntry.
"""
type ConnectCvToLineUserEntryPayload {
  clientMutationId: String
  conversionId: String!
}

"""
Input of connectCvToLineUser.
"""
input ConnectCvToLineUserInput {
  clientMutationId: String
  conversionId: String!
  """
  The scout link's signed token (purpose line), for a member's conversion without a session.
  """
  token: String
  lineUserId: String!
}

"""
Result of connectCvToLineUser.
"""
type ConnectCvToLineUserPayload {
  clientMutationId: String
  conversionId: String!
}

"""
Input of createScoutResponseHistory.
"""
input CreateScoutResponseHistoryInput {
  clientMutationId: String
  """
  The scout link's urlId.
  """
  scoutUrlId: String!
  event: ScoutHistoryEvent!
  source: ScoutSource!
  responseType: ResponseType
  """
  The job seeker's conversionId when known (from the link).
  """
  conversionId: String
}

"""
Result of createScoutResponseHistory.
"""
type CreateScoutResponseHistoryPayload {
  clientMutationId: String
  """
  The job seeker's conversionId, null for an unknown visitor.
  """
  conversionId: String
  scoutResponseHistory: ScoutResponseHistory!
}

"""
Input of saveSearch: the conditions of a job list (route slugs as in its URL, and the
search conditions beyond its path).
"""
input SaveSearchInput {
  clientMutationId: String
  """
  Shown in the member's list; made from the conditions when left out.
  """
  name: String
  """
  Occupation route slug, e.g. \`driver\`.
  """
  occupation: String!
  """
  Prefecture route slug, e.g. \`tokyo\`.
  """
  prefectureNameEn: String
  """
  JIS municipality code, within the prefecture.
  """
  municipalityId: ID
  featureId: ID
  hiringTypes: [HiringType!]
  minimumMonthlySalary: Int
  sortType: JobSort
  """
  Words as searchJobs takes them (JobSearchInput.keyword).
  """
  keyword: String
  """
  Features beyond featureId; every one must hold.
  """
  moreFeatureIds: [ID!]
  """
  JIS municipality codes beyond municipalityId, within the prefecture; any of them.
  """
  moreMunicipalityIds: [ID!]
  shift: JobShiftCondition
  """
  As JobSearchInput.minimumAnnualSalary.
  """
  minimumAnnualSalary: Int
}

"""
Result of saveSearch.
"""
type SaveSearchPayload {
  clientMutationId: String
  savedSearch: SavedSearch!
  """
  True when the member had already saved the same conditions (nothing new was saved).
  """
  alreadySaved: Boolean!
  savedSearchCount: Int!
}

"""
Input of renameSavedSearch.
"""
input RenameSavedSearchInput {
  clientMutationId: String
  id: ID!
  name: String!
}

"""
Result of renameSavedSearch.
"""
type RenameSavedSearchPayload {
  clientMutationId: String
  savedSearch: SavedSearch!
}

"""
Input of deleteSavedSearch.
"""
input DeleteSavedSearchInput {
  clientMutationId: String
  id: ID!
}

"""
Result of deleteSavedSearch.
"""
type DeleteSavedSearchPayload {
  clientMutationId: String
  id: ID!
  """
  The member's new matches over the remaining saved searches.
  """
  newMatchCount: Int!
}

"""
Input of readSavedSearchMatches.
"""
input ReadSavedSearchMatchesInput {
  clientMutationId: String
  id: ID!
}

"""
Result of readSavedSearchMatches.
"""
type ReadSavedSearchMatchesPayload {
  clientMutationId: String
  savedSearch: SavedSearch!
  """
  The member's new matches over all saved searches, after this one's were marked seen.
  """
  newMatchCount: Int!
}

# ---------------------------------------------------------------------------------------
# Mutations
# ---------------------------------------------------------------------------------------

"""
A member's request for a career advisor.
"""
type AdvisorRequest {
  id: ID!
  contactMethod: ContactMethod!
  """
  The address to reach the member at: the email or the phone number of \`contactMethod\`.
  """
  contactAddress: String!
  preferredTimes: [ContactTimeSlot!]!
  note: String
  """
  The job page the request was sent from (published or not, as job(id)).
  """
  job: Job
  createdAt: DateTime!
}

"""
Input of requestAdvisor. The address of the chosen contact method is required.
"""
input RequestAdvisorInput {
  clientMutationId: String
  contactMethod: ContactMethod!
  email: String
  phoneNumber: String
  """
  At least one, each once.
  """
  preferredTimes: [ContactTimeSlot!]!
  """
  At most ADVISOR_REQUEST_LIMITS.maxNoteLength (1000) characters.
  """
  note: String
  """
  The job page the request was sent from.
  """
  jobId: ID
}

"""
Result of requestAdvisor.
"""
type RequestAdvisorPayload {
  clientMutationId: String
  advisorRequest: AdvisorRequest!
  room: Room!
}

"""
Writes. Each takes one \`input\` and returns a \`…Payload\`. Invalid input answers
BAD_USER_INPUT with \`extensions.fieldErrors\` and changes nothing; "Member only" as for Query.
"""
type Mutation {
  # Saved jobs

  """
  Member only. Saves a job (idempotent). NOT_FOUND for an unknown job; FAVORITE_LIST_FULL when the saved list is full.
  """
  addFavorite(input: AddFavoriteInput!): AddFavoritePayload!
  """
  Member only. Unsaves a job (idempotent).
  """
  removeFavorite(input: RemoveFavoriteInput!): RemoveFavoritePayload!
  """
  Member only. Saves several jobs, e.g. the keepList cookie after sign-in; unknown ids are skipped and only as many as fit the saved-list limit are saved.
  """
  addFavorites(input: AddFavoritesInput!): AddFavoritesPayload!

  # Profile and documents

  """
  Member only. Makes a career sheet from the current profile.
  """
  createCareerSheet(input: CreateCareerSheetInput!): CreateCareerSheetPayload!
  """
  Member only. Deletes one of the member's career sheets; NOT_FOUND otherwise.
  """
  removeCareerSheet(input: RemoveCareerSheetInput!): RemoveCareerSheetPayload!
  """
  Member only. Makes a resume from the current profile.
  """
  createResume(input: CreateResumeInput!): CreateResumePayload!
  """
  Member only. Deletes one of the member's resumes; NOT_FOUND otherwise.
  """
  removeResume(input: RemoveResumeInput!): RemoveResumePayload!
  """
  Member only. Edits one of the member's resumes in place; NOT_FOUND otherwise.
  """
  updateResume(input: UpdateResumeInput!): UpdateResumePayload!
  """
  Member only. A multipart request. Sets or replaces a resume's photo; NOT_FOUND when the resume is not
  the member's; PHOTO_TYPE_NOT_ALLOWED, PHOTO_TOO_LARGE or PHOTO_DIMENSIONS_TOO_LARGE for a
  file that is refused (nothing is saved then).
  """
  uploadResumePhoto(input: UploadResumePhotoInput!): UploadResumePhotoPayload!
  """
  Member only. Removes a resume's photo (no error when it has none); NOT_FOUND otherwise.
  """
  removeResumePhoto(input: RemoveResumePhotoInput!): RemoveResumePhotoPayload!
  """
  Member only. Renders the member's resume or career sheet as a PDF now and sends it in the
  room as an attached file.
  """
  createUserDocumentMessage(
    input: CreateUserDocumentMessageInput!
  ): CreateUserDocumentMessagePayload!
  """
  Member only. Edits one of the member's career sheets in place; NOT_FOUND otherwise.
  """
  updateCareerSheet(input: UpdateCareerSheetInput!): UpdateCareerSheetPayload!
  """
  Member only. Saves the member's educational background.
  """
  saveEducationalBackground(
    input: SaveEducationalBackgroundInput!
  ): SaveEducationalBackgroundPayload!
  """
  Member only. Replaces the member's job histories.
  """
  saveJobHistories(input: SaveJobHistoriesInput!): SaveJobHistoriesPayload!
  """
  Member only. Saves the self-introduction and the wishes for the next job.
  """
  savePersonalityAndRequirements(
    input: SavePersonalityAndRequirementsInput!
  ): SavePersonalityAndRequirementsPayload!
  """
  Member only. Saves name, birth year, gender, address and family.
  """
  updateUserBasicInformation(
    input: UpdateUserBasicInformationInput!
  ): UpdateUserBasicInformationPayload!
  """
  Member only. Records a new email after the identity provider changed it; it must equal the token's email (BAD_USER_INPUT otherwise). BAD_USER_INPUT (fieldErrors.email) when another account uses it.
  """
  updateUserEmail(input: UpdateUserEmailInput!): UpdateUserEmailPayload!
  """
  Member only. Changes the phone number; returns the user (id). BAD_USER_INPUT (fieldErrors.phoneNumber) when another account uses it.
  """
  updateUserPhoneNumber(input: UpdateUserPhoneNumberInput!): UpdateUserPhoneNumberPayload!
  """
  Member only. Saves desired occupations, qualifications and other wishes.
  """
  updateUser(input: UpdateUserInput!): UpdateUserPayload!

  # Account

  """
  Needs an identity token (UNAUTHORIZED_ERROR otherwise) but no member record: creates the member with occupations, qualifications, settings and optional entries (sign-up). A retried sign-up whose record exists gets that record back unchanged.
  """
  createUserWithRelations(input: CreateUserWithRelationsInput!): CreateUserWithRelationsPayload!
  """
  Needs an identity token (UNAUTHORIZED_ERROR otherwise), not a member record: repairs the member record from the verified token; creates it when missing, syncs email, phone number and auth type.
  """
  recoverInconsistentUser(input: RecoverInconsistentUserInput!): RecoverInconsistentUserPayload!
  """
  Starts a password reset (email link or SMS). Always accepted, so accounts cannot be probed. RATE_LIMITED when asked too often.
  """
  resetUserPassword(input: ResetUserPasswordInput!): ResetUserPasswordPayload!
  """
  Member only. Stores now as the member's last session (the web sends it at most once per hour).
  """
  updateLastSessionAt(input: UpdateLastSessionAtInput!): UpdateLastSessionAtPayload!
  """
  Needs a verified identity (no member record: a repeated call answers deleted false) with a recent login (auth_time within RECENT_LOGIN_MS, else REQUIRES_RECENT_LOGIN). Deletes the member's data as docs/decisions/0041 states (退会); OPEN_ENTRIES_NOT_CONFIRMED, nothing deleted, while applications are in selection and confirmOpenEntries is not true. The BFF calls it, then deletes the identity account.
  """
  deleteAccount(input: DeleteAccountInput!): DeleteAccountPayload!

  # Messages and notices

  """
  Member only. Marks the company's messages in a room read (up to \`untilMessageId\` when given).
  """
  readCompanyMessage(input: ReadCompanyMessageInput!): ReadCompanyMessagePayload!
  """
  Member only. Marks notices read.
  """
  readNotices(input: ReadNoticesInput!): ReadNoticesPayload!

  # Saved searches (search alerts)

  """
  Member only. Saves the conditions of a job list; saving the same conditions again answers the saved one (alreadySaved). SAVED_SEARCH_LIMIT_REACHED past SAVED_SEARCH_LIMITS.maxItems; BAD_USER_INPUT for unknown occupation, place or feature.
  """
  saveSearch(input: SaveSearchInput!): SaveSearchPayload!
  """
  Member only. Renames one of the member's saved searches; NOT_FOUND otherwise.
  """
  renameSavedSearch(input: RenameSavedSearchInput!): RenameSavedSearchPayload!
  """
  Member only. Deletes one of the member's saved searches; NOT_FOUND otherwise.
  """
  deleteSavedSearch(input: DeleteSavedSearchInput!): DeleteSavedSearchPayload!
  """
  Member only. Marks the new matches of one of the member's saved searches seen; NOT_FOUND otherwise.
  """
  readSavedSearchMatches(input: ReadSavedSearchMatchesInput!): ReadSavedSearchMatchesPayload!
  """
  Member only. Changes a room's flags.
  """
  updateRoom(input: UpdateRoomInput!): UpdateRoomPayload!
  """
  Member only. Sends a text message to the company of a room.
  """
  createUserMessage(input: CreateUserMessageInput!): CreateUserMessagePayload!
  """
  Member only. Sends a file (multipart request). ATTACHMENT_TOO_LARGE or ATTACHMENT_TYPE_NOT_ALLOWED (MESSAGE_LIMITS).
  """
  createUserAttachmentMessage(
    input: CreateUserAttachmentMessageInput!
  ): CreateUserAttachmentMessagePayload!
  """
  Member only. Chooses one slot of an open interview date proposal: the answer goes to the room and the entry becomes interview_scheduled. NOT_FOUND for a slot not the member's; INTERVIEW_ALREADY_ANSWERED, INTERVIEW_PROPOSAL_WITHDRAWN or INTERVIEW_SLOT_PAST otherwise refused, with nothing saved.
  """
  chooseInterviewSlot(input: ChooseInterviewSlotInput!): ChooseInterviewSlotPayload!
  """
  Member only. Asks for other dates than an open proposal's (the confirmInterviewDate quick reply's text, with an optional note). Refused as chooseInterviewSlot is.
  """
  requestOtherInterviewDates(
    input: RequestOtherInterviewDatesInput!
  ): RequestOtherInterviewDatesPayload!

  # Scout settings

  """
  Saves scout settings for the member with this conversionId (scout email link). Needs that
  member's session or the link's token, as scoutSetting does; NOT_FOUND for another member's.
  """
  saveScoutSetting(input: SaveScoutSettingInput!): SaveScoutSettingPayload!
  """
  Member only. Saves the member's scout reception settings.
  """
  saveSetting(input: SaveSettingInput!): SaveSettingPayload!
  """
  Member only. Saves the channels of the kinds named.
  """
  saveNotificationSettings(input: SaveNotificationSettingsInput!): SaveNotificationSettingsPayload!
  """
  Stops the mail of one kind for the member a mail's unsubscribe link was made for; no session
  needed (RFC 8058 one-click). BAD_USER_INPUT for a malformed or forged token, or when that
  member no longer exists.
  """
  unsubscribeNotifications(input: UnsubscribeNotificationsInput!): UnsubscribeNotificationsPayload!

  # Entries and inquiries

  """
  Records a step toward a conversion (e.g. the entry form opened). Visitors and members; ignored unless ENABLE_MICRO_CONVERSION.
  """
  createMicroConversion(input: CreateMicroConversionInput!): CreateMicroConversionPayload!
  """
  Answers a joining confirmation from an email link. BAD_USER_INPUT for an unusable token.
  """
  updateEntryJoiningConfirmation(
    input: UpdateEntryJoiningConfirmationInput!
  ): UpdateEntryJoiningConfirmationPayload!
  """
  Member only. Applies to a job. JOB_NOT_PUBLISHED, JOB_NOT_HIRING, or ALREADY_APPLIED.
  """
  createEntry(input: CreateEntryInput!): CreateEntryPayload!
  """
  Member only. Applies to several jobs; jobs already applied to or closed are skipped.
  """
  createEntries(input: CreateEntriesInput!): CreateEntriesPayload!
  """
  Member only. Applies through a scout. JOB_NOT_HIRING when the scout is closed; ALREADY_APPLIED when already applied.
  """
  createScoutEntry(input: CreateScoutEntryInput!): CreateScoutEntryPayload!
  """
  Visitor entry: applies to jobs with the profile given, without an account.
  """
  createVisitorJobEntry(input: CreateVisitorJobEntryInput!): CreateVisitorJobEntryPayload!
  """
  Visitor entry through a scout link.
  """
  createVisitorScoutEntry(input: CreateVisitorScoutEntryInput!): CreateVisitorScoutEntryPayload!
  """
  Sends a message to the support window; returns the contact (fullName).
  """
  createContact(input: CreateContactInput!): CreateContactPayload!
  """
  Member only. Asks to hear more about a scout; asking again updates the same inquiry (updatedAt).
  """
  createScoutInquiry(input: CreateScoutInquiryInput!): CreateScoutInquiryPayload!
  """
  Visitor inquiry through a scout link.
  """
  createVisitorScoutInquiry(
    input: CreateVisitorScoutInquiryInput!
  ): CreateVisitorScoutInquiryPayload!
  """
  Member only. Asks for a career advisor: opens the member's advisor room (one per member) or
  continues it, with the request as the member's message and the advisor's acknowledgement.
  The same request sent again within ADVISOR_REQUEST_LIMITS.duplicateWindowSeconds answers the
  first one (nothing doubled). NOT_FOUND for an unknown jobId; ADVISOR_REQUEST_LIMIT_REACHED
  past ADVISOR_REQUEST_LIMITS.maxPerDay requests in a day (Japan time).
  """
  requestAdvisor(input: RequestAdvisorInput!): RequestAdvisorPayload!
  """
  Links the LINE account to a conversion made of entries. NOT_FOUND for an unknown conversionId.
  A member's conversion needs the member's session or the link's token; only the session
  replaces an existing link (UNAUTHORIZED_ERROR otherwise). A visitor's conversion may be
  linked once (FORBIDDEN to replace it).
  """
  connectCvToLineUserEntry(input: ConnectCvToLineUserEntryInput!): ConnectCvToLineUserEntryPayload!
  """
  Links the LINE account to a conversion. Who may link as for connectCvToLineUserEntry.
  """
  connectCvToLineUser(input: ConnectCvToLineUserInput!): ConnectCvToLineUserPayload!
  """
  Records a visit or attempt on a scout link. NOT_FOUND for an unknown scout.
  """
  createScoutResponseHistory(
    input: CreateScoutResponseHistoryInput!
  ): CreateScoutResponseHistoryPayload!
}
`;
