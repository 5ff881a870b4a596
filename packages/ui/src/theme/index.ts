import './theme.css';

export { media } from './breakpoints';
export { vars } from './contract.css';
export * as tokens from './tokens';
