// @ts-check
/**
 * GraphQL Code Generator plugin: prints the SDL file given as `schemaFile` (relative to the
 * package root) as the string constant `typeDefs`, byte for byte, comments included. Bundled
 * servers import the constant and read no file at run time.
 */
const { readFileSync } = require('node:fs');
const { resolve } = require('node:path');

/** Escapes text for a template literal: backslashes, backticks and `${`. */
function toTemplateLiteral(text) {
  return `\`${text.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${')}\``;
}

/** @type {import('@graphql-codegen/plugin-helpers').PluginFunction<{ schemaFile?: string }>} */
const plugin = (_schema, _documents, config) => {
  if (!config.schemaFile) throw new Error('typedefs-plugin: set config.schemaFile');
  const source = readFileSync(resolve(process.cwd(), config.schemaFile), 'utf8');
  return [
    `// Generated from ${config.schemaFile} by codegen/typedefs-plugin.cjs; run \`pnpm codegen\`. Do not edit.`,
    '',
    '/** The GraphQL SDL of the contract, exactly as in schema.graphql. */',
    `export const typeDefs: string = /* GraphQL */ ${toTemplateLiteral(source)};`,
    '',
  ].join('\n');
};

/** @type {import('@graphql-codegen/plugin-helpers').PluginValidateFn<{ schemaFile?: string }>} */
const validate = (_schema, _documents, config) => {
  if (!config.schemaFile) throw new Error('typedefs-plugin: set config.schemaFile');
};

module.exports = { plugin, validate };
