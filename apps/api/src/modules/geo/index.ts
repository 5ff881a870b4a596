export * from './distance';
export * from './sql';
