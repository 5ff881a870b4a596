import { createHash } from 'node:crypto';
import {
  QUERY_LIMITS,
  type QueryLimits,
  shapeLimitsRule,
} from '@jobsite/service-kit/graphql-limits';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type GraphQLSchema, NoSchemaIntrospectionCustomRule, type ValidationRule } from 'graphql';
import { MasterDataCache } from '../cache/master-data-cache';
import type { BffConfig } from '../config';
import { catalogueError } from '../graphql/errors';
import { policyOf } from '../graphql/master-data';
import { masterDataHandler } from '../graphql/master-data-handler';
import { readMultipart } from '../graphql/multipart';
import { OperationPlans } from '../graphql/operation-plans';
import { graphqlPipeline } from '../graphql/pipeline';
import { buildContractSchema, contractVersion } from '../graphql/schema';
import { TrustedDocuments } from '../graphql/trusted-documents';
import { BffError } from '../http/errors';

export interface GraphqlPluginOptions {
  config: BffConfig;
  limits?: Partial<QueryLimits>;
  /** The clock cached master data ages by. */
  now?: () => number;
}

declare module 'fastify' {
  interface FastifyInstance {
    masterDataCache: MasterDataCache;
  }
  interface FastifyRequest {
    /** A JSON request's body as it came (the parsed one is `body`). */
    jsonBody: string | null;
  }
}

let contractSchema: GraphQLSchema | undefined;
/** Built once per process: it is immutable, and building it takes a moment. */
function schema(): GraphQLSchema {
  contractSchema ??= buildContractSchema();
  return contractSchema;
}

/** How long a GET answer of other public queries (lists, job pages) may be reused. */
const PUBLIC_QUERY_MAX_AGE_SECONDS = 60;

/**
 * HTTP caching of GET answers (docs/decisions/0035-one-bff-pipeline-and-trusted-documents.md):
 * a clean answer to a visitor (no session cookie, no Authorization) is public for the master
 * data's TTL or a minute, with a strong ETag, and a repeat that names it gets 304 without the
 * body. A member's answer, an error, and every POST answer are `no-store`.
 */
function httpCaching(sessionCookie: string, ttlOverrideMs: number | undefined) {
  return async function onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    if (typeof payload !== 'string') return payload;
    const visitor =
      request.cookies?.[sessionCookie] === undefined && request.headers.authorization === undefined;
    const kind = request.operationKind;
    const clean =
      reply.statusCode === 200 &&
      !payload.includes('"errors":') &&
      (kind === 'query' || kind === 'cached');
    if (request.method !== 'GET' || !visitor || !clean) {
      reply.header('cache-control', 'no-store');
      return payload;
    }
    const fields = request.masterFields;
    const maxAge = fields
      ? Math.floor(policyOf(fields, ttlOverrideMs).ttlMs / 1000)
      : PUBLIC_QUERY_MAX_AGE_SECONDS;
    const etag = `"${createHash('sha256').update(payload).digest('base64url').slice(0, 27)}"`;
    reply.header('cache-control', `public, max-age=${maxAge}`);
    reply.header('etag', etag);
    reply.header('vary', 'cookie, authorization');
    const asked = request.headers['if-none-match'];
    if (typeof asked === 'string' && asked.split(',').some((tag) => tag.trim() === etag)) {
      reply.code(304);
      return '';
    }
    return payload;
  };
}

/**
 * `/graphql` (GET and POST) on one Fastify route: every hook, limit, log line and metric of
 * the BFF applies to every GraphQL request (graphql/pipeline.ts says what happens in it).
 */
async function graphqlPlugin(app: FastifyInstance, opts: GraphqlPluginOptions) {
  const { config } = opts;
  const production = config.NODE_ENV === 'production';
  const limits: QueryLimits = { ...QUERY_LIMITS, ...opts.limits };
  const validationRules: ValidationRule[] = [
    shapeLimitsRule(limits),
    ...(production ? [NoSchemaIntrospectionCustomRule] : []),
  ];
  const documents = config.TRUSTED_DOCUMENTS ?? { listedOnly: false, manifests: [] };
  const trusted = documents.listedOnly
    ? TrustedDocuments.listed(documents.manifests)
    : TrustedDocuments.any(documents.manifests);
  if (trusted.listedOnly) app.log.info(`graphql: ${trusted.size} trusted documents`);

  const cache = new MasterDataCache({
    redis: app.redis,
    subscriber: app.redisSubscriber,
    prefix: config.REDIS_KEY_PREFIX,
    version: contractVersion,
    log: app.log,
    ...(opts.now ? { now: opts.now } : {}),
  });
  await cache.start();
  app.decorate('masterDataCache', cache);
  const ttlOverrideMs = config.MASTER_CACHE_TTL_SECONDS
    ? config.MASTER_CACHE_TTL_SECONDS * 1000
    : undefined;
  const handleGraphql = graphqlPipeline({
    schema: schema(),
    plans: new OperationPlans(schema(), validationRules),
    limits,
    trusted,
    answerMasterData: masterDataHandler({ cache, ttlOverrideMs }),
    hideSuggestions: production,
  });

  // An encapsulated scope: the body parsers, the error handler and the caching hook apply to
  // /graphql only.
  await app.register(async (scope: FastifyInstance) => {
    scope.decorateRequest('multipart', null);
    scope.decorateRequest('jsonBody', null);
    scope.decorateRequest('masterFields', null);
    // Fastify's JSON parser, keeping the text: it goes upstream as it came when it can.
    const parseJson = scope.getDefaultJsonParser('error', 'error');
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      request.jsonBody = body as string;
      parseJson(request, body as string, done);
    });
    // Read as a stream, so a body past its limit is refused at once (413) and never forwarded;
    // the body that goes upstream is written again from the parsed parts (graphql/multipart.ts).
    scope.addContentTypeParser('multipart/form-data', (request, payload, done) => {
      readMultipart(payload, request.headers).then(
        (parsed) => {
          request.multipart = parsed.upstream;
          done(null, parsed.operations);
        },
        (error: Error) => done(error, undefined),
      );
    });
    // Errors before the pipeline (a body that does not parse, too large, a bad multipart part)
    // as GraphQL answers with a catalogued code.
    scope.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
      if (error instanceof BffError) {
        for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
        return reply
          .code(error.statusCode)
          .send({ data: null, errors: [catalogueError(error.code, error.extensions)] });
      }
      const statusCode = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      if (statusCode >= 500) {
        request.log.error({ err: error }, 'graphql request failed in the BFF');
        return reply
          .code(500)
          .send({ data: null, errors: [catalogueError('INTERNAL_SERVER_ERROR')] });
      }
      return reply.code(statusCode).send({
        data: null,
        errors: [catalogueError('BAD_USER_INPUT', { reason: error.message })],
      });
    });
    scope.addHook('onSend', httpCaching(app.sessionCookies.session, ttlOverrideMs));
    scope.route({ method: ['GET', 'POST'], url: '/graphql', handler: handleGraphql });
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Master-data fields of the request's operation, when it is all master data. */
    masterFields: readonly string[] | null;
  }
}

export default fp(graphqlPlugin, {
  name: 'graphql',
  dependencies: ['redis', 'upstream', 'session', 'rate-limit'],
});
