'use client';

import { Button, ButtonLink } from '@jobsite/ui/button';
import { useEffect } from 'react';
import * as page from '@/styles/page.css';

/** A failed page (e.g. the BFF did not answer): say so in Japanese and offer a retry. */
export default function SiteError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div className={page.container} style={{ paddingTop: '48px', textAlign: 'center' }}>
      <h1 className={page.pageTitle}>ページを表示できませんでした</h1>
      <p className={page.lead}>
        一時的なエラーが発生しました。時間をおいて再度お試しください。
        {error.digest && <span>（エラーID：{error.digest}）</span>}
      </p>
      <div style={{ display: 'flex', gap: '12px', justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button onClick={reset}>もう一度読み込む</Button>
        <ButtonLink href="/" tone="secondary">
          トップページへ戻る
        </ButtonLink>
      </div>
    </div>
  );
}
