import { createVanillaExtractPlugin } from '@vanilla-extract/next-plugin';
import type { NextConfig } from 'next';

const withVanillaExtract = createVanillaExtractPlugin({ unstable_turbopack: { mode: 'auto' } });

/** The BFF origin; the browser only ever talks to the web origin, which forwards to it. */
const bffOrigin = process.env.BFF_URL ?? 'http://127.0.0.1:4000';

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  transpilePackages: ['@jobsite/domain', '@jobsite/ui'],
  async rewrites() {
    return [
      { source: '/graphql', destination: `${bffOrigin}/graphql` },
      { source: '/auth/:path*', destination: `${bffOrigin}/auth/:path*` },
    ];
  },
};

export default withVanillaExtract(nextConfig);
