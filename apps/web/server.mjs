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
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

// Before Next.js and React load, as `next start` does: they pick their builds by it.
process.env.NODE_ENV ??= 'production';
const { default: next } = await import('next');

const POLICY = 'content-security-policy';

/** A response on which a Content-Security-Policy added later replaces the one set before. */
class PolicyResponse extends http.ServerResponse {
  appendHeader(name, value) {
    return name.toLowerCase() === POLICY
      ? this.setHeader(name, value)
      : super.appendHeader(name, value);
  }
}

const { values } = parseArgs({
  options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
});
const port = Number(values.port ?? process.env.PORT ?? 3000);
const hostname = values.hostname ?? process.env.HOSTNAME;
const dir = path.dirname(fileURLToPath(import.meta.url));

const app = next({ dev: false, dir, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const server = http.createServer({ ServerResponse: PolicyResponse }, (req, res) => {
  handle(req, res).catch((error) => {
    console.error(`Failed to handle request for ${req.url}`, error);
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  });
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
