import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const form = recipe({
  base: {
    display: 'grid',
    gap: vars.space.sm,
    width: '100%',
    margin: 0,
  },
  variants: {
    layout: {
      /** Keyword, place and button in one row from the tablet width up. */
      responsive: {
        '@media': {
          [media.tabletUp]: {
            gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr) auto',
            alignItems: 'end',
          },
        },
      },
      /** Always one column (the phone menu, narrow columns). */
      stacked: {},
    },
  },
  defaultVariants: { layout: 'responsive' },
});

export const field = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
});

/** Positions the suggestion list under its box. */
export const combo = style({ position: 'relative' });

export const input = recipe({
  base: {
    width: '100%',
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    border: `1px solid ${vars.color.borderStrong}`,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    // 16px keeps iOS Safari from zooming into the field.
    fontSize: vars.font.size.md,
    selectors: {
      '&::placeholder': { color: vars.color.textMuted },
      '&:focus-visible': {
        outline: `3px solid ${vars.color.focus}`,
        outlineOffset: '1px',
      },
    },
  },
  variants: {
    size: {
      md: { minHeight: '48px' },
      lg: { minHeight: '56px' },
    },
  },
  defaultVariants: { size: 'md' },
});

export const submit = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    width: '100%',
    padding: `0 ${vars.space.xl}`,
    borderRadius: vars.radius.md,
    border: '2px solid transparent',
    backgroundColor: vars.color.brand,
    color: vars.color.onBrand,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.bold,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    selectors: {
      '&:hover': { backgroundColor: vars.color.brandHover },
      '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    },
  },
  variants: {
    size: {
      md: { minHeight: '48px' },
      lg: { minHeight: '56px', fontSize: vars.font.size.lg },
    },
  },
  defaultVariants: { size: 'md' },
});

export const listbox = style({
  position: 'absolute',
  zIndex: vars.zIndex.overlay,
  top: `calc(100% + ${vars.space.xxs})`,
  left: 0,
  right: 0,
  maxHeight: 'min(60vh, 26rem)',
  overflowY: 'auto',
  margin: 0,
  padding: `${vars.space.xs} 0`,
  listStyle: 'none',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.lg,
  selectors: { '&[hidden]': { display: 'none' } },
  '@media': {
    // Phones stack the boxes: an overlaid list would cover the place box and 検索, so the list
    // takes its room in the flow and pushes them down while it is open.
    [media.mobileOnly]: {
      position: 'static',
      marginTop: vars.space.xxs,
      maxHeight: 'min(45vh, 20rem)',
      boxShadow: 'none',
    },
  },
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  // A finger-sized row (WCAG 2.5.8 asks 24 px; phones want 44 px or more).
  minHeight: '48px',
  padding: `${vars.space.xs} ${vars.space.md}`,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': {
      backgroundColor: vars.color.brandSubtle,
      outline: `2px solid ${vars.color.brand}`,
      outlineOffset: '-2px',
    },
    '&:hover': { backgroundColor: vars.color.surfaceMuted },
  },
});

export const optionLabel = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const optionMeta = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
});
