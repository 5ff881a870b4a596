import { DomainError } from '@jobsite/domain/errors';
import { and, eq, isNotNull } from 'drizzle-orm';
import { entries } from '../../db/schema';
import { parseId } from '../../graphql/args';
import type { ApiContext } from '../../graphql/context';
import type { Resolvers } from '../../graphql/resolvers-types.generated';
import { syncToCrm } from '../crm/sync';
import { echo, forgetMember, parseInput } from '../member-inputs';
import type { MemberRow } from '../members/repository';
import { submitOnce, visitorSubmission } from '../visitors/submissions';
import { findEntriesOfVisitor } from './repository';
import { applyAsMember, applyAsVisitor, firstRefusal } from './service';
import { checkVisitorProfile, createVisitor } from './visitors';

/** The ConversionUser of a member's entries and inquiries. */
export function conversionUserOf(member: Pick<MemberRow, 'conversionId' | 'lineUserId'>) {
  return { conversionId: member.conversionId, lineUserId: member.lineUserId };
}

/** Forgets what entries change: counts, rooms, notices. */
export function forgetEntries(context: ApiContext): void {
  forgetMember(context);
  context.loaders.members.roomByEntryId.clearAll();
  context.loaders.members.roomMessageCounts.clearAll();
  context.loaders.members.lastMessage.clearAll();
}

const ONE_OF = 'jobIdかscoutIdのどちらか一方を指定してください';

/** Entries (応募) of members and visitors (spec §7). */
export const entryResolvers: Resolvers = {
  Query: {
    isEntry: async (_root, args, context) => {
      const hasJob = args.jobId !== null && args.jobId !== undefined;
      const hasScout = args.scoutId !== null && args.scoutId !== undefined;
      if (hasJob === hasScout) throw DomainError.badUserInput({ jobId: ONE_OF, scoutId: ONE_OF });
      const condition = hasJob
        ? eq(entries.jobId, parseId(args.jobId, 'jobId'))
        : and(isNotNull(entries.scoutId), eq(entries.scoutId, parseId(args.scoutId, 'scoutId')));
      const member = await context.auth.member();
      const [row] = await context.db
        .select({ id: entries.id })
        .from(entries)
        .where(and(eq(entries.endUserId, member.id), condition))
        .limit(1);
      return row !== undefined;
    },
  },

  Mutation: {
    createEntry: async (_root, args, context) => {
      const input = parseInput('createEntry', args.input);
      const member = await context.auth.member();
      const [entry] = await context.db.transaction((tx) =>
        applyAsMember(tx, member, {
          jobIds: [input.jobId],
          message: input.message,
          conversionSource: 'job_entry',
          attribution: input.attribution,
          strict: true,
        }),
      );
      forgetEntries(context);
      await syncToCrm(context, { member });
      return { ...echo(args.input), entry: entry!, user: conversionUserOf(member) };
    },

    createEntries: async (_root, args, context) => {
      const input = parseInput('createEntries', args.input);
      const member = await context.auth.member();
      const created = await context.db.transaction((tx) =>
        applyAsMember(tx, member, {
          jobIds: input.jobIds,
          message: input.message,
          conversionSource: 'job_entry',
          attribution: input.attribution,
          strict: false,
        }),
      );
      forgetEntries(context);
      if (created.length > 0) await syncToCrm(context, { member });
      return { ...echo(args.input), entries: created, user: conversionUserOf(member) };
    },

    createVisitorJobEntry: async (_root, args, context) => {
      const input = parseInput('createVisitorJobEntry', args.input);
      checkVisitorProfile(input.profile);
      const { visitor, result } = await submitOnce(
        context.db,
        visitorSubmission('createVisitorJobEntry', input),
        {
          save: async (tx) => {
            const visitor = await createVisitor(tx, input.profile, 'job_entry', input.attribution);
            const created = await applyAsVisitor(tx, visitor, {
              jobIds: input.jobIds,
              message: input.message,
              conversionSource: 'job_entry',
              attribution: input.attribution,
              strict: false,
            });
            // A visitor whose every job is closed made no conversion: keep nothing of it.
            if (created.length === 0) throw await firstRefusal(tx, input.jobIds, visitor);
            return { visitor, result: created };
          },
          replay: (db, visitor) => findEntriesOfVisitor(db, visitor.id),
        },
      );
      // Also for a repeat: the CRM record is keyed by conversionId (one record either way),
      // and the first request may have ended between its commit and this call.
      await syncToCrm(context, { visitor });
      return {
        ...echo(args.input),
        entries: result,
        user: conversionUserOf(visitor),
      };
    },
  },

  Entry: {
    id: (entry) => String(entry.id),
    job: async (entry, _args, context) => {
      const job = await context.loaders.jobs.byId.load(entry.jobId);
      if (!job) throw new Error(`job ${entry.jobId} of entry ${entry.id} missing`);
      return job;
    },
    scout: (entry, _args, context) =>
      entry.scoutId === null ? null : context.loaders.members.scoutById.load(entry.scoutId),
    room: (entry, _args, context) =>
      entry.endUserId === null ? null : context.loaders.members.roomByEntryId.load(entry.id),
  },
};
