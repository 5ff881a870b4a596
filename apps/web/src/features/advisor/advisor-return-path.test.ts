import { describe, expect, it } from 'vitest';
import { advisorReturnPath } from './advisor-return-path';

describe('advisorReturnPath (the server action is called with a path from the browser)', () => {
  it('keeps the pages that show the advisor form', () => {
    expect(advisorReturnPath('/member/')).toBe('/member/');
    expect(advisorReturnPath('/member/advisor/')).toBe('/member/advisor/');
    expect(advisorReturnPath('/member/advisor/?job_id=123')).toBe('/member/advisor/?job_id=123');
  });

  it.each([
    '/..//evil.example/x',
    '//evil.example',
    'https://evil.example/member/',
    '/driver/tokyo/',
    '/member/settings/',
    '/member/advisor/?job_id=1&x=2',
    '/member/advisor/?job_id=../../x',
    '/member/?redirect_path=//evil.example',
    42,
    null,
  ])('sends anything else (%j) to my page', (value) => {
    expect(advisorReturnPath(value)).toBe('/member/');
  });
});
