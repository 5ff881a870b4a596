'use client';

import {
  type AnchorHTMLAttributes,
  type ComponentType,
  createContext,
  type ReactNode,
  useContext,
} from 'react';
import { visuallyHidden } from '../../internal/a11y.css';

export type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  children?: ReactNode;
};

/** What renders internal links: `<a>` by default; Next.js injects `next/link`. */
export type LinkComponent = ComponentType<LinkProps>;

const DefaultLink: LinkComponent = (props) => <a {...props} />;

const LinkContext = createContext<LinkComponent>(DefaultLink);

export type LinkProviderProps = { component: LinkComponent; children?: ReactNode };

/**
 * Sets the component every internal link in the design system renders through.
 * In Next.js wrap the app in a small client component:
 * `<LinkProvider component={NextLink}>{children}</LinkProvider>`.
 */
export function LinkProvider({ component, children }: LinkProviderProps) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

export type AppLinkProps = LinkProps & {
  /** Opens in a new tab as a plain `<a>`, never through the router. */
  external?: boolean;
};

const NEW_TAB_NOTE = '（新しいタブで開きます）';

/** A link that goes through the injected `LinkComponent` unless it is external. */
export function Link({ external = false, children, ...props }: AppLinkProps) {
  const Component = useContext(LinkContext);
  if (external) {
    return (
      <a {...props} target="_blank" rel="noopener noreferrer">
        {children}
        <span className={visuallyHidden}>{NEW_TAB_NOTE}</span>
      </a>
    );
  }
  return <Component {...props}>{children}</Component>;
}
