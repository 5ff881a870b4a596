/**
 * The database schema (drizzle pg-core, snake_case columns). Migrations in apps/api/drizzle/
 * are generated from it: `pnpm --filter @jobsite/api db:generate`.
 *
 * Member tables: `members.ts` (members, profile, documents, favourites, notices),
 * `visitors.ts`, `entries.ts` (entries, joining confirmations, rooms, messages and their
 * idempotency keys), `interviews.ts` (interview date proposals), `scouts.ts` and `conversions.ts` (contact, micro conversions, the local
 * CRM, LINE and SMS gateways).
 */
export * from './advisor';
export * from './catalogue-time';
export * from './companies';
export * from './content';
export * from './conversions';
export * from './entries';
export * from './enums';
export * from './interviews';
export * from './jobs';
export * from './masters';
export * from './member-enums';
export * from './members';
export * from './notifications';
export * from './relations';
export * from './saved-searches';
export * from './scouts';
export * from './visitors';
