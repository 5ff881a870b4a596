import { defineConfig } from 'tsup';

// Self-contained ESM files: workspace packages (TypeScript source) are bundled in, registry
// dependencies stay external and resolve from node_modules.
export default defineConfig({
  entry: { server: 'src/server.ts', 'cache-invalidate': 'src/cli/cache-invalidate.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  noExternal: [/^@jobsite\//],
});
