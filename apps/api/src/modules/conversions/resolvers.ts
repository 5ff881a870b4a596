import { DomainError } from '@jobsite/domain/errors';
import { findOccupationById, findQualificationById } from '@jobsite/domain/masters';
import {
  attributionSchema,
  VALIDATION_MESSAGES as M,
  opaqueKeySchema,
} from '@jobsite/domain/validators';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { z } from 'zod';
import { contacts, endUsers, entries, microConversions, visitors } from '../../db/schema';
import { notFound, parseArg, parseArgs, recordIdSchema } from '../../graphql/args';
import { type ApiContext, unauthorized } from '../../graphql/context';
import type { Resolvers } from '../../graphql/resolvers-types.generated';
import {
  answerConfirmation,
  findConfirmation,
  INVALID_CONFIRMATION,
} from '../entries/joining-confirmation';
import { touchEntry } from '../entries/repository';
import { attributionValues } from '../entries/service';
import { echo, parseInput } from '../member-inputs';
import { conversionIdSchema, formOptions, parseCategoryFilter } from '../members/resolvers';
import {
  conversionOwner,
  lineLinkTaken,
  requireConversionAccess,
  sessionOwns,
  tokenGrants,
  UNUSABLE_LINK,
} from './access';

const lineUserIdSchema = opaqueKeySchema('LINEの連携に失敗しました。もう一度お試しください');
const tokenSchema = opaqueKeySchema('リンクが正しくありません');

const microConversionSchema = z.object({
  clientMutationId: z.string().nullish(),
  conversionSource: z.enum(['signup', 'job_entry', 'scout_entry', 'scout_inquiry', 'lp']),
  jobId: recordIdSchema.nullish(),
  scoutId: recordIdSchema.nullish(),
  path: z.string({ error: M.invalid }).max(500, M.invalid).nullish(),
  attribution: attributionSchema,
});

/**
 * Links a LINE account to a conversion (the LINE callback after an entry or sign-up). The
 * conversion id alone no longer decides (decision 0026): a member's conversion needs the
 * member's session or the link's `line` token, and only the session replaces an existing
 * link; a visitor's conversion (no session exists for it) may be linked once. The write is
 * conditional, so two callbacks racing cannot both replace a link.
 */
async function linkLine(
  context: ApiContext,
  input: { conversionId: unknown; lineUserId: unknown; token?: unknown },
  entryIds: number[],
) {
  const conversionId = parseArg(conversionIdSchema, input.conversionId, 'conversionId');
  const lineUserId = parseArg(lineUserIdSchema, input.lineUserId, 'lineUserId');
  const owner = await conversionOwner(context, conversionId);
  if (!owner) throw notFound();
  const mayReplace = (await sessionOwns(context, owner)) !== null;
  if (
    !mayReplace &&
    owner.kind === 'member' &&
    !(await tokenGrants(context, owner, conversionId, input.token, 'line'))
  ) {
    if (context.uid && (await context.auth.memberOrNull())) throw notFound();
    throw unauthorized();
  }
  if (entryIds.length > 0) {
    // Entries named must be this conversion's own.
    const rows = await context.db
      .select({ id: entries.id })
      .from(entries)
      .where(
        and(
          inArray(entries.id, entryIds),
          owner.kind === 'member'
            ? eq(entries.endUserId, owner.id)
            : eq(entries.visitorId, owner.id),
        ),
      );
    if (rows.length !== new Set(entryIds).size) throw notFound();
  }
  const table = owner.kind === 'member' ? endUsers : visitors;
  const [linked] = await context.db
    .update(table)
    .set({ lineUserId })
    .where(
      and(
        eq(table.id, owner.id),
        mayReplace ? undefined : or(isNull(table.lineUserId), eq(table.lineUserId, lineUserId)),
      ),
    )
    .returning({ id: table.id });
  if (!linked) throw lineLinkTaken(owner);
  await context.services.line.linkConversion({ conversionId, lineUserId, entryIds });
  context.auth.refresh();
  return conversionId;
}

