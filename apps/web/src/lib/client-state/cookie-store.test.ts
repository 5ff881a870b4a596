import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Store = typeof import('./cookie-store');

/** A stand-in for the browser's document: only what the cookie store touches. */
function fakeDocument(cookie: string) {
  return {
    cookie,
    visibilityState: 'visible',
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  };
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('cookie store', () => {
  let doc: ReturnType<typeof fakeDocument>;
  let store: Store;

  beforeEach(async () => {
    doc = fakeDocument('keepList=1,2');
    vi.stubGlobal('document', doc);
    vi.resetModules();
    store = await import('./cookie-store');
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('stays null (the server snapshot) until the task after the first subscription', async () => {
    const { cookieStore } = store;
    expect(cookieStore.getSnapshot()).toBeNull();
    const listener = vi.fn();
    cookieStore.subscribe(listener);
    // Still in the task that ran the hydration effects: nothing to re-render yet.
    expect(cookieStore.getSnapshot()).toBeNull();
    expect(listener).not.toHaveBeenCalled();
    await nextTask();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(cookieStore.getSnapshot()).toBe('keepList=1,2');
  });

  it('reads document.cookie once per task, and again at once after notifyCookieChange', async () => {
    const { cookieStore, notifyCookieChange } = store;
    cookieStore.subscribe(() => {});
    await nextTask();
    expect(cookieStore.getSnapshot()).toBe('keepList=1,2');
    doc.cookie = 'keepList=1,2,3';
    // Same task: the value read a moment ago (every hook of a render sees one snapshot).
    expect(cookieStore.getSnapshot()).toBe('keepList=1,2');
    // This tab's own writes announce themselves and are seen right away.
    notifyCookieChange();
    expect(cookieStore.getSnapshot()).toBe('keepList=1,2,3');
    // A change nobody announced (another tab, a response's Set-Cookie) shows in the next task.
    doc.cookie = 'keepList=4';
    await nextTask();
    expect(cookieStore.getSnapshot()).toBe('keepList=4');
  });

  it('tells every subscriber about a change, and no one after unsubscribing', async () => {
    const { cookieStore, notifyCookieChange } = store;
    const first = vi.fn();
    const second = vi.fn();
    const unsubscribeFirst = cookieStore.subscribe(first);
    cookieStore.subscribe(second);
    await nextTask();
    unsubscribeFirst();
    notifyCookieChange();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
  });
});
