// Types of the stack supervisor (tooling/stack/lib/supervisor.mjs, plain JavaScript): the parts
// of it this package reuses.
declare module '*/tooling/stack/lib/supervisor.mjs' {
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
}
