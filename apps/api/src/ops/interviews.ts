import { INTERVIEW_LIMITS } from '@jobsite/domain/constants';
import { formatJstTimeRange, parseJstDateTime } from '@jobsite/domain/formatters';
import { z } from 'zod';
import type { Database } from '../db';
import { findSlotsByProposalIds, listProposalsOfEntry } from '../modules/interviews/repository';
import {
  InterviewProposalError,
  proposeInterview,
  withdrawInterviewProposal,
} from '../modules/interviews/service';

/**
 * The operator's interview commands (docs/decisions/0051): propose dates for an entry, withdraw
 * a proposal, list an entry's proposals with the member's answers.
 */

const id = z.coerce.number().int().positive();

/** `--slots "2026-12-03 10:00,2026-12-04 14:00"`: Japan wall times, comma separated. */
const slotStarts = z
  .string()
  .trim()
  .min(1)
  .transform((text, context) => {
    const starts: Date[] = [];
    for (const part of text.split(',').map((item) => item.trim())) {
      const start = parseJstDateTime(part);
      if (!start) {
        context.addIssue({ code: 'custom', message: `"${part}" is not YYYY-MM-DD HH:mm (JST)` });
        return z.NEVER;
      }
      starts.push(start);
    }
    return starts;
  })
  .pipe(
    z
      .array(z.date())
      .min(INTERVIEW_LIMITS.minSlots)
      .max(INTERVIEW_LIMITS.maxSlots, `at most ${INTERVIEW_LIMITS.maxSlots} slots`)
      .refine(
        (starts) => new Set(starts.map((start) => start.getTime())).size === starts.length,
        'the same date twice',
      ),
  );

export const INTERVIEW_COMMANDS = {
  'interview-propose': z.object({
    entry: id,
    slots: slotStarts,
    minutes: z.coerce
      .number()
      .int()
      .min(INTERVIEW_LIMITS.minMinutes)
      .max(INTERVIEW_LIMITS.maxMinutes)
      .default(INTERVIEW_LIMITS.defaultMinutes),
    place: z.string().trim().min(1).max(INTERVIEW_LIMITS.maxPlaceLength).optional(),
  }),
  'interview-withdraw': z.object({ proposal: id }),
  interviews: z.object({ entry: id }),
} as const;

type Options<C extends keyof typeof INTERVIEW_COMMANDS> = z.output<(typeof INTERVIEW_COMMANDS)[C]>;

function slotView(slot: { id: number; startsAt: Date; endsAt: Date }) {
  return {
    slotId: slot.id,
    startsAt: slot.startsAt.toISOString(),
    jst: formatJstTimeRange(slot.startsAt, slot.endsAt),
  };
}

export async function proposeInterviewCommand(
  db: Database,
  o: Options<'interview-propose'>,
  now: Date,
) {
  const slots = [...o.slots]
    .sort((a, b) => a.getTime() - b.getTime())
    .map((startsAt) => ({ startsAt, endsAt: new Date(startsAt.getTime() + o.minutes * 60_000) }));
  const past = slots.find((slot) => slot.startsAt.getTime() <= now.getTime());
  if (past) {
    throw new InterviewProposalError(
      `--slots: ${formatJstTimeRange(past.startsAt, past.endsAt)} is not in the future`,
    );
  }
  const proposed = await proposeInterview(db, {
    entryId: o.entry,
    slots,
    place: o.place ?? null,
    now,
  });
  return {
    proposalId: proposed.proposal.id,
    roomId: proposed.roomId,
    messageId: proposed.messageId,
    slots: proposed.slots.map(slotView),
    withdrew: proposed.replacedProposalIds,
  };
}

export async function withdrawInterviewCommand(
  db: Database,
  o: Options<'interview-withdraw'>,
  now: Date,
) {
  const { proposal, messageId } = await withdrawInterviewProposal(db, o.proposal, now);
  return { proposalId: proposal.id, status: proposal.status, messageId };
}

/** An entry's proposals, newest first: status, slots and the member's answer. */
export async function listInterviewsCommand(db: Database, o: Options<'interviews'>) {
  const proposals = await listProposalsOfEntry(db, o.entry);
  const slots = await findSlotsByProposalIds(
    db,
    proposals.map((proposal) => proposal.id),
  );
  return {
    entryId: o.entry,
    proposals: proposals.map((proposal) => {
      const own = slots.filter((slot) => slot.proposalId === proposal.id);
      const chosen = own.find((slot) => slot.id === proposal.chosenSlotId);
      return {
        proposalId: proposal.id,
        status: proposal.status,
        place: proposal.place,
        slots: own.map(slotView),
        chosen: chosen ? slotView(chosen) : null,
        answeredAt: proposal.answeredAt?.toISOString() ?? null,
        withdrawnAt: proposal.withdrawnAt?.toISOString() ?? null,
      };
    }),
  };
}
