import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed resolvers for the api, from the contract SDL in @jobsite/domain. Run from the
 * repository root with `pnpm codegen` (turbo runs the domain's codegen first).
 */
const config: CodegenConfig = {
  overwrite: true,
  schema: '../../packages/domain/src/graphql/schema.graphql',
  generates: {
    'src/graphql/resolvers-types.generated.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: './context#ApiContext',
        useTypeImports: true,
        enumsAsTypes: true,
        strictScalars: true,
        scalars: {
          // Resolvers may return a Date; the DateTime scalar serialises it to ISO 8601.
          DateTime: { input: 'string', output: 'Date | string' },
          Date: 'string',
          Upload: { input: 'Promise<import("./context").FileUpload>', output: 'never' },
        },
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
        maybeValue: 'T | null',
        inputMaybeValue: 'T | null | undefined',
        // Mercurius takes a plain resolvers object; an index signature keeps it assignable.
        useIndexSignature: true,
        // Add `mappers` here when resolvers return database rows instead of GraphQL shapes.
        mappers: {},
      },
    },
  },
};

export default config;
