export * from './badge';
export * from './jst-date';
export * from './phone-number';
export * from './postal-code';
export * from './truncate';
export * from './working-time';
export * from './yen';
