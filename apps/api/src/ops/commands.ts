import { EntryStatus } from '@jobsite/domain/enums';
import { normalizePhoneNumber } from '@jobsite/domain/validators';
import { and, asc, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Database } from '../db';
import { catalogueRenewals, endUsers, entries, jobs, messages, rooms } from '../db/schema';
import type { IdentityProvider } from '../identity/identity-provider';
import { listAdvisorRequests } from '../modules/advisor/repository';
import { ADVISOR_NOTICES, roomPath } from '../modules/advisor/service';
import { postingEnd } from '../modules/catalogue-time/periods';
import { LINK_PURPOSES, type LinkTokens } from '../modules/conversions/link-tokens';
import { createJoiningConfirmation } from '../modules/entries/joining-confirmation';
import { InterviewProposalError } from '../modules/interviews/service';
import type { MemberRow } from '../modules/members/repository';
import { postMessage } from '../modules/messages/repository';
import { notify } from '../modules/notifications/notify';
import { recordSavedSearchMatches } from '../modules/saved-searches/matching';
import { sendScout } from '../modules/scouts/service';
import type { IndexingNotifications } from '../modules/search-engines/notifications';
import type { IndexingType } from '../modules/search-engines/notifier';
import { findVisitorsByContact } from '../modules/visitors/repository';
import { revalidateJobPages } from '../modules/web-cache/job-pages';
import type { WebPageCache } from '../modules/web-cache/page-cache';
import { DEMO_MEMBER, ensureDemoMember } from '../seed/demo-member';
import {
  INTERVIEW_COMMANDS,
  listInterviewsCommand,
  proposeInterviewCommand,
  withdrawInterviewCommand,
} from './interviews';

/**
 * What an operator does for the companies' side, which has no screens (spec §6): send a
 * scout, write in a room, publish or close a job, send a joining confirmation. The CLI
 * (src/ops/cli.ts) runs these through the api (src/ops/routes.ts) or, with --direct, here.
 */

export class OpsError extends Error {
  override readonly name = 'OpsError';
}

const id = z.coerce.number().int().positive();
const text = z.string().trim().min(1).max(2000);

export const OPS_COMMANDS = {
  scout: z.object({
    member: z.string().trim().min(1),
    job: id,
    message: text.default('あなたのご経験を活かせる求人です。ぜひ一度お話しませんか。'),
    hidden: z.coerce.boolean().default(false),
    'hidden-images': z.coerce.boolean().default(false),
  }),
  message: z.object({ room: id, text }),
  publish: z.object({ job: id }),
  close: z.object({ job: id }),
  unpublish: z.object({ job: id }),
  /** The search engine notification queue (decision 0034). */
  'search-engines': z.object({ limit: z.coerce.number().int().min(1).max(500).default(20) }),
  /** What the demo catalogue's daily renewal did, newest day first (decision 0033). */
  renewals: z.object({ limit: z.coerce.number().int().min(1).max(500).default(14) }),
  rooms: z.object({ member: z.string().trim().min(1) }),
  attachments: z.object({ room: id }),
  'advisor-requests': z.object({
    member: z.string().trim().min(1).optional(),
    open: z.coerce.boolean().default(false),
    limit: z.coerce.number().int().min(1).max(500).default(50),
  }),
  'joining-confirmation': z.object({ entry: id }),
  'entry-status': z.object({ entry: id, status: z.enum(EntryStatus.values) }),
  ...INTERVIEW_COMMANDS,
  visitors: z
    .object({
      phone: z.string().trim().min(1).transform(normalizePhoneNumber).optional(),
      email: z.string().trim().toLowerCase().min(1).optional(),
      limit: z.coerce.number().int().min(1).max(500).default(20),
    })
    .refine((o) => o.phone !== undefined || o.email !== undefined, {
      path: ['phone'],
      message: 'give --phone or --email',
    }),
  'demo-member': z.object({}),
  'demo-account': z.object({}),
} as const;

