import { describe, expect, it } from 'vitest';
import { clientKey } from './client-address';

const key = (ip: string, remoteAddress = '127.0.0.1') =>
  clientKey({ ip, socket: { remoteAddress } } as never);

describe('clientKey', () => {
  it('keeps IPv4 addresses and reads IPv4-mapped IPv6 as IPv4', () => {
    expect(key('203.0.113.9')).toBe('203.0.113.9');
    expect(key('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(key('::ffff:cb00:7109')).toBe('203.0.113.9');
  });

  it('counts IPv6 by its /64, however it is written', () => {
    expect(key('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(key('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(key('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(key('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('counts text that is not an address as the proxy that sent it', () => {
    expect(key('client-1', '10.0.0.2')).toBe('proxy:10.0.0.2');
    expect(key('999.1.1.1', '10.0.0.2')).toBe('proxy:10.0.0.2');
  });
});
