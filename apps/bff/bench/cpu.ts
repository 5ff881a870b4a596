// CPU time a server process spends per request (user + system, from /proc/<pid>/stat). Other
// work on the machine stretches wall-clock figures (requests/s, latency) far more than it
// changes this, so it says what the BFF costs when the machine is shared. Linux only.
import { existsSync, readFileSync } from 'node:fs';
import { jsonPoster } from './measure';

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ: 100 on Linux). */
const TICKS_PER_SECOND = 100;

function cpuMicroseconds(pid: number): number {
  // Fields after the command name: state is 3rd, utime 14th, stime 15th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1_000_000) / TICKS_PER_SECOND;
}

/**
 * Median over `rounds` of the CPU microseconds `pid` spends per POST of `body` to `url`
 * (`connections` at a time, after a warm-up); null where /proc is not available.
 */
export async function cpuPerRequest(
  url: string,
  pid: number | undefined,
  body: unknown,
  { requests = 4000, connections = 8, rounds = 3, warmUp = 500 } = {},
): Promise<number | null> {
  if (pid === undefined || !existsSync(`/proc/${pid}/stat`)) return null;
  const poster = jsonPoster(url, body, connections);
  const batch = async (count: number) => {
    let left = count;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (left-- > 0) await poster.send();
      }),
    );
  };
  try {
    await batch(warmUp);
    const results: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const before = cpuMicroseconds(pid);
      await batch(requests);
      results.push((cpuMicroseconds(pid) - before) / requests);
    }
    results.sort((a, b) => a - b);
    return results[Math.floor(results.length / 2)] ?? null;
  } finally {
    await poster.close();
  }
}
