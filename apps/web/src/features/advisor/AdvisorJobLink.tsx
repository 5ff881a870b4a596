import { ButtonLink } from '@jobsite/ui/button';
import { paths } from '@/lib/paths';
import * as css from './Advisor.css';

/**
 * The advisor beside a job (job detail's aside): a link to the request form about this job.
 * Plain HTML on the cached page, the same for everyone: the form's page asks a visitor to sign
 * up first and comes back to the form.
 */
export function AdvisorJobLink({ jobId }: { jobId: string }) {
  return (
    <section className={css.cta} aria-labelledby="advisor-cta">
      <h2 id="advisor-cta" className={css.title}>
        この求人についてアドバイザーに相談
      </h2>
      <p className={css.text}>
        応募の前に、仕事内容や働き方をキャリアアドバイザーに無料で相談できます（会員登録が必要です）。
      </p>
      <ButtonLink href={paths.advisor(jobId)} tone="secondary" fullWidth>
        アドバイザーに相談する
      </ButtonLink>
    </section>
  );
}
