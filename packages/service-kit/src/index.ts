export { loadEnvConfig } from './config';
export { type HealthOptions, healthRoutes } from './health';
export { echoRequestId, REQUEST_ID_HEADER, requestIdOptions } from './request-id';
export { closeGracefully } from './shutdown';
