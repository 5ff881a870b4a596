import { Footer } from '@jobsite/ui/footer';
import { EXTERNAL_URLS, footerLandingLinks, SITE_NAME } from '@/lib/site';

const externalUrls = {
  companySite: EXTERNAL_URLS.companySite,
  recruiterInfo: EXTERNAL_URLS.companyListing,
  recruiterLogin: EXTERNAL_URLS.recruiterLogin,
  resumeService: EXTERNAL_URLS.resumeService,
};

/** The footer of spec §2; form pages (/entry, /member/signup) pass `forms`. */
export function SiteFooter({ forms = false }: { forms?: boolean }) {
  return (
    <Footer
      externalUrls={externalUrls}
      landingPages={footerLandingLinks()}
      hideRecruiterAndLandingGroups={forms}
      copyright={`© ${new Date().getFullYear()} ${SITE_NAME}`}
    />
  );
}
