import { style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'grid', gap: vars.space.sm });

export const item = style({
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  overflow: 'hidden',
});

export const heading = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: '100%',
  minHeight: '48px',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  border: 'none',
  backgroundColor: 'transparent',
  fontWeight: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: vars.color.surfaceMuted } },
});

export const chevron = style({
  flexShrink: 0,
  transition: `transform ${vars.duration.fast}`,
  selectors: { [`${trigger}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
});

export const staticTitle = style({ display: 'none', padding: `${vars.space.sm} ${vars.space.lg}` });

export const panel = style({ padding: `0 ${vars.space.lg} ${vars.space.lg}` });

/** Closed panels are display:none (not the `hidden` attribute) so wide screens can show them. */
export const panelClosed = style({ display: 'none' });

/** Wide screens show every panel and a plain title instead of the toggle. */
const alwaysOpen = (query: string) => ({
  trigger: style({ '@media': { [query]: { display: 'none' } } }),
  staticTitle: style({ '@media': { [query]: { display: 'block' } } }),
  panel: style({ '@media': { [query]: { display: 'block' } } }),
});

export const alwaysOpenFrom = {
  tablet: alwaysOpen(media.tabletUp),
  desktop: alwaysOpen(media.desktopUp),
};