export type OpsCommand = keyof typeof OPS_COMMANDS;

export function isOpsCommand(name: string): name is OpsCommand {
  return Object.hasOwn(OPS_COMMANDS, name);
}

/** A member by email, uid or conversion id. */
async function findMember(db: Database, who: string): Promise<MemberRow> {
  const [member] = await db
    .select()
    .from(endUsers)
    .where(
      or(
        eq(endUsers.email, who.toLowerCase()),
        eq(endUsers.uid, who),
        eq(endUsers.conversionId, who),
      ),
    );
  if (!member) throw new OpsError(`no member ${who}`);
  return member;
}

async function setJob(
  db: Database,
  jobId: number,
  values: PgUpdateSetSource<typeof jobs>,
  now: Date,
) {
  const [job] = await db
    .update(jobs)
    .set({ ...values, editedAt: now })
    .where(eq(jobs.id, jobId))
    .returning({
      id: jobs.id,
      title: jobs.title,
      isPublished: jobs.isPublished,
      isHiring: jobs.isHiring,
      publishedAt: jobs.publishedAt,
      validThrough: jobs.validThrough,
      closedAt: jobs.closedAt,
    });
  if (!job) throw new OpsError(`no job ${jobId}`);
  return job;
}

/**
 * After a job's state committed: the web renders its pages again (decision 0061), and search
 * engines are told (queued, sent within the day's quota; decision 0034).
 */
async function announceJob(deps: OpsDeps, jobId: number, type: IndexingType) {
  const webPages = await revalidateJobPages(deps.db, deps.webCache, [jobId]);
  if (!deps.notifications) return { webPages, searchEngines: null };
  await deps.notifications.queueJobs([jobId], type);
  const { pending } = await deps.notifications.dispatch();
  return { webPages, searchEngines: { queued: true, pending } };
}

export interface OpsDeps {
  db: Database;
  identity?: IdentityProvider;
  /** Signs the tokens of a scout mail's links (decision 0026). */
  linkTokens?: LinkTokens;
  /** Publishing and closing notify search engines through it (decision 0034). */
  notifications?: IndexingNotifications;
  /** Publishing and closing revalidate the web's pages through it (decision 0061). */
  webCache?: WebPageCache;
  /** The clock of publication and closing dates (default: the real time). */
  now?: () => Date;
}

