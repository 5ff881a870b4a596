import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

/** The native input stays focusable for keyboards; the label next to it is what shows. */
export const input = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  opacity: 0,
  overflow: 'hidden',
});

export const pick = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.layout.touchTarget,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.brand}`,
  backgroundColor: vars.color.surface,
  color: vars.color.brand,
  fontWeight: vars.font.weight.bold,
  cursor: 'pointer',
  selectors: {
    [`${input}:focus-visible + &`]: {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: '2px',
    },
    [`${input}:disabled + &`]: { opacity: 0.5, cursor: 'not-allowed' },
    '&:hover': { backgroundColor: vars.color.brandSubtle },
  },
});

export const file = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  fontSize: vars.font.size.sm,
});

export const fileName = style({ overflowWrap: 'anywhere', fontWeight: vars.font.weight.bold });

export const fileSize = style({ color: vars.color.textMuted });

export const remove = style({
  minHeight: '36px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  color: vars.color.danger,
  fontWeight: vars.font.weight.bold,
  cursor: 'pointer',
});
