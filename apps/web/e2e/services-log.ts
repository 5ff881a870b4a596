import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where a quiet e2e stack (e2e/stack.ts) writes its services' output: warnings and errors
 * only, so that a 500 a test meets can be explained. The fixtures print what was logged while
 * a failing test ran.
 */
export const servicesLogPath =
  process.env.E2E_SERVICES_LOG ??
  path.join(
    path.dirname(fileURLToPath(import.meta.url)),
    '..',
    'test-results-stack',
    'services.log',
  );

/** The log's length now: where the lines of what runs next begin. */
export function servicesLogMark(): number {
  return existsSync(servicesLogPath) ? statSync(servicesLogPath).size : 0;
}

/** The lines logged since `mark` (at most the last `limit`), by every service of the stack. */
export function servicesLogSince(mark: number, limit = 200): string[] {
  if (!existsSync(servicesLogPath)) return [];
  const lines = readFileSync(servicesLogPath).subarray(mark).toString('utf8').split('\n');
  return lines.filter((line) => line.trim() !== '').slice(-limit);
}