/** Runs one command with parsed options; returns what the CLI prints. */
export async function runOpsCommand(
  deps: OpsDeps,
  command: OpsCommand,
  rawOptions: unknown,
): Promise<Record<string, unknown>> {
  const parsed = OPS_COMMANDS[command].safeParse(rawOptions ?? {});
  if (!parsed.success) {
    throw new OpsError(
      parsed.error.issues.map((i) => `--${i.path.join('.')}: ${i.message}`).join('; '),
    );
  }
  const options = parsed.data as Record<string, never>;
  const { db } = deps;
  const now = (deps.now ?? (() => new Date()))();
  switch (command) {
    case 'scout': {
      const o = options as unknown as z.output<(typeof OPS_COMMANDS)['scout']>;
      const member = await findMember(db, o.member);
      try {
        const { scout, room } = await sendScout(db, member, {
          jobId: o.job,
          message: o.message,
          hiddenCompanyName: o.hidden,
          hiddenCompanyImage: o['hidden-images'],
        });
        // What the scout mail carries: the link, and a token per purpose for the links that
        // act for the member without a session (inquiry prefill, scout settings, LINE).
        const tokens = deps.linkTokens
          ? Object.fromEntries(
              LINK_PURPOSES.map((purpose) => [
                purpose,
                deps.linkTokens!.issue({
                  purpose,
                  conversionId: member.conversionId,
                  scoutId: scout.id,
                }),
              ]),
            )
          : null;
        return {
          scoutId: scout.id,
          urlId: scout.urlId,
          roomId: room.id,
          conversionId: member.conversionId,
          tokens,
        };
      } catch (error) {
        throw new OpsError(error instanceof Error ? error.message : String(error));
      }
    }
    case 'message': {
      const o = options as unknown as z.output<(typeof OPS_COMMANDS)['message']>;
      return db.transaction(async (tx) => {
        const [room] = await tx.select().from(rooms).where(eq(rooms.id, o.room));
        if (!room) throw new OpsError(`no room ${o.room}`);
        const message = await postMessage(tx, {
          roomId: room.id,
          isSentByUser: false,
          content: o.text,
        });
        await notify(tx, [
          {
            endUserId: room.endUserId,
            kind: 'company_message',
            text:
              room.kind === 'advisor'
                ? ADVISOR_NOTICES.message
                : '企業から新しいメッセージが届きました。',
            url: roomPath(room.id),
          },
        ]);
        return { roomId: room.id, messageId: message.id };
      });
    }
    case 'publish': {
      const o = options as unknown as z.output<(typeof OPS_COMMANDS)['publish']>;
      const [before] = await db
        .select({ isPublished: jobs.isPublished, isHiring: jobs.isHiring })
        .from(jobs)
        .where(eq(jobs.id, o.job));
      const reopens = !before?.isPublished || !before.isHiring;
      // Coming out or reopening starts a new posting period (decision 0033); publishing a job
      // already open keeps its dates.
      const job = await setJob(
        db,
        o.job,
        reopens
          ? {
              isPublished: true,
              isHiring: true,
              publishedAt: now,
              validThrough: postingEnd(now),
              closedAt: null,
            }
          : { isPublished: true },
        now,
      );
      // A job coming out (not one published already) alerts the saved searches it matches.
      const alerts = before?.isPublished
        ? { savedSearches: 0, matches: 0 }
        : await recordSavedSearchMatches(db, { jobIds: [job.id] });
      const announced = await announceJob(deps, job.id, 'URL_UPDATED');
      return { ...job, savedSearchAlerts: alerts.savedSearches, ...announced };
    }
    case 'close': {
      const o = options as unknown as z.output<(typeof OPS_COMMANDS)['close']>;
      // The closing date is the posting's end (JobPosting validThrough of a closed job).
      const job = await setJob(
        db,
        o.job,
        { isHiring: false, closedAt: now, validThrough: now },
        now,
      );
      // The page stays (募集停止中) without JobPosting: the engine is asked to read it again.
      return { ...job, ...(await announceJob(deps, job.id, 'URL_UPDATED')) };
    }
    case 'unpublish': {
      const o = options as unknown as z.output<(typeof OPS_COMMANDS)['unpublish']>;
      const job = await setJob(
        db,
        o.job,
        {
          isPublished: false,
          validThrough: sql`least(${jobs.validThrough}, ${now.toISOString()}::timestamptz)`,
        },
        now,
      );
      return { ...job, ...(await announceJob(deps, job.id, 'URL_DELETED')) };
    }
    case 'search-engines': {
      const o = options as unknown as z.output<(typeof OPS_COMMANDS)['search-engines']>;
      if (!deps.notifications) throw new OpsError('no search engine notifications configured');
      return deps.notifications.status(o.limit);
    }
    case 'renewals': {
      const o = options as unknown as z.output<(typeof OPS_COMMANDS)['renewals']>;
      return {
        days: await db
          .select()
          .from(catalogueRenewals)
          .orderBy(desc(catalogueRenewals.day))
          .limit(o.limit),
      };
    }
    case 'rooms': {
      const o = options as unknown as z.output<(typeof OPS_COMMANDS)['rooms']>;
      const member = await findMember(db, o.member);
      const list = await db
        .select({
          roomId: rooms.id,
          kind: rooms.kind,
          companyId: rooms.companyId,
          entryId: rooms.entryId,
          scoutId: rooms.scoutId,
        })
        .from(rooms)
        .where(and(eq(rooms.endUserId, member.id)))
        .orderBy(desc(rooms.lastMessageAt), desc(rooms.id));
      return { member: member.uid, rooms: list };
    }
    case 'attachments': {
      // The files of a room as the company reads them: the storage key is where the file is
      // (under DATA_DIR/attachments with the embedded storage).
      const o = options as unknown as z.output<(typeof OPS_COMMANDS)['attachments']>;
      const files = await db
        .select({
          messageId: messages.id,
          sentByMember: messages.isSentByUser,
          name: messages.fileName,
          contentType: messages.fileContentType,
          size: messages.fileSize,
          key: messages.fileKey,
          createdAt: messages.createdAt,
        })
        .from(messages)
        .where(and(eq(messages.roomId, o.room), isNotNull(messages.fileKey)))
        .orderBy(asc(messages.id));
      return { roomId: o.room, files };
    }
    case 'advisor-requests': {
      const o = options as unknown as z.output<(typeof OPS_COMMANDS)['advisor-requests']>;
      const member = o.member === undefined ? undefined : await findMember(db, o.member);
      return {
        requests: await listAdvisorRequests(db, {
          ...(member ? { memberId: member.id } : {}),
          open: o.open,
          limit: o.limit,
        }),
      };
    }
    case 'joining-confirmation': {
      const o = options as unknown as z.output<(typeof OPS_COMMANDS)['joining-confirmation']>;
      const token = await createJoiningConfirmation(db, o.entry).catch((error: unknown) => {
        throw new OpsError(
          `no entry ${o.entry} (${error instanceof Error ? error.message : error})`,
        );
      });
      return { entryId: o.entry, token, path: `/entry/joining-confirmation?token=${token}` };
    }
    case 'entry-status': {
      const o = options as unknown as z.output<(typeof OPS_COMMANDS)['entry-status']>;
      return db.transaction(async (tx) => {
        const [entry] = await tx
          .update(entries)
          .set({ currentStatus: o.status, updatedAt: sql`now()` })
          .where(eq(entries.id, o.entry))
          .returning({
            id: entries.id,
            currentStatus: entries.currentStatus,
            endUserId: entries.endUserId,
          });
        if (!entry) throw new OpsError(`no entry ${o.entry}`);
        if (entry.endUserId !== null) {
          await notify(tx, [
            {
              endUserId: entry.endUserId,
              kind: 'entry_status',
              text: `応募の状況が「${EntryStatus.labels[o.status]}」になりました。`,
              url: '/member/',
            },
          ]);
        }
        return { entryId: entry.id, currentStatus: entry.currentStatus };
      });
    }
    case 'interview-propose':
    case 'interview-withdraw':
    case 'interviews':
      try {
        if (command === 'interviews') {
          return await listInterviewsCommand(db, options as never);
        }
        return command === 'interview-propose'
          ? await proposeInterviewCommand(db, options as never, now)
          : await withdrawInterviewCommand(db, options as never, now);
      } catch (error) {
        if (error instanceof InterviewProposalError) throw new OpsError(error.message);
        throw error;
      }
    case 'visitors': {
      const o = options as unknown as z.output<(typeof OPS_COMMANDS)['visitors']>;
      return {
        visitors: await findVisitorsByContact(
          db,
          { phoneNumber: o.phone, email: o.email },
          o.limit,
        ),
      };
    }
    case 'demo-member':
      return {
        demoMember: await ensureDemoMember(db),
        uid: DEMO_MEMBER.uid,
        email: DEMO_MEMBER.email,
      };
    case 'demo-account': {
      if (!deps.identity) throw new OpsError('no identity provider configured');
      await deps.identity.ensureAccount(DEMO_MEMBER);
      return { uid: DEMO_MEMBER.uid, email: DEMO_MEMBER.email, password: DEMO_MEMBER.password };
    }
  }
}
