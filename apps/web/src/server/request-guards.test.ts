import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  BFF_BODY_LIMITS,
  bffBodyRefusal,
  checkMultipart,
  crossOriginRefusal,
  isInternalHeader,
  isPageMultipart,
  unknownLengthRefusal,
} from './request-guards.mjs';

const site = { host: 'www.example.jp' };

describe('crossOriginRefusal', () => {
  it('refuses a Server Action posted from another origin with 403 and a Japanese message', () => {
    const refusal = crossOriginRefusal('POST', '/member/profile/', {
      ...site,
      origin: 'https://evil.example',
      'next-action': '7f0c',
    });
    expect(refusal?.status).toBe(403);
    expect(refusal?.message).toMatch(/受け付けられません/);
    // An opaque origin (sandboxed frame, data: URL) and garbage are foreign too.
    expect(crossOriginRefusal('POST', '/', { ...site, origin: 'null' })?.status).toBe(403);
    expect(crossOriginRefusal('POST', '/', { ...site, origin: '::' })?.status).toBe(403);
    expect(
      crossOriginRefusal('PUT', '/', { ...site, origin: 'https://www.example.jp.evil.example' })
        ?.status,
    ).toBe(403);
  });

  it('lets same-origin posts, safe methods, origin-less requests and BFF paths through', () => {
    expect(
      crossOriginRefusal('POST', '/member/profile/', { ...site, origin: 'https://www.example.jp' }),
    ).toBeNull();
    // Behind a trusted proxy server.mjs leaves its X-Forwarded-Host.
    expect(
      crossOriginRefusal('POST', '/', {
        host: '10.0.0.5:3000',
        'x-forwarded-host': 'www.example.jp',
        origin: 'https://www.example.jp',
      }),
    ).toBeNull();
    expect(crossOriginRefusal('GET', '/', { ...site, origin: 'https://evil.example' })).toBeNull();
    expect(crossOriginRefusal('POST', '/', site)).toBeNull();
    // The BFF checks the origin of its own routes (CSRF, decision 0008).
    for (const path of ['/graphql', '/auth/session', '/attachments/messages/1']) {
      expect(
        crossOriginRefusal('POST', path, { ...site, origin: 'https://evil.example' }),
      ).toBeNull();
    }
  });
});

describe('isPageMultipart', () => {
  it('picks multipart POSTs to pages only', () => {
    const multipart = { 'content-type': 'multipart/form-data; boundary=x' };
    expect(isPageMultipart('POST', '/member/resume/', multipart)).toBe(true);
    expect(isPageMultipart('POST', '/graphql', multipart)).toBe(false);
    expect(isPageMultipart('GET', '/', multipart)).toBe(false);
    expect(isPageMultipart('POST', '/', { 'content-type': 'text/plain' })).toBe(false);
  });
});

const request = (contentType: string, body: string) =>
  Object.assign(Readable.from([Buffer.from(body)]), {
    headers: { 'content-type': contentType, 'content-length': String(Buffer.byteLength(body)) },
  });

describe('checkMultipart', () => {
  const type = 'multipart/form-data; boundary=XYZ';
  const good = '--XYZ\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--XYZ--\r\n';

  it('hands a well-formed body on, byte for byte', async () => {
    const checked = await checkMultipart(request(type, good));
    expect('body' in checked && checked.body.toString()).toBe(good);
  });

  it.each([
    ['a body cut off', type, '--XYZ\r\nbroken'],
    ['a part without headers end', type, '--XYZ\r\nContent-Disposition: form-data; name="a"\r\n1'],
    ['no closing boundary', type, '--XYZ\r\nContent-Disposition: form-data; name="a"\r\n\r\n1'],
    ['no boundary parameter', 'multipart/form-data', good],
    ['an empty boundary', 'multipart/form-data; boundary=', good],
  ])('answers 400 for %s', async (_name, contentType, body) => {
    const checked = await checkMultipart(request(contentType, body));
    expect('refusal' in checked && checked.refusal.status).toBe(400);
    expect('refusal' in checked && checked.refusal.message).toMatch(/読み取れませんでした/);
  });

  it('answers 413 past the limit, without reading on', async () => {
    const checked = await checkMultipart(request(type, good), 10);
    expect('refusal' in checked && checked.refusal.status).toBe(413);
  });
});

describe('isInternalHeader', () => {
  it("drops Next.js' x-middleware-* headers and values naming an internal host", () => {
    expect(isInternalHeader('x-middleware-rewrite', 'http://127.0.0.1:4000/graphql', [])).toBe(
      true,
    );
    expect(isInternalHeader('X-Middleware-Next', '1', [])).toBe(true);
    expect(isInternalHeader('link', '<http://127.0.0.1:4000/x>', ['127.0.0.1:4000'])).toBe(true);
    expect(
      isInternalHeader('x-nextjs-rewritten-path', '/driver/_q~page~2', ['127.0.0.1:4000']),
    ).toBe(false);
    expect(isInternalHeader('content-type', 'text/html', ['127.0.0.1:4000'])).toBe(false);
  });
});

describe('bffBodyRefusal', () => {
  it('refuses a body declared past the BFF route limit with 413, before forwarding it', () => {
    const over = (limit: number) => String(limit + 1);
    const json = { 'content-type': 'application/json' };
    expect(
      bffBodyRefusal('POST', '/graphql', { ...json, 'content-length': over(BFF_BODY_LIMITS.json) })
        ?.status,
    ).toBe(413);
    expect(
      bffBodyRefusal('POST', '/auth/signin', {
        ...json,
        'content-length': over(BFF_BODY_LIMITS.auth),
      })?.status,
    ).toBe(413);
    expect(
      bffBodyRefusal('POST', '/graphql', {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': over(BFF_BODY_LIMITS.multipart),
      })?.status,
    ).toBe(413);
  });

  it('lets bodies within the limit, pages, and bodies of unknown length through', () => {
    expect(
      bffBodyRefusal('POST', '/graphql', {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(BFF_BODY_LIMITS.json * 10),
      }),
    ).toBeNull();
    expect(bffBodyRefusal('POST', '/graphql', { 'content-length': '100' })).toBeNull();
    expect(bffBodyRefusal('POST', '/graphql', {})).toBeNull();
    expect(bffBodyRefusal('POST', '/contact', { 'content-length': '999999999' })).toBeNull();
    expect(bffBodyRefusal('GET', '/graphql', { 'content-length': '999999999' })).toBeNull();
  });
});

describe('unknownLengthRefusal', () => {
  it('refuses a state-changing body sent without a length (chunked) with 411, to any path', () => {
    for (const url of ['/graphql', '/auth/signin', '/contact']) {
      expect(
        unknownLengthRefusal('POST', { 'transfer-encoding': 'chunked', 'x-url': url })?.status,
      ).toBe(411);
    }
    expect(unknownLengthRefusal('PUT', { 'transfer-encoding': 'gzip, chunked' })?.status).toBe(411);
  });

  it('lets bodies with a length, bodiless requests and reads through', () => {
    expect(unknownLengthRefusal('POST', { 'content-length': '10' })).toBeNull();
    expect(unknownLengthRefusal('POST', {})).toBeNull();
    expect(unknownLengthRefusal('GET', { 'transfer-encoding': 'chunked' })).toBeNull();
  });
});
