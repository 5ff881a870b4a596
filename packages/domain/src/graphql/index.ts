/**
 * The GraphQL contract: the SDL as a string and its generated TypeScript types.
 * Types live in the `GQL` namespace so names such as `JobSort` do not clash with the
 * domain enums of `../enums` (their values are equal; schema.test.ts checks it).
 */

export { typeDefs } from './typeDefs.generated';
export type * as GQL from './types.generated';
