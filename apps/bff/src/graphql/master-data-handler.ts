import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import stringify from 'safe-stable-stringify';
import type { MasterDataCache } from '../cache/master-data-cache';
import { checkGraphqlAnswer } from './forward';
import { policyOf } from './master-data';
import type { OperationPlan } from './operation-plans';

export interface MasterDataHandlerOptions {
  cache: MasterDataCache;
  ttlOverrideMs?: number | undefined;
}

/** The request's operation as the pipeline resolved it. */
export interface MasterDataRequest {
  query: string;
  operationName: string | undefined;
  variables: unknown;
  /** The cache entry's key (masterDataKey). */
  key: string;
}

/**
 * The cache entry of a master-data operation: a hash of the operation name, the normalised
 * text and the coerced variables, so two spellings of one request share it.
 */
export function masterDataKey(
  plan: OperationPlan,
  operationName: string | undefined,
  coerced: Record<string, unknown>,
): string {
  // Key order must not matter: `{a,b}` and `{b,a}` are the same variables.
  return createHash('sha256')
    .update(stringify([operationName ?? null, plan.normalized, coerced]) ?? '')
    .digest('base64url');
}

/** An answer of master data: from this process, Redis, or the upstream (then stored). */
export interface MasterDataAnswerResult {
  statusCode: number;
  body: string;
  /** HIT, STALE or MISS (`x-cache`). */
  status: string;
}

export type MasterDataAnswer = (
  request: FastifyRequest,
  plan: OperationPlan,
  operation: MasterDataRequest,
) => Promise<MasterDataAnswerResult>;

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
 * Answers a query whose every root field is master data (the plan says so) from the cache
 * (docs/decisions/0007-bff-master-data-cache.md), under `operation.key`. Master data is the same for everyone: it is fetched without the member's token, and an
 * answer with errors is never stored. Upstream failures throw an UpstreamError.
 */
export function masterDataHandler(options: MasterDataHandlerOptions): MasterDataAnswer {
  return async function answerMasterData(request, plan, operation) {
    const { operationName, key } = operation;
    request.operationKind = 'cached';
    const fields = plan.masterFields ?? [];
    const policy = policyOf(fields, options.ttlOverrideMs);
    const answer = await options.cache.get(key, fields, policy, async () => {
      const upstreamBody = JSON.stringify({
        query: operation.query,
        ...(operationName ? { operationName } : {}),
        ...(operation.variables != null ? { variables: operation.variables } : {}),
      });
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
    return { statusCode: answer.statusCode, body: answer.body, status: answer.status };
  };
}
