import { Link } from '../Link/Link';
import * as css from './Footer.css';

export type FooterLink = {
  label: string;
  href: string;
  external?: boolean;
  /**
   * Who the link is for: `visitor` links (ログイン, 会員登録) carry `data-audience`, which the
   * app hides for members (the footer is the same cached HTML for everybody).
   */
  audience?: 'visitor';
  /** A link to another service of the operator: left out when the brand hides them. */
  service?: boolean;
};

export type FooterGroup = {
  id: string;
  title: string;
  links: FooterLink[];
  /** Recruiter and landing-page groups are hidden on /entry and /member/signup. */
  kind?: 'recruiter' | 'landing';
};

export type FooterExternalUrls = {
  companySite: string;
  recruiterInfo: string;
  recruiterLogin: string;
  resumeService: string;
};

export type FooterProps = {
  externalUrls: FooterExternalUrls;
  /** Landing pages per job category (driver, mechanic, manufacturing, …). */
  landingPages: FooterLink[];
  /** True on /entry and /member/signup: drops the recruiter and landing-page groups. */
  hideRecruiterAndLandingGroups?: boolean;
  /** Whether the brand shows links to the operator's other services (Trademark.displayServiceLinks). */
  showServiceLinks?: boolean;
  /** The note on how to register from a job page (shown by default). */
  showRegistrationNote?: boolean;
  /** Copyright line, e.g. 「© 2025 ○○株式会社」; omitted when not given. */
  copyright?: string;
};

export const REGISTRATION_NOTE =
  '求職者の方の会員登録は、各求人ページの「応募画面へ進む」または「話を聞いてみる」ボタンから行えます。';

/** The link groups of spec §2, in display order. */
export function footerGroups(urls: FooterExternalUrls, landingPages: FooterLink[]): FooterGroup[] {
  return [
    {
      id: 'jobs',
      title: '求人を探す',
      links: [
        { label: 'ドライバーの求人', href: '/driver' },
        { label: '気になる求人', href: '/keep' },
        { label: '最近見た求人', href: '/history/' },
        { label: 'マイページ', href: '/member/' },
        { label: 'ログイン', href: '/member/login/', audience: 'visitor' },
        { label: '会員登録（無料）', href: '/member/signup/', audience: 'visitor' },
      ],
    },
    {
      id: 'contents',
      title: 'お役立ち情報',
      links: [
        { label: 'マガジン', href: '/magazine/' },
        { label: 'お知らせ', href: '/news' },
        { label: '転職者の声', href: '/comment/' },
        { label: 'よくある質問', href: '/faq' },
        { label: 'お問い合わせ', href: '/faq/#contact' },
        { label: '履歴書作成サービス', href: urls.resumeService, external: true, service: true },
      ],
    },
    {
      id: 'about',
      title: '運営情報',
      links: [
        { label: '運営会社', href: urls.companySite, external: true },
        { label: '私たちのミッション', href: '/mission' },
        { label: '利用規約', href: '/terms' },
        { label: 'プライバシーポリシー', href: '/privacy-policy' },
      ],
    },
    {
      id: 'recruiter',
      title: '採用担当者様へ',
      kind: 'recruiter',
      links: [
        { label: '掲載をお考えの企業様', href: urls.recruiterInfo, external: true },
        { label: '企業様ログイン', href: urls.recruiterLogin, external: true },
      ],
    },
    { id: 'landing', title: '職種別の会員登録', kind: 'landing', links: landingPages },
  ];
}

/** The site footer: link groups, the registration note and the copyright. */
export function Footer({
  externalUrls,
  landingPages,
  hideRecruiterAndLandingGroups = false,
  showServiceLinks = true,
  showRegistrationNote = true,
  copyright,
}: FooterProps) {
  const groups = footerGroups(externalUrls, landingPages)
    .map((group) => ({
      ...group,
      links: showServiceLinks ? group.links : group.links.filter((link) => !link.service),
    }))
    .filter((group) => !(hideRecruiterAndLandingGroups && group.kind) && group.links.length > 0);
  return (
    <footer className={css.root}>
      <div className={css.inner}>
        {showRegistrationNote && (
          <p className={css.note} data-audience="visitor">
            {REGISTRATION_NOTE}
          </p>
        )}
        <nav aria-label="フッターメニュー" className={css.groups}>
          {groups.map((group) => (
            <section key={group.id} aria-labelledby={`footer-${group.id}`}>
              <h2 id={`footer-${group.id}`} className={css.groupTitle}>
                {group.title}
              </h2>
              <ul className={css.linkList}>
                {group.links.map((link) => (
                  <li key={`${link.label}-${link.href}`} data-audience={link.audience}>
                    <Link className={css.link} href={link.href} external={link.external}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
        {copyright && (
          <p className={css.copyright}>
            <small>{copyright}</small>
          </p>
        )}
      </div>
    </footer>
  );
}
