import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const root = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  transition: `transform ${vars.duration.normal} ease-out`,
  selectors: { '&[data-hidden="true"]': { transform: 'translateY(-100%)' } },
});

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  maxWidth: vars.layout.contentMaxWidth,
  minHeight: vars.layout.headerHeight,
  margin: '0 auto',
  padding: `0 ${vars.space.lg}`,
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  color: vars.color.accent,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
});

export const membersBadge = style({
  display: 'none',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.brandSubtleBorder}`,
  backgroundColor: vars.color.brandSubtle,
  color: vars.color.brand,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  whiteSpace: 'nowrap',
  '@media': { [media.desktopUp]: { display: 'inline-block' } },
});

export const desktopNav = style({
  display: 'none',
  marginLeft: 'auto',
  '@media': { [media.desktopUp]: { display: 'block' } },
});

export const navList = style({ display: 'flex', alignItems: 'center', gap: vars.space.lg });

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.layout.touchTarget,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '20px',
  height: '20px',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.badge,
  color: vars.color.onBadge,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  lineHeight: 1,
});

export const mobileActions = style({
  display: 'flex',
  alignItems: 'center',
  marginLeft: 'auto',
  '@media': { [media.desktopUp]: { display: 'none' } },
});

export const mobileLink = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: vars.layout.touchTarget,
  padding: `0 ${vars.space.xs}`,
  color: vars.color.text,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
});

export const menuButton = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.layout.touchTarget,
  minHeight: vars.layout.touchTarget,
  padding: vars.space.xs,
  border: 'none',
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontSize: vars.font.size.xs,
  cursor: 'pointer',
});

const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });

export const drawer = style({
  position: 'fixed',
  inset: '0 0 0 auto',
  width: 'min(320px, 85vw)',
  height: '100dvh',
  maxHeight: 'none',
  maxWidth: 'none',
  margin: 0,
  padding: 0,
  border: 'none',
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  animation: `${slideIn} ${vars.duration.normal} ease-out`,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  selectors: { '&::backdrop': { backgroundColor: vars.color.overlay } },
});

export const drawerHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
  fontWeight: vars.font.weight.bold,
});

export const drawerLink = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: '48px',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  selectors: { '&:hover': { backgroundColor: vars.color.surfaceMuted } },
});

export const drawerSearch = style({
  padding: vars.space.lg,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const drawerActions = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
});

export const slimTagline = style({
  marginLeft: 'auto',
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  textAlign: 'right',
  '@media': { [media.tabletUp]: { fontSize: vars.font.size.sm } },
});

export const slimEmphasis = style({ color: vars.color.brand });
