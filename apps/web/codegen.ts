import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed documents for the web: every `graphql(`…`)` call in src becomes a
 * `TypedDocumentString` whose `toString()` is the query text sent to `/graphql` (POST JSON of
 * operationName, variables, query). Run from the repository root with `pnpm codegen`.
 */
const config: CodegenConfig = {
  overwrite: true,
  schema: '../../packages/domain/src/graphql/schema.graphql',
  documents: ['src/**/*.{ts,tsx}', '!src/graphql/generated/**'],
  ignoreNoDocuments: true,
  generates: {
    'src/graphql/generated/': {
      preset: 'client',
      presetConfig: {
        gqlTagName: 'graphql',
      },
      config: {
        // Query text as strings: no graphql-js parser in the browser bundle, plain fetch works.
        documentMode: 'string',
        enumsAsTypes: true,
        useTypeImports: true,
        strictScalars: true,
        scalars: {
          DateTime: 'string',
          Date: 'string',
          Upload: { input: 'File | Blob', output: 'never' },
        },
      },
    },
  },
};

export default config;
