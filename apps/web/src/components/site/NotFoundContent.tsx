import { ButtonLink } from '@jobsite/ui/button';
import { Link } from '@jobsite/ui/link';
import { paths } from '@/lib/routes';
import * as page from '@/styles/page.css';
import * as css from './NotFoundContent.css';

/** The Japanese 404 page body: what happened and ways on. */
export function NotFoundContent() {
  return (
    <div className={`${page.container} ${css.root}`}>
      <p className={css.code} aria-hidden="true">
        404
      </p>
      <h1 className={page.pageTitle}>ページが見つかりませんでした</h1>
      <p className={css.text}>
        お探しのページは、掲載が終了したか、移動または削除された可能性があります。URLに誤りがないかご確認ください。
      </p>
      <div className={css.actions}>
        <ButtonLink href={paths.home()}>トップページへ戻る</ButtonLink>
        <ButtonLink href={paths.occupation('driver')} tone="secondary">
          ドライバーの求人を探す
        </ButtonLink>
      </div>
      <p className={css.text}>
        解決しない場合は<Link href={paths.contact()}>お問い合わせ</Link>ください。
      </p>
    </div>
  );
}
