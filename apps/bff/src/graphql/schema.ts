import { createHash } from 'node:crypto';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { typeDefs } from '@jobsite/domain/graphql';
import {
  buildASTSchema,
  type GraphQLFieldResolver,
  type GraphQLResolveInfo,
  GraphQLScalarType,
  isObjectType,
  parse,
  valueFromASTUntyped,
} from 'graphql';

/** What a forwarded operation's root fields read: the upstream's parsed answer. */
export interface UpstreamResult {
  data?: Record<string, unknown> | null;
  errors?: unknown[];
}

/** The part of the resolver context the forwarding schema needs. */
export interface ForwardingContext {
  /** Sends the whole operation upstream once per request; every root field shares the answer. */
  forward: () => Promise<UpstreamResult>;
}

/** Reads a field by its response key, so aliases in the forwarded operation line up. */
const byResponseKey: GraphQLFieldResolver<Record<string, unknown> | null, unknown> = (
  source,
  _args,
  _context,
  info: GraphQLResolveInfo,
) => source?.[info.path.key as string];

/** A root field: the operation's one upstream answer, read at this field's response key. */
const forwardedRootField: GraphQLFieldResolver<unknown, ForwardingContext> = async (
  _source,
  _args,
  context,
  info,
) => {
  const result = await context.forward();
  return result.data?.[info.path.key as string] ?? null;
};

/** Scalars pass through as the upstream serialised them; the upstream parses inputs. */
function passThroughScalar(name: string): GraphQLScalarType {
  return new GraphQLScalarType({
    name,
    serialize: (value) => value,
    parseValue: (value) => value,
    parseLiteral: (node, variables) => valueFromASTUntyped(node, variables),
  });
}

/**
 * The BFF's executable schema: the contract of packages/domain, with resolvers that forward
 * each operation upstream in one round-trip and read the answer back field by field.
 * Introspection and `__typename` are answered locally.
 */
export function buildForwardingSchema() {
  const contract = buildASTSchema(parse(typeDefs));
  const resolvers: Record<string, unknown> = {};
  const rootNames = new Set(
    [contract.getQueryType(), contract.getMutationType(), contract.getSubscriptionType()]
      .filter((type) => type != null)
      .map((type) => type.name),
  );
  for (const type of Object.values(contract.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isObjectType(type)) {
      const resolver = rootNames.has(type.name) ? forwardedRootField : byResponseKey;
      resolvers[type.name] = Object.fromEntries(
        Object.keys(type.getFields()).map((field) => [field, resolver]),
      );
    } else if (type instanceof GraphQLScalarType && !isBuiltIn(type.name)) {
      resolvers[type.name] = passThroughScalar(type.name);
    }
  }
  return makeExecutableSchema({ typeDefs, resolvers: resolvers as never });
}

function isBuiltIn(name: string): boolean {
  return ['String', 'Int', 'Float', 'Boolean', 'ID'].includes(name);
}

/** Short hash of the contract: cache entries of another contract version are never read. */
export const contractVersion = createHash('sha256').update(typeDefs).digest('hex').slice(0, 12);
