import { style } from '@vanilla-extract/css';
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
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.skeleton,
  '@media': { [media.tabletUp]: { maxWidth: '320px' } },
});

export const facts = style({ display: 'grid', gap: vars.space.xxs, fontSize: vars.font.size.sm });

export const fact = style({ display: 'flex', gap: vars.space.sm });

export const factLabel = style({
  flexShrink: 0,
  minWidth: '4em',
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.bold,
});

export const salary = style({ color: vars.color.brand, fontWeight: vars.font.weight.bold });

export const description = style({ color: vars.color.text, fontSize: vars.font.size.sm });

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
  selectors: {
    '&[aria-pressed="true"]': {
      borderColor: vars.color.brand,
      backgroundColor: vars.color.brandSubtle,
      color: vars.color.brand,
    },
    '&:disabled': { cursor: 'wait', opacity: 0.6 },
  },
});
