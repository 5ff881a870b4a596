'use client';

/** The last resort when the root layout itself fails: plain HTML, no styles needed. */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="ja">
      <body style={{ fontFamily: 'sans-serif', textAlign: 'center', padding: '48px 16px' }}>
        <h1>ページを表示できませんでした</h1>
        <p>一時的なエラーが発生しました。時間をおいて再度お試しください。</p>
        <button type="button" onClick={reset} style={{ minHeight: 44, padding: '0 16px' }}>
          もう一度読み込む
        </button>{' '}
        <a href="/">トップページへ戻る</a>
      </body>
    </html>
  );
}
