import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/site/NotFoundContent';

export const metadata: Metadata = { title: 'ページが見つかりませんでした' };

/** 404 inside the site layout (unknown job, list, article…). */
export default function SiteNotFound() {
  return <NotFoundContent />;
}
