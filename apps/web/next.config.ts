import { fileURLToPath } from 'node:url';
import { createVanillaExtractPlugin } from '@vanilla-extract/next-plugin';
import type { NextConfig } from 'next';
import { securityHeaders } from './src/lib/security-headers.mjs';

const withVanillaExtract = createVanillaExtractPlugin({ unstable_turbopack: { mode: 'auto' } });

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // NEXT_DIST_DIR builds into another folder than .next, so two builds (e.g. an e2e run and a
  // bench run of another checkout state) never overwrite each other's output.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Spec §2 routes come with and without a trailing slash (/driver, /driver/tokyo/, /history/):
  // serve both as they are instead of redirecting, and let canonical URLs name one.
  skipTrailingSlashRedirect: true,
  // `pnpm typecheck` (next typegen && tsc) checks types once for CI; builds skip a second pass.
  typescript: { ignoreBuildErrors: true },
  experimental: {
    // Pages rendered on demand and cached data are written to .next/ so a restart keeps them;
    // NEXT_ISR_FLUSH_TO_DISK=0 keeps them in memory only (the e2e and bench stacks, which
    // must not see what another run cached from other seed data).
    isrFlushToDisk: process.env.NEXT_ISR_FLUSH_TO_DISK !== '0',
    // Message attachments (MESSAGE_LIMITS, 10 MB) pass through the proxy to the BFF.
    proxyClientMaxBodySize: '11mb',
    // vanilla-extract emits many small stylesheets; inlined in <head> they cost no render-
    // blocking round trips (Lighthouse mobile: FCP 2.5 s → see docs/performance.md).
    inlineCss: true,
  },
  transpilePackages: ['@jobsite/domain', '@jobsite/ui'],
  // Next.js' own ISR cache, storing with each page the Content-Security-Policy of its body
  // (its inline scripts by hash; decision 0017).
  cacheHandler: fileURLToPath(new URL('./src/server/cache-handler.mjs', import.meta.url)),
  // Security headers and the Content-Security-Policy on every response (decision 0017).
  async headers() {
    const headers = securityHeaders({ development: process.env.NODE_ENV === 'development' });
    return [
      {
        source: '/:path*',
        headers: Object.entries(headers).map(([key, value]) => ({ key, value })),
      },
    ];
  },
  // /graphql and /auth/* go to the BFF from src/proxy.ts, which reads BFF_URL when the server
  // runs; rewrites here would fix the BFF's address at build time.
  async rewrites() {
    return [
      // The sitemap index is one of the on-demand sitemap files (app/sitemaps/[name]).
      { source: '/sitemap.xml', destination: '/sitemaps/index.xml' },
    ];
  },
};

export default withVanillaExtract(nextConfig);
