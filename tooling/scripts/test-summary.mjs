// Reads the output of `pnpm test` and prints one closing line over every runner in it:
// "tests: N passed, N failed" (vitest's "Tests  N passed | M failed (T)", node:test's
// "# pass N" / "# fail N" and Playwright's "N passed (2.5m)" / "N failed" / "N skipped").
import { readFileSync } from 'node:fs';

// biome-ignore lint/suspicious/noControlCharactersInRegex: strips ANSI colour codes
const text = readFileSync(process.argv[2], 'utf8').replace(/\x1b\[[0-9;]*m/g, '');
let passed = 0;
let failed = 0;
let skipped = 0;
for (const line of text.split('\n')) {
  const vitest = line.match(/\bTests\s+(.*)\(\d+\)\s*$/);
  if (vitest) {
    passed += Number(vitest[1].match(/(\d+) passed/)?.[1] ?? 0);
    failed += Number(vitest[1].match(/(\d+) failed/)?.[1] ?? 0);
    skipped += Number(vitest[1].match(/(\d+) skipped/)?.[1] ?? 0);
    continue;
  }
  const playwright = line.match(
    /^(?:\S+:\s)?\s+(\d+) (passed|failed|skipped|flaky)(?: \([\d.]+m?s?\))?\s*$/,
  );
  if (playwright) {
    const count = Number(playwright[1]);
    if (playwright[2] === 'passed' || playwright[2] === 'flaky') passed += count;
    else if (playwright[2] === 'failed') failed += count;
    else skipped += count;
    continue;
  }
  const nodePass = line.match(/^\S*\s*# pass (\d+)\s*$/);
  if (nodePass) passed += Number(nodePass[1]);
  const nodeFail = line.match(/^\S*\s*# fail (\d+)\s*$/);
  if (nodeFail) failed += Number(nodeFail[1]);
}
console.info(
  `tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''} ` +
    `(Node.js ${process.version})`,
);
