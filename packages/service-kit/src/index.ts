export {
  ConfigError,
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
  currentRequestId,
  echoRequestId,
  REQUEST_ID_HEADER,
  REQUEST_ID_LOG_LABEL,
  requestIdMixin,
  requestIdOptions,
} from './request-id';
export { closeGracefully } from './shutdown';
