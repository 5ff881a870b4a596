import { ErrorCode, errorMessage } from '@jobsite/domain/errors';
import {
  type FieldNode,
  type FragmentDefinitionNode,
  GraphQLError,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLOutputType,
  getNamedType,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
  valueFromASTUntyped,
} from 'graphql';

/**
 * The depth, alias and cost limits of a GraphQL operation, one set for the BFF (first line)
 * and the api (second line, behind it): whatever the BFF accepts the api accepts, and an
 * operation smuggled past the BFF meets the same bounds.
 *
 * Limits on what one operation may ask for. A job list of 100 with company, prefecture and
 * features costs about 1,300; the deepest read the web makes (a room's entry's job's
 * company) nests 7. The numbers leave room for those and refuse the shapes that multiply
 * work (deep nesting, repeated aliases, lists inside lists).
 */
export const QUERY_LIMITS = Object.freeze({
  maxDepth: 10,
  maxAliases: 20,
  maxCost: 5000,
  /** Assumed size of a list whose size no argument gives. */
  defaultListSize: 10,
});

export type QueryLimits = typeof QUERY_LIMITS;

/** Arguments that say how many items a list field (or the `nodes`/`edges` below it) has. */
const SIZE_ARGUMENTS = ['per', 'first', 'limit', 'last'] as const;
const ID_LIST_ARGUMENTS = ['ids', 'jobIds'] as const;

export function queryTooComplex(reason: string, node?: OperationDefinitionNode): GraphQLError {
  return new GraphQLError(errorMessage(ErrorCode.QUERY_TOO_COMPLEX), {
    ...(node ? { nodes: [node] } : {}),
    extensions: { code: ErrorCode.QUERY_TOO_COMPLEX, reason },
  });
}

type FragmentLookup = (name: string) => FragmentDefinitionNode | null | undefined;

/**
 * What a fragment measured, once per document: a fragment spread many times (each spreading
 * others many times) would otherwise be walked exponentially often.
 */
type Memo = Map<string, number>;

/**
 * What a fragment spread adds (`of` its selection set), computed once per fragment (`memo`);
 * 0 for an unknown fragment or one already being walked (a cycle is cut).
 */
function spreadValue(
  name: string,
  fragment: FragmentLookup,
  visiting: Set<string>,
  memo: Memo,
  of: (selectionSet: SelectionSetNode) => number,
): number {
  const definition = fragment(name);
  if (!definition || visiting.has(name)) return 0;
  let value = memo.get(name);
  if (value === undefined) {
    visiting.add(name);
    value = of(definition.selectionSet);
    visiting.delete(name);
    memo.set(name, value);
  }
  return value;
}

/** Deepest field nesting of a selection set, following fragments (cycles are cut). */
function depthOf(
  selectionSet: SelectionSetNode,
  fragment: FragmentLookup,
  visiting: Set<string>,
  memo: Memo = new Map(),
): number {
  let deepest = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value.startsWith('__')) continue;
      const below = selection.selectionSet
        ? depthOf(selection.selectionSet, fragment, visiting, memo)
        : 0;
      deepest = Math.max(deepest, 1 + below);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      deepest = Math.max(deepest, depthOf(selection.selectionSet, fragment, visiting, memo));
    } else {
      const depth = spreadValue(selection.name.value, fragment, visiting, memo, (set) =>
        depthOf(set, fragment, visiting, memo),
      );
      deepest = Math.max(deepest, depth);
    }
  }
  return deepest;
}

/** Aliases in a selection set, fragments counted each time they are spread. */
function aliasesOf(
  selectionSet: SelectionSetNode,
  fragment: FragmentLookup,
  visiting: Set<string>,
  memo: Memo = new Map(),
): number {
  let count = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.alias) count += 1;
      if (selection.selectionSet)
        count += aliasesOf(selection.selectionSet, fragment, visiting, memo);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      count += aliasesOf(selection.selectionSet, fragment, visiting, memo);
    } else {
      count += spreadValue(selection.name.value, fragment, visiting, memo, (set) =>
        aliasesOf(set, fragment, visiting, memo),
      );
    }
  }
  return count;
}

