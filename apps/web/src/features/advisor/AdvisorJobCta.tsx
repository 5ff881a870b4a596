'use client';

import { Button, ButtonLink } from '@jobsite/ui/button';
import { useState } from 'react';
import { useAuthState } from '@/lib/client-state/cookie-store';
import { paths } from '@/lib/paths';
import * as css from './Advisor.css';
import { loadAdvisorContext } from './advisor-actions';
import type { AdvisorFormValues } from './advisor-form';
import type { AdvisorOptions } from './advisor-options';

type Loaded = {
  Form: typeof import('./AdvisorRequestForm').AdvisorRequestForm;
  initial: AdvisorFormValues;
};

/**
 * The advisor on a job page (a cached page, the same for everyone): visitors are invited to
 * sign up (coming back here); a member opens the request form, whose code and the member's
 * addresses load only then.
 */
export function AdvisorJobCta({
  jobId,
  returnPath,
  options,
}: {
  jobId: string;
  returnPath: string;
  options: AdvisorOptions;
}) {
  const authState = useAuthState();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [opening, setOpening] = useState(false);

  const open = async () => {
    setOpening(true);
    try {
      const [{ AdvisorRequestForm }, { initialAdvisorValues }, context] = await Promise.all([
        import('./AdvisorRequestForm'),
        import('./advisor-form'),
        loadAdvisorContext(),
      ]);
      setLoaded({ Form: AdvisorRequestForm, initial: initialAdvisorValues(context, jobId) });
    } finally {
      setOpening(false);
    }
  };

  return (
    <section className={css.cta} aria-labelledby="advisor-cta">
      <h2 id="advisor-cta" className={css.title}>
        この求人についてアドバイザーに相談
      </h2>
      <p className={css.text}>
        応募の前に、仕事内容や働き方をキャリアアドバイザーに無料で相談できます。
      </p>
      {authState === 'signedIn' ? (
        loaded ? (
          <loaded.Form
            initial={loaded.initial}
            options={options}
            returnPath={returnPath}
            idPrefix="job-advisor"
          />
        ) : (
          <Button tone="secondary" fullWidth disabled={opening} onClick={() => void open()}>
            {opening ? '読み込み中…' : 'アドバイザーに相談する'}
          </Button>
        )
      ) : (
        <ButtonLink href={paths.signupReturningTo(returnPath)} tone="secondary" fullWidth>
          会員登録してアドバイザーに相談する
        </ButtonLink>
      )}
    </section>
  );
}
