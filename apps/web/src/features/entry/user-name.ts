import { localStore } from '@/lib/client-state/web-storage';

/**
 * The `userName` key of spec §3: the name a visitor gave on their last application, kept in
 * localStorage so their next application starts with it (they can change it).
 */
export const USER_NAME_KEY = 'userName';

const MAX_LENGTH = 50;

export function readUserName(store: Pick<Storage, 'getItem'> | null = localStore()): string {
  try {
    const name = store?.getItem(USER_NAME_KEY)?.trim() ?? '';
    return name.length <= MAX_LENGTH ? name : '';
  } catch {
    return '';
  }
}

export function rememberUserName(
  name: string,
  store: Pick<Storage, 'setItem'> | null = localStore(),
): void {
  const trimmed = name.trim();
  if (!trimmed || trimmed.length > MAX_LENGTH) return;
  try {
    store?.setItem(USER_NAME_KEY, trimmed);
  } catch {
    // Storage full or refused: the next form simply starts empty.
  }
}
