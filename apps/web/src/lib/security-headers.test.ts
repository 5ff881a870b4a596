import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, pagePolicy, scriptHashes } from './security-headers.mjs';

/** directive name → sources of a policy. */
const directives = (policy: string) =>
  new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources] as const;
    }),
  );

describe('scriptHashes', () => {
  it('hashes an inline script as CSP does (the example of the CSP specification)', () => {
    // CSP Level 3 §2.3.1 / MDN: `alert('Hello, world.');` → this source.
    expect(scriptHashes("<script>alert('Hello, world.');</script>")).toEqual([
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    ]);
  });

  it('hashes the UTF-8 bytes of the raw text, line breaks normalised as the parser does', async () => {
    const text = 'self.__next_f.push([1,"求人\\u003c/script\\u003e&amp;"])';
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
    const expected = `'sha256-${Buffer.from(digest).toString('base64')}'`;
    expect(scriptHashes(`<p>x</p><script>${text}</script>`)).toEqual([expected]);
    const crlf = scriptHashes('<script>a();\r\nb();\rc();</script>');
    expect(crlf).toEqual(scriptHashes('<script>a();\nb();\nc();</script>'));
  });

  it('takes only scripts the browser runs inline: no src, a JavaScript type or none', () => {
    const html = [
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"JobPosting"}</script>',
      '<script data-src="x" id="_R_">one()</script>',
      '<SCRIPT type="module">two()</SCRIPT >',
      "<script type='text/javascript'>three()</script>",
      '<script type=application/json>{"a":1}</script>',
      '<script>one()</script>',
    ].join('\n');
    const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(scriptHashes(html)).toEqual([hash('one()'), hash('two()'), hash('three()')]);
  });

  it('finds nothing in a page without inline scripts', () => {
    expect(scriptHashes('<html><body><script src="/a.js"></script></body></html>')).toEqual([]);
  });
});

describe('contentSecurityPolicy', () => {
  const baseline = directives(contentSecurityPolicy());

  it('allows inline scripts by hash, by nonce, or (the baseline) unsafe-inline: one of them', () => {
    expect(baseline.get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    const nonce = directives(contentSecurityPolicy({ nonce: 'abc' }));
    expect(nonce.get('script-src')).toEqual(["'self'", "'nonce-abc'"]);
    const hashed = directives(contentSecurityPolicy({ hashes: ["'sha256-x'"] }));
    expect(hashed.get('script-src')).toEqual(["'self'", "'sha256-x'"]);
    expect(directives(contentSecurityPolicy({ hashes: [] })).get('script-src')).toEqual(["'self'"]);
    expect(directives(contentSecurityPolicy({ development: true })).get('script-src')).toContain(
      "'unsafe-eval'",
    );
  });

  it('gives a page its own scripts by hash and changes no other directive', () => {
    const html = "<script>alert('Hello, world.');</script><script src=/a.js></script>";
    const policy = directives(pagePolicy(html));
    expect(policy.get('script-src')).toEqual([
      "'self'",
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    ]);
    expect([...policy.keys()]).toEqual([...baseline.keys()]);
    for (const [name, sources] of baseline) {
      if (name !== 'script-src') expect(policy.get(name), name).toEqual(sources);
    }
    expect(policy.get('script-src-attr')).toEqual(["'none'"]);
  });
});
