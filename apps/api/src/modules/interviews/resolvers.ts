import { DomainError, ErrorCode } from '@jobsite/domain/errors';
import { parseId } from '../../graphql/args';
import type { ApiContext } from '../../graphql/context';
import type { Resolvers } from '../../graphql/resolvers-types.generated';
import { findEntriesByIds } from '../entries/repository';
import { echo, forgetMember, parseInput } from '../member-inputs';
import { interviewCalendar } from './calendar';
import { findChosenInterview, type InterviewProposalRow } from './repository';
import { chooseInterviewSlot, type InterviewAnswer, requestOtherInterviewDates } from './service';

/** What a member's answer returns: the proposal, their message, the entry as it is now. */
async function answerPayload(
  context: ApiContext,
  input: { clientMutationId?: string | null },
  answer: InterviewAnswer,
) {
  // The room's counts, the header badge and my page's entry changed with the answer.
  forgetMember(context);
  context.loaders.members.roomMessageCounts.clearAll();
  context.loaders.members.lastMessage.clearAll();
  const [entry] = await findEntriesByIds(context.db, [answer.entryId]);
  if (!entry) throw new DomainError(ErrorCode.NOT_FOUND);
  return { ...echo(input), proposal: answer.proposal, message: answer.message, entry };
}

/** Interview dates in the entry's room (docs/decisions/0051), scoped to the verified member. */
export const interviewResolvers: Resolvers = {
  Query: {
    interviewCalendar: async (_root, args, context) => {
      const proposalId = parseId(args.proposalId, 'proposalId');
      const member = await context.auth.member();
      const found = await findChosenInterview(context.db, member.id, proposalId);
      if (!found) throw new DomainError(ErrorCode.NOT_FOUND);
      const site = new URL(context.services.settings.siteUrl);
      return {
        fileName: `interview-${found.proposal.id}.ics`,
        content: interviewCalendar({
          proposalId: found.proposal.id,
          slotId: found.slot.id,
          startsAt: found.slot.startsAt,
          endsAt: found.slot.endsAt,
          stampedAt: found.proposal.answeredAt ?? found.proposal.updatedAt,
          companyName: found.companyName,
          jobTitle: found.jobTitle,
          place: found.proposal.place,
          roomUrl: new URL(`/member/message/${found.proposal.roomId}`, site).href,
          host: site.hostname,
        }),
      };
    },
  },

  Mutation: {
    chooseInterviewSlot: async (_root, args, context) => {
      const input = parseInput('chooseInterviewSlot', args.input);
      const member = await context.auth.member();
      const answer = await chooseInterviewSlot(context.db, member.id, input.slotId, context.now());
      return answerPayload(context, args.input, answer);
    },
    requestOtherInterviewDates: async (_root, args, context) => {
      const input = parseInput('requestOtherInterviewDates', args.input);
      const member = await context.auth.member();
      const answer = await requestOtherInterviewDates(
        context.db,
        member.id,
        input.proposalId,
        input.note ?? undefined,
        context.now(),
      );
      return answerPayload(context, args.input, answer);
    },
  },

  Entry: {
    interviewProposal: (entry, _args, context) =>
      context.loaders.members.currentInterviewProposal.load(entry.id),
  },

  Message: {
    interviewProposal: (message, _args, context) =>
      message.isSentByUser
        ? null
        : context.loaders.members.interviewProposalByMessageId.load(message.id),
  },

  InterviewProposal: {
    id: (proposal) => String(proposal.id),
    slots: (proposal, _args, context) => context.loaders.members.interviewSlots.load(proposal.id),
    chosenSlot: async (proposal: InterviewProposalRow, _args, context) => {
      if (proposal.status !== 'chosen' || proposal.chosenSlotId === null) return null;
      const slots = await context.loaders.members.interviewSlots.load(proposal.id);
      return slots.find((slot) => slot.id === proposal.chosenSlotId) ?? null;
    },
    messageId: (proposal) => (proposal.messageId === null ? null : String(proposal.messageId)),
  },

  InterviewSlot: {
    id: (slot) => String(slot.id),
    isPast: (slot, _args, context) => slot.startsAt.getTime() <= context.now().getTime(),
  },
};
