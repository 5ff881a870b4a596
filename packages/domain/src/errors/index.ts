export * from './auth-required-error';
export * from './domain-error';
export * from './error-codes';
export * from './identity-errors';
export * from './messages';
