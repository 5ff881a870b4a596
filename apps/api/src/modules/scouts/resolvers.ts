import { DomainError, ErrorCode } from '@jobsite/domain/errors';
import { findOccupationCategoryById } from '@jobsite/domain/masters';
import {
  type AttributionInput,
  opaqueKeySchema,
  type visitorScoutEntrySchema,
} from '@jobsite/domain/validators';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db';
import { endUsers, rooms, scoutInquiries, scoutResponseHistories, visitors } from '../../db/schema';
import { notFound, parseArg, parseId } from '../../graphql/args';
import type { ApiContext } from '../../graphql/context';
import type { Resolvers } from '../../graphql/resolvers-types.generated';
import { requireConversionAccess } from '../conversions/access';
import { syncToCrm } from '../crm/sync';
import { findEntriesOfVisitor, findJobGates } from '../entries/repository';
import { conversionUserOf, forgetEntries } from '../entries/resolvers';
import {
  applyAsMember,
  applyAsVisitor,
  type MemberEntryRequest,
  refusalOf,
} from '../entries/service';
import { checkVisitorProfile, createVisitor, type VisitorRow } from '../entries/visitors';
import type { JobRow } from '../jobs/repository';
import { visibleJobs } from '../jobs/visibility';
import {
  echo,
  forgetMember,
  isOccupationCategory,
  parseInput,
  requireKnownIds,
} from '../member-inputs';
import { settingOf } from '../members/models';
import { findMemberByConversionId, type MemberRow } from '../members/repository';
import { conversionIdSchema } from '../members/resolvers';
import { submitOnce, visitorSubmission } from '../visitors/submissions';
import { companyShownBy, jobsShownBy } from './disclosure';
import { saveMemberInquiry } from './inquiries';
import { QUICK_REPLIES } from './quick-replies';
import {
  findInquiryOfMember,
  findInquiryOfVisitor,
  findScoutByUrlId,
  findScoutOfMember,
  type ScoutRow,
} from './repository';

const urlIdSchema = opaqueKeySchema('スカウトのリンクが正しくありません', 100);

/** The parsed input of createVisitorScoutEntry and createVisitorScoutInquiry (one shape). */
type VisitorScoutAnswerInput = z.output<typeof visitorScoutEntrySchema>;

/** The entry a scout answer makes: to the scout's job, strict (a refusal fails the answer). */
function scoutEntryOf(
  scout: ScoutRow,
  input: { message?: string | null; attribution?: AttributionInput | null },
): Omit<MemberEntryRequest, 'scoutRoomId'> {
  return {
    jobIds: [scout.jobId],
    scoutId: scout.id,
    message: input.message,
    conversionSource: 'scout_entry',
    attribution: input.attribution,
    strict: true,
  };
}

async function scoutOfMember(context: ApiContext, value: unknown, name = 'scoutId') {
  const scoutId = parseId(value, name);
  const member = await context.auth.member();
  const scout = await findScoutOfMember(context.db, member.id, scoutId);
  if (!scout) throw notFound();
  return { member, scout };
}

async function scoutByUrl(context: ApiContext, value: unknown, name: string): Promise<ScoutRow> {
  const urlId = parseArg(urlIdSchema, value, name);
  const scout = await findScoutByUrlId(context.db, urlId);
  if (!scout) throw notFound();
  return scout;
}

/** A closed scout, or a job that no longer takes entries, refuses answers. */
async function refuseClosed(context: ApiContext, scout: ScoutRow): Promise<void> {
  if (!scout.isHiring) throw new DomainError(ErrorCode.JOB_NOT_HIRING);
  const refusal = refusalOf((await findJobGates(context.db, [scout.jobId])).get(scout.jobId));
  if (refusal) throw refusal;
}

/** The visitor's answers through a scout's link, each with the conversion source it records. */
const VISITOR_ANSWERS = {
  createVisitorScoutEntry: 'scout_entry',
  createVisitorScoutInquiry: 'scout_inquiry',
} as const satisfies Record<string, VisitorRow['conversionSource']>;

interface VisitorAnswer<T> {
  /** Refuses a new answer (a closed scout or job); a repeat is answered before it. */
  check: (scout: ScoutRow) => Promise<void>;
  /** Saves the answer of the visitor just made, inside the transaction. */
  save: (tx: Transaction, visitor: VisitorRow, scout: ScoutRow) => Promise<T>;
  /** The answer an earlier submission of `visitor` saved. */
  replay: (db: Database | Transaction, visitor: VisitorRow) => Promise<T>;
}

/**
 * A visitor answers a scout through its link: the profile is checked and the scout found, then
 * the visitor is made with its answer at most once per `clientSubmissionId` (submitOnce), and
 * the CRM is told, a repeat too (it keys its record by conversionId: see createVisitorJobEntry).
 */
