// The mail catcher itself: an SMTP server (smtp-server) that accepts every mail without
// authentication, parses it (mailparser) and keeps it in memory, and a small HTTP server that
// lists what it kept. Development and tests only: it listens on 127.0.0.1 alone.
import http from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const LOOPBACK = '127.0.0.1';

/**
 * A received mail as the HTTP API lists it.
 * @typedef {object} CaughtMail
 * @property {number} id          order of arrival, from 1
 * @property {string} receivedAt  ISO time the server kept it
 * @property {string} from        the envelope sender
 * @property {string[]} to        the envelope recipients
 * @property {string} subject
 * @property {string} text        the plain-text body
 * @property {string} html        the HTML body, '' when none
 * @property {Record<string, string>} headers  header lines by lower-case name (first of each)
 */

function listen(server, port) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, LOOPBACK, () => resolve(server.address().port));
  });
}

function headerMap(parsed) {
  /** @type {Record<string,string>} */
  const headers = {};
  for (const { key, line } of parsed.headerLines) {
    if (headers[key] === undefined) headers[key] = line.slice(line.indexOf(':') + 1).trim();
  }
  return headers;
}

/**
 * Starts both servers. Port 0 takes a free one; the ports taken are returned.
 * @param {{ smtpPort?: number, httpPort?: number }} [options]
 */
export async function serveMailCatcher({ smtpPort = 0, httpPort = 0 } = {}) {
  /** @type {CaughtMail[]} */
  let mails = [];
  let nextId = 1;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          mails.push({
            id: nextId++,
            receivedAt: new Date().toISOString(),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            headers: headerMap(parsed),
          });
          callback();
        })
        .catch(callback);
    },
  });
  const web = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://${LOOPBACK}`);
    const send = (status, body) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/healthz') return send(200, { ok: true });
    if (url.pathname === '/messages' && request.method === 'GET') return send(200, mails);
    if (url.pathname === '/messages' && request.method === 'DELETE') {
      mails = [];
      return send(200, { ok: true });
    }
    return send(404, { error: 'not found' });
  });
  const ports = {
    smtpPort: await listen(smtp.server, smtpPort),
    httpPort: await listen(web, httpPort),
  };
  const close = () =>
    Promise.all([
      new Promise((resolve) => smtp.close(resolve)),
      new Promise((resolve) => {
        web.closeAllConnections();
        web.close(() => resolve(undefined));
      }),
    ]);
  return { ...ports, close };
}
