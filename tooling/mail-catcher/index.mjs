// The local SMTP server of `pnpm start` and the test suites (decision 0049): the command that
// runs it, and a helper that starts it as its own process, waits until it listens, reads
// what it received and stops it. Plain JavaScript so tooling scripts and vitest setups share it.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Where `pnpm start` runs it: SMTP on 127.0.0.1:1025, the mail list on 127.0.0.1:1080. */
export const DEFAULT_SMTP_PORT = 1025;
export const DEFAULT_HTTP_PORT = 1080;
export const DEFAULT_SMTP_URL = `smtp://127.0.0.1:${DEFAULT_SMTP_PORT}`;

/** argv of the mail catcher process. */
export function mailCatcherCommand() {
  return [process.execPath, path.join(here, 'bin', 'mail-catcher.mjs')];
}

/** The mails a running catcher received, oldest first. @param {string} httpUrl */
export async function listMails(httpUrl) {
  const response = await fetch(`${httpUrl}/messages`);
  if (!response.ok) throw new Error(`listing caught mails failed: ${response.status}`);
  return response.json();
}

/** Forgets every mail received so far. @param {string} httpUrl */
export async function clearMails(httpUrl) {
  const response = await fetch(`${httpUrl}/messages`, { method: 'DELETE' });
  if (!response.ok) throw new Error(`clearing caught mails failed: ${response.status}`);
}

/**
 * Starts the catcher as a child process and resolves once it listens. Port 0 (the default)
 * takes free ports, so test runs never clash with `pnpm start` or with each other; pass the
 * ports a stopped catcher had to start it again where a sender still points.
 *
 * @param {{ smtpPort?: number, httpPort?: number, timeoutMs?: number }} [options]
 */
export async function startMailCatcher({ smtpPort = 0, httpPort = 0, timeoutMs = 60_000 } = {}) {
  const [command, ...args] = mailCatcherCommand();
  const child = spawn(command, args, {
    env: { ...process.env, SMTP_PORT: String(smtpPort), HTTP_PORT: String(httpPort) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const ports = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`mail catcher not ready after ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    child.stderr.on('data', (chunk) => {
      output = (output + String(chunk)).slice(-8000);
    });
    child.stdout.on('data', (chunk) => {
      output = (output + String(chunk)).slice(-8000);
      const ready = /^ready (.+)$/m.exec(output);
      if (ready) {
        clearTimeout(timer);
        resolve(JSON.parse(ready[1]));
      }
    });
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`mail catcher exited before it was ready:\n${output}`));
    });
  });
  const httpUrl = `http://127.0.0.1:${ports.httpPort}`;
  return {
    smtpPort: ports.smtpPort,
    httpPort: ports.httpPort,
    smtpUrl: `smtp://127.0.0.1:${ports.smtpPort}`,
    httpUrl,
    pid: child.pid,
    mails: () => listMails(httpUrl),
    clear: () => clearMails(httpUrl),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
