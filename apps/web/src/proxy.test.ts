import { describe, expect, it } from 'vitest';
import { bffUrlFor, isPersonalPage, listKindOf, rewriteListUrl, takesNonce } from './proxy';

const rewrite = (url: string) => rewriteListUrl(new URL(url, 'http://site.example'))?.toString();

describe('proxy: list queries become a path segment', () => {
  it('rewrites job lists with page, sort and filters', () => {
    expect(rewrite('/driver/tokyo/?page=2&sort=highest_salary&utm_source=x')).toBe(
      'http://site.example/driver/tokyo/_q~sort~highest_salary~page~2?utm_source=x',
    );
    expect(rewrite('/driver?hiring=regular&salary=300000')).toBe(
      'http://site.example/driver/_q~hiring~regular~salary~300000',
    );
  });

  it('keeps content lists to the page number', () => {
    expect(rewrite('/news?page=2&sort=location')).toBe('http://site.example/news/_q~page~2');
    expect(rewrite('/company/15?page=3')).toBe('http://site.example/company/15/_q~page~3');
    expect(rewrite('/magazine/?page=2')).toBe('http://site.example/magazine/_q~page~2');
  });

  it('leaves other pages and default queries alone', () => {
    expect(rewrite('/driver?page=1')).toBeUndefined();
    expect(rewrite('/driver/job/5?page=2')).toBeUndefined();
    expect(rewrite('/magazine/search?keyword=a&page=2')).toBeUndefined();
    expect(rewrite('/keep?page=2')).toBeUndefined();
    expect(listKindOf('/driver/_q~page~2')).toBeNull();
  });
});

describe('proxy: searches render per request (decision 0031)', () => {
  it('sends lists with a keyword or a new condition to the search view, parameters kept', () => {
    expect(rewrite('/driver?keyword=%E5%86%B7%E5%87%8D')).toBe(
      'http://site.example/search-view/driver?keyword=%E5%86%B7%E5%87%8D',
    );
    expect(rewrite('/driver/osaka/?city=27127.27128&page=2')).toBe(
      'http://site.example/search-view/driver/osaka/?city=27127.27128&page=2',
    );
    expect(rewrite('/driver/feature/51?shift=night')).toBe(
      'http://site.example/search-view/driver/feature/51?shift=night',
    );
    expect(rewrite('/search?keyword=a&pref=osaka')).toBe(
      'http://site.example/search-view?keyword=a&pref=osaka',
    );
  });

  it('renders a search whose values were dropped too, so the page can say why', () => {
    expect(rewrite('/driver?km=-1&near=27127')).toBe(
      'http://site.example/search-view/driver?km=-1&near=27127',
    );
    expect(rewrite('/driver?feature=999999&page=2')).toBe(
      'http://site.example/search-view/driver?feature=999999&page=2',
    );
  });

  it("renders a list's every-choice view per request, not from the list's cache (0069)", () => {
    expect(rewrite('/driver/osaka/?choices=all')).toBe(
      'http://site.example/search-view/driver/osaka/?choices=all',
    );
    expect(rewrite('/driver/osaka/?choices=some')).toBeUndefined();
  });

  it('leaves what is silently dropped to the cached lists', () => {
    // Nothing left to rewrite: the cached /driver answers (it reads no parameters).
    expect(rewrite('/driver?sort=recommended')).toBeUndefined();
    expect(rewrite('/driver?shift=evening&page=2')).toBe('http://site.example/driver/_q~page~2');
    expect(rewrite('/search')).toBeUndefined();
  });
});

describe('proxy: the BFF behind the web origin', () => {
  it('forwards /graphql, /auth/*, /attachments/* and /feeds/* to BFF_URL, keeping the query', () => {
    const bff = 'http://bff.internal:8080';
    expect(bffUrlFor(new URL('http://site.example/graphql'), bff)?.toString()).toBe(
      'http://bff.internal:8080/graphql',
    );
    expect(bffUrlFor(new URL('http://site.example/auth/login?x=1'), bff)?.toString()).toBe(
      'http://bff.internal:8080/auth/login?x=1',
    );
    expect(bffUrlFor(new URL('http://site.example/attachments/messages/42'), bff)?.toString()).toBe(
      'http://bff.internal:8080/attachments/messages/42',
    );
    // The aggregators' job feed (decision 0034).
    expect(bffUrlFor(new URL('http://site.example/feeds/jobs.xml'), bff)?.toString()).toBe(
      'http://bff.internal:8080/feeds/jobs.xml',
    );
    expect(bffUrlFor(new URL('http://site.example/attachments'), bff)).toBeNull();
    expect(bffUrlFor(new URL('http://site.example/authors'), bff)).toBeNull();
    expect(bffUrlFor(new URL('http://site.example/driver'), bff)).toBeNull();
  });
});

