import { describe, expect, it } from 'vitest';
import config from './next.config';

describe('next.config', () => {
  it('serves the sitemap index from the on-demand sitemap route', async () => {
    const rules = config.rewrites ? await config.rewrites() : [];
    expect(rules).toEqual([{ source: '/sitemap.xml', destination: '/sitemaps/index.xml' }]);
  });

  it('does not fix the BFF address at build time (src/proxy.ts forwards at run time)', async () => {
    const rules = config.rewrites ? await config.rewrites() : [];
    expect(JSON.stringify(rules)).not.toContain('graphql');
  });
});
