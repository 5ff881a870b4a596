import { companyResolvers } from '../modules/companies/resolvers';
import { contentResolvers } from '../modules/content/resolvers';
import { jobResolvers } from '../modules/jobs/resolvers';
import { masterResolvers } from '../modules/masters/resolvers';
import type { Resolvers } from './resolvers-types.generated';

const modules: Resolvers[] = [masterResolvers, jobResolvers, companyResolvers, contentResolvers];

/** Merges the modules' resolver maps type by type (each module owns its Query fields). */
function merge(parts: readonly Resolvers[]): Resolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const part of parts) {
    for (const [type, fields] of Object.entries(part)) {
      const target = merged[type] ?? {};
      merged[type] = target;
      for (const [field, resolver] of Object.entries(fields as Record<string, unknown>)) {
        if (field in target) throw new Error(`Resolver ${type}.${field} is defined twice`);
        target[field] = resolver;
      }
    }
  }
  return merged as Resolvers;
}

/** Every resolver of the public half of the contract (issue 3). */
export const resolvers: Resolvers = merge(modules);
