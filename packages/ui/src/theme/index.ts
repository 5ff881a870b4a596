import './theme.css';

export { media } from './breakpoints';
export { vars } from './contract.css';
export { boxed, outlined, tinted } from './surfaces.css';
export * as tokens from './tokens';
