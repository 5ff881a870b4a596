import { SearchJobTotalCountDocument } from '@/graphql/generated/browser/graphql';
import type { JobSearchInput } from '@/graphql/generated/graphql';
import { sendGraphQL } from '@/lib/graphql/operation';
import { SHEET_MARKS } from './sheet-markers';

/** FilterSheetLive reaches it through `import()` of this module (one chunk). */
export { showAllChoices } from './more-choices';

/**
 * The sheet's script beyond its first load (FilterSheetLive imports it on demand): the live
 * count, loaded on the first change of the form; the current position, on the tap; the
 * Invoker Commands fallback, in browsers without them. It changes the server-rendered form
 * in place (decision 0064): the count's text node, `aria-busy`, the position's status. Kept free
 * of the domain's enums and masters (and so of zod): the form's values are the page's own
 * choices, and the api validates what it gets. `search-input.test.ts` checks it asks what
 * the page will (`searchInputOf` of the same URL).
 */
const NEW_WITHIN_DAYS = 7;

/** Wait this long after the last change before asking for the count. */
const DEBOUNCE_MS = 300;

function listOf(form: FormData, name: string): string[] {
  const values = form
    .getAll(name)
    .flatMap((value) => String(value).split('.'))
    .filter((value) => value !== '');
  return [...new Set(values)];
}

function numberOf(form: FormData, name: string): number | null {
  const value = form.get(name);
  return value === null || value === '' ? null : Number(value);
}

/** The search input of the sheet's form (its action's prefecture, then every field). */
export function searchInputOfForm(form: FormData, prefectureNameEn: string | null): JobSearchInput {
  const input: JobSearchInput = {};
  if (prefectureNameEn) input.prefectureNameEn = prefectureNameEn;
  const cities = listOf(form, 'city').sort();
  if (cities.length > 0) input.municipalityIds = cities;
  const features = listOf(form, 'feature').sort((a, b) => Number(a) - Number(b));
  if (features.length > 0) input.featureIds = features;
  const keyword = String(form.get('keyword') ?? '').trim();
  if (keyword) input.keyword = keyword;
  const hiring = listOf(form, 'hiring');
  if (hiring.length > 0) input.hiringTypes = hiring as JobSearchInput['hiringTypes'];
  const salary = numberOf(form, 'salary');
  if (salary !== null) input.minimumMonthlySalary = salary;
  const annual = numberOf(form, 'annual');
  if (annual !== null) input.minimumAnnualSalary = annual;
  const shift = form.get('shift');
  if (shift) input.shift = shift as JobSearchInput['shift'];
  if (form.get('new') === String(NEW_WITHIN_DAYS)) input.publishedWithinDays = NEW_WITHIN_DAYS;
  if (form.get('closed') === '1') input.includeClosed = true;
  const radiusKm = numberOf(form, 'km');
  const near = String(form.get('near') ?? '');
  const latitude = numberOf(form, 'lat');
  const longitude = numberOf(form, 'lng');
  if (radiusKm !== null && near) input.near = { municipalityId: near, radiusKm };
  else if (radiusKm !== null && latitude !== null && longitude !== null) {
    input.near = { latitude, longitude, radiusKm };
  }
  return input;
}

/**
 * searchJobTotalCount of the form's conditions, through the BFF on this origin: a GET by the
 * document's id from a production build (a visitor's answer is cacheable), its text otherwise
 * (lib/graphql/operation.ts).
 */
export async function totalOfForm(
  form: FormData,
  options: { occupation: string | null; prefectureNameEn: string | null; signal?: AbortSignal },
): Promise<number> {
  const variables = {
    occupation: options.occupation,
    query: searchInputOfForm(form, options.prefectureNameEn),
  };
  const response = await sendGraphQL('', SearchJobTotalCountDocument, variables, {
    credentials: 'same-origin',
    ...(options.signal ? { signal: options.signal } : {}),
  });
  const body = (await response.json()) as {
    data?: { searchJobTotalCount?: number } | null;
    errors?: unknown[];
  };
  const total = body.data?.searchJobTotalCount;
  if (body.errors?.length || typeof total !== 'number') throw new Error('count unavailable');
  return total;
}

type ListScope = { occupation: string | null; prefectureNameEn: string | null };

/** A form's pending count: the debounce timer, the request, which ask is the latest. */
type Counting = {
  timer?: ReturnType<typeof setTimeout>;
  controller?: AbortController;
  ask: number;
};
const counting = new WeakMap<HTMLFormElement, Counting>();

/**
 * Asks the count of the form's conditions (debounced; a newer change aborts an older ask) and
 * writes it into the submit button. The number's text node is changed rather than replaced,
 * so React's later renders of the button still find it. On failure the count stays as it
 * was: submitting still shows the right page.
 */
export function recount(form: HTMLFormElement, scope: ListScope): void {
  const state = counting.get(form) ?? { ask: 0 };
  counting.set(form, state);
  clearTimeout(state.timer);
  state.timer = setTimeout(async () => {
    const ask = ++state.ask;
    state.controller?.abort();
    const controller = new AbortController();
    state.controller = controller;
    const number = form.querySelector(`[${SHEET_MARKS.liveCount}]`);
    const button = number?.closest('button');
    button?.setAttribute('aria-busy', 'true');
    try {
      const total = await totalOfForm(new FormData(form), { ...scope, signal: controller.signal });
      if (ask === state.ask && number?.firstChild) {
        number.firstChild.nodeValue = total.toLocaleString('ja-JP');
      }
    } catch {
      // The count stays as it was.
    } finally {
      if (ask === state.ask) button?.removeAttribute('aria-busy');
    }
  }, DEBOUNCE_MS);
}

/**
 * Stops a form's pending count (the form is leaving the page).
 */
export function stopCounting(form: HTMLFormElement): void {
  const state = counting.get(form);
  clearTimeout(state?.timer);
  state?.controller?.abort();
}

/**
 * 「現在地から」: asks the browser's position on the tap (never on load), puts it in the form
 * and says the outcome in the status next to the button.
 */
export async function locate(form: HTMLFormElement, button: HTMLButtonElement): Promise<void> {
  const status = form.querySelector(`[${SHEET_MARKS.positionStatus}]`);
  button.disabled = true;
  const found = await fillCurrentPosition(form);
  button.disabled = false;
  if (status) {
    status.textContent = found
      ? '現在地からの距離で探します'
      : '現在地を取得できませんでした。市区町村を選んでください';
  }
}

/**
 * Puts the browser's position in the form (lat/lng rounded to 2 decimals, about 1 km: no more
 * precise than the smallest radius needs), clears the municipality origin and takes 10 km
 * unless a distance is chosen. False when the browser gives no position.
 */
function fillCurrentPosition(form: HTMLElement | null): Promise<boolean> {
  if (!(form instanceof HTMLFormElement) || !('geolocation' in navigator)) {
    return Promise.resolve(false);
  }
  return new Promise((resolve) => {
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
        form.dispatchEvent(new Event('change', { bubbles: true }));
        resolve(true);
      },
      () => resolve(false),
      { maximumAge: 600_000, timeout: 10_000 },
    );
  });
}

/**
 * Browsers without Invoker Commands (Chromium before 135, older Safari and Firefox): open and close the sheet
 * from its buttons by script. Returns the undo.
 */
export function polyfillCommands(): () => void {
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
