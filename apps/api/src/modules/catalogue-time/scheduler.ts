import { DAY_MS } from './periods';

const JST_OFFSET_MS = 9 * 60 * 60 * 1000;

export interface DailyTaskOptions {
  /** Hour of the JST day the task runs at (0–23). */
  hourJst: number;
  /** The clock; the delay to the next run is computed from it. */
  now: () => Date;
  task: () => Promise<unknown>;
  onError?: (error: unknown) => void;
}

/** Milliseconds from `now` to the next `hourJst`:00 JST (a full day when it is that time). */
export function msUntilNextRun(now: Date, hourJst: number): number {
  const local = now.getTime() + JST_OFFSET_MS;
  const dayStart = Math.floor(local / DAY_MS) * DAY_MS;
  let next = dayStart + hourJst * 3_600_000;
  if (next <= local) next += DAY_MS;
  return next - local;
}

export interface LoopOptions {
  /** Milliseconds from `now` to the next run. */
  delayMs: (now: Date) => number;
  /** The clock; each delay is computed from it. */
  now: () => Date;
  task: () => Promise<unknown>;
  onError?: (error: unknown) => void;
}

/**
 * Runs `task` again and again with a plain timer (decision 0033): one timeout at a time,
 * its delay recomputed from the clock after each run, so runs neither drift nor overlap.
 * The timer does not keep the process alive. Returns the function that stops it.
 */
export function scheduleLoop(options: LoopOptions): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const arm = () => {
    if (stopped) return;
    timer = setTimeout(run, options.delayMs(options.now()));
    timer.unref?.();
  };
  const run = async () => {
    try {
      await options.task();
    } catch (error) {
      options.onError?.(error);
    }
    arm();
  };
  arm();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}

/** Runs `task` every day at `hourJst`:00 JST (decision 0033). Returns the function that stops it. */
export function scheduleDaily(options: DailyTaskOptions): () => void {
  return scheduleLoop({ ...options, delayMs: (now) => msUntilNextRun(now, options.hourJst) });
}
