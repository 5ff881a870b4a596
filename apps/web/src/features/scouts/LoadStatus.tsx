'use client';

import { Button, ButtonLink } from '@jobsite/ui/button';
import { Skeleton, SkeletonGroup } from '@jobsite/ui/skeleton';
import * as page from '../../styles/page.css';
import * as messageCss from '../messages/messages.css';
import type { LoadState } from './use-load';

/** What a scout page shows while its data is not there: loading, not found, or an error. */
export function LoadStatus({
  state,
  reload,
  notFoundTitle = 'スカウトが見つかりません',
  backHref,
  backLabel,
}: {
  state: Exclude<LoadState<unknown>, { status: 'ready' }>;
  reload: () => void;
  notFoundTitle?: string;
  backHref: string;
  backLabel: string;
}) {
  if (state.status === 'loading') {
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
        <h1 className={page.pageTitle}>{notFoundTitle}</h1>
        <p className={page.lead}>リンクが正しくないか、このスカウトは表示できません。</p>
        <ButtonLink href={backHref}>{backLabel}</ButtonLink>
      </div>
    );
  }
  return (
    <div>
      <p role="alert" className={messageCss.error}>
        {state.message}
      </p>
      <div className={messageCss.more}>
        <Button onClick={reload}>もう一度読み込む</Button>
      </div>
    </div>
  );
}
