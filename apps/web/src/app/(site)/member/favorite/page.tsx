import { EmptyState } from '@jobsite/ui/empty-state';
import { JobCard } from '@jobsite/ui/job-card';
import { Pagination } from '@jobsite/ui/pagination';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { SaveJobButton } from '@/components/saved-jobs/SaveJobButton';
import { PageBreadcrumbs } from '@/components/site/PageBreadcrumbs';
import { SortNav } from '@/components/site/SortNav';
import {
  BulkEntryBar,
  CheckJobBox,
  ShownWhileFavorited,
} from '@/features/mypage/FavoriteEntryControls';
import * as css from '@/features/mypage/Favorites.css';
import { favoritesPath, loadFavorites, pageParam } from '@/features/mypage/favorites-data';
import { MemberNav } from '@/features/mypage/MemberNav';
import { savedOrderOptions, savedOrderParam } from '@/features/saved-jobs/saved-data';
import { toJobCard } from '@/lib/jobs/job-card';
import { paths } from '@/lib/paths';
import * as page from '@/styles/page.css';

export const metadata: Metadata = {
  title: '気になる求人',
  robots: { index: false, follow: false },
};

/** /member/favorite/ (spec §2): the signed-in member's saved jobs, paged (paths.favorites). */
export default async function FavoritesPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const params = await searchParams;
  const pageNumber = pageParam(params.page);
  const order = savedOrderParam(params.sort);
  const favorites = await loadFavorites(pageNumber, order);
  // A page past the end (jobs removed since the link was made) shows the last one.
  if (
    favorites.nodes.length === 0 &&
    pageNumber > favorites.totalPages &&
    favorites.totalPages > 0
  ) {
    redirect(favoritesPath(favorites.totalPages, order));
  }
  return (
    <div className={page.container}>
      <PageBreadcrumbs
        items={[{ label: 'マイページ', href: paths.myPage() }, { label: '気になる求人' }]}
      />
      <h1 className={page.pageTitle}>気になる求人（{favorites.totalCount}件）</h1>
      <MemberNav current={paths.favorites()} />
      {favorites.totalCount === 0 ? (
        <EmptyState
          title="気になる求人はまだありません"
          description="求人の「気になる」ボタンを押すと、ここに保存されます。"
          action={{ label: 'ドライバーの求人を探す', href: paths.occupation('driver') }}
        />
      ) : (
        <>
          <BulkEntryBar />
          {favorites.totalCount > 1 && (
            <SortNav options={savedOrderOptions(paths.favorites(), order)} />
          )}
          <ul className={css.list} aria-label="保存した求人">
            {favorites.nodes.map((job) => (
              <ShownWhileFavorited key={job.id} jobId={job.id}>
                <li className={css.item}>
                  <CheckJobBox
                    jobId={job.id}
                    jobTitle={job.title}
                    disabled={!job.isHiring || !job.isPublished}
                  />
                  <JobCard
                    job={toJobCard(job)}
                    saveSlot={<SaveJobButton jobId={job.id} jobTitle={job.title} />}
                  />
                </li>
              </ShownWhileFavorited>
            ))}
          </ul>
          {favorites.totalPages > 1 && (
            <Pagination
              page={favorites.page}
              totalPages={favorites.totalPages}
              hrefForPage={(n) => favoritesPath(n, order)}
              label="気になる求人のページ"
            />
          )}
        </>
      )}
    </div>
  );
}
