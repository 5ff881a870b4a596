// Runs after `next build` (the package's `build` script, and e2e/stack.ts for NEXT_DIST_DIR
// builds): marks the framework chunks every page runs as it loads (React DOM, the App Router,
// the Turbopack runtime: `rootMainFiles` of the build manifest) with V8's explicit compile hint,
// `//# allFunctionsCalledOnLoad` (https://v8.dev/blog/explicit-compile-hints). Chromium then
// compiles their functions on a background thread while it streams the file, instead of one
// by one on the main thread the first time each is called: about half of the long task that
// starts the app (docs/performance.md, section Web). Other browsers read a comment.
// Idempotent: a chunk that already starts with the hint is left alone. A chunk's source map
// (when productionBrowserSourceMaps is on) is moved down by the added line.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HINT = '//# allFunctionsCalledOnLoad\n';

/** Moves the generated side of the chunk's source map (if it has one) down by one line. */
function shiftSourceMap(chunk, source) {
  const url = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(source)?.[1];
  if (!url || url.startsWith('data:')) return;
  const mapFile = path.join(path.dirname(chunk), url);
  if (!existsSync(mapFile)) return;
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  if (Array.isArray(map.sections)) {
    for (const section of map.sections) section.offset.line += 1;
  } else {
    map.mappings = `;${map.mappings}`;
  }
  writeFileSync(mapFile, JSON.stringify(map));
}

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.resolve(webDir, process.env.NEXT_DIST_DIR || '.next');
const manifestFile = path.join(distDir, 'build-manifest.json');
if (!existsSync(manifestFile)) {
  console.error(
    `compile-hints: ${path.relative(webDir, manifestFile)} not found; run next build first`,
  );
  process.exit(1);
}
const { rootMainFiles = [] } = JSON.parse(readFileSync(manifestFile, 'utf8'));
const scripts = rootMainFiles.filter((file) => file.endsWith('.js'));
if (scripts.length === 0) {
  console.error('compile-hints: the build manifest lists no rootMainFiles');
  process.exit(1);
}
let marked = 0;
for (const file of scripts) {
  const full = path.join(distDir, file);
  const source = readFileSync(full, 'utf8');
  if (source.startsWith(HINT)) continue;
  writeFileSync(full, HINT + source);
  shiftSourceMap(full, source);
  marked += 1;
}
console.info(`compile-hints: ${marked} of ${scripts.length} framework chunks marked`);
