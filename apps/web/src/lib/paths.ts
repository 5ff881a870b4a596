/** Nothing but its own constants imported: client components use these without the masters. */
import { LOGIN_PATH, SIGNUP_PATH } from './account-paths';

/**
 * The site's URLs, built in one place. Trailing slashes follow the routes of spec §2
 * (`/driver`, `/driver/tokyo/`, `/driver/tokyo/feature_51`, `/driver/feature/51`).
 */
export const paths = {
  home: () => '/',
  occupation: (occupation: string) => `/${occupation}`,
  prefecture: (occupation: string, prefecture: string) => `/${occupation}/${prefecture}/`,
  municipality: (occupation: string, prefecture: string, municipalityId: string) =>
    `/${occupation}/${prefecture}/${municipalityId}/`,
  prefectureFeature: (occupation: string, prefecture: string, featureId: number | string) =>
    `/${occupation}/${prefecture}/feature_${featureId}`,
  feature: (occupation: string, featureId: number | string) =>
    `/${occupation}/feature/${featureId}`,
  job: (occupation: string, jobId: string | number) => `/${occupation}/job/${jobId}`,
  company: (companyId: string | number) => `/company/${companyId}`,
  /** Salary insight: `/salary/`, `/salary/driver`, `/salary/driver/tokyo/`. */
  salary: (occupation?: string, prefecture?: string) =>
    !occupation
      ? '/salary/'
      : prefecture
        ? `/salary/${occupation}/${prefecture}/`
        : `/salary/${occupation}`,
  search: () => '/search',
  recommend: () => '/recommend',
  keep: () => '/keep',
  history: () => '/history/',
  magazine: () => '/magazine/',
  magazineCategory: (categoryId: string) => `/magazine/category/${categoryId}`,
  magazineSearch: (keyword?: string) =>
    keyword ? `/magazine/search?${new URLSearchParams({ keyword })}` : '/magazine/search',
  magazineArticle: (articleId: string | number) => `/magazine/articles/${articleId}`,
  news: () => '/news',
  newsItem: (slug: string) => `/news/${slug}`,
  comment: () => '/comment/',
  faq: () => '/faq',
  terms: () => '/terms',
  privacyPolicy: () => '/privacy-policy',
  contact: () => '/faq/#contact',
  /** Application (entry) or 'hear more' (inquiry) for one job. */
  entry: (jobId: string | number, type: 'entry' | 'inquiry' = 'entry') =>
    type === 'entry' ? `/entry?job_id=${jobId}` : `/entry?job_id=${jobId}&type=inquiry`,
  signup: () => SIGNUP_PATH,
  /** Sign-up that comes back to `returnPath` afterwards (e.g. a member-only job's page). */
  signupReturningTo: (returnPath: string) =>
    `${SIGNUP_PATH}?${new URLSearchParams({ redirect_path: returnPath })}`,
  login: () => LOGIN_PATH,
  /** Login that comes back to `returnPath` afterwards (spec §2 `redirect_path`). */
  loginReturningTo: (returnPath: string) =>
    `${LOGIN_PATH}?${new URLSearchParams({ redirect_path: returnPath })}`,
  resetPassword: () => '/member/resetPassword/',
  editEmail: () => '/member/email/',
  editPhoneNumber: () => '/member/phone/',
  changePassword: () => '/member/password/',
  myData: () => '/member/my-data/',
  /** The JSON download of the member's data (the BFF answers it). */
  myDataDownload: () => '/auth/my-data?download=1',
  withdraw: () => '/member/withdraw/',
  // Member pages (spec §2 shows /member/, favorite, message, settings; the rest are ours).
  myPage: () => '/member/',
  favorites: (page = 1) => (page > 1 ? `/member/favorite/?page=${page}` : '/member/favorite/'),
  settings: () => '/member/settings/',
  /** Notification channels per kind (decision 0049). */
  notificationSettings: () => '/member/settings/notifications/',
  /** Where the LINE official account's link brings a member to link LINE (decision 0049). */
  lineLink: (lineUserId: string) =>
    `/member/settings/notifications/line/?lineUserId=${encodeURIComponent(lineUserId)}`,
  /** The page of a mail's unsubscribe link. */
  unsubscribe: () => '/unsubscribe/',
  profile: () => '/member/profile/',
  resume: () => '/member/resume/',
  careerSheet: () => '/member/career-sheet/',
  /** Print views of one resume or career sheet. */
  resumePrint: (id: string) => `/member/resume/${id}/print`,
  careerSheetPrint: (id: string) => `/member/career-sheet/${id}/print`,
  /** The PDF of one resume or career sheet (proxied to the BFF; the member's own only). */
  documentPdf: (kind: 'resume' | 'career-sheet', id: string) =>
    `/attachments/documents/${kind}/${id}`,
  messages: () => '/member/message/',
  /** Asking for a career advisor, optionally about one job. */
  advisor: (jobId?: string | number) =>
    jobId === undefined ? '/member/advisor/' : `/member/advisor/?job_id=${jobId}`,
  room: (roomId: string | number) => `/member/message/${roomId}`,
  /** The chosen interview date as an iCalendar file (the web's route asks the api). */
  interviewCalendar: (proposalId: string | number) =>
    `/member/interview/${proposalId}/calendar.ics`,
  notices: () => '/member/notice/',
  /** Saved searches (search alerts). */
  savedSearches: () => '/member/saved-searches/',
  scouts: () => '/member/scout/',
  scout: (scoutId: string | number) => `/member/scout/${scoutId}`,
  /** A scout opened from the link in its notification (by url id; visitors too). */
  scoutByUrlId: (urlId: string) => `/scout/${urlId}`,
  /** A member's scout entry or 'hear more' form, and its thanks page. */
  scoutAnswer: (scoutId: string | number, type: 'entry' | 'inquiry') =>
    `/member/scout/${scoutId}/${type}`,
  scoutThanks: (scoutId: string | number, type: 'entry' | 'inquiry') =>
    `/member/scout/${scoutId}/thanks?type=${type}`,
  /** The same through the scout link, for visitors, with the link's conversionId and token. */
  scoutLinkAnswer: (
    urlId: string,
    type: 'entry' | 'inquiry',
    link?: { conversionId: string; token: string | null },
  ) =>
    link
      ? `/scout/${urlId}/${type}?${new URLSearchParams(
          link.token
            ? { conversionId: link.conversionId, token: link.token }
            : { conversionId: link.conversionId },
        )}`
      : `/scout/${urlId}/${type}`,
  scoutLinkThanks: (urlId: string, type: 'entry' | 'inquiry') =>
    `/scout/${urlId}/thanks?type=${type}`,
  /** A message's attached file (proxied to the BFF; the room's member only). */
  messageAttachment: (messageId: string | number) => `/attachments/messages/${messageId}`,
  entryThanks: (type: 'entry' | 'inquiry' = 'entry') =>
    type === 'entry' ? '/entry/thanks' : '/entry/thanks?type=inquiry',
} as const;
