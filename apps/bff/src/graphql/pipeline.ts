import { ErrorCode } from '@jobsite/domain/errors';
import { graphqlParamsProblem } from '@jobsite/service-kit';
import type { QueryLimits } from '@jobsite/service-kit/graphql-limits';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { execute, type GraphQLError, type GraphQLSchema, getVariableValues } from 'graphql';
import { LRUCache } from 'lru-cache';
import { BffError } from '../http/errors';
import { UpstreamError } from '../upstream/client';
import { catalogueError, type ForwardingOutcome, formatLocalError } from './errors';
import { forwardOperation, type GraphqlParams } from './forward';
import {
  type MasterDataAnswer,
  type MasterDataRequest,
  masterDataKey,
} from './master-data-handler';
import { enforceOperationLimits, sendGraphqlError } from './operation-limits';
import type { OperationPlan, OperationPlans } from './operation-plans';
import { isDocumentId, type TrustedDocuments } from './trusted-documents';

export interface PipelineOptions {
  schema: GraphQLSchema;
  plans: OperationPlans;
  limits: QueryLimits;
  trusted: TrustedDocuments;
  answerMasterData: MasterDataAnswer;
  /** Production: graphql-js' "Did you mean …?" hints are cut from reasons (they spell the schema). */
  hideSuggestions: boolean;
}

/** A request's GraphQL parameters: the POST body, or the GET query string. */
function readParams(request: FastifyRequest): GraphqlParams | string {
  if (request.method !== 'GET') {
    const body = request.body;
    if (Array.isArray(body)) return 'batched requests are not supported';
    if (!body || typeof body !== 'object') return 'the body is not a GraphQL request object';
    return body as GraphqlParams;
  }
  const query = request.query as Record<string, unknown>;
  const params: GraphqlParams = { ...query };
  for (const name of ['variables', 'extensions'] as const) {
    const value = query[name];
    if (typeof value !== 'string') continue;
    try {
      params[name] = JSON.parse(value) as unknown;
    } catch {
      return `${name} must be JSON`;
    }
  }
  return params;
}

/** The id a client names its document by: `documentId`, or Apollo's persisted-query hash. */
function documentIdParam(params: GraphqlParams): unknown {
  if (params.documentId !== undefined) return params.documentId;
  const persisted = (params.extensions as { persistedQuery?: { sha256Hash?: unknown } } | null)
    ?.persistedQuery;
  if (persisted && typeof persisted === 'object') {
    return typeof persisted.sha256Hash === 'string'
      ? `sha256:${persisted.sha256Hash}`
      : persisted.sha256Hash;
  }
  return undefined;
}

function badRequest(reply: FastifyReply, reason: string, statusCode = 400) {
  return reply.code(statusCode).send({
    data: null,
    errors: [catalogueError(ErrorCode.BAD_USER_INPUT, { reason })],
  });
}

function notTrusted(reply: FastifyReply) {
  return reply
    .code(400)
    .send({ data: null, errors: [catalogueError(ErrorCode.DOCUMENT_NOT_TRUSTED)] });
}

function sendErrors(
  request: FastifyRequest,
  reply: FastifyReply,
  errors: readonly GraphQLError[],
  hideSuggestions: boolean,
) {
  let statusCode = 400;
  const formatted = errors.map((error) => {
    const local = formatLocalError(error, request, { hideSuggestions });
    statusCode = Math.max(statusCode, local.statusCode);
    return local.formatted;
  });
  return reply.code(statusCode).send({ data: null, errors: formatted });
}

/** The body the upstream gets: the client's JSON as it came when it sent the text itself. */
function upstreamBody(
  request: FastifyRequest,
  params: GraphqlParams,
  text: string,
  operationName: string | undefined,
): string | undefined {
  if (request.multipart) return undefined;
  const sentAsIs =
    request.jsonBody !== null &&
    params.query === text &&
    params.documentId === undefined &&
    params.extensions == null &&
    Object.keys(params).every(
      (key) => key === 'query' || key === 'operationName' || key === 'variables',
    );
  if (sentAsIs) return request.jsonBody ?? undefined;
  return JSON.stringify({
    query: text,
    ...(operationName ? { operationName } : {}),
    ...(params.variables != null ? { variables: params.variables } : {}),
  });
}

/**
 * `/graphql`, GET and POST, in one pipeline (docs/decisions/0035-one-bff-pipeline-and-trusted-documents.md).
 * Every request meets the same Fastify hooks (security headers, request id, CSRF, metrics,
 * logs) and then, here: parameters → the document (a listed id, or text whose id is listed
 * when only trusted documents run) → its plan (parsed and validated once per text: depth and
 * alias limits, introspection off in production) → method and variables → cost, look-up and
 * mutation limits → an answer: introspection and `__typename` executed on the contract's
 * schema, master data from the cache, anything else forwarded upstream with the member's
 * token, its status and bytes sent back as they came.
 */
