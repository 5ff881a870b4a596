import Link from 'next/link';

export default function NotFound() {
  return (
    <main>
      <h1>ページが見つかりませんでした</h1>
      <p>お探しのページは移動または削除された可能性があります。</p>
      <Link href="/">トップページへ戻る</Link>
    </main>
  );
}
