import { parseEmailOrPhone } from '@jobsite/domain/validators';
import type { FastifyRequest } from 'fastify';
import {
  type FieldNode,
  type FragmentDefinitionNode,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  valueFromASTUntyped,
} from 'graphql';
import { clientKey } from '../rate-limit/client-address';

/**
 * Root fields that tell whether an account exists (or check its password): the argument that
 * names the account.
 */
const ACCOUNT_LOOKUPS: ReadonlyMap<string, string> = new Map([
  ['userAuthType', 'emailOrPhoneNumber'],
  ['isPhoneNumberDuplicate', 'phoneNumber'],
  ['userByPhoneNumber', 'phoneNumber'],
]);

/** Each look-up an operation makes, aliases and fragments included (one per occurrence). */
const lookupsOfOperation = new WeakMap<OperationDefinitionNode, readonly FieldNode[]>();

function collect(
  selectionSet: SelectionSetNode,
  fragments: Record<string, FragmentDefinitionNode>,
  found: FieldNode[],
  visiting: Set<string>,
): void {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (ACCOUNT_LOOKUPS.has(selection.name.value)) found.push(selection);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      collect(selection.selectionSet, fragments, found, visiting);
    } else {
      const name = selection.name.value;
      const fragment = fragments[name];
      if (!fragment || visiting.has(name)) continue;
      visiting.add(name);
      collect(fragment.selectionSet, fragments, found, visiting);
      visiting.delete(name);
    }
  }
}

/** The account look-ups of an operation (found once per parsed operation). */
export function accountLookups(
  operation: OperationDefinitionNode,
  fragments: Record<string, FragmentDefinitionNode>,
): readonly FieldNode[] {
  let found = lookupsOfOperation.get(operation);
  if (!found) {
    const list: FieldNode[] = [];
    if (operation.operation === 'query')
      collect(operation.selectionSet, fragments, list, new Set());
    found = list;
    lookupsOfOperation.set(operation, found);
  }
  return found;
}

/** The account a look-up asks about, normalised as sign-in normalises it. */
function identifierOf(field: FieldNode, variables: Record<string, unknown>): string {
  const argumentName = ACCOUNT_LOOKUPS.get(field.name.value);
  const argument = field.arguments?.find((a) => a.name.value === argumentName);
  const value = argument ? valueFromASTUntyped(argument.value, variables) : undefined;
  const text = typeof value === 'string' ? value : JSON.stringify(value ?? null);
  return parseEmailOrPhone(text)?.value ?? text.trim().normalize('NFKC').toLowerCase();
}

/**
 * Counts each account look-up against the per-address, per-account and global limits, in
 * Redis so every BFF process shares them (the api's own per-account limit lives in one
 * process's memory). Throws RATE_LIMITED (429) past any of them.
 */
export async function enforceAccountLookupLimits(
  request: FastifyRequest,
  lookups: readonly FieldNode[],
  variables: Record<string, unknown> | null | undefined,
): Promise<void> {
  const { rateLimiter, rateLimits } = request.server;
  const client = clientKey(request);
  for (const field of lookups) {
    await rateLimiter.enforce(rateLimits.accountLookupPerIp, client);
    await rateLimiter.enforce(rateLimits.accountLookupGlobal, 'all');
    await rateLimiter.enforce(
      rateLimits.accountLookupPerAccount,
      identifierOf(field, variables ?? {}),
    );
  }
}
