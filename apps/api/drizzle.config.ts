import { defineConfig } from 'drizzle-kit';

// `pnpm db:generate` diffs src/db/schema against drizzle/meta and writes the next migration.
// Migrations are applied at start by src/db/migrate.ts (drizzle's migrator), not by the kit.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  casing: 'snake_case',
  strict: true,
});
