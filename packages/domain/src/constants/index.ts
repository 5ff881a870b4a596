/** Business constants and limits of spec §4, §5 and §9. One source: import, never retype. */

/** The product's name as shown in titles, the logo, structured data and mail. */
export const SITE_NAME = '現場ジョブ';

const DAY_SECONDS = 24 * 60 * 60;

/** Saved jobs of a signed-out visitor (the `keepList` cookie). */
export const KEEP_LIST = Object.freeze({
  maxItems: 20,
  lifetimeDays: 14,
  lifetimeSeconds: 14 * DAY_SECONDS,
  cookieName: 'keepList',
  /** Cookie set by 'Don't show next time' on the 'Added to list!' dialog. */
  dialogDismissCookieName: 'disableKeepListDialog',
});

/** Recently viewed jobs (the `historyList` cookie). */
export const HISTORY_LIST = Object.freeze({
  cookieName: 'historyList',
  maxItems: 50,
  lifetimeDays: 14,
  lifetimeSeconds: 14 * DAY_SECONDS,
});

/** Count badges in the header: hidden at 0, capped above 99. */
export const BADGE = Object.freeze({ cap: 99, overCapLabel: '99+' });

/** Header: hides when scrolling down past this many pixels, reappears on scrolling up. */
export const HEADER_HIDE_SCROLL_PX = 200;

/** Sticky call-to-action on magazine pages. */
export const STICKY_CTA = Object.freeze({ showAfterScrollPx: 400, hideNearEndPx: 64 });

/** Viewport widths. Below `mobile` is the phone layout; `desktop` shows the large header. */
export const BREAKPOINTS = Object.freeze({ mobile: 768, desktop: 1024 });

/** Page loading bar shown on route changes. */
export const PROGRESS_BAR = Object.freeze({ speed: 400, minimum: 0.25 });

/** The signed-in member's last-session update is sent at most this often. */
export const LAST_SESSION_UPDATE_INTERVAL_MS = 60 * 60 * 1000;

/** The readable auth record cookie (uid, email) lives this long (spec §4: 3650 days). */
export const AUTH_COOKIE = Object.freeze({
  lifetimeDays: 3650,
  lifetimeSeconds: 3650 * DAY_SECONDS,
});

/**
 * Deleting the account and downloading the member's data need a recent login: the ID token's
 * `auth_time` (the last time the password was checked) within this window, else the password
 * is asked again (docs/decisions/0042-recent-login.md). Checked by the BFF and the api.
 */
export const RECENT_LOGIN_MS = 5 * 60 * 1000;

/** Page sizes of paginated lists. */
export const PAGE_SIZES = Object.freeze({
  rooms: 10,
  messages: 20,
  notices: 20,
  jobs: 25,
  favoriteJobs: 20,
  companyJobs: 20,
  jobSeekerComments: 10,
  magazineArticles: 12,
  homeNews: 6,
  homeMagazineArticles: 6,
  newsList: 8,
});

/** Upper bound of `per` on any paginated query. */
export const MAX_PAGE_SIZE = 100;

/** Job card descriptions are cut to this many characters and end with '...'. */
export const JOB_CARD_DESCRIPTION_LENGTH = 100;
export const TRUNCATION_SUFFIX = '...';

/** Driver occupation and categories used across the home page and landing pages. */
export const DRIVER_OCCUPATION_ID = 1;
export const DRIVER_CATEGORY_ID = 1;
export const WAREHOUSE_CATEGORY_ID = 2;

/** Default driver feature ids (spec §9). */
export const DEFAULT_DRIVER_JOB_FEATURE_IDS = Object.freeze([
  51, 52, 53, 54, 152, 203, 67, 68, 69, 151,
] as const);
export const DEFAULT_DRIVER_JOB_CONDITION_IDS = Object.freeze([
  69, 11, 15, 37, 45, 66, 19, 166,
] as const);

/** Passwords have at least this many characters (spec §5). */
export const PASSWORD_MIN_LENGTH = 6;

/**
 * Interview dates a company proposes in a room (docs/decisions/0051): 1–5 slots of a fixed
 * length each, and the note a member may add when asking for other dates.
 */
export const INTERVIEW_LIMITS = Object.freeze({
  minSlots: 1,
  maxSlots: 5,
  defaultMinutes: 60,
  minMinutes: 15,
  maxMinutes: 240,
  maxPlaceLength: 200,
  maxNoteLength: 500,
});

/** Message text and attachment limits (spec leaves them open: docs/decisions). */
export const MESSAGE_LIMITS = Object.freeze({
  maxTextLength: 2000,
  maxAttachmentBytes: 10 * 1024 * 1024,
  allowedAttachmentTypes: Object.freeze([
    'application/pdf',
    'image/jpeg',
    'image/png',
    'image/gif',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.ms-excel',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'text/plain',
  ] as const),
});

/**
 * The résumé photo (docs/decisions/0056): what a member may upload, and what is stored. The
 * pixel limits are read from the file's header before any decoding (an image bomb is refused
 * without inflating it); the stored photo is a re-encoded JPEG of `stored` pixels, 3:4.
 */
export const RESUME_PHOTO_LIMITS = Object.freeze({
  maxBytes: 5 * 1024 * 1024,
  maxSide: 8000,
  maxPixels: 40_000_000,
  allowedTypes: Object.freeze(['image/jpeg', 'image/png'] as const),
  stored: Object.freeze({ width: 600, height: 800 }),
});

/** Longest accepted search keyword. */
export const MAX_KEYWORD_LENGTH = 100;

/**
 * Saved searches (search alerts, the spec has none): how many a member keeps, how
 * long a name may be, how many new jobs one lists.
 */
export const SAVED_SEARCH_LIMITS = Object.freeze({
  maxItems: 20,
  maxNameLength: 40,
  maxNewJobs: 20,
});

/**
 * Asking for a career advisor (spec §1 promises the advisor, not the limits): the
 * longest note, how many requests a member makes in a day, and the window in which the same
 * request sent again (a double click, a retry) is answered with the first one.
 */
export const ADVISOR_REQUEST_LIMITS = Object.freeze({
  maxNoteLength: 1000,
  maxPerDay: 5,
  duplicateWindowSeconds: 600,
});

/** Marketing figures shown in the header badge, landing copy and FAQ (spec §1, §9). */
export const MARKETING = Object.freeze({
  listingsNationwide: 20000,
  satisfactionPercent: 95,
  membersPassed: 1_000_000,
  driverJobs: 20000,
  offices: 15000,
  averageApplications: 3,
  scoutsPerApplicant: '5〜10',
  signupSeconds: 30,
  incomeRaiseDays: 3,
});

/**
 * Cookies the BFF sets. `session` is HttpOnly and opaque; `authRecord` is the readable
 * auth record of spec §4 (`{"uid","email"}`, URL-encoded, no token) that tells the pages a
 * member is signed in. On https both carry the `__Host-` prefix.
 */
export const SESSION_COOKIES = Object.freeze({
  session: 'sid',
  authRecord: 'authRecord',
  securePrefix: '__Host-',
});

/** The cookie names in force for an http or https site. */
export function sessionCookieNames(secure: boolean): { session: string; authRecord: string } {
  const prefix = secure ? SESSION_COOKIES.securePrefix : '';
  return {
    session: `${prefix}${SESSION_COOKIES.session}`,
    authRecord: `${prefix}${SESSION_COOKIES.authRecord}`,
  };
}
