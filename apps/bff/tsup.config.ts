import { defineConfig } from 'tsup';

// One self-contained ESM file: workspace packages (TypeScript source) are bundled in,
// registry dependencies stay external and resolve from node_modules.
export default defineConfig({
  entry: ['src/server.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  noExternal: [/^@jobsite\//],
});
