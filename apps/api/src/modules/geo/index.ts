// The distance itself is shared with the web's job page (one source): @jobsite/domain/geo.
export * from '@jobsite/domain/geo';
export * from './sql';
