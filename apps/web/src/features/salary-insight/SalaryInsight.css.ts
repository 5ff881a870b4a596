import { media, vars } from '@jobsite/ui/theme';
import { style } from '@vanilla-extract/css';

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: `0 0 ${vars.space.xl}`,
  '@media': { [media.tabletUp]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const figure = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
});

export const figureLabel = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const figureValue = style({
  marginTop: vars.space.xs,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});

/** Chart and its table side by side from the desktop width. */
export const chartWithTable = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [media.desktopUp]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

/** Chart above its table (tables too wide to sit beside a chart). */
export const stacked = style({ display: 'grid', gap: vars.space.lg, maxWidth: '760px' });

export const chart = style({ margin: 0 });

export const svg = style({ display: 'block', width: '100%', height: 'auto' });

export const caption = style({
  marginTop: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const bar = style({ fill: vars.color.brand });
export const quartileBand = style({ fill: vars.color.accentSubtle });
export const medianLine = style({ stroke: vars.color.accent, strokeWidth: 2 });
export const gridLine = style({ stroke: vars.color.border, strokeWidth: 1 });
export const axisText = style({ fill: vars.color.textMuted, fontSize: '11px' });
export const markText = style({ fill: vars.color.accent, fontSize: '11px', fontWeight: 700 });
export const whisker = style({ stroke: vars.color.accent, strokeWidth: 2 });

export const tableWrap = style({ overflowX: 'auto', maxWidth: '760px' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
});

export const cell = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'right',
  whiteSpace: 'nowrap',
});

export const headCell = style([
  cell,
  { backgroundColor: vars.color.surfaceMuted, fontWeight: vars.font.weight.bold },
]);

export const rowHead = style([cell, { textAlign: 'left', fontWeight: vars.font.weight.regular }]);

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  marginTop: vars.space.xl,
});

export const note = style({
  marginTop: vars.space.xl,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
});

/** The small "salary insight" link beside lists and on job detail. */
export const insightLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.link,
  fontSize: vars.font.size.sm,
  textDecoration: 'underline',
});
