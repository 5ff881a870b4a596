'use client';

import { useEffect, useRef, useState } from 'react';

/** Wait this long after the last change before asking for the count. */
const DEBOUNCE_MS = 300;

/** Whether a field was changed before this component hydrated (lists hydrate late, 0013). */
const changed = (form: HTMLFormElement) =>
  [...form.elements].some((e) =>
    e instanceof HTMLInputElement
      ? e.checked !== e.defaultChecked
      : e instanceof HTMLSelectElement &&
        [...e.options].some((o) => o.selected !== o.defaultSelected),
  );

/**
 * The sheet's submit, 「この条件で◯件を見る」: the server writes the page's total; after each
 * change of the form the count of the new conditions is asked from the BFF
 * (searchJobTotalCount, debounced). The code that asks (live-count.ts) loads on the first
 * change, so the list's first-load JavaScript holds only this (decision 0031). Also leaves
 * empty fields out of the submitted URL, and opens the sheet in browsers without Invoker
 * Commands.
 */
export function LiveCountButton({
  formId,
  occupation,
  prefectureNameEn,
  count,
  className,
}: {
  formId: string;
  /** The list's occupation; null on /search (every occupation). */
  occupation: string | null;
  prefectureNameEn: string | null;
  count: number;
  className?: string;
}) {
  const [shown, setShown] = useState(count);
  const [busy, setBusy] = useState(false);
  const latest = useRef(0);

  useEffect(() => setShown(count), [count]);

  useEffect(() => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | undefined;
    const recount = () => {
      clearTimeout(timer);
      timer = setTimeout(async () => {
        const ask = ++latest.current;
        controller?.abort();
        controller = new AbortController();
        setBusy(true);
        try {
          const { totalOfForm } = await import('./live-count');
          const total = await totalOfForm(new FormData(form), {
            occupation,
            prefectureNameEn,
            signal: controller.signal,
          });
          if (ask === latest.current) setShown(total);
        } catch {
          // The count stays as it was; submitting still shows the right page.
        } finally {
          if (ask === latest.current) setBusy(false);
        }
      }, DEBOUNCE_MS);
    };
    const dropEmpty = (event: FormDataEvent) => {
      for (const [name, value] of [...event.formData]) {
        if (value === '') event.formData.delete(name);
      }
    };
    form.addEventListener('change', recount);
    form.addEventListener('formdata', dropEmpty);
    if (changed(form)) recount();
    let undo = () => {};
    if (!('commandForElement' in HTMLButtonElement.prototype)) {
      void import('./live-count').then((module) => {
        undo = module.polyfillCommands();
      });
    }
    return () => {
      clearTimeout(timer);
      controller?.abort();
      form.removeEventListener('change', recount);
      form.removeEventListener('formdata', dropEmpty);
      undo();
    };
  }, [formId, occupation, prefectureNameEn]);

  return (
    <button type="submit" className={className} aria-busy={busy || undefined}>
      この条件で<span aria-live="polite">{shown.toLocaleString('ja-JP')}</span>件を見る
    </button>
  );
}

/**
 * 「現在地から」: asks the browser's position only on this tap (never on load); live-count.ts
 * puts it in the form.
 */
export function CurrentPositionButton({
  formId,
  className,
}: {
  formId: string;
  className?: string;
}) {
  const [state, setState] = useState<'idle' | 'asking' | 'set' | 'refused'>('idle');
  const locate = async () => {
    setState('asking');
    const { fillCurrentPosition } = await import('./live-count');
    setState((await fillCurrentPosition(document.getElementById(formId))) ? 'set' : 'refused');
  };
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => void locate()}
        disabled={state === 'asking'}
      >
        現在地から
      </button>
      <span role="status">
        {state === 'set' && '現在地からの距離で探します'}
        {state === 'refused' && '現在地を取得できませんでした。市区町村を選んでください'}
      </span>
    </>
  );
}
