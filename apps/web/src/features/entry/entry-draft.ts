import { sessionStore } from '@/lib/client-state/web-storage';
import type { VisitorEntryValues } from './entry-form';

/**
 * What a visitor typed on /entry, kept in sessionStorage (this tab only, gone with it) so Back
 * and Forward, a reload, or the detour through sign-up or login never lose it; removed once
 * the application went through.
 */
export const ENTRY_DRAFT_KEY = 'entryDraft';

export type EntryDraft = { values: Partial<VisitorEntryValues>; qualificationIds: string[] };

const isStringRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The stored draft, keeping only known fields of the right type (storage can hold anything). */
export function parseEntryDraft(text: string | null, fields: readonly string[]): EntryDraft | null {
  if (!text) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isStringRecord(data) || !isStringRecord(data.values)) return null;
  const values: Record<string, string> = {};
  for (const field of fields) {
    const value = data.values[field];
    if (typeof value === 'string') values[field] = value;
  }
  const qualificationIds = Array.isArray(data.qualificationIds)
    ? data.qualificationIds.filter((id): id is string => typeof id === 'string' && /^\d+$/.test(id))
    : [];
  return { values: values as Partial<VisitorEntryValues>, qualificationIds };
}

export function readEntryDraft(fields: readonly string[]): EntryDraft | null {
  return parseEntryDraft(sessionStore()?.getItem(ENTRY_DRAFT_KEY) ?? null, fields);
}

export function writeEntryDraft(draft: EntryDraft): void {
  try {
    sessionStore()?.setItem(ENTRY_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage full or refused: the form still works, only without a draft.
  }
}

export function clearEntryDraft(): void {
  sessionStore()?.removeItem(ENTRY_DRAFT_KEY);
}
