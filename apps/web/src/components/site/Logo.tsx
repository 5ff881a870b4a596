import { SITE_NAME } from '@/lib/site-config';
import * as css from './Logo.css';

/** The site logo: a helmet mark and the name (the home link's accessible text). */
export function Logo() {
  return (
    <span className={css.logo}>
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <path d="M4 22a12 12 0 0 1 24 0z" className={css.markFill} />
        <rect x="2" y="22" width="28" height="4" rx="2" className={css.markFill} />
        <path d="M16 10v6" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
      </svg>
      {SITE_NAME}
    </span>
  );
}
