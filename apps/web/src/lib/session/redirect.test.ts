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
  it('keeps same-site paths with their query and hash', () => {
    expect(safeReturnPath('/member/settings/')).toBe('/member/settings/');
    expect(safeReturnPath('/entry?job_id=3&type=inquiry')).toBe('/entry?job_id=3&type=inquiry');
    expect(safeReturnPath('/faq/#contact')).toBe('/faq/#contact');
  });

  it.each([
    null,
    '',
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    'member/',
    '/member/\nSet-Cookie',
    '/member/login/',
    '/member/signup',
    '/member/resetPassword/?oobCode=x',
    `/${'a'.repeat(2001)}`,
  ])('refuses %j', (value) => {
    expect(safeReturnPath(value)).toBeNull();
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