async function answerAsVisitor<T>(
  context: ApiContext,
  operation: keyof typeof VISITOR_ANSWERS,
  input: VisitorScoutAnswerInput,
  answer: VisitorAnswer<T>,
): Promise<{ visitor: VisitorRow; result: T }> {
  checkVisitorProfile(input.profile);
  const scout = await scoutByUrl(context, input.scoutUrlId, 'scoutUrlId');
  const { visitor, result } = await submitOnce(context.db, visitorSubmission(operation, input), {
    check: () => answer.check(scout),
    save: async (tx) => {
      const visitor = await createVisitor(
        tx,
        input.profile,
        VISITOR_ANSWERS[operation],
        input.attribution,
      );
      return { visitor, result: await answer.save(tx, visitor, scout) };
    },
    replay: answer.replay,
  });
  await syncToCrm(context, { visitor });
  return { visitor, result };
}

/**
 * The member whose scout settings a scout mail's link names: the member's own session or the
 * link's `scout-setting` token is needed, the conversion id alone is not (decision 0026).
 */
async function scoutSettingOwner(context: ApiContext, value: unknown, token: unknown) {
  const conversionId = parseArg(conversionIdSchema, value, 'conversionId');
  await requireConversionAccess(context, conversionId, token, 'scout-setting');
  const member = await findMemberByConversionId(context.db, conversionId);
  if (!member) throw notFound();
  return member;
}

/**
 * Saves a member's scout reception (saveSetting, saveScoutSetting): the occupation categories
 * are checked before `owner` is looked up. Answers the saved row.
 */
async function saveScoutReception(
  context: ApiContext,
  input: Pick<MemberRow, 'scoutStatus' | 'scoutAllowOccupationCategoryIds'>,
  owner: () => Promise<{ id: number }>,
): Promise<MemberRow> {
  requireKnownIds(
    input.scoutAllowOccupationCategoryIds,
    isOccupationCategory,
    'scoutAllowOccupationCategoryIds',
  );
  const { id } = await owner();
  const [row] = await context.db
    .update(endUsers)
    .set({
      scoutStatus: input.scoutStatus,
      scoutAllowOccupationCategoryIds: input.scoutAllowOccupationCategoryIds,
      updatedAt: sql`now()`,
    })
    .where(eq(endUsers.id, id))
    .returning();
  forgetMember(context);
  return row!;
}

