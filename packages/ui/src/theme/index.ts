import './theme.css';

export { media } from './breakpoints';
export { vars } from './contract.css';
export { boxed } from './surfaces.css';
export * as tokens from './tokens';
