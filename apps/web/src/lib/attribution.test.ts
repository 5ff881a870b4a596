import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '@/lib/client-state/test-storage';
import {
  captureAttribution,
  isSearchEngineReferrer,
  NO_ATTRIBUTION,
  readAttribution,
  storedAttribution,
} from './attribution';

describe('attribution (spec §4)', () => {
  it('saves utm_source, internal_source and magazine_article_id from the query', () => {
    const storage = memoryStorage();
    captureAttribution(
      new URL(
        'https://site.example/driver?utm_source=line&internal_source=banner&magazine_article_id=7',
      ),
      '',
      storage,
    );
    expect(readAttribution(storage)).toEqual({
      utmSource: 'line',
      internalSource: 'banner',
      magazineArticleId: '7',
    });
  });

  it('marks a search-engine arrival on the magazine as internal_source=magazine', () => {
    const storage = memoryStorage();
    captureAttribution(
      new URL('https://site.example/magazine/articles/12'),
      'https://www.google.co.jp/',
      storage,
    );
    expect(readAttribution(storage)).toMatchObject({
      internalSource: 'magazine',
      magazineArticleId: '12',
    });
  });

  it('keeps an internal_source already set, and ignores other referrers and pages', () => {
    const storage = memoryStorage();
    storage.setItem('internal_source', 'mail');
    captureAttribution(new URL('https://site.example/magazine/'), 'https://www.bing.com/', storage);
    expect(storage.getItem('internal_source')).toBe('mail');

    const other = memoryStorage();
    captureAttribution(new URL('https://site.example/driver'), 'https://www.google.com/', other);
    captureAttribution(new URL('https://site.example/magazine/'), 'https://example.com/', other);
    expect(other.getItem('internal_source')).toBeNull();
    expect(isSearchEngineReferrer('https://search.yahoo.co.jp/search?p=x')).toBe(true);
    expect(isSearchEngineReferrer('not a url')).toBe(false);
  });
});

describe('storedAttribution', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reads this tab's session storage", () => {
    const values = new Map([['utm_source', 'line']]);
    vi.stubGlobal('window', {
      sessionStorage: { getItem: (key: string) => values.get(key) ?? null },
    });
    expect(storedAttribution()).toEqual({ ...NO_ATTRIBUTION, utmSource: 'line' });
  });

  it('is null when session storage cannot be read', () => {
    vi.stubGlobal('window', {
      get sessionStorage(): Storage {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    expect(storedAttribution()).toBeNull();
  });
});
