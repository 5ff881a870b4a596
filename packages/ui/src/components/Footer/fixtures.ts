import type { FooterExternalUrls, FooterLink } from './Footer';

/** Example URLs for stories and tests; the app passes its real configuration. */
export const exampleExternalUrls: FooterExternalUrls = {
  companySite: 'https://corp.example.com/',
  recruiterInfo: 'https://recruiter.example.com/',
  recruiterLogin: 'https://recruiter.example.com/login',
  resumeService: 'https://resume.example.com/',
};

export const exampleLandingPages: FooterLink[] = [
  { label: 'ドライバー', href: 'https://lp.example.com/driver', external: true },
  { label: '整備士', href: 'https://lp.example.com/mechanic', external: true },
  { label: '製造', href: 'https://lp.example.com/manufacturing', external: true },
  { label: '施工管理', href: 'https://lp.example.com/construction', external: true },
  { label: '電気主任技術者', href: 'https://lp.example.com/electrical', external: true },
];
