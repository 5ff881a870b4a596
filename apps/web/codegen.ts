import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed documents for the web: every `graphql(`…`)` call in src becomes a
 * `TypedDocumentString` whose `toString()` is the query text sent to the BFF (POST JSON of
 * operationName, variables, query). Run from the repository root with `pnpm codegen`.
 *
 * Three outputs: `generated/` for documents the server sends (pages), `generated/browser/` for
 * the few the browser sends itself (`src/lib/graphql/browser-documents.ts`), and
 * `generated/lazy/` for those of scripts the browser loads on demand. The client preset puts
 * every document of an output in one module, so keeping them apart keeps page queries out of
 * the JavaScript the browser downloads, and on-demand ones out of its first load.
 */
const browserDocuments = [
  'src/lib/graphql/browser-documents.ts',
  // Member features' own browser operations, one file per feature.
  'src/features/*/browser-documents.ts',
  '!src/features/search/browser-documents.ts',
  '!src/features/postal/browser-documents.ts',
];

/**
 * Browser operations of scripts loaded on demand (the search box's suggestions, decision
 * 0032): an output of their own, so such a script does not carry the browser output's map of
 * every member operation (it made the suggestion chunk 7.3 kB gzip), nor that map its query.
 */
const lazyBrowserDocuments = [
  'src/features/search/browser-documents.ts',
  // Micro-conversions, sent once an analytics event happens (src/lib/analytics).
  'src/lib/analytics/browser-documents.ts',
  // The postal-code lookup of the forms (decision 0053).
  'src/features/postal/browser-documents.ts',
];

/**
 * Every document carries its persisted id (`sha256:<hex>`), and each output writes
 * `persisted-documents.json`, the manifest the BFF runs in production (decision 0035).
 */
const presetConfig = {
  gqlTagName: 'graphql',
  fragmentMasking: false,
  persistedDocuments: { mode: 'embedHashInDocument', hashAlgorithm: 'sha256' },
} as const;
const config = {
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
} as const;

const codegenConfig: CodegenConfig = {
  overwrite: true,
  schema: '../../packages/domain/src/graphql/schema.graphql',
  ignoreNoDocuments: true,
  generates: {
    'src/graphql/generated/': {
      documents: [
        'src/**/*.{ts,tsx}',
        '!src/graphql/generated/**',
        ...[...browserDocuments, ...lazyBrowserDocuments]
          .filter((path) => !path.startsWith('!'))
          .map((path) => `!${path}`),
      ],
      preset: 'client',
      presetConfig,
      config,
    },
    'src/graphql/generated/browser/': {
      documents: browserDocuments,
      preset: 'client',
      presetConfig,
      config,
    },
    'src/graphql/generated/lazy/': {
      documents: lazyBrowserDocuments,
      preset: 'client',
      presetConfig,
      config,
    },
  },
};

export default codegenConfig;
