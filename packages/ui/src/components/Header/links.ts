/** Where the header's links go. The app overrides any of them (e.g. to keep the query). */
export type HeaderLinks = {
  home: string;
  findJobs: string;
  keep: string;
  history: string;
  scouts: string;
  usefulInfo: string;
  messages: string;
  myPage: string;
  login: string;
  signup: string;
  /** External recruiter page, opened in a new tab. */
  companyListing: string;
};

export type AuthState = 'unknown' | 'signedIn' | 'signedOut';

/** The routes of spec §2. Saved jobs live in a cookie for visitors, on the server for members. */
export function defaultHeaderLinks(authState: AuthState): Omit<HeaderLinks, 'companyListing'> {
  return {
    home: '/',
    findJobs: '/driver',
    keep: authState === 'signedIn' ? '/member/favorite/' : '/keep',
    history: '/history/',
    scouts: '/member/settings/',
    usefulInfo: '/magazine/',
    messages: '/member/message/',
    myPage: '/member/',
    login: '/member/login/',
    signup: '/member/signup/',
  };
}

export const HEADER_TEXT = {
  keep: '気になる',
  keepLong: '気になる求人',
  history: '閲覧履歴',
  historyLong: '最近見た求人',
  messages: 'メッセージ',
  myPage: 'マイページ',
  login: 'ログイン',
  signup: '会員登録（無料）',
  findJobs: '仕事を探す',
  scouts: 'スカウトを受け取る',
  usefulInfo: 'お役立ち情報',
  companyListing: '掲載をお考えの企業様',
  menu: 'メニュー',
  closeMenu: 'メニューを閉じる',
  mainNav: 'メインメニュー',
} as const;
