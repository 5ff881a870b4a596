export {
  ConfigError,
  configProblems,
  emulatorBindingProblem,
  isDeployment,
  loadConfigOrExit,
  loadEnvConfig,
} from './config';
export {
  type GraphqlParamsGuardOptions,
  graphqlParamsProblem,
  guardGraphqlParams,
} from './graphql-params';
export { type HealthOptions, healthRoutes } from './health';
export { isLoopbackHost } from './loopback.mjs';
export { type MetricsOptions, metricsRoutes, type OperationKind, ServiceMetrics } from './metrics';
export {
  type Counter,
  type CounterOptions,
  countHit,
  createCounter,
  type Hit,
  RuleCounters,
  subjectKey,
} from './rate-limits';
export {
  createRedis,
  describeRedisTarget,
  failFastRedisOptions,
  type RedisTarget,
  redisTarget,
} from './redis.mjs';
export { redisEnvFields, redisTargetOrIssue } from './redis-config';
export {
  currentRequestId,
  echoRequestId,
  REQUEST_ID_HEADER,
  REQUEST_ID_LOG_LABEL,
  requestIdMixin,
  requestIdOptions,
} from './request-id';
export { closeGracefully } from './shutdown';
