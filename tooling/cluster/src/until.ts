/** Polls `check` until it is true; throws after `timeoutMs` naming `what`. */
export async function until(
  what: string,
  check: () => Promise<boolean> | boolean,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await Promise.resolve(check()).catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
