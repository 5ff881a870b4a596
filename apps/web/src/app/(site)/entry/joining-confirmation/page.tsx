import type { Metadata } from 'next';
import { PageBreadcrumbs } from '@/components/site/PageBreadcrumbs';
import { JoiningConfirmationForm } from '@/features/joining-confirmation/JoiningConfirmationForm';
import { verifyJoiningConfirmationQuery } from '@/features/joining-confirmation/joining-documents';
import { formatJoinedOn } from '@/features/joining-confirmation/joining-state';
import { requestGraphQL } from '@/lib/graphql/server';
import * as page from '@/styles/page.css';

export const metadata: Metadata = {
  title: '入社のご報告',
  robots: { index: false, follow: false },
};

const TOKEN = /^[A-Za-z0-9_-]{16,200}$/;

async function confirmationOf(token: string) {
  if (!TOKEN.test(token)) return null;
  const data = await requestGraphQL(verifyJoiningConfirmationQuery, { token });
  return data.verifyEntryJoiningConfirmationToken;
}

/**
 * /entry/joining-confirmation?token=…: the link of the joining confirmation email (spec §7
 * verifyEntryJoiningConfirmationToken, updateEntryJoiningConfirmation). A link that is
 * unknown, answered or expired says so and offers nothing to send.
 */
export default async function JoiningConfirmationPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  const token = typeof params.token === 'string' ? params.token : '';
  const confirmation = await confirmationOf(token);
  return (
    <div className={page.container}>
      <PageBreadcrumbs items={[{ label: '入社のご報告' }]} />
      <h1 className={page.pageTitle}>入社のご報告</h1>
      {confirmation?.isValid ? (
        <>
          <p>
            {confirmation.companyName}「{confirmation.jobTitle}
            」へのご応募について、入社されたかどうかをお知らせください。
          </p>
          <JoiningConfirmationForm token={token} />
        </>
      ) : (
        <p role="status">
          {confirmation?.hasJoined && confirmation.joinedOn
            ? `ご回答済みです（入社日 ${formatJoinedOn(confirmation.joinedOn)}）。`
            : 'このリンクは無効か、有効期限が切れているか、すでにご回答済みです。'}
        </p>
      )}
    </div>
  );
}
