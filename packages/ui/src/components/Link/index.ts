export type { AppLinkProps, LinkComponent, LinkProps, LinkProviderProps } from './Link';
export { Link, LinkProvider } from './Link';
