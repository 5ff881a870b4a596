'use client';

import { Alert } from '@jobsite/ui/alert';
import { Button, ButtonLink } from '@jobsite/ui/button';
import { Skeleton, SkeletonGroup } from '@jobsite/ui/skeleton';
import { paths } from '../../lib/paths';
import * as page from '../../styles/page.css';
import * as messageCss from '../messages/messages.css';
import type { LoadState } from './use-load';

/** Where "back" leads from a scout that cannot be shown, by how the scout was opened. */
const BACK = {
  list: { href: paths.myPage(), label: 'マイページへ' },
  member: { href: paths.scouts(), label: 'スカウト一覧へ' },
  link: { href: paths.home(), label: 'トップページへ' },
} as const;

/**
 * What a scout page shows while its data is not there: loading, not found, or an error. A
 * page that is ready here is moving on (to the member's own scout page): still loading.
 */
export function LoadStatus({
  state,
  reload,
  opened,
}: {
  state: LoadState<unknown>;
  reload: () => void;
  opened: keyof typeof BACK;
}) {
  if (state.status === 'loading' || state.status === 'ready') {
    return (
      <SkeletonGroup label="読み込み中">
        <Skeleton shape="text" width="60%" />
        <Skeleton shape="rect" height="160px" />
      </SkeletonGroup>
    );
  }
  if (state.status === 'notFound') {
    return (
      <div>
        <h1 className={page.pageTitle}>スカウトが見つかりません</h1>
        <p className={page.lead}>リンクが正しくないか、このスカウトは表示できません。</p>
        <ButtonLink href={BACK[opened].href}>{BACK[opened].label}</ButtonLink>
      </div>
    );
  }
  return (
    <div>
      <Alert>{state.message}</Alert>
      <div className={messageCss.more}>
        <Button onClick={reload}>もう一度読み込む</Button>
      </div>
    </div>
  );
}