/** Validation rule: depth and alias limits (cost needs variables: see operationCost). */
export function shapeLimitsRule(limits: QueryLimits = QUERY_LIMITS): ValidationRule {
  return (context: ValidationContext) => {
    const fragment: FragmentLookup = (name) => context.getFragment(name);
    return {
      OperationDefinition(node) {
        const depth = depthOf(node.selectionSet, fragment, new Set());
        if (depth > limits.maxDepth) {
          context.reportError(queryTooComplex(`depth ${depth} > ${limits.maxDepth}`, node));
        }
        const aliases = aliasesOf(node.selectionSet, fragment, new Set());
        if (aliases > limits.maxAliases) {
          context.reportError(queryTooComplex(`aliases ${aliases} > ${limits.maxAliases}`, node));
        }
      },
    };
  };
}

function unwrap(type: GraphQLOutputType): { list: boolean; named: GraphQLNamedType } {
  let current = type;
  if (isNonNullType(current)) current = current.ofType;
  return { list: isListType(current), named: getNamedType(type) };
}

function argumentValue(
  field: FieldNode,
  names: readonly string[],
  variables: Record<string, unknown>,
): unknown {
  for (const argument of field.arguments ?? []) {
    if (names.includes(argument.name.value)) return valueFromASTUntyped(argument.value, variables);
  }
  return undefined;
}

/** Size a field announces for its list (its own or the `nodes`/`edges` below it). */
function announcedSize(field: FieldNode, variables: Record<string, unknown>): number | undefined {
  const size = argumentValue(field, SIZE_ARGUMENTS, variables);
  if (typeof size === 'number' && Number.isFinite(size)) return Math.max(0, size);
  const ids = argumentValue(field, ID_LIST_ARGUMENTS, variables);
  if (Array.isArray(ids)) return ids.length;
  return undefined;
}

interface CostContext {
  fragments: Record<string, FragmentDefinitionNode>;
  /** Cost of a fragment per parent type and page size passed down (see Memo). */
  memo?: Memo;
  variables: Record<string, unknown>;
  limits: QueryLimits;
}

/**
 * Cost of a selection: each object field costs 1, times the size of every list it sits in.
 * Scalars are free (they come with their object). `pendingSize` carries a page size from a
 * field such as `searchJobs(per: 100)` down to the list it sizes (`nodes`).
 */
function costOf(
  selectionSet: SelectionSetNode,
  parent: GraphQLNamedType,
  context: CostContext,
  pendingSize: number | undefined,
  visiting: Set<string>,
): number {
  if (!isObjectType(parent)) return 0;
  const fields = parent.getFields();
  let total = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      const definition: GraphQLField<unknown, unknown> | undefined = fields[selection.name.value];
      if (!definition || !selection.selectionSet) continue;
      const { list, named } = unwrap(definition.type);
      const announced = announcedSize(selection, context.variables);
      let multiplier = 1;
      let passDown = announced ?? pendingSize;
      if (list) {
        multiplier = announced ?? pendingSize ?? context.limits.defaultListSize;
        passDown = undefined;
      }
      total +=
        multiplier * (1 + costOf(selection.selectionSet, named, context, passDown, visiting));
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      total += costOf(selection.selectionSet, parent, context, pendingSize, visiting);
    } else {
      const name = selection.name.value;
      const definition = context.fragments[name];
      if (!definition || visiting.has(name)) continue;
      context.memo ??= new Map();
      const key = `${name}\n${parent.name}\n${pendingSize ?? ''}`;
      let cost = context.memo.get(key);
      if (cost === undefined) {
        visiting.add(name);
        cost = costOf(definition.selectionSet, parent, context, pendingSize, visiting);
        visiting.delete(name);
        context.memo.set(key, cost);
      }
      total += cost;
    }
  }
  return total;
}

/** Cost of an operation with its variables (see costOf). */
export function operationCost(
  operation: OperationDefinitionNode,
  rootType: GraphQLNamedType,
  fragments: Record<string, FragmentDefinitionNode>,
  variables: Record<string, unknown> | null | undefined,
  limits: QueryLimits = QUERY_LIMITS,
): number {
  return costOf(
    operation.selectionSet,
    rootType,
    { fragments, variables: variables ?? {}, limits },
    undefined,
    new Set(),
  );
}
