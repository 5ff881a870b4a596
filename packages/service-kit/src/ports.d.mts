/** A free TCP port on 127.0.0.1 (asked of the kernel: listen on 0, read it, close). */
export function freePort(): Promise<number>;
