#!/usr/bin/env node
// Runs the mail catcher until SIGINT/SIGTERM. Ports from SMTP_PORT and HTTP_PORT (defaults:
// the stack's, index.mjs); 0 takes free ones. Prints one line `ready <json>` with the ports
// once both listen, which the helper in index.mjs waits for.
import { DEFAULT_HTTP_PORT, DEFAULT_SMTP_PORT } from '../index.mjs';
import { serveMailCatcher } from '../server.mjs';

const port = (value, fallback) => (value === undefined || value === '' ? fallback : Number(value));
const catcher = await serveMailCatcher({
  smtpPort: port(process.env.SMTP_PORT, DEFAULT_SMTP_PORT),
  httpPort: port(process.env.HTTP_PORT, DEFAULT_HTTP_PORT),
});
console.info(`ready ${JSON.stringify({ smtpPort: catcher.smtpPort, httpPort: catcher.httpPort })}`);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    void catcher.close().then(() => process.exit(0));
  });
}
