import type { Page } from '@playwright/test';

type Shift = { value: number; sources: string[] };
type ShiftState = { __shifts: Shift[]; __takeShifts: () => void };

/**
 * Records layout shifts from the first paint on, as CLS counts them: those right after input
 * (hadRecentInput) left out. Call before the page is opened.
 */
export async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = window as unknown as ShiftState;
    state.__shifts = [];
    type Entry = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null }[];
    };
    const nameOf = (node: Node | null | undefined) => {
      if (!(node instanceof Element)) return node?.nodeName ?? '?';
      const id = node.getAttribute('data-testid') ?? node.id;
      return `${node.tagName.toLowerCase()}${id ? `#${id}` : ''}.${node.className}`.slice(0, 80);
    };
    const add = (entries: PerformanceEntryList) => {
      for (const entry of entries as Entry[]) {
        if (entry.hadRecentInput) continue;
        state.__shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map((source) => nameOf(source.node)),
        });
      }
    };
    const observer = new PerformanceObserver((list) => add(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    state.__takeShifts = () => add(observer.takeRecords());
  });
}

/**
 * The shifts so far (their sum, and each with the elements that moved, for the failure
 * message), once two more frames have been laid out so the last state's shifts are recorded.
 */
export async function layoutShifts(page: Page): Promise<{ total: number; shifts: Shift[] }> {
  return page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const state = window as unknown as ShiftState;
    state.__takeShifts();
    const total = state.__shifts.reduce((sum, shift) => sum + shift.value, 0);
    return { total, shifts: state.__shifts };
  });
}
