import {
  operationCost,
  QUERY_LIMITS,
  type QueryLimits,
  queryTooComplex,
  shapeLimitsRule,
} from '@jobsite/service-kit/graphql-limits';
import {
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  Kind,
  NoSchemaIntrospectionCustomRule,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/**
 * The api's second line behind the BFF: the BFF's own depth, alias and cost limits
 * (`@jobsite/service-kit/graphql-limits`), applied again here so an operation smuggled past
 * the BFF, or sent to the api directly, meets the same bounds; plus a bound on document size.
 */
export { QUERY_LIMITS };

/** A bound on the document's size as written: scalar fields cost nothing but still parse. */
export const DOCUMENT_LIMITS = Object.freeze({ maxFields: 2000 });

function documentSizeRule(): ValidationRule {
  return (context: ValidationContext) => {
    let fields = 0;
    return {
      [Kind.FIELD]() {
        fields += 1;
        if (fields === DOCUMENT_LIMITS.maxFields + 1) {
          context.reportError(queryTooComplex(`fields > ${DOCUMENT_LIMITS.maxFields}`));
        }
      },
    };
  };
}

/**
 * Validation rules of the api: depth, aliases and document size; no introspection in
 * production. (Cost needs the variables: costLimitHook.)
 */
export function validationRules({ production }: { production: boolean }): ValidationRule[] {
  return [
    shapeLimitsRule(),
    documentSizeRule(),
    ...(production ? [NoSchemaIntrospectionCustomRule] : []),
  ];
}

/**
 * The cost of every operation of the document with the request's variables, refused past
 * QUERY_LIMITS.maxCost (a Mercurius preExecution hook: runs for JSON and multipart requests
 * alike, after validation). Every operation is measured, not only the one executed: a
 * document is refused as a whole, as the depth and alias rules do.
 */
export function checkOperationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | null | undefined,
  limits: QueryLimits = QUERY_LIMITS,
): void {
  const fragments: Record<string, FragmentDefinitionNode> = {};
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
  }
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const root =
      definition.operation === 'mutation'
        ? schema.getMutationType()
        : definition.operation === 'query'
          ? schema.getQueryType()
          : schema.getSubscriptionType();
    if (!root) continue;
    const cost = operationCost(definition, root, fragments, variables, limits);
    if (cost > limits.maxCost)
      throw queryTooComplex(`cost ${cost} > ${limits.maxCost}`, definition);
  }
}
