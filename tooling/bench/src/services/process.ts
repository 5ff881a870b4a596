// One service process that can be started, killed and started again on the same port: what the
// bench's stack and the fault tests are made of. Readiness polling and prefixed logs come from
// the supervisor of `pnpm start` (tooling/stack); unlike that supervisor, one process dying
// does not stop the others, since the fault tests kill them on purpose.
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { prefixLines, waitForReady } from '@jobsite/stack/supervisor';

export type Readiness =
  /** Answers 200 once the service can serve (`/readyz`, `/healthz`). */
  | { url: string }
  /** Resolves true once the service can serve (a TCP protocol check, e.g. Redis PING). */
  | { probe: () => Promise<boolean> };

export interface ProcessSpec {
  /** Short name: log prefix and error messages. */
  name: string;
  cwd: string;
  command: string[];
  env?: Record<string, string>;
  ready: Readiness;
  readyTimeoutMs?: number;
  /** Folders made for this process (its data), removed by `dispose`. */
  tempDirs?: string[];
}

export interface ProcessOptions {
  /** Where each output line goes, prefixed with the name; unset keeps only a tail for errors. */
  out?: { write(chunk: string): unknown; isTTY?: boolean };
}

const OUTPUT_TAIL = 8000;

async function waitForProbe(
  probe: () => Promise<boolean>,
  { timeoutMs, isAlive }: { timeoutMs: number; isAlive: () => boolean },
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error('exited before it was ready');
    if (await probe().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`not ready after ${timeoutMs} ms`);
}

export class ServiceProcess {
  readonly spec: ProcessSpec;
  #options: ProcessOptions;
  #child: ChildProcess | null = null;
  #exited: Promise<void> = Promise.resolve();
  #output = '';
  #colour: number;
  static #count = 0;

  constructor(spec: ProcessSpec, options: ProcessOptions = {}) {
    this.spec = spec;
    this.#options = options;
    this.#colour = [36, 35, 33, 32, 34, 31][ServiceProcess.#count++ % 6] ?? 36;
  }

  /** The PID of the running process (the leader of its process group), else undefined. */
  get pid(): number | undefined {
    return this.running ? this.#child?.pid : undefined;
  }

  get running(): boolean {
    const child = this.#child;
    return Boolean(child && child.exitCode === null && child.signalCode === null);
  }

  /** The last lines the process wrote (for error messages). */
  get output(): string {
    return this.#output;
  }

  /** Spawns the process in its own process group and resolves once it is ready. */
  async start(): Promise<void> {
    if (this.running) throw new Error(`${this.spec.name} is already running`);
    const [command, ...args] = this.spec.command;
    if (!command) throw new Error(`${this.spec.name}: empty command`);
    const child = spawn(command, args, {
      cwd: this.spec.cwd,
      env: { ...process.env, ...this.spec.env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    this.#child = child;
    this.#exited = new Promise((resolve) => child.once('exit', () => resolve()));
    const collect = (chunk: Buffer) => {
      this.#output = (this.#output + String(chunk)).slice(-OUTPUT_TAIL);
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    const out = this.#options.out;
    if (out && child.stdout && child.stderr) {
      prefixLines(child.stdout, this.spec.name, this.#colour, out);
      prefixLines(child.stderr, this.spec.name, this.#colour, out);
    }
    const timeoutMs = this.spec.readyTimeoutMs ?? 180_000;
    const isAlive = () => child.exitCode === null && child.signalCode === null;
    try {
      if ('url' in this.spec.ready) {
        await waitForReady(this.spec.ready.url, { timeoutMs, isAlive });
      } else {
        await waitForProbe(this.spec.ready.probe, { timeoutMs, isAlive });
      }
    } catch (error) {
      await this.kill();
      throw new Error(
        `${this.spec.name} did not start: ${error instanceof Error ? error.message : error}\n${this.#output}`,
      );
    }
  }

  #signal(signal: NodeJS.Signals) {
    const pid = this.#child?.pid;
    if (!pid || !this.running) return;
    try {
      process.kill(-pid, signal); // the whole group: the web server and its workers too
    } catch {
      this.#child?.kill(signal);
    }
  }

  /** Kills the process group at once (an outage, not a shutdown) and waits until it is gone. */
  async kill(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    if (!this.running) return;
    this.#signal(signal);
    await this.#exited;
  }

  /** SIGTERM (graceful shutdown), SIGKILL after `graceMs`; resolves once it has exited. */
  async stop(graceMs = 10_000): Promise<void> {
    if (!this.running) return;
    this.#signal('SIGCONT'); // a frozen process could not act on SIGTERM
    this.#signal('SIGTERM');
    const timer = setTimeout(() => this.#signal('SIGKILL'), graceMs);
    await this.#exited;
    clearTimeout(timer);
  }

  /**
   * Stops the process group where it is (SIGSTOP): it keeps its port and the kernel still takes
   * connections, but nothing answers — a hung process. `thaw` lets it go on.
   */
  freeze(): void {
    this.#signal('SIGSTOP');
  }

  /** Lets a frozen process go on (SIGCONT). */
  thaw(): void {
    this.#signal('SIGCONT');
  }

  /** Stops it for good and removes the folders made for it. */
  async dispose(graceMs = 10_000): Promise<void> {
    await this.stop(graceMs);
    for (const dir of this.spec.tempDirs ?? []) rmSync(dir, { recursive: true, force: true });
  }

  /** Kills the process and starts it again with the same command, port and environment. */
  async restart(signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
    await this.kill(signal);
    await this.start();
  }
}
