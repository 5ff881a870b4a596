#!/usr/bin/env node
/**
 * Gzipped size of each entry point in package.json `exports`, as an app bundler would ship
 * it: bundled and minified with esbuild, React external, vanilla-extract styles compiled to
 * static CSS (measured apart from the JS). `@jobsite/domain` code a component uses is
 * included, since the app ships it too.
 *
 *   node scripts/size.mjs                 print the table
 *   node scripts/size.mjs --write-readme  also replace the table in README.md
 *   node scripts/size.mjs --json          print JSON
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(await readFile(join(root, 'package.json'), 'utf8'));
const args = new Set(process.argv.slice(2));

const gzip = (text) => gzipSync(text, { level: 9 }).length;
const kb = (bytes) => (bytes / 1024).toFixed(2);

async function measure(entry) {
  const outdir = await mkdtemp(join(tmpdir(), 'ui-size-'));
  try {
    const result = await build({
      entryPoints: [join(root, entry)],
      bundle: true,
      minify: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      jsx: 'automatic',
      outdir,
      write: false,
      logLevel: 'error',
      external: ['react', 'react-dom', 'react/jsx-runtime'],
      define: { 'process.env.NODE_ENV': '"production"' },
      plugins: [vanillaExtractPlugin({ identifiers: 'short' })],
    });
    let js = '';
    let css = '';
    for (const file of result.outputFiles) {
      if (file.path.endsWith('.js')) js += file.text;
      else if (file.path.endsWith('.css')) css += file.text;
    }
    return { jsMin: js.length, jsGzip: gzip(js), cssGzip: css ? gzip(css) : 0 };
  } finally {
    await rm(outdir, { recursive: true, force: true });
  }
}

const rows = [];
for (const [subpath, entry] of Object.entries(pkg.exports)) {
  rows.push({ entry: `@jobsite/ui${subpath.slice(1)}`, ...(await measure(entry)) });
}

if (args.has('--json')) {
  console.info(JSON.stringify(rows, null, 2));
} else {
  const lines = [
    '| Entry | JS min (kB) | JS gzip (kB) | CSS gzip (kB) |',
    '| --- | ---: | ---: | ---: |',
    ...rows.map((r) => `| \`${r.entry}\` | ${kb(r.jsMin)} | ${kb(r.jsGzip)} | ${kb(r.cssGzip)} |`),
  ];
  const table = lines.join('\n');
  console.info(table);
  if (args.has('--write-readme')) {
    const readmePath = join(root, 'README.md');
    const readme = await readFile(readmePath, 'utf8');
    const start = '<!-- size:start -->';
    const end = '<!-- size:end -->';
    const from = readme.indexOf(start);
    const to = readme.indexOf(end);
    if (from === -1 || to === -1) throw new Error('README.md lacks the size markers');
    const next = `${readme.slice(0, from + start.length)}\n${table}\n${readme.slice(to)}`;
    await writeFile(readmePath, next);
    console.info('README.md updated');
  }
}
