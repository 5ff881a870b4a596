import { style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/**
 * The footer is below the first screen of every page: it is styled, laid out and painted only
 * once it comes near the viewport (`content-visibility: auto`), holding about its height until
 * then. It stays in the document, the accessibility tree and find-in-page.
 */
export const root = style({
  backgroundColor: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  fontSize: vars.font.size.sm,
  contentVisibility: 'auto',
  containIntrinsicHeight: 'auto 840px',
  '@media': { [media.tabletUp]: { containIntrinsicHeight: 'auto 430px' } },
});

export const inner = style({
  maxWidth: vars.layout.contentMaxWidth,
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  display: 'grid',
  gap: vars.space.xl,
});

export const note = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  lineHeight: vars.font.lineHeight.normal,
});

export const groups = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
  '@media': { [media.desktopUp]: { gridTemplateColumns: 'repeat(5, 1fr)' } },
});

export const groupTitle = style({
  marginBottom: vars.space.sm,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
});

export const linkList = style({ display: 'grid', gap: vars.space.xs });

export const link = style({
  display: 'inline-block',
  paddingBlock: vars.space.xxs,
  color: vars.color.textInverse,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const copyright = style({
  borderTop: `1px solid ${vars.color.borderStrong}`,
  paddingTop: vars.space.lg,
  fontSize: vars.font.size.xs,
  textAlign: 'center',
});
