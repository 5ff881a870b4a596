import type { IncomingHttpHeaders } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddress, rewriteForwardingHeaders, trustedProxies } from './forwarded.mjs';

const none = trustedProxies(undefined);

describe('rewriteForwardingHeaders with no trusted proxy (the default)', () => {
  it('replaces what the client said about itself with the socket', () => {
    const headers: IncomingHttpHeaders = {
      host: 'www.example.jp',
      'x-forwarded-for': '203.0.113.9, 198.51.100.1',
      forwarded: 'for=203.0.113.9;proto=https;host=evil.example',
      'x-real-ip': '203.0.113.9',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
      'x-forwarded-port': '443',
      'true-client-ip': '203.0.113.9',
      'cf-connecting-ip': '203.0.113.9',
      'x-client-ip': '203.0.113.9',
      cookie: 'sid=1',
    };
    const client = rewriteForwardingHeaders(headers, { remoteAddress: '192.0.2.10' }, none);
    expect(client).toBe('192.0.2.10');
    expect(headers).toEqual({
      host: 'www.example.jp',
      'x-forwarded-for': '192.0.2.10',
      'x-forwarded-proto': 'http',
      cookie: 'sid=1',
    });
  });

  it('names the scheme of the socket and unmaps IPv4-mapped IPv6 peers', () => {
    const headers: IncomingHttpHeaders = { 'x-forwarded-proto': 'http' };
    rewriteForwardingHeaders(headers, { remoteAddress: '::ffff:127.0.0.1', encrypted: true }, none);
    expect(headers).toEqual({ 'x-forwarded-for': '127.0.0.1', 'x-forwarded-proto': 'https' });
  });

  it('does not believe a loopback-looking X-Forwarded-For either', () => {
    expect(clientAddress({ 'x-forwarded-for': '127.0.0.1' }, '198.51.100.7', none)).toBe(
      '198.51.100.7',
    );
  });
});

describe('rewriteForwardingHeaders behind trusted proxies (WEB_TRUST_PROXY)', () => {
  const trusted = trustedProxies('10.0.0.0/8, 192.0.2.1');

  it('takes the right-most address that is not a trusted proxy', () => {
    const headers: IncomingHttpHeaders = {
      // The client put the first one in itself; the load balancers added the others.
      'x-forwarded-for': '1.1.1.1, 203.0.113.5, 10.0.0.7',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'www.example.jp',
      'x-real-ip': '1.1.1.1',
    };
    expect(rewriteForwardingHeaders(headers, { remoteAddress: '10.1.2.3' }, trusted)).toBe(
      '203.0.113.5',
    );
    expect(headers).toEqual({
      'x-forwarded-for': '203.0.113.5',
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'www.example.jp',
    });
  });

  it('stops at a malformed hop, and takes the left-most when every hop is trusted', () => {
    expect(
      clientAddress({ 'x-forwarded-for': '1.1.1.1, junk, 10.0.0.9' }, '10.0.0.1', trusted),
    ).toBe('10.0.0.9');
    expect(clientAddress({ 'x-forwarded-for': '10.0.0.3, 10.0.0.2' }, '10.0.0.1', trusted)).toBe(
      '10.0.0.3',
    );
    expect(clientAddress({}, '192.0.2.1', trusted)).toBe('192.0.2.1');
  });

  it('ignores the headers of a peer that is not listed', () => {
    const headers: IncomingHttpHeaders = {
      'x-forwarded-for': '10.0.0.5',
      'x-forwarded-host': 'evil.example',
    };
    expect(rewriteForwardingHeaders(headers, { remoteAddress: '198.51.100.2' }, trusted)).toBe(
      '198.51.100.2',
    );
    expect(headers).toEqual({ 'x-forwarded-for': '198.51.100.2', 'x-forwarded-proto': 'http' });
  });

  it('drops a malformed forwarded host or scheme from a trusted proxy', () => {
    const headers: IncomingHttpHeaders = {
      'x-forwarded-host': 'evil.example/path',
      'x-forwarded-proto': 'gopher',
    };
    rewriteForwardingHeaders(headers, { remoteAddress: '10.0.0.1' }, trusted);
    expect(headers).toEqual({ 'x-forwarded-for': '10.0.0.1', 'x-forwarded-proto': 'http' });
  });
});

describe('trustedProxies', () => {
  it('reads addresses, ranges and the named ranges', () => {
    const trust = trustedProxies('loopback, 2001:db8::/32, 198.51.100.4');
    expect(
      ['127.0.0.1', '127.9.9.9', '::1', '::ffff:127.0.0.1', '2001:db8::1', '198.51.100.4'].every(
        trust,
      ),
    ).toBe(true);
    expect(['198.51.100.5', '10.0.0.1', '2001:db9::1', 'not an address'].some(trust)).toBe(false);
    expect(trustedProxies('uniquelocal')('172.16.5.5')).toBe(true);
    expect(trustedProxies('')('127.0.0.1')).toBe(false);
  });

  it.each(['localhost', '10.0.0.0/33', '10.0.0.0/x', '1.2.3', '::1/129', '10.0.0.0/8/1'])(
    'refuses %j with a message naming it',
    (value) => {
      expect(() => trustedProxies(value)).toThrow(`WEB_TRUST_PROXY: "${value}"`);
    },
  );
});
