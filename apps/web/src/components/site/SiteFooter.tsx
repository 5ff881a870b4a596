import { Footer } from '@jobsite/ui/footer';
import { EXTERNAL_URLS, footerLandingLinks, SITE_NAME } from '@/lib/site';
import { FooterForPath } from './FooterForPath';
import { HydrateLater } from './HydrateLater';
import { VisitorOnlyStyle } from './VisitorOnlyStyle';

const externalUrls = {
  companySite: EXTERNAL_URLS.companySite,
  recruiterInfo: EXTERNAL_URLS.companyListing,
  recruiterLogin: EXTERNAL_URLS.recruiterLogin,
  resumeService: EXTERNAL_URLS.resumeService,
};

/**
 * The footer of spec §2. On the form pages (/entry, /member/signup) the recruiter and
 * landing-page groups are hidden: chosen by path unless `forms` says which to render.
 */
export function SiteFooter({ forms }: { forms?: boolean }) {
  if (forms === undefined) {
    return <FooterForPath full={<SiteFooter forms={false} />} forms={<SiteFooter forms />} />;
  }
  return (
    <HydrateLater>
      <VisitorOnlyStyle />
      <Footer
        externalUrls={externalUrls}
        landingPages={footerLandingLinks()}
        hideRecruiterAndLandingGroups={forms}
        copyright={`© ${new Date().getFullYear()} ${SITE_NAME}`}
      />
    </HydrateLater>
  );
}
