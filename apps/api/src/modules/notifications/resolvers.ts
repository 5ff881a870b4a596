import { DomainError } from '@jobsite/domain/errors';
import { PHONE_ACCOUNT_EMAIL_DOMAIN } from '@jobsite/domain/formatters';
import { eq } from 'drizzle-orm';
import { endUsers } from '../../db/schema';
import type { ApiContext } from '../../graphql/context';
import type { Resolvers } from '../../graphql/resolvers-types.generated';
import { echo, parseInput } from '../member-inputs';
import type { MemberRow } from '../members/repository';
import { loadSettings, saveSettings, stopMail } from './settings';

/** The same words as the validator's, for a token that parses but was not made by us. */
const UNUSABLE_UNSUBSCRIBE_LINK = '配信停止のリンクが正しくありません';

async function settingsOf(context: ApiContext, member: MemberRow) {
  return {
    settings: await loadSettings(context.db, member.id),
    // A phone account's address is a placeholder that reaches nobody: no mail goes there.
    email:
      member.email && !member.email.endsWith(`@${PHONE_ACCOUNT_EMAIL_DOMAIN}`)
        ? member.email
        : null,
    lineLinked: member.lineUserId !== null,
    conversionId: member.conversionId,
  };
}

/** Notification settings and mail unsubscribe links (decision 0049). */
export const notificationResolvers: Resolvers = {
  Query: {
    notificationSettings: async (_root, _args, context) =>
      settingsOf(context, await context.auth.member()),
  },
  Mutation: {
    saveNotificationSettings: async (_root, args, context) => {
      const input = parseInput('saveNotificationSettings', args.input);
      const member = await context.auth.member();
      await saveSettings(context.db, member.id, input.settings);
      return { ...echo(args.input), notificationSettings: await settingsOf(context, member) };
    },
    unsubscribeNotifications: async (_root, args, context) => {
      const input = parseInput('unsubscribeNotifications', args.input);
      const claim = context.services.unsubscribeTokens.verify(input.token);
      const [member] = claim
        ? await context.db
            .select({ id: endUsers.id })
            .from(endUsers)
            .where(eq(endUsers.id, claim.memberId))
        : [];
      // A deleted member's link stops nothing: answered as a bad link, never a 500.
      if (!claim || !member) {
        throw DomainError.badUserInput({ token: UNUSABLE_UNSUBSCRIBE_LINK });
      }
      await stopMail(context.db, member.id, claim.kind);
      return { ...echo(args.input), kind: claim.kind };
    },
  },
};
