// Starts processes in order, waits for each to be ready, prefixes their output and stops
// them all together: on a signal, or as soon as one of them exits.
import { spawn } from 'node:child_process';
import readline from 'node:readline';

const COLOURS = [36, 35, 33, 32, 34, 31];

/** Polls `url` until it answers 200, the process dies, or `timeoutMs` passes. */
export async function waitForReady(
  url,
  { timeoutMs = 120_000, intervalMs = 250, isAlive = () => true } = {},
) {
  const deadline = Date.now() + timeoutMs;
  let lastError = 'no answer';
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`exited before it was ready (${url})`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.body?.cancel();
      if (response.status === 200) return;
      lastError = `status ${response.status}`;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`not ready after ${timeoutMs} ms (${url}): ${lastError}`);
}

/** Writes each line of `stream` to `out` behind a coloured `name |` prefix. */
export function prefixLines(stream, name, colour, out) {
  const useColour = out.isTTY === true;
  const label = useColour ? `\x1b[${colour}m${name.padEnd(4)} |\x1b[0m ` : `${name.padEnd(4)} | `;
  readline.createInterface({ input: stream }).on('line', (line) => out.write(`${label}${line}\n`));
}

export class Supervisor {
  /** @type {{ spec: import('./services.mjs').ServiceSpec, child: import('node:child_process').ChildProcess }[]} */
  #running = [];
  #stopping = null;
  #out;
  #resolveDone;
  /** Resolves with the exit code once every process has stopped. */
  done = new Promise((resolve) => {
    this.#resolveDone = resolve;
  });
  exitCode = 0;

  constructor({ out = process.stdout } = {}) {
    this.#out = out;
  }

  /** Starts every service in order; rejects (after stopping the rest) if one fails to start. */
  async start(specs, { readyTimeoutMs } = {}) {
    for (const [index, spec] of specs.entries()) {
      const child = spawn(spec.command[0], spec.command.slice(1), {
        cwd: spec.cwd,
        env: { ...process.env, ...spec.env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const colour = COLOURS[index % COLOURS.length];
      prefixLines(child.stdout, spec.name, colour, this.#out);
      prefixLines(child.stderr, spec.name, colour, this.#out);
      const entry = { spec, child, exited: false };
      child.once('exit', (code, signal) => {
        entry.exited = true;
        if (!this.#stopping) {
          this.#out.write(`${spec.name} exited (${signal ?? code}); stopping the others\n`);
          void this.stop(1);
        }
      });
      this.#running.push(entry);
      try {
        await waitForReady(spec.readyUrl, {
          timeoutMs: readyTimeoutMs,
          isAlive: () => !entry.exited,
        });
      } catch (error) {
        await this.stop(1);
        throw new Error(`${spec.name}: ${error instanceof Error ? error.message : error}`);
      }
      this.#out.write(`${spec.name} ready at ${new URL(spec.readyUrl).origin}\n`);
    }
  }

  /** Sends SIGTERM to all (last started first), SIGKILL after `graceMs`; resolves when all exited. */
  stop(exitCode = 0, { graceMs = 10_000 } = {}) {
    if (this.#stopping) return this.#stopping;
    this.exitCode = exitCode;
    this.#stopping = Promise.all(
      [...this.#running].reverse().map(
        ({ child }) =>
          new Promise((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
            child.once('exit', () => {
              clearTimeout(timer);
              resolve();
            });
            child.kill('SIGTERM');
          }),
      ),
    ).then(() => this.#resolveDone(this.exitCode));
    return this.#stopping;
  }
}
