import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';

export const metadata: Metadata = {
  title: {
    default: 'ドライバー・建設・技能職の求人サイト',
    template: '%s | ドライバー・建設・技能職の求人サイト',
  },
  description:
    'ドライバー、フォークリフト、整備士、建設・電気・設備工事など、物流・建設・技能職の求人を全国から探せる求人サイトです。',
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="ja">
      <body>{children}</body>
    </html>
  );
}
