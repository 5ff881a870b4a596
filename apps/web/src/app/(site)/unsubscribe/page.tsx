import type { Metadata } from 'next';
import { PageBreadcrumbs } from '@/components/site/PageBreadcrumbs';
import { UnsubscribeForm } from '@/features/notifications/UnsubscribeForm';
import * as page from '@/styles/page.css';

export const metadata: Metadata = {
  title: 'メール配信の停止',
  robots: { index: false, follow: false },
};

/**
 * /unsubscribe/?token=…: the link at the foot of every notification mail (decision 0049).
 * It stops that mail's kind with one button; mail programs POST to /unsubscribe/one-click/
 * instead (RFC 8058).
 */
export default async function UnsubscribePage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  const token = typeof params.token === 'string' ? params.token : '';
  return (
    <div className={page.container}>
      <PageBreadcrumbs items={[{ label: 'メール配信の停止' }]} />
      <h1 className={page.pageTitle}>メール配信の停止</h1>
      {token ? (
        <>
          <p>このメールと同じ種類のお知らせメールを停止します。サイト内のお知らせは届きます。</p>
          <UnsubscribeForm token={token} />
        </>
      ) : (
        <p role="alert">
          配信停止のリンクが正しくありません。メールのリンクをもう一度お開きください。
        </p>
      )}
    </div>
  );
}
