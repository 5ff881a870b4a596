import { Gender } from '@jobsite/domain/enums';
import { formatJstDate } from '@jobsite/domain/formatters';
import { EmptyState } from '@jobsite/ui/empty-state';
import { Link } from '@jobsite/ui/link';
import { Pagination } from '@jobsite/ui/pagination';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageBreadcrumbs } from '@/components/site/PageBreadcrumbs';
import { loadComments } from '@/features/comment/comment-data';
import { pageOfSegments, pageSearch } from '@/lib/content-route';
import { paths } from '@/lib/routes';
import * as page from '@/styles/page.css';
import * as css from './comment.css';

/** `/comment/`: voices of hired people, rendered on demand and cached. */
export const revalidate = 3600;
export function generateStaticParams(): Array<{ segments?: string[] }> {
  return [];
}

type Props = { params: Promise<{ segments?: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const pageNumber = pageOfSegments((await params).segments);
  if (!pageNumber) return {};
  return {
    title: `転職者の声${pageNumber > 1 ? ` ${pageNumber}ページ目` : ''}`,
    description: '現場ジョブを使って転職した方の声を紹介します。',
    alternates: { canonical: `${paths.comment()}${pageSearch(pageNumber)}` },
  };
}

export default async function CommentPage({ params }: Props) {
  const pageNumber = pageOfSegments((await params).segments);
  if (!pageNumber) notFound();
  const data = await loadComments(pageNumber);
  const { nodes, totalPages } = data.jobSeekerComments;
  if (pageNumber > 1 && pageNumber > totalPages) notFound();
  return (
    <div className={page.container}>
      <PageBreadcrumbs items={[{ label: '転職者の声' }]} />
      <h1 className={page.pageTitle}>転職者の声</h1>
      <p className={page.lead}>現場ジョブを通じて新しい職場を見つけた方々の声をご紹介します。</p>
      {nodes.length === 0 ? (
        <EmptyState title="まだ投稿がありません" />
      ) : (
        <ul className={css.list}>
          {nodes.map((comment) => (
            <li key={comment.id} className={css.item}>
              <p className={css.meta}>
                <span className={css.name}>{comment.displayName}</span>
                {comment.age && <span>{comment.age}歳</span>}
                {comment.gender && <span>{Gender.labels[comment.gender]}</span>}
                {comment.occupation && <span>{comment.occupation.name}</span>}
                {comment.prefecture && <span>{comment.prefecture.name}</span>}
              </p>
              <p className={css.text}>{comment.comment}</p>
              <p className={page.muted}>
                {formatJstDate(comment.createdAt)}
                {comment.job && (
                  <>
                    {' '}
                    ・入社した求人：
                    <Link href={paths.job(comment.job.occupation.occupationNameEn, comment.job.id)}>
                      {comment.job.title}
                    </Link>
                  </>
                )}
              </p>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={pageNumber}
        totalPages={totalPages}
        hrefForPage={(n) => `${paths.comment()}${pageSearch(n)}`}
      />
    </div>
  );
}
