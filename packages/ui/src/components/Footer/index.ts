export type {
  FooterExternalUrls,
  FooterGroup,
  FooterLink,
  FooterProps,
} from './Footer';
export { Footer, footerGroups, REGISTRATION_NOTE } from './Footer';
