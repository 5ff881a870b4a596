export type { HeaderProps } from './Header';
export { Header, MEMBERS_BADGE_TEXT } from './Header';
export type { AuthState, HeaderLinks } from './links';
export { defaultHeaderLinks } from './links';
export type { SlimHeaderProps } from './SlimHeader';
export { SlimHeader } from './SlimHeader';
