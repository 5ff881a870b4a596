import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { HomeView } from '@/features/home/HomeView';
import { SITE_DESCRIPTION, SITE_NAME } from '@/lib/site';

/**
 * The home page. An optional catch-all rather than `app/(site)/page.tsx` so that it is
 * rendered on its first request and then served from the cache (ISR) without needing the BFF
 * at build time. Every path with a segment that no other route takes goes to
 * `[occupation]/[[...rest]]` (lists, 404), so only `/` arrives here. Lists and job detail have
 * routes of their own, so each page ships only its own styles and client code.
 */
export const revalidate = 300;
export const dynamicParams = true;

export function generateStaticParams(): Array<{ segments: string[] }> {
  return [];
}

export const metadata: Metadata = {
  title: { absolute: `${SITE_NAME} | ドライバー・建設・技能職の求人サイト` },
  description: SITE_DESCRIPTION,
  alternates: { canonical: '/' },
};

type Props = { params: Promise<{ segments?: string[] }> };

export default async function HomePage({ params }: Props) {
  if ((await params).segments?.length) notFound();
  return <HomeView />;
}