/** Contact window, analytics steps, LINE, the CRM record, joining confirmations. */
export const conversionResolvers: Resolvers = {
  Query: {
    kintoneUser: async (_root, args, context) => {
      const conversionId = parseArg(conversionIdSchema, args.conversionId, 'conversionId');
      await requireConversionAccess(context, conversionId, args.token, 'inquiry');
      return context.services.crm.findJobSeeker(conversionId);
    },
    Inquiry: async (_root, args, context) => {
      const conversionId = parseArg(conversionIdSchema, args.conversionId, 'conversionId');
      const categories = parseCategoryFilter(args.occupationCategoryIds, 'occupationCategoryIds');
      // The form's options are public; its prefill is the job seeker's CRM record, shown only
      // to the member's session or the holder of the link's token.
      const owner = await conversionOwner(context, conversionId);
      const allowed =
        (await sessionOwns(context, owner)) !== null ||
        (await tokenGrants(context, owner, conversionId, args.token, 'inquiry'));
      return {
        kintoneUser: allowed ? await context.services.crm.findJobSeeker(conversionId) : null,
        ...formOptions(categories),
      };
    },
    verifyEntryJoiningConfirmationToken: async (_root, args, context) => {
      const token = parseArg(tokenSchema, args.token, 'token');
      return (await findConfirmation(context.db, token))?.model ?? INVALID_CONFIRMATION;
    },
  },

  Mutation: {
    createContact: async (_root, args, context) => {
      const input = parseInput('createContact', args.input);
      const member = context.uid ? await context.auth.memberOrNull() : null;
      const [contact] = await context.db
        .insert(contacts)
        .values({
          fullName: input.fullName,
          email: input.email || null,
          phoneNumber: input.phoneNumber || null,
          contactMethod: input.contactMethod,
          message: input.message,
          endUserId: member?.id ?? null,
        })
        .returning();
      return { ...echo(args.input), contact: contact! };
    },

    createMicroConversion: async (_root, args, context) => {
      const input = parseArgs(microConversionSchema, args.input);
      if (!context.services.settings.enableMicroConversion) {
        return { ...echo(args.input), microConversionId: '0' };
      }
      const member = context.uid ? await context.auth.memberOrNull() : null;
      const [row] = await context.db
        .insert(microConversions)
        .values({
          conversionSource: input.conversionSource,
          jobId: input.jobId ?? null,
          scoutId: input.scoutId ?? null,
          path: input.path || null,
          endUserId: member?.id ?? null,
          ...attributionValues(input.attribution),
        })
        .returning({ id: microConversions.id });
      return { ...echo(args.input), microConversionId: String(row!.id) };
    },

    connectCvToLineUser: async (_root, args, context) => ({
      ...echo(args.input),
      conversionId: await linkLine(context, args.input, []),
    }),

    connectCvToLineUserEntry: async (_root, args, context) => {
      const entryIds = parseArg(
        z.array(recordIdSchema, { error: M.invalid }).max(100),
        args.input.entryIds,
        'entryIds',
      );
      return {
        ...echo(args.input),
        conversionId: await linkLine(context, args.input, entryIds),
      };
    },

    updateEntryJoiningConfirmation: async (_root, args, context) => {
      const input = parseInput('updateEntryJoiningConfirmation', args.input);
      const confirmation = await context.db.transaction(async (tx) => {
        const found = await findConfirmation(tx, input.token, { forUpdate: true });
        if (!found?.model.isValid) throw DomainError.badUserInput({ token: UNUSABLE_LINK });
        const joinedOn = input.hasJoined ? (input.joinedOn ?? null) : null;
        if (
          !(await answerConfirmation(tx, found.row.id, { hasJoined: input.hasJoined, joinedOn }))
        ) {
          throw DomainError.badUserInput({ token: UNUSABLE_LINK });
        }
        if (input.hasJoined) await touchEntry(tx, found.row.entryId, { currentStatus: 'hired' });
        return { ...found.model, isValid: false, hasJoined: input.hasJoined, joinedOn };
      });
      return { ...echo(args.input), confirmation };
    },
  },

  KintoneUser: {
    id: (record) => record.conversionId,
    occupations: (record) =>
      record.occupationIds.flatMap((id) => {
        const occupation = findOccupationById(id);
        return occupation ? [occupation] : [];
      }),
    qualifications: (record) =>
      record.qualificationIds.flatMap((id) => {
        const qualification = findQualificationById(id);
        return qualification ? [qualification] : [];
      }),
  },

  Contact: {
    id: (contact) => String(contact.id),
  },
};
