import { Footer } from '@jobsite/ui/footer';
import { EXTERNAL_URLS, footerLandingLinks, SITE_NAME } from '@/lib/site';
import { FooterForPath } from './FooterForPath';
import { HydrateLater } from './HydrateLater';
import { loadServiceLinksShown } from './service-links';
import { VisitorOnlyStyle } from './VisitorOnlyStyle';

const externalUrls = {
  companySite: EXTERNAL_URLS.companySite,
  recruiterInfo: EXTERNAL_URLS.companyListing,
  recruiterLogin: EXTERNAL_URLS.recruiterLogin,
  resumeService: EXTERNAL_URLS.resumeService,
};

/**
 * The footer of spec §2. On the form pages (/entry, /member/signup) the recruiter and
 * landing-page groups are hidden: chosen by path on the client. The brand decides whether
 * the service links show (decision 0054).
 */
export async function SiteFooter() {
  const showServiceLinks = await loadServiceLinksShown();
  return (
    <FooterForPath
      full={<FooterVariant forms={false} showServiceLinks={showServiceLinks} />}
      forms={<FooterVariant forms showServiceLinks={showServiceLinks} />}
    />
  );
}

function FooterVariant({ forms, showServiceLinks }: { forms: boolean; showServiceLinks: boolean }) {
  return (
    <HydrateLater>
      <VisitorOnlyStyle />
      <Footer
        externalUrls={externalUrls}
        landingPages={footerLandingLinks()}
        hideRecruiterAndLandingGroups={forms}
        showServiceLinks={showServiceLinks}
        copyright={`© ${new Date().getFullYear()} ${SITE_NAME}`}
      />
    </HydrateLater>
  );
}
