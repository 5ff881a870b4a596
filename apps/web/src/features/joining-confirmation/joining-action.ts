'use server';

import { entryJoiningConfirmationSchema, fieldErrors } from '@jobsite/domain/validators';
import { GraphQLRequestError } from '@/lib/graphql/operation';
import { requestGraphQL } from '@/lib/graphql/server';
import { updateJoiningConfirmationMutation } from './joining-documents';
import { hasJoinedOf, type JoiningState, type JoiningValues } from './joining-state';

const FAILED = '送信できませんでした。時間をおいて再度お試しください。';

/**
 * The answer to a joining confirmation (spec §7 updateEntryJoiningConfirmation), checked with
 * the domain's schema here and again by the api. A link already answered or expired comes
 * back as a field error on the token, shown as the page's message.
 */
export async function submitJoining(token: string, values: JoiningValues): Promise<JoiningState> {
  const parsed = entryJoiningConfirmationSchema.safeParse({
    token,
    hasJoined: hasJoinedOf(values.hasJoined),
    joinedOn: values.hasJoined === 'true' ? values.joinedOn : null,
  });
  if (!parsed.success) {
    return { status: 'invalid', values, fieldErrors: fieldErrors(parsed.error) };
  }
  try {
    const result = await requestGraphQL(updateJoiningConfirmationMutation, {
      input: {
        token: parsed.data.token,
        hasJoined: parsed.data.hasJoined,
        joinedOn: parsed.data.joinedOn ?? null,
      },
    });
    const { hasJoined, joinedOn } = result.updateEntryJoiningConfirmation.confirmation;
    return { status: 'answered', hasJoined: hasJoined ?? false, joinedOn: joinedOn ?? null };
  } catch (error) {
    if (error instanceof GraphQLRequestError && error.code === 'BAD_USER_INPUT') {
      const remote = error.errors[0]?.extensions?.fieldErrors ?? {};
      const mapped = Object.fromEntries(
        Object.entries(remote).map(([path, message]) => [path.replace(/^input\./, ''), message]),
      );
      if (Object.keys(mapped).length > 0) return { status: 'invalid', values, fieldErrors: mapped };
    }
    return { status: 'error', values, message: FAILED };
  }
}
