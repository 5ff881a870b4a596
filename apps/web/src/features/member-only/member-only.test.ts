import { describe, expect, it } from 'vitest';
import { hasSessionCookie, memberViewUrl } from './member-view';

describe('memberViewUrl', () => {
  it('moves occupation lists and job pages under /member-view, query kept', () => {
    for (const path of ['/driver', '/driver/tokyo/', '/driver/tokyo/_q~sort~highest_salary']) {
      expect(memberViewUrl(new URL(`http://site.example${path}?x=1`))?.toString()).toBe(
        `http://site.example/member-view${path}?x=1`,
      );
    }
    expect(memberViewUrl(new URL('http://site.example/forklift/job/12'))?.pathname).toBe(
      '/member-view/forklift/job/12',
    );
  });

  it('leaves every other page alone', () => {
    for (const path of ['/', '/member/', '/magazine/', '/company/3', '/member-view/driver', '/x']) {
      expect(memberViewUrl(new URL(`http://site.example${path}`))).toBeNull();
    }
  });
});

describe('hasSessionCookie', () => {
  it('knows the session cookie on http and https, not the readable marker', () => {
    const jar = (names: string[]) => ({ has: (name: string) => names.includes(name) });
    expect(hasSessionCookie(jar(['sid']))).toBe(true);
    expect(hasSessionCookie(jar(['__Host-sid']))).toBe(true);
    expect(hasSessionCookie(jar(['authRecord', 'keepList']))).toBe(false);
  });
});

describe('proxy: the member view', () => {
  const rewriteOf = async (url: string, cookie?: string) => {
    const { NextRequest } = await import('next/server');
    const { proxy } = await import('../../proxy');
    const response = await proxy(new NextRequest(url, { headers: cookie ? { cookie } : {} }));
    return response.headers.get('x-middleware-rewrite');
  };

  it('renders a member’s lists and job pages for them, query segment kept', async () => {
    expect(await rewriteOf('http://site.example/driver/job/12', 'sid=s1')).toBe(
      'http://site.example/member-view/driver/job/12',
    );
    expect(await rewriteOf('http://site.example/driver/tokyo/?sort=highest_salary', 'sid=s1')).toBe(
      'http://site.example/member-view/driver/tokyo/_q~sort~highest_salary',
    );
  });

  it('leaves visitors on the cached pages, and members on other pages', async () => {
    expect(await rewriteOf('http://site.example/driver/job/12')).toBeNull();
    expect(await rewriteOf('http://site.example/driver/job/12', 'authRecord=x')).toBeNull();
    expect(await rewriteOf('http://site.example/driver/tokyo/?sort=highest_salary')).toBe(
      'http://site.example/driver/tokyo/_q~sort~highest_salary',
    );
    expect(await rewriteOf('http://site.example/magazine/', 'sid=s1')).toBeNull();
  });
});
