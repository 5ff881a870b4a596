import { DomainError } from '@jobsite/domain/errors';
import {
  findOccupationById,
  findOccupationCategoryById,
  findQualificationById,
} from '@jobsite/domain/masters';
import {
  VALIDATION_MESSAGES as M,
  MUTATION_INPUT_SCHEMAS,
  type MutationWithInputSchema,
} from '@jobsite/domain/validators';
import type { z } from 'zod';
import { parseArgs } from '../graphql/args';
import type { ApiContext } from '../graphql/context';

/**
 * Input handling shared by the member half: every mutation input is parsed with its schema
 * of `MUTATION_INPUT_SCHEMAS` (BAD_USER_INPUT with `fieldErrors` keyed by the input's own
 * field paths, e.g. `jobHistories.0.companyName`, as the web's forms name them).
 */
export function parseInput<N extends MutationWithInputSchema>(
  name: N,
  input: unknown,
): z.output<(typeof MUTATION_INPUT_SCHEMAS)[N]> {
  return parseArgs(MUTATION_INPUT_SCHEMAS[name], input) as z.output<
    (typeof MUTATION_INPUT_SCHEMAS)[N]
  >;
}

/** `clientMutationId` echoed into a payload. */
export function echo(input: { clientMutationId?: string | null }): {
  clientMutationId: string | null;
} {
  return { clientMutationId: input.clientMutationId ?? null };
}

/** BAD_USER_INPUT on `path` unless every id names an entry of a master list. */
export function requireKnownIds(
  ids: readonly number[] | null | undefined,
  exists: (id: number) => boolean,
  path: string,
): void {
  if (!ids) return;
  const index = ids.findIndex((id) => !exists(id));
  if (index >= 0) throw DomainError.badUserInput({ [`${path}.${index}`]: M.select });
}

export const isOccupation = (id: number) => findOccupationById(id) !== undefined;
export const isQualification = (id: number) => findQualificationById(id) !== undefined;
export const isOccupationCategory = (id: number) => findOccupationCategoryById(id) !== undefined;

/** Drops the request's cached member reads after a write changed them. */
export function forgetMember(context: ApiContext): void {
  context.auth.refresh();
  for (const loader of Object.values(context.loaders.members.profile)) loader.clearAll();
  context.loaders.members.favorites.savedJobIds.clearAll();
}
