export * from './expand';
export * from './normalize';
export * from './synonyms';
