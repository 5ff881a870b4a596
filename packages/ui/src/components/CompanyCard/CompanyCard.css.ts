import { style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const card = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  '@media': { [media.tabletUp]: { gridTemplateColumns: 'auto 1fr' } },
});

export const image = style({
  width: '120px',
  height: '90px',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.skeleton,
});

export const body = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const name = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });

export const nameLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  fontSize: vars.font.size.sm,
});

export const factLabel = style({ color: vars.color.textMuted, fontWeight: vars.font.weight.bold });

export const description = style({ fontSize: vars.font.size.sm });

export const jobsLink = style({
  justifySelf: 'start',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
});

export const factRow = style({ display: 'contents' });
