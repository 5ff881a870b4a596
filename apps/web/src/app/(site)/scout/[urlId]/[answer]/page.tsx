import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageBreadcrumbs } from '@/components/site/PageBreadcrumbs';
import { ANSWER_TITLES, answerTypeOf, visitorProfileOptions } from '@/features/scouts/options';
import { VisitorScoutAnswer } from '@/features/scouts/VisitorScoutAnswer';
import { linkParams } from '@/lib/link-access';
import { paths } from '@/lib/paths';
import * as page from '@/styles/page.css';

type Props = {
  params: Promise<{ urlId: string; answer: string }>;
  searchParams: Promise<{ conversionId?: string | string[]; token?: string | string[] }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const type = answerTypeOf((await params).answer);
  return {
    title: type ? ANSWER_TITLES[type] : 'スカウト',
    robots: { index: false, follow: false },
    referrer: 'no-referrer',
  };
}

/** A visitor's scout entry or inquiry form, reached from the scout link. */
export default async function ScoutLinkAnswerRoute({ params, searchParams }: Props) {
  const { urlId, answer } = await params;
  const type = answerTypeOf(answer);
  if (!type || !/^[A-Za-z0-9_-]{1,100}$/.test(urlId)) notFound();
  const link = linkParams(await searchParams);
  return (
    <div className={page.container}>
      <PageBreadcrumbs
        items={[
          { label: 'スカウト', href: paths.scoutByUrlId(urlId) },
          { label: ANSWER_TITLES[type] },
        ]}
      />
      <VisitorScoutAnswer
        urlId={urlId}
        type={type}
        options={visitorProfileOptions()}
        conversionId={link?.conversionId ?? null}
        token={link?.token ?? null}
      />
    </div>
  );
}
