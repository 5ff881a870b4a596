import { Readable } from 'node:stream';
import { ErrorCode, errorMessage } from '@jobsite/domain/errors';
import { guardGraphqlParams, REQUEST_ID_LOG_LABEL, requestIdOptions } from '@jobsite/service-kit';
import {
  QUERY_LIMITS,
  type QueryLimits,
  shapeLimitsRule,
} from '@jobsite/service-kit/graphql-limits';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  getOperationAST,
  Kind,
  NoSchemaIntrospectionCustomRule,
  type OperationDefinitionNode,
  type ValidationRule,
} from 'graphql';
import mercurius from 'mercurius';
import { MasterDataCache } from '../cache/master-data-cache';
import type { BffConfig } from '../config';
import { errorFormatter, type ForwardingOutcome } from '../graphql/errors';
import { type ForwardedResponse, forwardOperation } from '../graphql/forward';
import { enforceOperationLimits, forwarder } from '../graphql/forwarder';
import { masterDataHandler } from '../graphql/master-data-handler';
import { readMultipart } from '../graphql/multipart';
import { OperationPlans } from '../graphql/operation-plans';
import { type EarlyAnswerObserver, ResponseCache } from '../graphql/response-cache';
import { buildContractSchema, contractVersion } from '../graphql/schema';
import { takePrefetchedBody } from '../http/front-door';
import { csrfAllowedOrigins } from './csrf';
import { securityHeaders } from './security-headers';

export interface GraphqlPluginOptions {
  config: BffConfig;
  limits?: Partial<QueryLimits>;
}

/** The GraphQL context of one request. */
export interface BffContext extends ForwardingOutcome {
  request: FastifyRequest;
  reply: FastifyReply;
  operationName: string | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    masterDataCache: MasterDataCache;
  }
  interface FastifyRequest {
    /** The upstream's answer to this request's operation, sent as the response unchanged. */
    forwarded: ForwardedResponse | null;
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

/** Root fields the BFF answers from its own schema (introspection, `__typename`). */
function isLocal(operation: OperationDefinitionNode): boolean {
  return operation.selectionSet.selections.every(
    (selection) => selection.kind === Kind.FIELD && selection.name.value.startsWith('__'),
  );
}

/**
 * What Mercurius executes once an operation has been forwarded: `query <name> { __typename }`,
 * named like the request's operation so Mercurius finds it. Its result is replaced by the
 * upstream's answer before it is sent.
 */
function placeholderDocument(operationName: string | undefined): DocumentNode {
  return {
    kind: Kind.DOCUMENT,
    definitions: [
      {
        kind: Kind.OPERATION_DEFINITION,
        operation: 'query' as never,
        ...(operationName ? { name: { kind: Kind.NAME, value: operationName } } : {}),
        selectionSet: {
          kind: Kind.SELECTION_SET,
          selections: [{ kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } }],
        },
      },
    ],
  };
}

/**
 * Records an answer of the response cache as Fastify records the requests it handles: the
 * request metrics (operation `cached`) and, when per-request lines are on, the same two lines
 * under the request's id.
 */
function earlyAnswerObserver(app: FastifyInstance, config: BffConfig): EarlyAnswerObserver {
  const labels = { method: 'POST', route: '/graphql', operation: 'cached' };
  const counted = app.metrics.httpRequests.labels({ ...labels, status: '200' });
  const timed = app.metrics.httpDuration.labels({ ...labels, status_class: '2xx' });
  const logLines = config.LOG_REQUESTS && ['info', 'debug', 'trace'].includes(config.LOG_LEVEL);
  const { childLoggerFactory } = requestIdOptions();
  return ({ request, requestId, seconds }) => {
    counted.inc();
    timed.observe(seconds);
    if (!logLines) return;
    const log = childLoggerFactory.call(app, app.log, { [REQUEST_ID_LOG_LABEL]: requestId }, {});
    const { socket } = request;
    log.info(
      {
        req: {
          method: request.method,
          url: request.url,
          host: request.headers.host,
          remoteAddress: socket.remoteAddress,
          remotePort: socket.remotePort,
        },
      },
      'incoming request',
    );
    log.info(
      { res: { statusCode: 200 }, responseTime: seconds * 1000, cache: 'HIT' },
      'request completed',
    );
  };
}

/**
 * `/graphql`: Mercurius on the contract's schema (built by @graphql-tools/schema), with three
 * shorter paths in front. Every operation is parsed and validated against the contract (depth
 * and alias limits as validation rules, introspection off in production, variables checked
 * against their types), once per text (graphql/operation-plans.ts).
 *
 * 0. An anonymous master-data query answered before is answered again by the response cache in
 *    the front door, before Fastify routes it (graphql/response-cache.ts). Those answers meet
 *    none of Fastify's hooks: what a hook adds to every answer must be added there too.
 * 1. A master-data query is answered from the cache (preHandler).
 * 2. Any other valid operation is forwarded by the forwarder (preHandler): cost limit,
 *    mutation rate limit, one round-trip upstream with the member's token, and the upstream's
 *    status and bytes sent back unchanged: data, errors, paths, locations and extension codes
 *    reach the client exactly as the api wrote them.
 * 3. Mercurius takes the rest: it answers documents that do not validate, introspection and
 *    `__typename`. Whatever valid operation the forwarder left to it is forwarded the same
 *    way from a preExecution hook, which swaps the operation for a placeholder (nothing
 *    executes twice) and has an onSend hook send the upstream's answer in its place.
 */
