/**
 * The database schema (drizzle pg-core, snake_case columns). Migrations in apps/api/drizzle/
 * are generated from it: `pnpm --filter @jobsite/api db:generate`.
 *
 * Member tables (users, favourites, entries, rooms, scouts …) come with issue 4 in their own
 * file here (`members.ts`), referencing `jobs` and `companies`.
 */
export * from './companies';
export * from './content';
export * from './enums';
export * from './jobs';
export * from './masters';
export * from './relations';
