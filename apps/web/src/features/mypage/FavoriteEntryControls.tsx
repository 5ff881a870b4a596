'use client';

import { KEEP_LIST } from '@jobsite/domain/constants';
import { ButtonLink } from '@jobsite/ui/button';
import { type ReactNode, useSyncExternalStore } from 'react';
import {
  CHECKED_IDS_KEY,
  readCheckedIds,
  toggleCheckedId,
  writeCheckedIds,
} from '@/features/entry/checked-ids';
import { bulkEntryPath } from '@/features/entry/entry-query';
import { useMemberState } from '@/lib/client-state/saved-jobs';
import { sessionStore } from '@/lib/client-state/web-storage';
import * as css from './Favorites.css';

/**
 * Ticking saved jobs for one application (spec §3 `checkedIds`, kept in session storage so
 * ticks survive paging through the list) and the button that takes them to /entry.
 */

const listeners = new Set<() => void>();
const EMPTY: string[] = [];
let snapshot: { raw: string | null; ids: string[] } = { raw: null, ids: EMPTY };

function read(): string[] {
  const store = sessionStore();
  let raw: string | null = null;
  try {
    raw = store?.getItem(CHECKED_IDS_KEY) ?? null;
  } catch {
    raw = null;
  }
  if (raw !== snapshot.raw) snapshot = { raw, ids: readCheckedIds(store) };
  return snapshot.ids;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function useCheckedIds(): string[] | null {
  return useSyncExternalStore<string[] | null>(subscribe, read, () => null);
}

function setChecked(ids: string[]) {
  writeCheckedIds(sessionStore(), ids);
  for (const listener of listeners) listener();
}

/** The checkbox beside a saved job; closed jobs cannot be ticked. */
export function CheckJobBox({
  jobId,
  jobTitle,
  disabled,
}: {
  jobId: string;
  jobTitle: string;
  disabled: boolean;
}) {
  const ids = useCheckedIds();
  const checked = ids?.includes(jobId) ?? false;
  return (
    <label className={css.check}>
      <input
        type="checkbox"
        checked={checked}
        disabled={
          disabled || ids === null || (!checked && (ids?.length ?? 0) >= KEEP_LIST.maxItems)
        }
        aria-label={`「${jobTitle}」をまとめて応募に追加`}
        onChange={(event) =>
          setChecked(toggleCheckedId(ids ?? [], jobId, event.target.checked).ids)
        }
      />
      {disabled ? '募集を停止しています' : 'まとめて応募'}
    </label>
  );
}

/** The bar that applies to every ticked job at once (createEntries on /entry). */
export function BulkEntryBar() {
  const ids = useCheckedIds() ?? EMPTY;
  return (
    <div className={css.bar}>
      <span aria-live="polite">{ids.length}件の求人を選択中</span>
      {ids.length > 0 ? (
        <>
          <ButtonLink href={bulkEntryPath(ids)}>選択した求人にまとめて応募する</ButtonLink>
          <button type="button" className={css.clear} onClick={() => setChecked([])}>
            選択を解除
          </button>
        </>
      ) : (
        <span className={css.hint}>
          求人の「まとめて応募」にチェックすると、一度に応募できます。
        </span>
      )}
    </div>
  );
}

/** Hides a card as soon as the member unsaves its job here. */
export function ShownWhileFavorited({ jobId, children }: { jobId: string; children: ReactNode }) {
  const member = useMemberState();
  if (member.status === 'ready' && !member.favoriteIds.has(jobId)) return null;
  return children;
}
