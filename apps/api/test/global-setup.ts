import type { TestProject } from 'vitest/node';
import { buildTemplates, type DatabaseTemplates } from './support/templates';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

/**
 * Once per test run: migrate (and seed) one database, which every test file then copies
 * (PGlite: loads a dump, ~0.5 s; PostgreSQL: CREATE DATABASE … TEMPLATE). With
 * TEST_DATABASE_URL set the suite runs against that PostgreSQL server instead of PGlite.
 */
export default async function setup(project: TestProject) {
  const { templates, teardown } = await buildTemplates(process.env.TEST_DATABASE_URL || undefined);
  project.provide('databaseTemplates', templates);
  return teardown;
}
