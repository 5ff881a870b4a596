import type { Metadata, Viewport } from 'next';
import { type ReactNode, Suspense } from 'react';
import { SavedJobsFeedback } from '@/components/saved-jobs/SavedJobsFeedback';
import { AttributionTracker } from '@/components/site/AttributionTracker';
import { ClientNavigation } from '@/components/site/ClientNavigation';
import { SITE_DESCRIPTION, SITE_NAME, siteOrigin } from '@/lib/site';
import { documentBody } from '@/styles/global.css';
import * as css from '@/styles/page.css';

export function generateMetadata(): Metadata {
  return {
    metadataBase: new URL(siteOrigin()),
    title: {
      default: `${SITE_NAME} | ドライバー・建設・技能職の求人サイト`,
      template: `%s | ${SITE_NAME}`,
    },
    description: SITE_DESCRIPTION,
    applicationName: SITE_NAME,
    openGraph: { siteName: SITE_NAME, locale: 'ja_JP', type: 'website' },
    formatDetection: { telephone: false, email: false, address: false },
  };
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#c2410c',
  colorScheme: 'light',
};

/**
 * The document. Everything personal (header state, saved jobs, attribution) is a client
 * island reading cookies or session storage, so the server HTML is the same for everyone.
 * Links are plain anchors; ClientNavigation routes them in the app.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="ja">
      <body className={documentBody}>
        <a href="#main" className={css.skipLink}>
          本文へスキップ
        </a>
        {children}
        <SavedJobsFeedback />
        <Suspense fallback={null}>
          <ClientNavigation />
          <AttributionTracker />
        </Suspense>
      </body>
    </html>
  );
}
