import { ErrorCode, errorMessage } from '@jobsite/domain/errors';
import { guardGraphqlParams } from '@jobsite/service-kit';
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
import { type ForwardingOutcome, formatErrors } from '../graphql/errors';
import { type ForwardedResponse, forwardOperation, sessionOf } from '../graphql/forward';
import { operationCost, QUERY_LIMITS, type QueryLimits, shapeLimitsRule } from '../graphql/limits';
import { masterDataHandler } from '../graphql/master-data-handler';
import { MULTIPART_BODY_LIMIT, parseMultipartOperations } from '../graphql/multipart';
import { buildContractSchema, contractVersion } from '../graphql/schema';
import { BffError } from '../http/errors';
import { rateLimitHeaders } from '../rate-limit/rate-limiter';

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
 * `/graphql`: Mercurius on the contract's schema (built by @graphql-tools/schema).
 *
 * 1. A master-data query is answered from the cache before Mercurius runs (preHandler).
 * 2. Mercurius parses and validates everything else against the contract, with the depth and
 *    alias limits as validation rules, introspection off in production, and variables
 *    checked against their types.
 * 3. A preExecution hook applies the cost limit and the mutation rate limit, then forwards
 *    the operation upstream in one round-trip (the member's token attached) and keeps the
 *    answer; the operation itself is swapped for a placeholder, so nothing executes twice.
 * 4. An onSend hook sends the upstream's status and bytes unchanged: data, errors, paths,
 *    locations and extension codes reach the client exactly as the api wrote them.
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
  const answerMasterData = masterDataHandler({
    schema: schema(),
    validationRules,
    limits,
    cache,
    ttlOverrideMs: config.MASTER_CACHE_TTL_SECONDS
      ? config.MASTER_CACHE_TTL_SECONDS * 1000
      : undefined,
  });

  // An encapsulated scope: the multipart parser, the route hooks and Mercurius' error handler
  // apply to /graphql only.
  await app.register(async (scope: FastifyInstance) => {
    scope.decorateRequest('multipart', null);
    scope.decorateRequest('forwarded', null);
    scope.addContentTypeParser(
      'multipart/form-data',
      { parseAs: 'buffer', bodyLimit: MULTIPART_BODY_LIMIT },
      (request, body, done) => {
        const contentType = String(request.headers['content-type']);
        parseMultipartOperations(body as Buffer, contentType).then(
          (operations) => {
            request.multipart = { raw: body as Buffer, contentType };
            done(null, operations);
          },
          (error: Error) => done(error, undefined),
        );
      },
    );

    // Only text is a query: Mercurius would take objects and JSON text as parsed documents.
    guardGraphqlParams(scope, {
      path: '/graphql',
      message: errorMessage(ErrorCode.BAD_USER_INPUT),
    });

    // Mercurius' response schema would re-serialise answers (numeric path segments become
    // strings); the upstream's bytes go out as they are. And put the cache in front.
    scope.addHook('onRoute', (route) => {
      if (route.url !== '/graphql') return;
      if (route.schema) route.schema = { ...route.schema, response: undefined };
      const existing = route.preHandler ? [route.preHandler].flat() : [];
      route.preHandler = [...existing, answerMasterData];
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
      errorFormatter: formatErrors as never,
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
      const root =
        operation.operation === 'mutation'
          ? executionSchema.getMutationType()
          : executionSchema.getQueryType();
      const fragments: Record<string, FragmentDefinitionNode> = {};
      for (const definition of document.definitions) {
        if (definition.kind === Kind.FRAGMENT_DEFINITION) {
          fragments[definition.name.value] = definition;
        }
      }
      const cost = root ? operationCost(operation, root, fragments, variables, limits) : 0;
      if (cost > limits.maxCost) {
        throw new BffError(ErrorCode.QUERY_TOO_COMPLEX, 400, {
          extensions: { reason: `cost ${cost} > ${limits.maxCost}` },
        });
      }
      if (operation.operation === 'mutation') {
        const session = await sessionOf(ctx.request);
        const subject = session ? `uid:${session.data.user.uid}` : `ip:${ctx.request.ip}`;
        const result = await app.rateLimiter.enforce(app.rateLimits.mutationsPerClient, subject);
        for (const [name, value] of Object.entries(rateLimitHeaders(result))) {
          ctx.reply.header(name, value);
        }
      }
      ctx.request.forwarded = await forwardOperation(ctx.request, ctx.reply, ctx);
      return { document: placeholderDocument(ctx.operationName), variables: {} };
    });
  });
}

export default fp(graphqlPlugin, {
  name: 'graphql',
  dependencies: ['redis', 'upstream', 'session', 'rate-limit'],
});
