// Types of the stack supervisor (tooling/stack/lib/supervisor.mjs, plain JavaScript).
declare module '*/tooling/stack/lib/supervisor.mjs' {
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
  export function waitForReady(url: string, options?: { timeoutMs?: number }): Promise<void>;
}
