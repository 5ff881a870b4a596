import { readFileSync } from 'node:fs';
import { inject } from 'vitest';

export interface LogLine {
  msg?: string;
  requestId?: string;
  [key: string]: unknown;
}

export function parseLines(text: string): LogLine[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine);
}

/** The real api's log lines carrying `requestId`, once at least `atLeast` reached its log file. */
export async function apiLinesOf(requestId: string, atLeast: number): Promise<LogLine[]> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const lines = parseLines(readFileSync(inject('apiLogFile'), 'utf8')).filter(
      (line) => line.requestId === requestId,
    );
    if (lines.length >= atLeast || Date.now() > deadline) return lines;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
