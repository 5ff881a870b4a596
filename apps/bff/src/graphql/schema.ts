import { createHash } from 'node:crypto';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { typeDefs } from '@jobsite/domain/graphql';
import { GraphQLScalarType, valueFromASTUntyped } from 'graphql';

/** Scalars pass through as given; the upstream parses and checks them. */
function passThroughScalar(name: string): GraphQLScalarType {
  return new GraphQLScalarType({
    name,
    serialize: (value) => value,
    parseValue: (value) => value,
    parseLiteral: (node, variables) => valueFromASTUntyped(node, variables),
  });
}

/**
 * The BFF's schema: the contract of packages/domain. The BFF validates and limits operations
 * against it and answers introspection and `__typename` from it; it resolves nothing else
 * itself: every other operation is forwarded upstream (see plugins/graphql.ts).
 */
export function buildContractSchema() {
  return makeExecutableSchema({
    typeDefs,
    resolvers: {
      DateTime: passThroughScalar('DateTime'),
      Date: passThroughScalar('Date'),
      Upload: passThroughScalar('Upload'),
    },
  });
}

/** Short hash of the contract: cache entries of another contract version are never read. */
export const contractVersion = createHash('sha256').update(typeDefs).digest('hex').slice(0, 12);
