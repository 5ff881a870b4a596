/**
 * Query parameter of /member/login/ (and /member/signup/) naming where to go afterwards
 * (spec §2 `redirect_path`). In a module of its own so that a client island linking to the
 * login page does not bring the return path's checks (redirect.ts) into first-load
 * JavaScript (decision 0064).
 */
export const REDIRECT_PARAM = 'redirect_path';