/** Scouts (スカウト), answers to them and scout reception settings (spec §3, §7). */
export const scoutResolvers: Resolvers = {
  Query: {
    scout: async (_root, args, context) => (await scoutOfMember(context, args.id, 'id')).scout,
    scoutByUrlId: (_root, args, context) => scoutByUrl(context, args.urlId, 'urlId'),
    isScoutInquiry: async (_root, args, context) => {
      const scoutId = parseId(args.scoutId, 'scoutId');
      const member = await context.auth.member();
      return (await findInquiryOfMember(context.db, member.id, scoutId)) !== undefined;
    },
    scoutSetting: async (_root, args, context) =>
      settingOf(await scoutSettingOwner(context, args.conversionId, args.token)),
  },

  Mutation: {
    createScoutEntry: async (_root, args, context) => {
      const input = parseInput('createScoutEntry', args.input);
      const { member, scout } = await scoutOfMember(context, input.scoutId);
      if (!scout.isHiring) throw new DomainError(ErrorCode.JOB_NOT_HIRING);
      const [room] = await context.db
        .select({ id: rooms.id })
        .from(rooms)
        .where(and(eq(rooms.scoutId, scout.id), eq(rooms.endUserId, member.id)));
      const [entry] = await context.db.transaction((tx) =>
        applyAsMember(tx, member, { ...scoutEntryOf(scout, input), scoutRoomId: room?.id ?? null }),
      );
      forgetEntries(context);
      await syncToCrm(context, { member });
      return { ...echo(args.input), entry: entry!, user: conversionUserOf(member) };
    },

    createVisitorScoutEntry: async (_root, args, context) => {
      const input = parseInput('createVisitorScoutEntry', args.input);
      const { visitor, result: entry } = await answerAsVisitor(
        context,
        'createVisitorScoutEntry',
        input,
        {
          check: (scout) => refuseClosed(context, scout),
          save: async (tx, visitor, scout) => {
            const [entry] = await applyAsVisitor(tx, visitor, scoutEntryOf(scout, input));
            return entry!;
          },
          replay: async (db, visitor) => {
            const [entry] = await findEntriesOfVisitor(db, visitor.id);
            if (!entry) throw new Error(`visitor ${visitor.id} has no entry`);
            return entry;
          },
        },
      );
      return { ...echo(args.input), entry, user: conversionUserOf(visitor) };
    },

    createScoutInquiry: async (_root, args, context) => {
      const input = parseInput('createScoutInquiry', args.input);
      const { member, scout } = await scoutOfMember(context, input.scoutId);
      if (!scout.isHiring) throw new DomainError(ErrorCode.JOB_NOT_HIRING);
      const scoutInquiry = await context.db.transaction((tx) =>
        saveMemberInquiry(tx, {
          scoutId: scout.id,
          memberId: member.id,
          contactMethod: input.contactMethod ?? null,
          message: input.message || null,
        }),
      );
      forgetEntries(context);
      context.loaders.members.scoutAnswered.clearAll();
      await syncToCrm(context, { member });
      return { ...echo(args.input), scoutInquiry, user: conversionUserOf(member) };
    },

    createVisitorScoutInquiry: async (_root, args, context) => {
      const input = parseInput('createVisitorScoutInquiry', args.input);
      const { visitor, result: scoutInquiry } = await answerAsVisitor(
        context,
        'createVisitorScoutInquiry',
        input,
        {
          check: async (scout) => {
            if (!scout.isHiring) throw new DomainError(ErrorCode.JOB_NOT_HIRING);
          },
          save: async (tx, visitor, scout) => {
            const [scoutInquiry] = await tx
              .insert(scoutInquiries)
              .values({
                scoutId: scout.id,
                visitorId: visitor.id,
                contactMethod: input.profile.contactMethod ?? null,
                message: input.message || null,
              })
              .returning();
            return scoutInquiry!;
          },
          replay: async (db, visitor) => {
            const inquiry = await findInquiryOfVisitor(db, visitor.id);
            if (!inquiry) throw new Error(`visitor ${visitor.id} has no scout inquiry`);
            return inquiry;
          },
        },
      );
      return { ...echo(args.input), scoutInquiry, user: conversionUserOf(visitor) };
    },

    createScoutResponseHistory: async (_root, args, context) => {
      const scout = await scoutByUrl(context, args.input.scoutUrlId, 'scoutUrlId');
      const given =
        args.input.conversionId === null || args.input.conversionId === undefined
          ? undefined
          : parseArg(conversionIdSchema, args.input.conversionId, 'conversionId');
      // Only a conversion id the product handed out is recorded (and echoed).
      let conversionId: string | null = null;
      if (given) {
        const [member] = await context.db
          .select({ id: endUsers.conversionId })
          .from(endUsers)
          .where(eq(endUsers.conversionId, given));
        const [visitor] = member
          ? [undefined]
          : await context.db
              .select({ id: visitors.conversionId })
              .from(visitors)
              .where(eq(visitors.conversionId, given));
        conversionId = member?.id ?? visitor?.id ?? null;
      } else if (context.uid) {
        conversionId = (await context.auth.memberOrNull())?.conversionId ?? null;
      }
      const [history] = await context.db
        .insert(scoutResponseHistories)
        .values({
          scoutId: scout.id,
          conversionId,
          event: args.input.event,
          source: args.input.source,
          responseType: args.input.responseType ?? null,
        })
        .returning();
      return { ...echo(args.input), conversionId, scoutResponseHistory: history! };
    },

    saveSetting: async (_root, args, context) => {
      const input = parseInput('saveSetting', args.input);
      const row = await saveScoutReception(context, input, () => context.auth.member());
      return {
        ...echo(args.input),
        scoutStatus: row.scoutStatus,
        scoutAllowOccupationCategoryIds: row.scoutAllowOccupationCategoryIds.map(String),
        isReceiveScout: row.scoutStatus === 'receiving',
      };
    },

    saveScoutSetting: async (_root, args, context) => {
      const input = parseInput('saveScoutSetting', args.input);
      const row = await saveScoutReception(context, input, () =>
        scoutSettingOwner(context, input.conversionId, input.token),
      );
      return { ...echo(args.input), setting: settingOf(row) };
    },
  },

  Scout: {
    id: (scout) => String(scout.id),
    company: (scout, _args, context) => companyShownBy(context, scout),
    occupationCategory: (scout) => findOccupationCategoryById(scout.occupationCategoryId) ?? null,
    relatedJobs: async (scout, _args, context) => {
      const links = await context.loaders.members.scoutJobIds.load(scout.id);
      const rows = await context.loaders.jobs.byId.loadMany([
        scout.jobId,
        ...links.map((link) => link.jobId),
      ]);
      // A visitor holding the scout's link sees its public jobs only.
      const jobs = visibleJobs(
        context,
        rows.filter(
          (row): row is JobRow => row !== null && !(row instanceof Error) && row.isPublished,
        ),
      );
      return jobsShownBy(context, scout, jobs);
    },
    quickReplies: () => QUICK_REPLIES.map((reply) => ({ ...reply })),
  },

  ScoutInquiry: {
    id: (inquiry) => String(inquiry.id),
  },

  ScoutResponseHistory: {
    id: (history) => String(history.id),
  },
};
