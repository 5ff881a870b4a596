import { notFound } from '../../graphql/args';
import type { ApiContext } from '../../graphql/context';
import type { Resolvers } from '../../graphql/resolvers-types.generated';
import { echo, forgetMember, parseInput } from '../member-inputs';
import { findRoomOfMember } from '../messages/repository';
import { findAdvisorRoom, latestRequestOfRoom } from './repository';
import { newRequestOf, recordAdvisorRequest } from './service';

/** Forgets what a request changes: the member's counts, rooms and their last messages. */
function forgetRooms(context: ApiContext): void {
  forgetMember(context);
  context.loaders.members.roomMessageCounts.clearAll();
  context.loaders.members.lastMessage.clearAll();
}

/** The career advisor: requests from my page and job detail, and the advisor room. */
export const advisorResolvers: Resolvers = {
  Query: {
    advisorRoom: async (_root, _args, context) => {
      const member = await context.auth.member();
      return (await findAdvisorRoom(context.db, member.id)) ?? null;
    },
  },

  Mutation: {
    requestAdvisor: async (_root, args, context) => {
      const input = parseInput('requestAdvisor', args.input);
      const member = await context.auth.member();
      // A member sees every job, member-only ones included; an unknown id names nothing.
      const job =
        input.jobId === null || input.jobId === undefined
          ? null
          : await context.loaders.jobs.byId.load(input.jobId);
      if (input.jobId !== null && input.jobId !== undefined && !job) throw notFound();
      const { advisorRequest, room } = await context.db.transaction((tx) =>
        recordAdvisorRequest(tx, member, newRequestOf(input, job)),
      );
      forgetRooms(context);
      return {
        ...echo(args.input),
        advisorRequest,
        room: (await findRoomOfMember(context.db, member.id, room.id)) ?? room,
      };
    },
  },

  AdvisorRequest: {
    id: (request) => String(request.id),
    job: async (request, _args, context) =>
      request.jobId === null ? null : context.loaders.jobs.byId.load(request.jobId),
  },

  Room: {
    advisorRequest: async (room, _args, context) =>
      room.kind === 'advisor' ? ((await latestRequestOfRoom(context.db, room.id)) ?? null) : null,
  },
};
