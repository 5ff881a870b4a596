// The web's production server (`pnpm start`): Next.js' own request handler, through its
// custom-server API, with one rule added: a page's own Content-Security-Policy replaces the
// baseline instead of being sent beside it (docs/decisions/0017-content-security-policy.md).
//
// next.config.ts sends the baseline policy with every response. A page served from the ISR
// cache brings the policy of its own body (src/server/cache-handler.mjs: its inline scripts by
// hash), and Next.js *appends* a cached page's headers to those already set: two policies, both
// enforced. Here the page's replaces the baseline, so a cached page carries exactly one policy
// and it names its inline scripts, no 'unsafe-inline'. (Under plain `next start` the page
// would carry both: the same scripts run, and the header reads less clearly.)
//
//   node server.mjs [--port 3000] [--hostname 0.0.0.0]     (or PORT, HOSTNAME)
//
// Build first (`pnpm build`); NEXT_DIST_DIR picks the build folder as for `next start`.
//
// Before Next.js sees a request (src/server/): the headers naming the client are made again
// from the socket (`X-Forwarded-For` is the peer's address unless the peer is a proxy listed in
// WEB_TRUST_PROXY), since Next.js forwards them to the BFF, which limits by them; a page POST
// from another origin is refused with 403, a multipart body that does not parse with 400, a body
// past its limit with 413 and a state-changing body of unknown length (chunked) with 411
// (Next.js answers each 500); and no response names an internal address (`x-middleware-*`).
// With FIREBASE_AUTH_EMULATOR_HOST set (a development stack) it listens on loopback only.
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { rewriteForwardingHeaders } from './src/server/forwarded.mjs';
import {
  bffBodyRefusal,
  checkMultipart,
  crossOriginRefusal,
  isInternalHeader,
  isPageMultipart,
  replayRequest,
  sendRefusal,
  unknownLengthRefusal,
} from './src/server/request-guards.mjs';
import { startupSettings } from './src/server/startup.mjs';

// Before Next.js and React load, as `next start` does: they pick their builds by it.
process.env.NODE_ENV ??= 'production';
const { default: next } = await import('next');

const POLICY = 'content-security-policy';

const { values } = parseArgs({
  options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
});
const port = Number(values.port ?? process.env.PORT ?? 3000);
const settings = startupSettings({
  hostname: values.hostname ?? process.env.HOSTNAME,
  env: process.env,
});
if (!settings.ok) {
  for (const problem of settings.problems) console.error(`web: refusing to start: ${problem}`);
  process.exit(1);
}
const { hostname, isTrustedProxy } = settings;
const dir = path.dirname(fileURLToPath(import.meta.url));

/** host:port of the BFF (lower case), which no response header may name. */
const internalHosts = (() => {
  try {
    return [new URL(process.env.BFF_URL ?? 'http://127.0.0.1:4000').host.toLowerCase()];
  } catch {
    return [];
  }
})();

/**
 * A response on which a Content-Security-Policy added later replaces the one set before, and
 * that drops headers naming internal addresses (Next.js' `x-middleware-rewrite` names the
 * BFF's URL on every forwarded request).
 */
class PolicyResponse extends http.ServerResponse {
  appendHeader(name, value) {
    if (isInternalHeader(name, value, internalHosts)) return this;
    return name.toLowerCase() === POLICY
      ? this.setHeader(name, value)
      : super.appendHeader(name, value);
  }

  setHeader(name, value) {
    if (isInternalHeader(name, value, internalHosts)) {
      super.removeHeader(name);
      return this;
    }
    return super.setHeader(name, value);
  }

  writeHead(statusCode, ...rest) {
    const headers = typeof rest[0] === 'string' ? rest[1] : rest[0];
    if (Array.isArray(headers)) {
      // A flat [name, value, name, value, …] list: drop the internal pairs.
      const kept = [];
      for (let index = 0; index + 1 < headers.length; index += 2) {
        if (!isInternalHeader(String(headers[index]), headers[index + 1], internalHosts)) {
          kept.push(headers[index], headers[index + 1]);
        }
      }
      headers.splice(0, headers.length, ...kept);
    } else if (headers && typeof headers === 'object') {
      for (const [name, value] of Object.entries(headers)) {
        if (isInternalHeader(name, value, internalHosts)) delete headers[name];
      }
    }
    return super.writeHead(statusCode, ...rest);
  }
}

const app = next({ dev: false, dir, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const handleNext = (req, res) =>
  handle(req, res).catch((error) => {
    console.error(`Failed to handle request for ${req.url}`, error);
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  });

const server = http.createServer({ ServerResponse: PolicyResponse }, (req, res) => {
  rewriteForwardingHeaders(req.headers, req.socket, isTrustedProxy);
  const refusal =
    crossOriginRefusal(req.method, req.url, req.headers) ??
    unknownLengthRefusal(req.method, req.headers) ??
    bffBodyRefusal(req.method, req.url, req.headers);
  if (refusal) return sendRefusal(res, refusal);
  if (!isPageMultipart(req.method, req.url, req.headers)) return handleNext(req, res);
  checkMultipart(req).then(
    (checked) =>
      'refusal' in checked
        ? sendRefusal(res, checked.refusal)
        : handleNext(replayRequest(req, checked.body), res),
    (error) => {
      console.error(`Failed to read the body of ${req.url}`, error);
      sendRefusal(res, { status: 400, message: 'Bad Request' });
    },
  );
});
server.listen(port, hostname, () => {
  console.info(`web: ready on http://${hostname ?? 'localhost'}:${port}`);
});

// As `next start`: stop taking connections, finish the requests under way, then exit.
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.once(signal, () => {
    server.close(() => app.close().finally(() => process.exit(code)));
  });
}
