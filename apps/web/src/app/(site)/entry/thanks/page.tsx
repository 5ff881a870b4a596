import type { Metadata } from 'next';
import { PageBreadcrumbs } from '@/components/site/PageBreadcrumbs';
import { EntryThanksView } from '@/features/entry/EntryThanksView';
import { parseEntryRequest } from '@/features/entry/entry-query';
import { loadSimilarJobs } from '@/features/entry/similar-jobs-data';
import { EXCLUDE_PARAM, parseEarlierEntries } from '@/features/entry/visitor-entries';
import { getAuthRecord } from '@/lib/session/server';
import * as page from '@/styles/page.css';

export const metadata: Metadata = {
  title: '送信完了',
  robots: { index: false, follow: false },
};

/** /entry/thanks (paths.entryThanks): after an application or a 'hear more' inquiry. */
export default async function EntryThanksPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  const type = params.type === 'inquiry' ? 'inquiry' : 'entry';
  const count = Number(Array.isArray(params.count) ? params.count[0] : params.count) || 1;
  const signedIn = (await getAuthRecord()) !== null;
  const similar = await loadSimilarJobs(
    parseEntryRequest(params).jobIds,
    signedIn,
    parseEarlierEntries(params[EXCLUDE_PARAM]),
  );
  return (
    <div className={page.container}>
      <PageBreadcrumbs items={[{ label: '送信完了' }]} />
      <EntryThanksView
        type={type}
        count={Math.min(Math.max(1, count), 20)}
        signedIn={signedIn}
        similar={similar}
      />
    </div>
  );
}