async function graphqlPlugin(app: FastifyInstance, opts: GraphqlPluginOptions) {
  const { config } = opts;
  const production = config.NODE_ENV === 'production';
  const limits: QueryLimits = { ...QUERY_LIMITS, ...opts.limits };
  const validationRules: ValidationRule[] = [
    shapeLimitsRule(limits),
    ...(production ? [NoSchemaIntrospectionCustomRule] : []),
  ];

  const cache = new MasterDataCache({
    redis: app.redis,
    subscriber: app.redisSubscriber,
    prefix: config.REDIS_KEY_PREFIX,
    version: contractVersion,
    log: app.log,
  });
  await cache.start();
  app.decorate('masterDataCache', cache);
  const responseCache = new ResponseCache({
    cache,
    path: '/graphql',
    sessionCookie: app.sessionCookies.session,
    allowedOrigins: csrfAllowedOrigins(config),
    headers: securityHeaders(config),
    requestId: requestIdOptions().genReqId,
    observe: earlyAnswerObserver(app, config),
  });
  app.frontDoor.use(responseCache);
  const plans = new OperationPlans(schema(), validationRules);
  const answerMasterData = masterDataHandler({
    responseCache,
    schema: schema(),
    plans,
    limits,
    cache,
    ttlOverrideMs: config.MASTER_CACHE_TTL_SECONDS
      ? config.MASTER_CACHE_TTL_SECONDS * 1000
      : undefined,
  });
  const forwardPlanned = forwarder({ schema: schema(), plans, limits });

  // An encapsulated scope: the multipart parser, the route hooks and Mercurius' error handler
  // apply to /graphql only.
  await app.register(async (scope: FastifyInstance) => {
    scope.decorateRequest('multipart', null);
    scope.decorateRequest('forwarded', null);
    scope.decorateRequest('jsonBody', null);
    // Fastify's JSON parser, keeping the text: the response cache remembers bodies as sent.
    const parseJson = scope.getDefaultJsonParser('error', 'error');
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      request.jsonBody = body as string;
      parseJson(request, body as string, done);
    });
    // A body the front door read already (a response-cache candidate it could not answer).
    scope.addHook('preParsing', async (request, _reply, payload) => {
      const prefetched = takePrefetchedBody(request.raw);
      return prefetched ? Readable.from([prefetched]) : payload;
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

    // Only text is a query: Mercurius would take objects and JSON text as parsed documents.
    guardGraphqlParams(scope, {
      path: '/graphql',
      message: errorMessage(ErrorCode.BAD_USER_INPUT),
    });

    // Mercurius' response schema would re-serialise answers (numeric path segments become
    // strings); the upstream's bytes go out as they are. And put the cache and the forwarder
    // in front.
    scope.addHook('onRoute', (route) => {
      if (route.url !== '/graphql') return;
      if (route.schema) route.schema = { ...route.schema, response: undefined };
      const existing = route.preHandler ? [route.preHandler].flat() : [];
      route.preHandler = [...existing, answerMasterData, forwardPlanned];
    });

    scope.addHook('onSend', async (request, reply, payload) => {
      const forwarded = request.forwarded;
      if (!forwarded) return payload;
      reply.code(forwarded.statusCode).header('content-type', 'application/json; charset=utf-8');
      return forwarded.body;
    });

    await scope.register(mercurius, {
      schema: schema(),
      path: '/graphql',
      graphiql: config.NODE_ENV === 'development',
      validationRules,
      errorFormatter: errorFormatter({ hideSuggestions: production }) as never,
      context: (request: FastifyRequest, reply: FastifyReply): BffContext => {
        const params = (request.method === 'GET' ? request.query : request.body) as
          | { operationName?: unknown }
          | undefined;
        return {
          request,
          reply,
          operationName:
            typeof params?.operationName === 'string' ? params.operationName : undefined,
        };
      },
    });

    scope.graphql.addHook('preExecution', async (executionSchema, document, context, variables) => {
      const ctx = context as unknown as BffContext;
      const operation = getOperationAST(document, ctx.operationName);
      if (operation) ctx.request.operationKind = operation.operation;
      if (!operation || isLocal(operation)) return;
      const fragments: Record<string, FragmentDefinitionNode> = {};
      for (const definition of document.definitions) {
        if (definition.kind === Kind.FRAGMENT_DEFINITION) {
          fragments[definition.name.value] = definition;
        }
      }
      await enforceOperationLimits(
        ctx.request,
        ctx.reply,
        executionSchema,
        limits,
        operation,
        fragments,
        variables,
      );
      ctx.request.forwarded = await forwardOperation(ctx.request, ctx.reply, ctx);
      return { document: placeholderDocument(ctx.operationName), variables: {} };
    });
  });
}

export default fp(graphqlPlugin, {
  name: 'graphql',
  dependencies: ['redis', 'upstream', 'session', 'rate-limit'],
});
