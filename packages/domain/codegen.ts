import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Generates, from the one SDL of the contract:
 * - `types.generated.ts`: its TypeScript types (enums as string unions, equal to src/enums);
 * - `typeDefs.generated.ts`: the SDL as a string, so bundled servers read no file at run time.
 * Run from the repository root with `pnpm codegen`.
 */
const schemaFile = 'src/graphql/schema.graphql';

const config: CodegenConfig = {
  overwrite: true,
  schema: schemaFile,
  generates: {
    'src/graphql/types.generated.ts': {
      plugins: ['typescript'],
      config: {
        enumsAsTypes: true,
        useTypeImports: true,
        strictScalars: true,
        scalars: {
          DateTime: 'string',
          Date: 'string',
          // What an upload is depends on the side: File in the browser, a stream on the server.
          Upload: { input: 'unknown', output: 'never' },
        },
        // Output fields are always present (maybe null); inputs may omit optional fields.
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
        maybeValue: 'T | null',
        inputMaybeValue: 'T | null | undefined',
      },
    },
    'src/graphql/typeDefs.generated.ts': {
      plugins: ['./codegen/typedefs-plugin.cjs'],
      config: { schemaFile },
    },
  },
};

export default config;
