import { advisorResolvers } from '../modules/advisor/resolvers';
import { companyResolvers } from '../modules/companies/resolvers';
import { contentResolvers } from '../modules/content/resolvers';
import { conversionResolvers } from '../modules/conversions/resolvers';
import { entryResolvers } from '../modules/entries/resolvers';
import { favoriteJobFields, favoriteResolvers } from '../modules/favorites/resolvers';
import { interviewResolvers } from '../modules/interviews/resolvers';
import { jobResolvers } from '../modules/jobs/resolvers';
import { guardMemberOnlyJobs } from '../modules/jobs/visibility';
import { masterResolvers } from '../modules/masters/resolvers';
import { accountResolvers } from '../modules/members/account';
import { closureResolvers } from '../modules/members/closure';
import { documentFileResolvers } from '../modules/members/document-files';
import { documentResolvers } from '../modules/members/documents';
import { profileResolvers } from '../modules/members/profile';
import { memberResolvers } from '../modules/members/resolvers';
import { resumePhotoResolvers } from '../modules/members/resume-photo';
import { messageResolvers } from '../modules/messages/resolvers';
import { notificationResolvers } from '../modules/notifications/resolvers';
import { salaryInsightResolvers } from '../modules/salary-insight/resolvers';
import { savedSearchResolvers } from '../modules/saved-searches/resolvers';
import { scoutResolvers } from '../modules/scouts/resolvers';
import type { Resolvers } from './resolvers-types.generated';

const modules: Resolvers[] = [
  masterResolvers,
  jobResolvers,
  companyResolvers,
  contentResolvers,
  salaryInsightResolvers,
];

/** The member half (decision 0014): members, favourites, entries, messages, scouts, conversions. */
const memberModules: Resolvers[] = [
  memberResolvers,
  profileResolvers,
  documentResolvers,
  documentFileResolvers,
  resumePhotoResolvers,
  accountResolvers,
  closureResolvers,
  favoriteResolvers,
  entryResolvers,
  messageResolvers,
  interviewResolvers,
  scoutResolvers,
  conversionResolvers,
  advisorResolvers,
  savedSearchResolvers,
  notificationResolvers,
];

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

/**
 * Replaces resolvers the catalogue gives visitor answers for (Job.isFavorited: false) with
 * the member half's, which answer members too. Each must replace an existing resolver.
 */
function override(base: Resolvers, replacements: Resolvers): Resolvers {
  const merged = base as Record<string, Record<string, unknown>>;
  for (const [type, fields] of Object.entries(replacements)) {
    for (const [field, resolver] of Object.entries(fields as Record<string, unknown>)) {
      const target = merged[type];
      if (!target || !(field in target)) throw new Error(`No resolver ${type}.${field} to replace`);
      target[field] = resolver;
    }
  }
  return base;
}

/**
 * Every resolver of the contract: the public half (decision 0012) and the member half (decision
 * 0014), with no field of a member-only job resolving for a visitor (decision 0018).
 */
export const resolvers: Resolvers = guardMemberOnlyJobs(
  override(merge([...modules, ...memberModules]), favoriteJobFields),
);
