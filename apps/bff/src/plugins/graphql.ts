import { ErrorCode } from '@jobsite/domain/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  type FragmentDefinitionNode,
  type GraphQLSchema,
  getOperationAST,
  Kind,
  NoSchemaIntrospectionCustomRule,
  type ValidationRule,
} from 'graphql';
import mercurius from 'mercurius';
import { MasterDataCache } from '../cache/master-data-cache';
import type { BffConfig } from '../config';
import { type ForwardingOutcome, formatErrors } from '../graphql/errors';
import { forwardOperation, sessionOf } from '../graphql/forward';
import { operationCost, QUERY_LIMITS, type QueryLimits, shapeLimitsRule } from '../graphql/limits';
import { masterDataHandler } from '../graphql/master-data-handler';
import { MULTIPART_BODY_LIMIT, parseMultipartOperations } from '../graphql/multipart';
import { buildForwardingSchema, contractVersion, type UpstreamResult } from '../graphql/schema';
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
  forward: () => Promise<UpstreamResult>;
}

declare module 'fastify' {
  interface FastifyInstance {
    masterDataCache: MasterDataCache;
  }
}

/** Makes Mercurius run the error formatter (it reads the actual errors from the context). */
function markErrors(context: BffContext): void {
  const mercuriusContext = context as unknown as { errors: unknown[] | null };
  mercuriusContext.errors ??= [new Error('see upstream errors')];
}

let forwardingSchema: GraphQLSchema | undefined;
/** Built once per process: it is immutable, and building it takes a moment. */
function schema(): GraphQLSchema {
  forwardingSchema ??= buildForwardingSchema();
  return forwardingSchema;
}

/**
 * `/graphql`: Mercurius on the contract's schema. Master-data queries are answered from the
 * cache before Mercurius runs; every other operation is validated and limited here, then
 * forwarded upstream in one round-trip and answered as the upstream answered it.
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

    // Mercurius' response schema would re-serialise upstream errors (numeric path segments
    // become strings): drop it, so they pass through unchanged. And put the cache in front.
    scope.addHook('onRoute', (route) => {
      if (route.url !== '/graphql') return;
      if (route.schema) route.schema = { ...route.schema, response: undefined };
      const existing = route.preHandler ? [route.preHandler].flat() : [];
      route.preHandler = [...existing, answerMasterData];
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
        const context: BffContext = {
          request,
          reply,
          operationName:
            typeof params?.operationName === 'string' ? params.operationName : undefined,
          forward: () => {
            pending ??= forwardOperation(request, reply, context).then(
              (result) => {
                // Mercurius calls the error formatter only when errors exist; it then
                // answers with the upstream's errors (see formatErrors).
                if (result.errors?.length) markErrors(context);
                return result;
              },
              (error: unknown) => {
                markErrors(context);
                throw error;
              },
            );
            return pending;
          },
        };
        let pending: Promise<UpstreamResult> | undefined;
        return context;
      },
    });

    scope.graphql.addHook('preExecution', async (executionSchema, document, context, variables) => {
      const ctx = context as unknown as BffContext;
      const operation = getOperationAST(document, ctx.operationName);
      if (!operation) return;
      const root =
        operation.operation === 'mutation'
          ? executionSchema.getMutationType()
          : executionSchema.getQueryType();
      const fragments: Record<string, FragmentDefinitionNode> = {};
      for (const definition of document.definitions) {
        if (definition.kind === Kind.FRAGMENT_DEFINITION)
          fragments[definition.name.value] = definition;
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
        for (const [name, value] of Object.entries(rateLimitHeaders(result)))
          ctx.reply.header(name, value);
      }
    });
  });
}

export default fp(graphqlPlugin, {
  name: 'graphql',
  dependencies: ['redis', 'upstream', 'session', 'rate-limit'],
});
