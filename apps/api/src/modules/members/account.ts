import {
  VALIDATION_MESSAGES as M,
  mobilePhoneNumberSchema,
  parseEmailOrPhone,
} from '@jobsite/domain/validators';
import { and, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { Transaction } from '../../db';
import { endUsers } from '../../db/schema';
import { parseArg } from '../../graphql/args';
import type { ApiContext } from '../../graphql/context';
import type { Resolvers } from '../../graphql/resolvers-types.generated';
import type { VerifiedToken } from '../../identity/identity-provider';
import { newConversionId } from '../conversions/ids';
import { syncToCrm } from '../crm/sync';
import { isUniqueViolation } from '../db-errors';
import { forgetEntries } from '../entries/resolvers';
import { applyAsMember, attributionValues } from '../entries/service';
import { saveJobs } from '../favorites/repository';
import {
  echo,
  isOccupation,
  isOccupationCategory,
  isQualification,
  parseInput,
  requireKnownIds,
} from '../member-inputs';
import { addNotice } from '../messages/repository';
import { ACCOUNT_LIMITS } from '../rate-limit';
import { basicProfileColumns } from './models';
import {
  findMemberByUid,
  type MemberRow,
  replaceOccupations,
  replaceQualifications,
  updateMember,
} from './repository';

/**
 * The identity provider decides who owns an email or phone number. A member row still
 * holding one that the provider now gives to another account (the old account was deleted)
 * lets go of it, so the new owner's record can take it.
 */
async function releaseIdentifiers(tx: Transaction, identity: VerifiedToken): Promise<void> {
  if (identity.email) {
    await tx
      .update(endUsers)
      .set({ email: null })
      .where(and(eq(endUsers.email, identity.email), ne(endUsers.uid, identity.uid)));
  }
  if (identity.phoneNumber) {
    await tx
      .update(endUsers)
      .set({ phoneNumber: null })
      .where(and(eq(endUsers.phoneNumber, identity.phoneNumber), ne(endUsers.uid, identity.uid)));
  }
}

/** Columns a member record takes from the verified token. */
function identityColumns(identity: VerifiedToken) {
  return {
    uid: identity.uid,
    authType: identity.authType,
    email: identity.email,
    ...(identity.phoneNumber ? { phoneNumber: identity.phoneNumber } : {}),
  };
}

/** Runs `create`; a concurrent sign-up of the same uid that won the race is returned instead. */
async function createOnce<T>(
  context: ApiContext,
  uid: string,
  create: () => Promise<T>,
): Promise<T | MemberRow> {
  try {
    return await create();
  } catch (error) {
    if (isUniqueViolation(error, 'end_users_uid_unique')) {
      const existing = await findMemberByUid(context.db, uid);
      if (existing) return existing;
    }
    throw error;
  }
}

const phoneArg = (value: unknown) => parseArg(mobilePhoneNumberSchema, value, 'phoneNumber');

function emailOrPhoneArg(value: unknown, name: string) {
  const parsed = parseEmailOrPhone(parseArg(z.string({ error: M.required }).max(254), value, name));
  if (!parsed) parseArg(z.never({ error: M.emailOrPhoneNumber }), value, name);
  return parsed!;
}

/** Sign-up, repair, password reset and the account questions of the sign-in pages. */
export const accountResolvers: Resolvers = {
  Query: {
    userAuthType: async (_root, args, context) => {
      const identifier = emailOrPhoneArg(args.emailOrPhoneNumber, 'emailOrPhoneNumber');
      await context.services.limiter.hit(identifier.value, ACCOUNT_LIMITS.lookup);
      return (await context.services.identity.findAccount(identifier))?.authType ?? null;
    },

    userByPhoneNumber: async (_root, args, context) => {
      const phoneNumber = phoneArg(args.phoneNumber);
      const password = parseArg(
        z.string({ error: M.required }).min(1, M.required).max(4096),
        args.password,
        'password',
      );
      await context.services.limiter.hit(phoneNumber, ACCOUNT_LIMITS.passwordCheck);
      const account = await context.services.identity.findAccount({
        kind: 'phone_number',
        value: phoneNumber,
      });
      if (!account?.signInEmail) return null;
      if (!(await context.services.identity.checkPassword(account.signInEmail, password))) {
        return null;
      }
      return { id: account.uid, email: account.signInEmail, authType: account.authType };
    },

    isPhoneNumberDuplicate: async (_root, args, context) => {
      const phoneNumber = phoneArg(args.phoneNumber);
      await context.services.limiter.hit(phoneNumber, ACCOUNT_LIMITS.lookup);
      const account = await context.services.identity.findAccount({
        kind: 'phone_number',
        value: phoneNumber,
      });
      if (account && account.uid !== context.uid) return true;
      const [row] = await context.db
        .select({ uid: endUsers.uid })
        .from(endUsers)
        .where(eq(endUsers.phoneNumber, phoneNumber));
      return row !== undefined && row.uid !== context.uid;
    },
  },

  Mutation: {
    createUserWithRelations: async (_root, args, context) => {
      const input = parseInput('createUserWithRelations', args.input);
      requireKnownIds(input.desiredOccupationIds, isOccupation, 'desiredOccupationIds');
      requireKnownIds(input.qualificationIds, isQualification, 'qualificationIds');
      requireKnownIds(
        input.scoutAllowOccupationCategoryIds,
        isOccupationCategory,
        'scoutAllowOccupationCategoryIds',
      );
      const identity = await context.auth.identity();
      const existing = await findMemberByUid(context.db, identity.uid);
      // A retried sign-up gets its record back unchanged.
      if (existing) return { ...echo(args.input), user: existing, entries: [] };

      const result = await createOnce(context, identity.uid, () =>
        context.db.transaction(async (tx) => {
          await releaseIdentifiers(tx, identity);
          const [member] = await tx
            .insert(endUsers)
            .values({
              ...identityColumns(identity),
              conversionId: newConversionId(),
              ...basicProfileColumns(input),
              desiredJobChangeTiming: input.desiredJobChangeTiming ?? null,
              scoutAllowOccupationCategoryIds: input.scoutAllowOccupationCategoryIds ?? [],
              conversionSource: input.conversionSource,
              ...attributionValues(input.attribution),
            })
            .returning();
          await replaceOccupations(tx, member!.id, input.desiredOccupationIds);
          await replaceQualifications(tx, member!.id, input.qualificationIds);
          if (input.favoriteJobIds?.length) await saveJobs(tx, member!.id, input.favoriteJobIds);
          const entries = input.entryJobIds?.length
            ? await applyAsMember(tx, member!, {
                jobIds: input.entryJobIds,
                message: null,
                conversionSource: 'job_entry',
                attribution: input.attribution,
                strict: false,
              })
            : [];
          await addNotice(tx, {
            endUserId: member!.id,
            text: '会員登録が完了しました。プロフィールを充実させるとスカウトが届きやすくなります。',
            url: '/member/',
          });
          return { user: member!, entries };
        }),
      );
      if (!('user' in result)) return { ...echo(args.input), user: result, entries: [] };
      forgetEntries(context);
      await syncToCrm(context, { member: result.user });
      return { ...echo(args.input), ...result };
    },

    recoverInconsistentUser: async (_root, args, context) => {
      const identity = await context.auth.identity();
      const existing = await findMemberByUid(context.db, identity.uid);
      const user = await createOnce(context, identity.uid, () =>
        context.db.transaction(async (tx) => {
          await releaseIdentifiers(tx, identity);
          if (existing) {
            const { uid: _uid, ...columns } = identityColumns(identity);
            return updateMember(tx, existing.id, columns);
          }
          const [member] = await tx
            .insert(endUsers)
            .values({
              ...identityColumns(identity),
              conversionId: newConversionId(),
              conversionSource: 'signup',
            })
            .returning();
          return member!;
        }),
      );
      context.auth.refresh();
      if (!existing) await syncToCrm(context, { member: user });
      return { ...echo(args.input), user };
    },

    resetUserPassword: async (_root, args, context) => {
      const input = parseInput('resetUserPassword', args.input);
      const identifier = parseEmailOrPhone(input.emailOrPhoneNumber)!;
      await context.services.limiter.hit(identifier.value, ACCOUNT_LIMITS.passwordReset);
      try {
        const account = await context.services.identity.findAccount(identifier);
        if (account?.signInEmail) {
          if (account.authType === 'phone_number' && account.phoneNumber) {
            const link = await context.services.identity.passwordResetLink(account.signInEmail);
            await context.services.sms.send(
              account.phoneNumber,
              `パスワード再設定のご案内です。次のリンクから新しいパスワードを設定してください（有効期限1時間）。\n${link}`,
            );
          } else {
            await context.services.identity.sendPasswordResetEmail(account.signInEmail);
          }
        }
      } catch (error) {
        // Accepted either way, so the answer never tells whether the account exists.
        context.log.error({ err: error }, 'password reset could not be sent');
      }
      return { ...echo(args.input), accepted: true };
    },
  },
};
