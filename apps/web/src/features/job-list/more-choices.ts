import { SHEET_MARKS } from './sheet-markers';

/** A choice's identity across two renderings of the form: its field's name and value. */
function keyOf(choice: Element): string | null {
  const field = choice.matches('input, option') ? choice : choice.querySelector('input');
  return field ? `${field.getAttribute('name') ?? ''}=${field.getAttribute('value') ?? ''}` : null;
}

/**
 * Adds to each container of choices in `form` those of the same container in `full` that it
 * lacks, in `full`'s order. The choices already there are left alone, ticked or not: they
 * belong to the visitor (and their nodes to React).
 */
function addMissingChoices(form: ParentNode, full: ParentNode): void {
  for (const source of full.querySelectorAll(`[${SHEET_MARKS.choices}]`)) {
    const name = source.getAttribute(SHEET_MARKS.choices);
    const target = form.querySelector(`[${SHEET_MARKS.choices}="${name}"]`);
    if (!target) continue;
    const present = new Map(
      Array.from(target.children, (choice) => [keyOf(choice), choice] as const),
    );
    let previous: Element | null = null;
    for (const choice of Array.from(source.children)) {
      const existing = present.get(keyOf(choice));
      if (existing) {
        previous = existing;
        continue;
      }
      const copy = document.importNode(choice, true);
      if (previous) previous.after(copy);
      else target.prepend(copy);
      previous = copy;
    }
  }
}

/**
 * 「もっと見る」 with script (decision 0069): fetches the page the link leads to (the list with
 * every choice) and adds the choices the sheet does not show yet, in place, so what the
 * visitor ticked stays ticked; the links then hide. When that fails, the link is followed,
 * as without script.
 * @public Re-exported by live-count.ts, which FilterSheetLive loads on demand.
 */
export async function showAllChoices(form: HTMLFormElement, link: HTMLAnchorElement) {
  link.setAttribute('aria-busy', 'true');
  try {
    const response = await fetch(link.href, { headers: { accept: 'text/html' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const page = new DOMParser().parseFromString(await response.text(), 'text/html');
    const full = page.getElementById(form.id);
    if (!full) throw new Error('no conditions form in the page');
    addMissingChoices(form, full);
    for (const more of form.querySelectorAll<HTMLElement>(`[${SHEET_MARKS.moreChoices}]`)) {
      more.hidden = true;
    }
  } catch {
    window.location.assign(link.href);
  } finally {
    link.removeAttribute('aria-busy');
  }
}
