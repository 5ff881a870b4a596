export type JoiningValues = { hasJoined: string; joinedOn: string };

export type JoiningState =
  | { status: 'idle' }
  | { status: 'answered'; hasJoined: boolean; joinedOn: string | null }
  | { status: 'invalid'; values: JoiningValues; fieldErrors: Record<string, string> }
  | { status: 'error'; values: JoiningValues; message: string };

export const INITIAL_JOINING_STATE: JoiningState = { status: 'idle' };

/** The form's radio value as the input's boolean; anything else is no answer. */
export function hasJoinedOf(value: string): boolean | null {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return null;
}

/** 2026-04-01 → 2026年4月1日. */
export function formatJoinedOn(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return match ? `${match[1]}年${Number(match[2])}月${Number(match[3])}日` : date;
}
