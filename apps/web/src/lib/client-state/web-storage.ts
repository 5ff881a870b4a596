/**
 * The browser's Web Storage, or null where reading it throws (storage blocked, some private
 * modes, the server). Callers treat null as "nothing stored" and write nothing.
 */
export function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** window.sessionStorage, or null where it cannot be used (see localStore). */
export function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
