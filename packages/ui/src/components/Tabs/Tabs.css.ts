import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `2px solid ${vars.color.border}`,
  overflowX: 'auto',
});

export const tab = style({
  flexShrink: 0,
  minHeight: vars.layout.touchTarget,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  marginBottom: '-2px',
  border: 'none',
  borderBottom: '2px solid transparent',
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.bold,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': { color: vars.color.brand, borderBottomColor: vars.color.brand },
    '&:hover': { color: vars.color.text },
  },
});

export const panel = style({ paddingTop: vars.space.lg });
