import type { Metadata } from 'next';
import { PageBreadcrumbs } from '@/components/site/PageBreadcrumbs';
import { TrackOnView } from '@/components/site/TrackOnView';
import { EntryView } from '@/features/entry/EntryView';
import { hasApplied, loadEntryJobs, refusalCodeOf } from '@/features/entry/entry-data';
import { parseEntryRequest } from '@/features/entry/entry-query';
import { getAuthRecord } from '@/lib/session/server';
import * as page from '@/styles/page.css';

export const metadata: Metadata = {
  title: '応募',
  robots: { index: false, follow: false },
};

/**
 * /entry (spec §2): applying to a job (`?job_id=`), several checked jobs (`?job_ids=`), or
 * asking to hear more (`&type=inquiry`). Rendered per request: the job's state must be
 * current and the form depends on who is signed in.
 */
export default async function EntryPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const request = parseEntryRequest(await searchParams);
  const [record, { jobs, memberOnly }] = await Promise.all([
    getAuthRecord(),
    loadEntryJobs(request.jobIds),
  ]);
  const single = jobs.length === 1 && request.jobIds.length === 1 ? jobs[0] : undefined;
  const alreadyApplied =
    record && single && refusalCodeOf(single) === null
      ? (await hasApplied(single.id)) === true
      : false;
  return (
    <div className={page.container}>
      <PageBreadcrumbs
        items={[{ label: request.type === 'inquiry' ? '話を聞いてみる' : '応募' }]}
      />
      {single && refusalCodeOf(single) === null && !alreadyApplied && (
        <TrackOnView event={{ name: 'entry_form_viewed', jobId: single.id }} />
      )}
      <EntryView
        request={request}
        jobs={jobs}
        signedIn={record !== null}
        alreadyApplied={alreadyApplied}
        memberOnly={memberOnly}
      />
    </div>
  );
}
