'use client';

import { useEffect, useRef, useState } from 'react';

const number = new Intl.NumberFormat('ja-JP');
/** Wait this long after the last change before asking for the count. */
const DEBOUNCE_MS = 300;

/**
 * Browsers without Invoker Commands (Chromium < 135, Safari < 26.2): open and close the
 * sheet from its buttons by script. Browsers with them need nothing.
 */
function polyfillCommands(): () => void {
  if ('commandForElement' in HTMLButtonElement.prototype) return () => {};
  const onClick = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest?.('button[commandfor]');
    if (!button) return;
    const dialog = document.getElementById(button.getAttribute('commandfor') ?? '');
    if (!(dialog instanceof HTMLDialogElement)) return;
    const command = button.getAttribute('command');
    if (command === 'show-modal' && !dialog.open) dialog.showModal();
    if (command === 'close' && dialog.open) dialog.close();
  };
  document.addEventListener('click', onClick);
  return () => document.removeEventListener('click', onClick);
}

function changedFromDefaults(form: HTMLFormElement): boolean {
  return [...form.elements].some((element) => {
    if (element instanceof HTMLInputElement && /^(checkbox|radio)$/.test(element.type)) {
      return element.checked !== element.defaultChecked;
    }
    if (element instanceof HTMLSelectElement) {
      return [...element.options].some((option) => option.selected !== option.defaultSelected);
    }
    return false;
  });
}

/**
 * The sheet's submit, 「この条件で◯件を見る」: the server writes the page's total; after each
 * change of the form the count of the new conditions is asked from the BFF
 * (searchJobTotalCount, debounced). The code that asks loads on the first change, so the
 * list's first-load JavaScript holds only this component (decision 0031). Also leaves empty
 * fields out of the submitted URL.
 */
export function LiveCountButton({
  formId,
  occupation,
  prefectureNameEn,
  count,
  className,
}: {
  formId: string;
  occupation: string;
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
      for (const [name, value] of [...event.formData.entries()]) {
        if (value === '') event.formData.delete(name);
      }
    };
    form.addEventListener('change', recount);
    // A change made before this region hydrated (decision 0013: lists hydrate late) had no
    // listener: count it now.
    if (changedFromDefaults(form)) recount();
    form.addEventListener('formdata', dropEmpty);
    const unpolyfill = polyfillCommands();
    return () => {
      clearTimeout(timer);
      controller?.abort();
      form.removeEventListener('change', recount);
      form.removeEventListener('formdata', dropEmpty);
      unpolyfill();
    };
  }, [formId, occupation, prefectureNameEn]);

  return (
    <button type="submit" className={className} aria-busy={busy || undefined}>
      この条件で<span aria-live="polite">{number.format(shown)}</span>件を見る
    </button>
  );
}

/**
 * 「現在地から」: asks the browser's position only on this tap (never on load), rounds it to
 * 2 decimals (about 1 km: no more precise than the smallest radius needs) and puts it in the
 * form's lat/lng, with 10 km unless a distance is chosen.
 */
export function CurrentPositionButton({
  formId,
  className,
}: {
  formId: string;
  className?: string;
}) {
  const [state, setState] = useState<'idle' | 'asking' | 'set' | 'refused'>('idle');
  const locate = () => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement) || !('geolocation' in navigator)) {
      setState('refused');
      return;
    }
    setState('asking');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const set = (name: string, value: string) => {
          const field = form.elements.namedItem(name);
          if (field instanceof HTMLInputElement || field instanceof HTMLSelectElement) {
            field.value = value;
          }
        };
        set('lat', position.coords.latitude.toFixed(2));
        set('lng', position.coords.longitude.toFixed(2));
        set('near', '');
        const chosen = form.querySelector<HTMLInputElement>('input[name="km"]:checked');
        if (!chosen || chosen.value === '') {
          const ten = form.querySelector<HTMLInputElement>('input[name="km"][value="10"]');
          if (ten) ten.checked = true;
        }
        setState('set');
        form.dispatchEvent(new Event('change', { bubbles: true }));
      },
      () => setState('refused'),
      { maximumAge: 600_000, timeout: 10_000 },
    );
  };
  return (
    <>
      <button type="button" className={className} onClick={locate} disabled={state === 'asking'}>
        現在地から
      </button>
      <span role="status">
        {state === 'set' && '現在地からの距離で探します'}
        {state === 'refused' && '現在地を取得できませんでした。市区町村を選んでください'}
      </span>
    </>
  );
}
