import { ButtonLink } from '@jobsite/ui/button';
import { memberRequest } from '@/features/mypage/member-graphql';
import * as forms from '@/features/profile/forms.css';
import { paths } from '@/lib/paths';
import * as page from '@/styles/page.css';
import { AdvisorRequestForm } from './AdvisorRequestForm';
import { advisorContextQuery } from './advisor-documents';
import { initialAdvisorValues } from './advisor-form';
import { advisorOptions } from './advisor-options';

/**
 * My page's career advisor block (spec §1: members can contact an advisor; issue 10): the
 * request form, filled with the member's addresses, and the way to the advisor room once
 * there is one. Self-contained: it reads what it needs with the member's session.
 */
export async function AdvisorSection() {
  const context = await memberRequest(advisorContextQuery, {}).catch(() => null);
  return (
    <section className={page.section} aria-labelledby="advisor-section" id="advisor">
      <h2 id="advisor-section" className={page.sectionTitle}>
        キャリアアドバイザーに相談する
      </h2>
      <p className={page.lead}>
        求人選びや応募、働き方の悩みを、専任のキャリアアドバイザーに無料で相談できます。ご希望の連絡方法と時間帯にあわせてご連絡します。
      </p>
      {context?.advisorRoom && (
        <p>
          <ButtonLink href={paths.room(context.advisorRoom.id)} tone="secondary">
            アドバイザーとのメッセージを見る
          </ButtonLink>
        </p>
      )}
      <div className={forms.card}>
        <AdvisorRequestForm
          initial={initialAdvisorValues(context?.endUserViewer ?? null)}
          options={advisorOptions()}
          returnPath={paths.myPage()}
        />
      </div>
    </section>
  );
}
