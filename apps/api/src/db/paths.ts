import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Walks up from `start` to the first folder for which `test` holds. */
function findUp(start: string, test: (dir: string) => boolean): string | undefined {
  let dir = start;
  for (;;) {
    if (test(dir)) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/** The monorepo root (the folder with pnpm-workspace.yaml), else the working directory. */
export function repoRoot(): string {
  return (
    findUp(here, (dir) => existsSync(path.join(dir, 'pnpm-workspace.yaml'))) ??
    findUp(process.cwd(), (dir) => existsSync(path.join(dir, 'pnpm-workspace.yaml'))) ??
    process.cwd()
  );
}

/** Default folder of the api's local files (PGlite, attachments): `<repo>/.data`. */
export function defaultDataDir(): string {
  return path.join(repoRoot(), '.data');
}

/** Default PGlite data directory: `<repo>/.data/pglite`. */
export function defaultPgliteDataDir(): string {
  return path.join(defaultDataDir(), 'pglite');
}

/**
 * apps/api/drizzle, found from this module whether it runs from source (src/db/) or from the
 * bundle (dist/): the migrations ship beside the code, not inside it.
 */
export function migrationsFolder(): string {
  const dir = findUp(here, (d) => existsSync(path.join(d, 'drizzle', 'meta', '_journal.json')));
  if (!dir)
    throw new Error(`Migrations folder (drizzle/meta/_journal.json) not found above ${here}`);
  return path.join(dir, 'drizzle');
}
