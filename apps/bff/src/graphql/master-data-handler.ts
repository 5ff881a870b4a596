import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  getOperationAST,
  getVariableValues,
  Kind,
  type OperationDefinitionNode,
  parse,
  specifiedRules,
  type ValidationRule,
  validate,
} from 'graphql';
import { LruMap } from '../cache/lru-map';
import type { CachePolicy, MasterDataCache } from '../cache/master-data-cache';
import { UpstreamError } from '../upstream/client';
import { catalogueError } from './errors';
import { checkGraphqlAnswer, graphqlParams } from './forward';
import { operationCost, type QueryLimits } from './limits';
import { isMasterDataField, policyOf } from './master-data';

/** What the BFF knows about one cacheable operation text. */
interface MasterDataPlan {
  operation: OperationDefinitionNode;
  fragments: Record<string, FragmentDefinitionNode>;
  fields: string[];
  policy: CachePolicy;
}

export interface MasterDataHandlerOptions {
  schema: GraphQLSchema;
  validationRules: readonly ValidationRule[];
  limits: QueryLimits;
  cache: MasterDataCache;
  ttlOverrideMs?: number | undefined;
}

/** Key order must not matter: `{a,b}` and `{b,a}` are the same variables. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** A cacheable answer: data and no errors (an error is never cached). */
function isCleanAnswer(statusCode: number, body: string): boolean {
  if (statusCode !== 200) return false;
  try {
    const parsed = JSON.parse(body) as { data?: unknown; errors?: unknown[] };
    return parsed.data != null && (!parsed.errors || parsed.errors.length === 0);
  } catch {
    return false;
  }
}

/**
 * A preHandler on /graphql that answers master-data queries from the cache before Mercurius
 * runs, so a hit costs a lookup and a write of stored bytes. An operation qualifies when it
 * is a valid query whose every root field is master data; anything else (or anything that
 * does not validate) goes on to Mercurius and is forwarded or refused there.
 */
export function masterDataHandler(options: MasterDataHandlerOptions) {
  const plans = new LruMap<string, MasterDataPlan | null>(2000);
  const rules = [...specifiedRules, ...options.validationRules];

  function planFor(query: string, operationName: string | undefined): MasterDataPlan | null {
    const planKey = `${operationName ?? ''}\n${query}`;
    let plan = plans.get(planKey);
    if (plan === undefined) {
      plan = makePlan(query, operationName);
      plans.set(planKey, plan);
    }
    return plan;
  }

  function makePlan(query: string, operationName: string | undefined): MasterDataPlan | null {
    let document: DocumentNode;
    try {
      document = parse(query);
    } catch {
      return null;
    }
    const operation = getOperationAST(document, operationName);
    if (operation?.operation !== 'query') return null;
    const fields: string[] = [];
    for (const selection of operation.selectionSet.selections) {
      if (selection.kind !== Kind.FIELD) return null;
      const name = selection.name.value;
      if (name === '__typename') continue;
      if (!isMasterDataField(name)) return null;
      fields.push(name);
    }
    if (fields.length === 0) return null;
    if (validate(options.schema, document, rules).length > 0) return null;
    const fragments: Record<string, FragmentDefinitionNode> = {};
    for (const definition of document.definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION)
        fragments[definition.name.value] = definition;
    }
    const unique = [...new Set(fields)].sort();
    return {
      operation,
      fragments,
      fields: unique,
      policy: policyOf(unique, options.ttlOverrideMs),
    };
  }

  return async function answerMasterData(request: FastifyRequest, reply: FastifyReply) {
    if (request.multipart) return;
    const params = graphqlParams(request);
    if (typeof params.query !== 'string') return;
    const operationName =
      typeof params.operationName === 'string' ? params.operationName : undefined;
    const plan = planFor(params.query, operationName);
    if (!plan) return;
    const inputs = params.variables ?? {};
    if (typeof inputs !== 'object' || Array.isArray(inputs)) return;
    const coerced = getVariableValues(
      options.schema,
      plan.operation.variableDefinitions ?? [],
      inputs as Record<string, unknown>,
    );
    if (coerced.errors) return;
    const root = options.schema.getQueryType();
    if (
      !root ||
      operationCost(plan.operation, root, plan.fragments, coerced.coerced, options.limits) >
        options.limits.maxCost
    ) {
      return;
    }

    const key = createHash('sha256')
      .update(canonicalJson([operationName ?? null, params.query, coerced.coerced]))
      .digest('base64url');
    const upstreamBody = JSON.stringify({
      query: params.query,
      ...(operationName ? { operationName } : {}),
      ...(params.variables ? { variables: params.variables } : {}),
    });
    request.operationKind = 'cached';
    try {
      const answer = await options.cache.get(key, plan.fields, plan.policy, async () => {
        // Master data is the same for every visitor: fetched without the member's token.
        const response = await request.server.upstream.post(upstreamBody, {
          requestId: request.id,
        });
        checkGraphqlAnswer(response);
        return {
          statusCode: response.statusCode,
          body: response.body,
          cacheable: isCleanAnswer(response.statusCode, response.body),
        };
      });
      return reply
        .code(answer.statusCode)
        .header('x-cache', answer.status)
        .type('application/json; charset=utf-8')
        .send(answer.body);
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      request.log.error({ err: error.cause ?? error }, `upstream request failed: ${error.code}`);
      return reply
        .code(error.statusCode)
        .send({ data: null, errors: [catalogueError(error.code)] });
    }
  };
}