export function graphqlPipeline(options: PipelineOptions) {
  const { schema, plans, limits, trusted, hideSuggestions } = options;
  /**
   * Master-data requests that passed every check, by their exact bytes (a GET's URL, a POST's
   * JSON text): each check depends on those bytes alone (master data has no account look-ups
   * and no mutation), so a repeat goes straight to the cache. The hot path of cached master
   * data, sent by every page of the web (bench: docs/performance.md).
   */
  const checked = new LRUCache<string, { plan: OperationPlan; operation: MasterDataRequest }>({
    max: 2000,
  });

  async function answerMasterData(
    request: FastifyRequest,
    reply: FastifyReply,
    plan: OperationPlan,
    operation: MasterDataRequest,
  ) {
    request.operationKind = 'query';
    request.masterFields = plan.masterFields;
    const cached = await options.answerMasterData(request, plan, operation);
    reply.header('x-cache', cached.status);
    return reply.code(cached.statusCode).type('application/json; charset=utf-8').send(cached.body);
  }

  return async function handleGraphql(request: FastifyRequest, reply: FastifyReply) {
    const bytes = request.method === 'GET' ? request.url : request.jsonBody;
    const seen = bytes ? checked.get(bytes) : undefined;
    if (seen) {
      try {
        return await answerMasterData(request, reply, seen.plan, seen.operation);
      } catch (error) {
        return sendFailure(request, reply, error, {});
      }
    }
    const params = readParams(request);
    if (typeof params === 'string') return badRequest(reply, params);

    let text = params.query;
    const id = documentIdParam(params);
    if (id !== undefined) {
      if (!isDocumentId(id)) return badRequest(reply, 'documentId must be "sha256:<64 hex>"');
      const listed = trusted.text(id);
      if (listed !== undefined) text = listed;
      else if (typeof text !== 'string' || trusted.listedOnly) return notTrusted(reply);
    }
    const problem = graphqlParamsProblem({ ...params, query: text, documentId: undefined });
    if (problem) return badRequest(reply, problem);
    const query = text as string;
    const operationName =
      typeof params.operationName === 'string' && params.operationName !== ''
        ? params.operationName
        : undefined;

    const planned = plans.get(query, operationName);
    if (!trusted.allows(planned.documentId ?? '')) return notTrusted(reply);
    if (planned.errors) return sendErrors(request, reply, planned.errors, hideSuggestions);
    const plan: OperationPlan = planned;
    const kind = plan.operation.operation;
    if (kind === 'subscription') return badRequest(reply, 'subscriptions are not supported');
    if (kind === 'mutation' && request.method !== 'POST') {
      reply.header('allow', 'POST');
      return badRequest(reply, 'a mutation must be sent with POST', 405);
    }
    const coerced = getVariableValues(
      schema,
      plan.operation.variableDefinitions ?? [],
      (params.variables ?? {}) as Record<string, unknown>,
    );
    if (coerced.errors) return sendErrors(request, reply, coerced.errors, hideSuggestions);
    request.operationKind = kind;
    request.masterFields = plan.masterFields;

    if (plan.local) {
      const result = await execute({
        schema,
        document: plan.document,
        variableValues: coerced.coerced,
        ...(operationName ? { operationName } : {}),
      });
      return reply.code(200).type('application/json; charset=utf-8').send(JSON.stringify(result));
    }

    const outcome: ForwardingOutcome = {};
    try {
      await enforceOperationLimits(
        request,
        reply,
        schema,
        limits,
        plan.operation,
        plan.fragments,
        coerced.coerced,
      );
      if (plan.masterFields && !request.multipart) {
        const operation: MasterDataRequest = {
          query,
          operationName,
          variables: params.variables,
          key: masterDataKey(plan, operationName, coerced.coerced),
        };
        if (bytes) checked.set(bytes, { plan, operation });
        return await answerMasterData(request, reply, plan, operation);
      }
      const forwarded = await forwardOperation(
        request,
        reply,
        outcome,
        upstreamBody(request, params, query, operationName),
      );
      return reply
        .code(forwarded.statusCode)
        .type('application/json; charset=utf-8')
        .send(forwarded.body);
    } catch (error) {
      return sendFailure(request, reply, error, outcome);
    }
  };
}

/** A failure on the way as a GraphQL answer with a catalogued code. */
function sendFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  error: unknown,
  outcome: ForwardingOutcome,
) {
  if (error instanceof UpstreamError) {
    request.log.error({ err: error.cause ?? error }, `upstream request failed: ${error.code}`);
    return sendGraphqlError(reply, new BffError(error.code, error.statusCode));
  }
  const failure = outcome.failure ?? (error instanceof BffError ? error : undefined);
  if (failure) return sendGraphqlError(reply, failure);
  request.log.error({ err: error }, 'graphql request failed in the BFF');
  return sendGraphqlError(reply, new BffError(ErrorCode.INTERNAL_SERVER_ERROR, 500));
}
