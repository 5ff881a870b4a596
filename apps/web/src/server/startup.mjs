/**
 * What server.mjs checks before it listens: where it may listen, and which proxies it trusts.
 * A bad setting stops the server with one line naming it (as the api and the BFF do).
 */
import { isLoopbackHost } from '@jobsite/service-kit/loopback';
import { trustedProxies } from './forwarded.mjs';

/** The hostname the web listens on when none is given while the Auth emulator is in use. */
export const LOOPBACK_HOSTNAME = '127.0.0.1';

/**
 * The web's start-up settings, or the problems that stop it (one line each).
 * `FIREBASE_AUTH_EMULATOR_HOST` set means the services behind the web take unsigned tokens
 * (a development stack): the web then listens on loopback only (127.0.0.1 when no hostname
 * is given; a non-loopback one is refused).
 * @param {{ hostname?: string, env: NodeJS.ProcessEnv }} options
 * @returns {{ ok: true, hostname: string | undefined, emulator: boolean, isTrustedProxy: (address: string) => boolean } | { ok: false, problems: string[] }}
 */
export function startupSettings({ hostname, env }) {
  const problems = [];
  const emulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST?.trim() || undefined;
  let listenOn = hostname?.trim() || undefined;
  if (emulatorHost) {
    if (listenOn === undefined) listenOn = LOOPBACK_HOSTNAME;
    else if (!isLoopbackHost(listenOn)) {
      problems.push(
        `--hostname/HOSTNAME: "${listenOn}" is not a loopback address while FIREBASE_AUTH_EMULATOR_HOST is set (the Auth emulator signs nothing: any token would be taken). Listen on 127.0.0.1, or unset FIREBASE_AUTH_EMULATOR_HOST and use the real Firebase project.`,
      );
    }
  }
  let isTrustedProxy = () => false;
  try {
    isTrustedProxy = trustedProxies(env.WEB_TRUST_PROXY);
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  }
  return problems.length > 0
    ? { ok: false, problems }
    : { ok: true, hostname: listenOn, emulator: Boolean(emulatorHost), isTrustedProxy };
}
