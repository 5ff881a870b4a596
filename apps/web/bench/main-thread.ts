// Main-thread work of a page load from a Chromium trace, as CPU time (thread time), which moves
// far less with the machine's load than Lighthouse's wall-clock Total Blocking Time does:
//   node --import tsx bench/main-thread.ts [--runs 5] BASE_URL [BASE_URL…] -- PATH [PATH…]
// e.g. two builds served side by side, measured in turns under the same load:
//   node --import tsx bench/main-thread.ts http://127.0.0.1:3000 http://127.0.0.1:3001 -- / /driver
// Each run loads the page in a fresh Pixel 7 context of Debian's Chromium (no throttling) and
// traces it until 1.5 s after `load`. Per page and base, the medians of:
//   cpu      every task of the page's main thread from navigation on (ms of CPU)
//   longest  the longest task (CPU)
//   tbt×4    Σ max(0, 4 × cpu − 50 ms) over the tasks after first contentful paint: what Total
//            Blocking Time would be at Lighthouse's 4× CPU slowdown if the CPU were not shared
import os from 'node:os';
import { chromium, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { beginData?: { url?: string } };
};

type Run = { cpu: number; longest: number; tbt4: number };

function parseArgs(argv: string[]) {
  let runs = 5;
  const bases: string[] = [];
  const paths: string[] = [];
  let target = bases;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] as string;
    if (arg === '--runs') runs = Number(argv[++i]);
    else if (arg === '--') target = paths;
    else target.push(arg);
  }
  if (bases.length === 0 || paths.length === 0 || !(runs > 0)) {
    console.error('usage: main-thread.ts [--runs N] BASE_URL… -- PATH…');
    process.exit(2);
  }
  return { runs, bases, paths };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function measure(
  browser: import('@playwright/test').Browser,
  base: string,
  path: string,
): Promise<Run> {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  try {
    const page = await context.newPage();
    // Open the origin first, so the traced navigation stays in one renderer process.
    await page.goto(`${new URL(base).origin}/healthz`);
    const cdp = await context.newCDPSession(page);
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (data) =>
      events.push(...(data.value as unknown as TraceEvent[])),
    );
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', {
      traceConfig: {
        includedCategories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'toplevel',
          'loading',
        ],
      },
      transferMode: 'ReportEvents',
    });
    await page.goto(`${base}${path}`, { waitUntil: 'load' });
    await page.waitForTimeout(1500);
    await cdp.send('Tracing.end');
    await complete;

    const parses = events.filter(
      (e) => e.name === 'ParseHTML' && (e.args?.beginData?.url ?? '').endsWith(path),
    );
    const first = parses[0];
    if (!first) throw new Error(`no HTML parsing of ${path} in the trace`);
    const start = Math.min(...parses.map((e) => e.ts));
    const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === first.pid);
    const tasks = events.filter(
      (e) =>
        e.pid === first.pid &&
        e.tid === first.tid &&
        e.ph === 'X' &&
        e.name === 'RunTask' &&
        e.ts >= start - 1000,
    );
    let cpu = 0;
    let longest = 0;
    let tbt4 = 0;
    for (const task of tasks) {
      const ms = (task.tdur ?? task.dur ?? 0) / 1000;
      cpu += ms;
      longest = Math.max(longest, ms);
      if (task.ts >= (fcp?.ts ?? start)) tbt4 += Math.max(0, 4 * ms - 50);
    }
    return { cpu, longest, tbt4 };
  } finally {
    await context.close();
  }
}

async function main() {
  const { runs, bases, paths } = parseArgs(process.argv.slice(2));
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const loadBefore = os.loadavg()[0] ?? 0;
  try {
    for (const path of paths) {
      const results = new Map<string, Run[]>(bases.map((base) => [base, []]));
      // Bases in turns, run by run, so each sees the same machine load.
      for (let i = 0; i < runs; i += 1)
        for (const base of bases) results.get(base)?.push(await measure(browser, base, path));
      for (const base of bases) {
        const list = results.get(base) ?? [];
        const m = (key: keyof Run) => Math.round(median(list.map((run) => run[key])));
        console.info(
          `${path.padEnd(20)} ${base.padEnd(24)} cpu ${m('cpu')} ms · longest ${m('longest')} ms · tbt×4 ${m('tbt4')} ms   (cpu of each run: ${list.map((run) => Math.round(run.cpu)).join(', ')})`,
        );
      }
    }
  } finally {
    await browser.close();
  }
  const cores = os.cpus().length;
  console.info(
    `load average (1 min) ${loadBefore.toFixed(1)} → ${(os.loadavg()[0] ?? 0).toFixed(1)} on ${cores} cores`,
  );
}

await main();
