import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const card = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
});

export const header = style({ display: 'flex', gap: vars.space.md, alignItems: 'flex-start' });

export const titleBlock = style({ flex: 1, minWidth: 0, display: 'grid', gap: vars.space.xxs });

export const company = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const title = style({
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.tight,
  fontWeight: vars.font.weight.bold,
});

export const titleLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

// The stretched link: a tap anywhere on the card opens the job; controls of the card (the
// save button) sit above it.
globalStyle(`${titleLink}::after`, {
  content: '""',
  position: 'absolute',
  inset: 0,
  borderRadius: vars.radius.md,
});
globalStyle(`${card}:has(${titleLink}:hover)`, { borderColor: vars.color.brand });

export const closed = style({
  display: 'inline-block',
  marginRight: vars.space.xs,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  verticalAlign: 'middle',
});

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const badge = style({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.brand}`,
  color: vars.color.brand,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
});

export const image = style({
  // A picture of the company says little on a phone and costs a third of a screen.
  '@media': {
    [media.mobileOnly]: { display: 'none' },
    [media.tabletUp]: { maxWidth: '320px' },
  },
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.skeleton,
});

/** dt/dd pairs side by side: labels in the first column, values in the second. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  fontSize: vars.font.size.sm,
});

globalStyle(`${facts} > dd`, { minWidth: 0 });

export const factLabel = style({
  minWidth: '4em',
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.bold,
});

export const salary = style({ color: vars.color.brand, fontWeight: vars.font.weight.bold });

export const description = style({
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  '@media': {
    [media.mobileOnly]: {
      display: '-webkit-box',
      WebkitLineClamp: 2,
      WebkitBoxOrient: 'vertical',
      overflow: 'hidden',
    },
  },
});

/** NEW, 掲載日 and the marks, in one line whose height does not change when a mark shows. */
export const meta = style({
  display: 'flex',
  flexWrap: 'nowrap',
  gap: vars.space.sm,
  alignItems: 'center',
  minHeight: '1.5em',
  overflow: 'hidden',
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  whiteSpace: 'nowrap',
});

export const newMark = style({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.danger,
  color: vars.color.surface,
  fontWeight: vars.font.weight.bold,
});

export const mark = style({
  display: 'none',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  fontWeight: vars.font.weight.bold,
});

export const saveButton = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  minWidth: '56px',
  minHeight: '48px',
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  cursor: 'pointer',
  // Above the card's stretched link.
  position: 'relative',
  zIndex: 1,
  selectors: {
    '&[aria-pressed="true"]': {
      borderColor: vars.color.brand,
      backgroundColor: vars.color.brandSubtle,
      color: vars.color.brand,
    },
    '&:disabled': { cursor: 'wait', opacity: 0.6 },
  },
});

// The heart of the save button, drawn in the text colour through a mask (no SVG elements in
// each of a list's 25 cards): an outline, filled once saved.
const heartPath =
  'M12 21s-7.5-4.6-9.5-9.3C1 8 3.4 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.6 0 6 3.5 4.5 7.2C19.5 16.4 12 21 12 21z';
const heart = (fill: string) =>
  `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='${heartPath}' fill='${fill}' stroke='black' stroke-width='2'/%3E%3C/svg%3E")`;

globalStyle(`${saveButton}::before`, {
  content: '""',
  width: '20px',
  height: '20px',
  backgroundColor: 'currentColor',
  maskImage: heart('none'),
  WebkitMaskImage: heart('none'),
  maskRepeat: 'no-repeat',
  WebkitMaskRepeat: 'no-repeat',
  maskSize: 'contain',
  WebkitMaskSize: 'contain',
  '@media': {
    '(forced-colors: active)': { forcedColorAdjust: 'none', backgroundColor: 'CanvasText' },
  },
});

globalStyle(`${saveButton}[aria-pressed="true"]::before`, {
  maskImage: heart('black'),
  WebkitMaskImage: heart('black'),
});
