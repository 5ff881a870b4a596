import { boxed, vars } from '@jobsite/ui/theme';
import { style } from '@vanilla-extract/css';

export const message = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
  fontSize: vars.font.size.sm,
});

export const inlineLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  marginTop: vars.space.xs,
});

export const link = style({ color: vars.color.link, textDecoration: 'underline' });

export const list = style({ display: 'grid', gap: vars.space.lg });

export const card = style([boxed]);

export const cardHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const name = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold });

export const badge = style({
  display: 'inline-block',
  marginLeft: vars.space.sm,
  padding: `0 ${vars.space.sm}`,
  borderRadius: '999px',
  backgroundColor: vars.color.badge,
  color: vars.color.onBadge,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  verticalAlign: 'middle',
});

export const conditions = style({
  marginTop: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginTop: vars.space.md,
});

export const renameForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  marginTop: vars.space.md,
});

export const input = style({
  minWidth: '240px',
  padding: vars.space.sm,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.md,
});

export const newJobs = style({
  display: 'grid',
  gap: vars.space.xs,
  marginTop: vars.space.md,
  paddingTop: vars.space.md,
  borderTop: `1px dashed ${vars.color.border}`,
  fontSize: vars.font.size.sm,
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
