import { describe, expect, it } from 'vitest';
import {
  destinationAfterAuth,
  isMemberPath,
  loginPathAfterExpiry,
  loginPathFor,
  safeReturnPath,
} from './redirect';

describe('loginPathAfterExpiry (spec §8)', () => {
  it('sends member paths to login with the encoded current path', () => {
    expect(loginPathAfterExpiry('/member/message/12')).toBe(
      '/member/login/?redirect_path=%2Fmember%2Fmessage%2F12',
    );
    expect(loginPathAfterExpiry('/member/favorite/', '?page=2')).toBe(
      '/member/login/?redirect_path=%2Fmember%2Ffavorite%2F%3Fpage%3D2',
    );
    expect(loginPathAfterExpiry('/member/favorite/', 'page=2')).toBe(
      '/member/login/?redirect_path=%2Fmember%2Ffavorite%2F%3Fpage%3D2',
    );
    expect(loginPathAfterExpiry('/member')).toBe('/member/login/?redirect_path=%2Fmember');
  });

  it('sends every other path to plain /member/login/', () => {
    expect(loginPathAfterExpiry('/')).toBe('/member/login/');
    expect(loginPathAfterExpiry('/driver/job/12', '?x=1')).toBe('/member/login/');
    expect(loginPathAfterExpiry('/entry', '?job_id=3')).toBe('/member/login/');
    expect(loginPathAfterExpiry('/membership')).toBe('/member/login/');
  });

  it('never makes the login page come back to itself', () => {
    expect(loginPathAfterExpiry('/member/login/')).toBe('/member/login/');
    expect(loginPathAfterExpiry('/member/signup')).toBe('/member/login/');
    expect(loginPathAfterExpiry('/member/resetPassword/', '?')).toBe('/member/login/');
  });

  it('keeps the query of an account form: it says where signing in leads', () => {
    // A member page rendered on the server sent the expired session here.
    expect(loginPathAfterExpiry('/member/login/', '?redirect_path=%2Fmember%2F')).toBe(
      '/member/login/?redirect_path=%2Fmember%2F',
    );
    // Login and sign-up from /entry keep the application's query (spec §2).
    expect(loginPathAfterExpiry('/member/signup/', 'job_id=3&type=inquiry')).toBe(
      '/member/login/?job_id=3&type=inquiry',
    );
  });
});

describe('safeReturnPath', () => {
  it('keeps same-site paths with their query, normalised, without the fragment', () => {
    expect(safeReturnPath('/member/settings/')).toBe('/member/settings/');
    expect(safeReturnPath('/entry?job_id=3&type=inquiry')).toBe('/entry?job_id=3&type=inquiry');
    expect(safeReturnPath('/faq/#contact')).toBe('/faq/');
    expect(safeReturnPath('/driver/tokyo/?sort=highest_salary&page=2')).toBe(
      '/driver/tokyo/?sort=highest_salary&page=2',
    );
    // Encoded characters of a query (a keyword search) stay as they are.
    expect(safeReturnPath('/magazine/search?q=%E9%81%8B%E8%BB%A2%2F%2e')).toBe(
      '/magazine/search?q=%E9%81%8B%E8%BB%A2%2F%2e',
    );
    expect(safeReturnPath('/magazine/search?q=運転')).toBe('/magazine/search?q=%E9%81%8B%E8%BB%A2');
    expect(safeReturnPath('/member/advisor/?job_id=12')).toBe('/member/advisor/?job_id=12');
  });

  // Each of these left the site (or could, once decoded or normalised again) before.
  it.each([
    // what the probe used: `/..//evil.example/x` normalises to `//evil.example/x`
    '/..//evil.example/x',
    '/../..//evil.example',
    '/./evil.example',
    '/member/../..//evil.example/x',
    '/.././/evil.example',
    '/..',
    '/member/..',
    // absolute, protocol-relative, other schemes
    'https://evil.example/',
    'http:evil.example',
    '//evil.example/x',
    '///evil.example/x',
    '/\\evil.example',
    '/\\/evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'member/',
    'evil.example',
    // encoded slashes, backslashes and dots, double encoding
    '/%2f%2fevil.example',
    '/%2F%2Fevil.example',
    '/%5c%5cevil.example',
    '/%2e%2e//evil.example',
    '/%2E%2E/%2F/evil.example',
    '/.%2e//evil.example',
    '/%252f%252fevil.example',
    '/member/%00',
    // control characters and whitespace browsers strip or fold
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r//evil.example',
    '/\u0000//evil.example',
    '/ /evil.example',
    '/\u3000/evil.example',
    '/\u2028/evil.example',
    '/\ufeff/evil.example',
    '/member/\nSet-Cookie',
    // the account forms themselves (a loop)
    '/member/login/',
    '/member/signup',
    '/member/resetPassword/?oobCode=x',
    '/member/x/../login/',
    // nothing, or too long
    null,
    undefined,
    '',
    `/${'a'.repeat(2001)}`,
  ])('refuses %j', (value) => {
    const result = safeReturnPath(value);
    if (result !== null) {
      // Anything accepted must at least stay on the site when the browser resolves it.
      expect(new URL(result, 'https://www.example.jp').origin).toBe('https://www.example.jp');
    }
    expect(result).toBeNull();
  });

  it('never returns a path that resolves off the site (random compositions)', () => {
    const parts = ['/', '//', '..', '.', '%2f', '%2e', '\\', 'evil.example', '?', '#', '@', 'x'];
    // A fixed seed: the same compositions on every run.
    let seed = 7;
    const next = () => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed >>> 16;
    };
    for (let index = 0; index < 5000; index += 1) {
      let value = '/';
      for (let part = 0; part < 1 + (next() % 6); part += 1) value += parts[next() % parts.length];
      const result = safeReturnPath(value);
      if (result === null) continue;
      expect(result.startsWith('/') && !result.startsWith('//')).toBe(true);
      expect(new URL(result, 'https://www.example.jp').host).toBe('www.example.jp');
    }
  });
});

describe('loginPathFor', () => {
  it('adds redirect_path for a safe path only', () => {
    expect(loginPathFor('/member/settings/')).toBe(
      '/member/login/?redirect_path=%2Fmember%2Fsettings%2F',
    );
    expect(loginPathFor('//evil.example')).toBe('/member/login/');
  });
});

describe('destinationAfterAuth', () => {
  it('prefers a safe redirect_path', () => {
    const query = new URLSearchParams({ redirect_path: '/member/message/3', job_id: '9' });
    expect(destinationAfterAuth(query)).toBe('/member/message/3');
  });

  it('ignores an unsafe redirect_path', () => {
    const query = new URLSearchParams({ redirect_path: 'https://evil.example/' });
    expect(destinationAfterAuth(query)).toBe('/member/');
  });

  it('goes back to the application when the query names a job (kept from /entry)', () => {
    const query = new URLSearchParams({ job_id: '9', type: 'inquiry' });
    expect(destinationAfterAuth(query)).toBe('/entry?job_id=9&type=inquiry');
  });

  it('defaults to my page, or the fallback given', () => {
    expect(destinationAfterAuth(new URLSearchParams())).toBe('/member/');
    expect(destinationAfterAuth(new URLSearchParams(), '/')).toBe('/');
  });
});

describe('isMemberPath', () => {
  it('matches /member and paths under /member/', () => {
    expect(isMemberPath('/member')).toBe(true);
    expect(isMemberPath('/member/')).toBe(true);
    expect(isMemberPath('/member/favorite/')).toBe(true);
    expect(isMemberPath('/members')).toBe(false);
    expect(isMemberPath('/keep')).toBe(false);
  });
});