describe('proxy: the nonce-based policy of personal pages', () => {
  const answer = async (url: string, cookie?: string) => {
    const { NextRequest } = await import('next/server');
    const { proxy } = await import('./proxy');
    return proxy(new NextRequest(url, { headers: cookie ? { cookie } : {} }));
  };
  const nonceOf = (policy: string | null) => /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy ?? '')?.[1];

  it('knows the personal pages, and nothing else, by path', () => {
    for (const path of ['/member', '/member/', '/member/login/', '/entry', '/entry/thanks']) {
      expect(isPersonalPage(path), path).toBe(true);
    }
    for (const path of ['/scout/abc', '/keep', '/history/', '/recommend']) {
      expect(isPersonalPage(path), path).toBe(true);
    }
    for (const path of ['/', '/driver', '/member-view/driver', '/members', '/search', '/faq']) {
      expect(isPersonalPage(path), path).toBe(false);
    }
  });

  it('gives the nonce to every page rendered per request, and to no cached page', async () => {
    for (const path of ['/member/login/', '/keep', '/magazine/search', '/member-view/driver']) {
      expect(takesNonce(path), path).toBe(true);
    }
    for (const path of ['/', '/driver', '/driver/job/1', '/magazine/', '/magazine/12', '/faq']) {
      expect(takesNonce(path), path).toBe(false);
    }
    for (const path of ['/news', '/search', '/company/3', '/mission', '/magazine/searching']) {
      expect(takesNonce(path), path).toBe(false);
    }
    const search = await answer('http://site.example/magazine/search?keyword=%E9%81%8B%E8%BB%A2');
    expect(nonceOf(search.headers.get('content-security-policy'))).toBeDefined();
  });

  it('gives each personal page a fresh nonce, in the answer and in the request it renders', async () => {
    const first = await answer('http://site.example/member/login/');
    const second = await answer('http://site.example/member/login/');
    const policy = first.headers.get('content-security-policy');
    const nonce = nonceOf(policy);
    expect(nonce).toBeDefined();
    expect(nonceOf(second.headers.get('content-security-policy'))).not.toBe(nonce);
    expect(policy).toContain(`script-src 'self' 'nonce-${nonce}'`);
    // Only the nonce opens the door to inline scripts.
    expect(policy).toMatch(/script-src 'self' 'nonce-[^']+';/);
    // Next.js reads the nonce from the request's policy when it renders the page.
    expect(first.headers.get('x-middleware-request-content-security-policy')).toBe(policy);
  });

  it('gives a member’s view of a list the nonce too, and leaves visitors’ cached pages alone', async () => {
    const member = await answer('http://site.example/driver/tokyo/', 'sid=s1');
    expect(member.headers.get('x-middleware-rewrite')).toBe(
      'http://site.example/member-view/driver/tokyo/',
    );
    expect(nonceOf(member.headers.get('content-security-policy'))).toBeDefined();
    const visitor = await answer('http://site.example/driver/tokyo/?sort=newest');
    expect(visitor.headers.get('content-security-policy')).toBeNull();
  });

  it('renders searches per request with a nonce; a member’s search keeps its parameters', async () => {
    const search = await answer('http://site.example/driver/tokyo/?keyword=a&shift=day');
    expect(search.headers.get('x-middleware-rewrite')).toBe(
      'http://site.example/search-view/driver/tokyo/?keyword=a&shift=day',
    );
    expect(nonceOf(search.headers.get('content-security-policy'))).toBeDefined();
    const member = await answer('http://site.example/driver/tokyo/?keyword=a', 'sid=s1');
    expect(member.headers.get('x-middleware-rewrite')).toBe(
      'http://site.example/member-view/driver/tokyo/?keyword=a',
    );
    const all = await answer('http://site.example/search?keyword=a', 'sid=s1');
    expect(all.headers.get('x-middleware-rewrite')).toBe(
      'http://site.example/search-view?keyword=a',
    );
    expect(nonceOf(all.headers.get('content-security-policy'))).toBeDefined();
  });
});
