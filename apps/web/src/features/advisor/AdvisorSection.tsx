import { ButtonLink } from '@jobsite/ui/button';
import { Card } from '@jobsite/ui/card';
import { Link } from '@jobsite/ui/link';
import { memberRequest } from '@/features/mypage/member-graphql';
import { paths } from '@/lib/paths';
import * as page from '@/styles/page.css';
import { AdvisorRequestForm } from './AdvisorRequestForm';
import { advisorContextQuery, advisorJobQuery } from './advisor-documents';
import { initialAdvisorValues } from './advisor-form';
import { advisorOptions } from './advisor-options';

/** The job a request is about, as the member sees it; null when unknown or unreadable. */
async function advisorJob(jobId: string) {
  try {
    return (await memberRequest(advisorJobQuery, { id: jobId })).job;
  } catch {
    return null;
  }
}

/**
 * The career advisor block (spec §1: members can contact an advisor): the request
 * form, filled with the member's addresses, and the way to the advisor room once there is one.
 * On my page as it is; on /member/advisor/ about the job page it came from (`jobId`).
 * Self-contained: it reads what it needs with the member's session.
 */
export async function AdvisorSection({
  jobId = null,
  returnPath = paths.myPage(),
}: {
  jobId?: string | null;
  returnPath?: string;
}) {
  const [context, job] = await Promise.all([
    memberRequest(advisorContextQuery, {}).catch(() => null),
    jobId ? advisorJob(jobId) : Promise.resolve(null),
  ]);
  return (
    <section className={page.section} aria-labelledby="advisor-section" id="advisor">
      <h2 id="advisor-section" className={page.sectionTitle}>
        キャリアアドバイザーに相談する
      </h2>
      <p className={page.lead}>
        求人選びや応募、働き方の悩みを、専任のキャリアアドバイザーに無料で相談できます。ご希望の連絡方法と時間帯にあわせてご連絡します。
      </p>
      {job && (
        <p>
          相談したい求人：
          <Link href={paths.job(job.occupation.occupationNameEn, job.id)}>{job.title}</Link>
        </p>
      )}
      {context?.advisorRoom && (
        <p>
          <ButtonLink href={paths.room(context.advisorRoom.id)} tone="secondary">
            アドバイザーとのメッセージを見る
          </ButtonLink>
        </p>
      )}
      <Card>
        <AdvisorRequestForm
          initial={initialAdvisorValues(context?.endUserViewer ?? null, job?.id ?? null)}
          options={advisorOptions()}
          returnPath={returnPath}
        />
      </Card>
    </section>
  );
}
