// Process helpers shared by the bench (tooling/bench/src/cli.ts) and the fault tests
// (tooling/fault-tests): services that can be killed and started again on the same port.
export * from './apps';
export * from './memory';
export * from './postgres';
export * from './process';
export * from './redis';
