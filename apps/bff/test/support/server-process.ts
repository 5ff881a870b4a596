import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';

/**
 * An app's `src/server.ts` (api or bff) run through tsx as its own process, as its `dev`
 * script runs it, once `readyPath` answers 200 on `port`. Its last output is kept for the
 * error when it exits or is not ready within `startTimeoutMs`.
 */
export async function startServerProcess({
  name,
  dir,
  port,
  env,
  readyPath,
  startTimeoutMs,
  logFile,
}: {
  name: string;
  dir: string;
  port: number;
  /** The whole environment of the process (PORT and HOST included). */
  env: NodeJS.ProcessEnv;
  readyPath: string;
  startTimeoutMs: number;
  /** Every line the process writes to stdout goes to this file too. */
  logFile?: string;
}): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: dir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + String(chunk)).slice(-6000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  if (logFile) child.stdout?.pipe(createWriteStream(logFile));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited at start:\n${output}`);
    try {
      const response = await fetch(`${url}${readyPath}`, { signal: AbortSignal.timeout(1000) });
      if (response.ok) break;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`${name} not ready:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, url };
}

/** SIGTERM (graceful shutdown, as a deploy would), then SIGKILL after `killAfterMs` if given. */
export async function stopServerProcess(child: ChildProcess, killAfterMs?: number): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer =
    killAfterMs === undefined ? undefined : setTimeout(() => child.kill('SIGKILL'), killAfterMs);
  await exited;
  clearTimeout(timer);
}
