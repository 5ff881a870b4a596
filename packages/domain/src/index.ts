export * from './constants';
export * from './enums';
export * from './errors';
export * from './formatters';
export * from './masters';
export * from './search';
export * from './validators';
