export type { ButtonLinkProps, ButtonProps } from './Button';
export { Button, ButtonLink } from './Button';
