/** Master lists: fixed reference data of the product, with their types and lookups. */
export * from './features';
export * from './home-categories';
export * from './landing-pages';
export * from './occupation-categories';
export * from './occupations';
export * from './options';
export * from './prefectures';
export * from './qualifications';
export * from './regions';
