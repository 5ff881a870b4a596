/**
 * Attribution kept for conversions (spec §4): utm_source, internal_source and
 * magazine_article_id go to session storage from query parameters, and a visitor arriving on
 * a magazine page from a search engine gets internal_source=magazine unless one is set.
 * Entries and sign-ups read it back with `readAttribution`.
 */

export const ATTRIBUTION_KEYS = ['utm_source', 'internal_source', 'magazine_article_id'] as const;
export type AttributionKey = (typeof ATTRIBUTION_KEYS)[number];

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

const SEARCH_ENGINES =
  /(^|\.)(google\.[a-z.]+|bing\.com|search\.yahoo\.co\.jp|yahoo\.co\.jp|search\.yahoo\.com|duckduckgo\.com|baidu\.com|yandex\.[a-z]+|ecosia\.org)$/i;

export function isSearchEngineReferrer(referrer: string): boolean {
  if (!referrer) return false;
  try {
    return SEARCH_ENGINES.test(new URL(referrer).hostname);
  } catch {
    return false;
  }
}

const MAX_VALUE_LENGTH = 100;

/** Saves what the URL and referrer say; returns the keys it wrote. */
export function captureAttribution(
  url: URL,
  referrer: string,
  storage: KeyValueStorage,
): AttributionKey[] {
  const written: AttributionKey[] = [];
  for (const key of ATTRIBUTION_KEYS) {
    const value = url.searchParams.get(key)?.trim();
    if (value && value.length <= MAX_VALUE_LENGTH) {
      storage.setItem(key, value);
      written.push(key);
    }
  }
  const onMagazine = /^\/magazine(\/|$)/.test(url.pathname);
  if (onMagazine && isSearchEngineReferrer(referrer) && !storage.getItem('internal_source')) {
    storage.setItem('internal_source', 'magazine');
    written.push('internal_source');
    const articleId = /^\/magazine\/articles\/(\d+)/.exec(url.pathname)?.[1];
    if (articleId && !storage.getItem('magazine_article_id')) {
      storage.setItem('magazine_article_id', articleId);
      written.push('magazine_article_id');
    }
  }
  return written;
}

/** The stored attribution in the shape of GraphQL's AttributionInput. */
export type StoredAttribution = {
  utmSource: string | null;
  internalSource: string | null;
  magazineArticleId: string | null;
};

/** Nothing recorded: for inputs that need the object even when storage cannot be read. */
export const NO_ATTRIBUTION: StoredAttribution = {
  utmSource: null,
  internalSource: null,
  magazineArticleId: null,
};

export function readAttribution(storage: Pick<Storage, 'getItem'>): StoredAttribution {
  return {
    utmSource: storage.getItem('utm_source'),
    internalSource: storage.getItem('internal_source'),
    magazineArticleId: storage.getItem('magazine_article_id'),
  };
}

/**
 * This tab's attribution, read where a form sends it (sign-up, entries, scout answers,
 * micro-conversions); null where session storage cannot be read (private mode, blocked).
 */
export function storedAttribution(): StoredAttribution | null {
  try {
    return readAttribution(window.sessionStorage);
  } catch {
    return null;
  }
}
