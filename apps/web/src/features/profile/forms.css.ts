import { media, outlined, vars } from '@jobsite/ui/theme';
import { style } from '@vanilla-extract/css';

/** Layout of the member editors and settings: a readable column of cards. */

export const cardTitle = style({
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.tight,
});

export const form = style({ display: 'grid', gap: vars.space.lg, maxWidth: '720px' });

export const stack = style({ display: 'grid', gap: vars.space.xl });

export const twoColumns = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.tabletUp]: { gridTemplateColumns: '1fr 1fr' } },
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'center',
});

export const error = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.dangerSubtle,
  color: vars.color.danger,
  fontWeight: vars.font.weight.bold,
});

export const inlineLink = style({ color: vars.color.link, textDecoration: 'underline' });

export const row = style({
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
});

export const rowHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
});

export const rowTitle = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold });

export const checkboxLine = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.layout.touchTarget,
});

export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginBottom: vars.space.xl,
});

export const navLink = style({
  padding: `${vars.space.xs} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  color: vars.color.link,
  fontSize: vars.font.size.sm,
  minHeight: '32px',
  display: 'inline-flex',
  alignItems: 'center',
  selectors: {
    '&[aria-current="page"]': {
      backgroundColor: vars.color.accentSubtle,
      color: vars.color.accent,
      fontWeight: vars.font.weight.bold,
    },
  },
});

export const documentList = style({ display: 'grid', gap: vars.space.md });

export const documentItem = style([outlined, { display: 'grid', gap: vars.space.sm }]);

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

/** The résumé photo: 3:4 like the printed form's 30 × 40 mm box. */
export const photoBox = style({
  display: 'grid',
  gridTemplateColumns: '96px 1fr',
  gap: vars.space.md,
  alignItems: 'start',
});

export const photoFrame = style({
  width: '96px',
  aspectRatio: '3 / 4',
  border: `1px solid ${vars.color.border}`,
  display: 'grid',
  placeItems: 'center',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  overflow: 'hidden',
});

export const photoImage = style({ width: '100%', height: '100%', objectFit: 'cover' });
