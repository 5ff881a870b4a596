import {
  type DocumentNode,
  type FragmentDefinitionNode,
  GraphQLError,
  type GraphQLSchema,
  getOperationAST,
  Kind,
  type OperationDefinitionNode,
  parse,
  specifiedRules,
  stripIgnoredCharacters,
  type ValidationRule,
  validate,
} from 'graphql';
import { LRUCache } from 'lru-cache';
import { isMasterDataField } from './master-data';
import { documentIdOf } from './trusted-documents';

/** What the BFF knows about one operation text that parses and validates against the contract. */
export interface OperationPlan {
  errors?: undefined;
  document: DocumentNode;
  /** The persisted-document id of the text (trusted-documents.ts). */
  documentId: string;
  operation: OperationDefinitionNode;
  fragments: Record<string, FragmentDefinitionNode>;
  /** Every root field is answered by the BFF's own schema (`__typename`, introspection). */
  local: boolean;
  /**
   * When the operation is a query whose every root field is master data (`__typename` aside):
   * those fields, sorted and unique. Null otherwise.
   */
  masterFields: readonly string[] | null;
  /** Master-data queries only: the text without what does not change its meaning. */
  normalized: string;
}

function masterFieldsOf(operation: OperationDefinitionNode): string[] | null {
  if (operation.operation !== 'query') return null;
  const fields: string[] = [];
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind !== Kind.FIELD) return null;
    const name = selection.name.value;
    if (name === '__typename') continue;
    if (!isMasterDataField(name)) return null;
    fields.push(name);
  }
  return fields.length > 0 ? [...new Set(fields)].sort() : null;
}

/** Why a text has no plan: syntax, validation, or no operation to run. */
export interface PlanFailure {
  errors: readonly GraphQLError[];
  /** The document's id when it parsed (so an unlisted document is told as such first). */
  documentId?: string;
}

/**
 * Parsed and validated operations, by (operation name, text), kept for the next request that
 * sends the same text (LRU), failures too. Validation: graphql-js' rules and the BFF's own
 * (depth and alias limits, introspection off in production).
 */
export class OperationPlans {
  readonly #plans = new LRUCache<string, OperationPlan | PlanFailure>({ max: 2000 });
  readonly #rules: readonly ValidationRule[];

  constructor(
    private readonly schema: GraphQLSchema,
    validationRules: readonly ValidationRule[],
  ) {
    this.#rules = [...specifiedRules, ...validationRules];
  }

  get(query: string, operationName: string | undefined): OperationPlan | PlanFailure {
    const key = `${operationName ?? ''}\n${query}`;
    let plan = this.#plans.get(key);
    if (plan === undefined) {
      plan = this.#make(query, operationName);
      this.#plans.set(key, plan);
    }
    return plan;
  }

  #make(query: string, operationName: string | undefined): OperationPlan | PlanFailure {
    let document: DocumentNode;
    try {
      document = parse(query);
    } catch (error) {
      return { errors: [error instanceof GraphQLError ? error : new GraphQLError(String(error))] };
    }
    const documentId = documentIdOf(document);
    const errors = validate(this.schema, document, this.#rules);
    if (errors.length > 0) return { errors, documentId };
    const operation = getOperationAST(document, operationName);
    if (!operation) {
      const reason = operationName
        ? `Unknown operation named "${operationName}".`
        : 'Must provide operation name if query contains multiple operations.';
      return { errors: [new GraphQLError(reason)], documentId };
    }
    const fragments: Record<string, FragmentDefinitionNode> = {};
    for (const definition of document.definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) {
        fragments[definition.name.value] = definition;
      }
    }
    const masterFields = masterFieldsOf(operation);
    return {
      document,
      documentId,
      operation,
      fragments,
      local: operation.selectionSet.selections.every(
        (selection) => selection.kind === Kind.FIELD && selection.name.value.startsWith('__'),
      ),
      masterFields,
      normalized: masterFields ? stripIgnoredCharacters(query) : '',
    };
  }
}
