import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { PageBreadcrumbs } from '@/components/site/PageBreadcrumbs';
import { AdvisorSection } from '@/features/advisor/AdvisorSection';
import { paths } from '@/lib/paths';
import { getAuthRecord } from '@/lib/session/server';
import * as page from '@/styles/page.css';

export const metadata: Metadata = {
  title: 'キャリアアドバイザーに相談',
  robots: { index: false, follow: false },
};

type Props = { searchParams: Promise<{ job_id?: string | string[] }> };

/**
 * /member/advisor/: the advisor request form, about a job when a job page sent the
 * member here (`?job_id=`). A visitor signs up first (the job page's link is the same for
 * everyone) and comes back here.
 */
export default async function AdvisorPage({ searchParams }: Props) {
  const value = (await searchParams).job_id;
  const jobId = typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value) ? value : null;
  const returnPath = jobId ? paths.advisor(jobId) : paths.advisor();
  if (!(await getAuthRecord())) redirect(paths.signupReturningTo(returnPath));
  return (
    <div className={page.container}>
      <PageBreadcrumbs
        items={[{ label: 'マイページ', href: paths.myPage() }, { label: 'アドバイザー相談' }]}
      />
      <h1 className={page.pageTitle}>キャリアアドバイザーに相談</h1>
      <AdvisorSection jobId={jobId} returnPath={returnPath} />
    </div>
  );
}
