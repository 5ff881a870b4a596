/**
 * What server.mjs checks before it listens: where it may listen, which proxies it trusts, and
 * the origins it names (`SITE_URL` in canonical links, sitemaps and structured data; `BFF_URL`
 * for every request it makes). A bad setting stops the server with one line naming it (as the
 * api and the BFF do).
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
  problems.push(...originProblems(env, { deployment: !emulatorHost }));
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

/** Whether a value is an http(s) origin: scheme and host, no path, query or credentials. */
function originProblem(name, value, { https }) {
  let url;
  try {
    url = new URL(value);
  } catch {
    return `${name}: "${value}" is not a URL (e.g. https://www.example.jp)`;
  }
  if (url.protocol !== 'https:' && (https || url.protocol !== 'http:')) {
    return `${name}: "${value}" must be an ${https ? 'https' : 'http(s)'} origin`;
  }
  if (url.username || url.password || url.search || url.hash || url.pathname !== '/') {
    return `${name}: "${value}" must be an origin only (no path, query or credentials)`;
  }
  return null;
}

/**
 * SITE_URL and BFF_URL, when given, are origins. A deployment (the real Firebase project) must
 * give both, SITE_URL on https: otherwise every canonical link and sitemap would name
 * 127.0.0.1, and the web would look for the BFF on this machine.
 */
function originProblems(env, { deployment }) {
  const problems = [];
  const site = env.SITE_URL?.trim();
  const bff = env.BFF_URL?.trim();
  if (site) {
    const problem = originProblem('SITE_URL', site, { https: deployment });
    if (problem) problems.push(problem);
  } else if (deployment) {
    problems.push(
      'SITE_URL: required in production (the public origin, e.g. https://www.example.jp)',
    );
  }
  if (bff) {
    const problem = originProblem('BFF_URL', bff, { https: false });
    if (problem) problems.push(problem);
  } else if (deployment) {
    problems.push('BFF_URL: required in production (e.g. http://bff.internal:4000)');
  }
  return problems;
}
