// Types of supervisor.mjs (plain JavaScript) for the TypeScript that imports it (the web's
// e2e stack, the bench's service processes).
export type ServiceSpec = {
  name: string;
  cwd: string;
  command: string[];
  env: Record<string, string>;
  readyUrl: string;
};

export class Supervisor {
  constructor(options?: { out?: { write(chunk: string): unknown } });
  done: Promise<number>;
  start(specs: ServiceSpec[], options?: { readyTimeoutMs?: number }): Promise<void>;
  stop(exitCode?: number, options?: { graceMs?: number }): Promise<number>;
}

export function waitForReady(
  url: string,
  options?: { timeoutMs?: number; intervalMs?: number; isAlive?: () => boolean },
): Promise<void>;

export function prefixLines(
  stream: NodeJS.ReadableStream,
  name: string,
  colour: number,
  out: { write(chunk: string): unknown; isTTY?: boolean },
): void;
