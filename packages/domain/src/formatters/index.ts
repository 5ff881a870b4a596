export * from './badge';
export * from './jst-date';
export * from './postal-code';
export * from './truncate';
export * from './working-time';
export * from './yen';
