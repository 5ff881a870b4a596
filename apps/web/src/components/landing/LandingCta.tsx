import type { LandingPageConfig } from '@jobsite/domain/masters';
import { ButtonLink } from '@jobsite/ui/button';
import { TrackClicks } from '@/components/site/TrackOnView';
import * as css from './LandingCta.css';

/**
 * The call to action of an occupation's landing page (spec §2): external landing pages open
 * in a new tab; occupations without one lead to /member/signup/.
 */
export function LandingCta({ page }: { page: LandingPageConfig }) {
  return (
    <aside className={css.root} aria-label="会員登録のご案内">
      <p className={css.text}>{page.ctaTextPc}</p>
      <TrackClicks event={{ name: 'landing_cta_clicked' }}>
        <ButtonLink href={page.basePath} external={page.isExternal} fullWidth>
          <span className={css.desktopText}>{page.buttonTextPc}</span>
          <span className={css.mobileText}>{page.buttonTextSp}</span>
        </ButtonLink>
      </TrackClicks>
    </aside>
  );
}
