import { describe, expect, it } from 'vitest';
import { authLinksFor } from './auth-links';

describe('login and sign-up links (spec §2 Header)', () => {
  it('keep the query on job detail and /entry', () => {
    expect(authLinksFor('/driver/job/12', '?utm_source=x&a=1')).toEqual({
      login: '/member/login/?utm_source=x&a=1',
      signup: '/member/signup/?utm_source=x&a=1',
    });
    expect(authLinksFor('/entry', 'job_id=3')).toEqual({
      login: '/member/login/?job_id=3',
      signup: '/member/signup/?job_id=3',
    });
  });

  it('add internal_source=magazine (and the article id) to sign-up from the magazine', () => {
    expect(authLinksFor('/magazine/', '').signup).toBe('/member/signup/?internal_source=magazine');
    expect(authLinksFor('/magazine/articles/5', '?x=1')).toEqual({
      login: '/member/login/',
      signup: '/member/signup/?internal_source=magazine&magazine_article_id=5',
    });
  });

  it('are plain elsewhere', () => {
    expect(authLinksFor('/driver', '?page=2')).toEqual({
      login: '/member/login/',
      signup: '/member/signup/',
    });
  });
});
