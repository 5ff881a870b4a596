import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('./compile-hints.mjs', import.meta.url));
const HINT = '//# allFunctionsCalledOnLoad\n';

/** A build folder with a manifest naming two framework chunks, a CSS file and a page chunk. */
function fakeBuild() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  mkdirSync(path.join(dir, 'static', 'chunks'), { recursive: true });
  const files = { react: 'static/chunks/react.js', router: 'static/chunks/router.js' };
  writeFileSync(
    path.join(dir, 'build-manifest.json'),
    JSON.stringify({ rootMainFiles: [files.react, files.router, 'static/chunks/root.css'] }),
  );
  for (const file of [files.react, files.router, 'static/chunks/page.js'])
    writeFileSync(path.join(dir, file), `console.log(${JSON.stringify(file)});\n`);
  writeFileSync(path.join(dir, 'static/chunks/root.css'), 'body{margin:0}');
  return dir;
}

const run = (distDir: string) =>
  spawnSync(process.execPath, [script], {
    env: { ...process.env, NEXT_DIST_DIR: distDir },
    encoding: 'utf8',
  });

describe('compile-hints', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('marks the framework chunks of the manifest once, and nothing else', () => {
    const dir = fakeBuild();
    dirs.push(dir);
    const read = (file: string) => readFileSync(path.join(dir, file), 'utf8');
    expect(run(dir).status).toBe(0);
    expect(read('static/chunks/react.js')).toBe(`${HINT}console.log("static/chunks/react.js");\n`);
    expect(read('static/chunks/router.js').startsWith(HINT)).toBe(true);
    expect(read('static/chunks/page.js').startsWith(HINT)).toBe(false);
    expect(read('static/chunks/root.css')).toBe('body{margin:0}');
    // A second run (turbo replaying a build, a rebuilt stack) adds nothing.
    const again = run(dir);
    expect(again.status).toBe(0);
    expect(again.stdout).toContain('0 of 2');
    expect(read('static/chunks/react.js').split(HINT)).toHaveLength(2);
  });

  it("moves a marked chunk's source map down by the added line", () => {
    const dir = fakeBuild();
    dirs.push(dir);
    const chunks = path.join(dir, 'static', 'chunks');
    // A plain map for one framework chunk, an index map (sections) for the other.
    writeFileSync(path.join(chunks, 'react.js'), 'console.log(1);\n//# sourceMappingURL=a1.js.map');
    writeFileSync(path.join(chunks, 'a1.js.map'), JSON.stringify({ version: 3, mappings: 'AAAA' }));
    writeFileSync(
      path.join(chunks, 'router.js'),
      'console.log(2);\n//# sourceMappingURL=b2.js.map',
    );
    writeFileSync(
      path.join(chunks, 'b2.js.map'),
      JSON.stringify({ version: 3, sections: [{ offset: { line: 0, column: 0 }, map: {} }] }),
    );
    expect(run(dir).status).toBe(0);
    const map = (name: string) => JSON.parse(readFileSync(path.join(chunks, name), 'utf8'));
    expect(map('a1.js.map').mappings).toBe(';AAAA');
    expect(map('b2.js.map').sections[0].offset).toEqual({ line: 1, column: 0 });
    // Marked once, moved once.
    run(dir);
    expect(map('a1.js.map').mappings).toBe(';AAAA');
  });

  it('fails when there is no build to mark', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
    dirs.push(dir);
    const result = run(dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('not found');
  });
});
