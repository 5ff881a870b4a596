import { describe, expect, it } from 'vitest';
import { startupSettings } from './startup.mjs';

const emulator = { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };
const deployment = { SITE_URL: 'https://www.example.jp', BFF_URL: 'http://bff.internal:4000' };

describe('startupSettings', () => {
  it('listens on 127.0.0.1 when no hostname is given while the Auth emulator is in use', () => {
    const settings = startupSettings({ hostname: undefined, env: emulator });
    expect(settings).toMatchObject({ ok: true, hostname: '127.0.0.1', emulator: true });
  });

  it.each(['0.0.0.0', '::', '192.168.1.20', 'web.internal'])(
    'refuses to listen on %j while the Auth emulator is in use, saying why',
    (hostname) => {
      const settings = startupSettings({ hostname, env: emulator });
      expect(settings.ok).toBe(false);
      expect(!settings.ok && settings.problems.join('\n')).toMatch(
        /not a loopback address while FIREBASE_AUTH_EMULATOR_HOST is set/,
      );
    },
  );

  it('takes any hostname on the real Firebase project', () => {
    expect(startupSettings({ hostname: '0.0.0.0', env: deployment })).toMatchObject({
      ok: true,
      hostname: '0.0.0.0',
      emulator: false,
    });
    expect(startupSettings({ hostname: undefined, env: deployment })).toMatchObject({
      hostname: undefined,
    });
  });

  it('needs the public origin on https and the BFF origin in a deployment, one line each', () => {
    const problems = (env: Record<string, string>) => {
      const settings = startupSettings({ env });
      return settings.ok ? [] : settings.problems;
    };
    expect(problems({})).toEqual([
      expect.stringMatching(/^SITE_URL: required in production/),
      expect.stringMatching(/^BFF_URL: required in production/),
    ]);
    expect(problems({ ...deployment, SITE_URL: 'http://www.example.jp' })).toEqual([
      expect.stringMatching(/^SITE_URL: .* must be an https origin/),
    ]);
    expect(problems({ ...deployment, SITE_URL: 'https://www.example.jp/jobs?x=1' })).toEqual([
      expect.stringMatching(/^SITE_URL: .* must be an origin only/),
    ]);
    expect(problems({ ...deployment, BFF_URL: 'bff:4000' })).toEqual([
      expect.stringMatching(/^BFF_URL: "bff:4000" must be an http\(s\) origin/),
    ]);
    // A stack on the Auth emulator (pnpm start, e2e) runs on its defaults, http included.
    expect(problems({ ...emulator })).toEqual([]);
    expect(problems({ ...emulator, SITE_URL: 'http://127.0.0.1:3000' })).toEqual([]);
  });

  it('trusts no proxy by default, the listed ones with WEB_TRUST_PROXY, and names a bad entry', () => {
    const none = startupSettings({ env: deployment });
    expect(none.ok && none.isTrustedProxy('127.0.0.1')).toBe(false);
    const some = startupSettings({ env: { ...deployment, WEB_TRUST_PROXY: '10.0.0.0/8' } });
    expect(some.ok && some.isTrustedProxy('10.2.3.4')).toBe(true);
    const bad = startupSettings({ env: { ...deployment, WEB_TRUST_PROXY: 'lb.internal' } });
    expect(!bad.ok && bad.problems).toEqual([
      'WEB_TRUST_PROXY: "lb.internal" is not an address, a CIDR range or one of loopback, linklocal, uniquelocal',
    ]);
  });
});
