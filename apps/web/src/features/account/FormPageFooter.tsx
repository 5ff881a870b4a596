/**
 * Spec §2 Footer: on /member/signup (and /entry) the recruiter and landing-page groups are
 * hidden. The footer belongs to the shared (site) layout, which does not know the route, so
 * a form page renders this: a style element that lives and goes with the page (removed on
 * navigating away) and hides the two groups the footer marks by their heading ids
 * (@jobsite/ui Footer: `footer-recruiter`, `footer-landing`).
 */
const CSS = ['footer-recruiter', 'footer-landing']
  .map((id) => `footer section[aria-labelledby="${id}"]`)
  .join(',')
  .concat('{display:none}');

export function HideRecruiterAndLandingFooterGroups() {
  return <style>{CSS}</style>;
}
