import type { BreadcrumbItem } from '@jobsite/ui/breadcrumbs';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { PageBreadcrumbs } from '@/components/site/PageBreadcrumbs';
import { paths } from '@/lib/paths';
import { isRecordId } from '@/lib/record-id';
import { requireMember } from '@/lib/session/server';
import * as page from '@/styles/page.css';

/**
 * The checks of a page about one of the member's scouts: an id that cannot be a scout is
 * NOT FOUND, and a visitor goes to login and back to `path`.
 */
export async function openMemberScout(id: string, path: string): Promise<void> {
  if (!isRecordId(id)) notFound();
  await requireMember(path);
}

/** A page about one of the member's scouts: the trail my page › scouts › `trail`, then the page. */
export function MemberScoutFrame({
  trail,
  children,
}: {
  trail: readonly BreadcrumbItem[];
  children: ReactNode;
}) {
  return (
    <div className={page.container}>
      <PageBreadcrumbs
        items={[
          { label: 'マイページ', href: paths.myPage() },
          { label: 'スカウト', href: paths.scouts() },
          ...trail,
        ]}
      />
      {children}
    </div>
  );
}
