import { boxed, media, vars } from '@jobsite/ui/theme';
import { style } from '@vanilla-extract/css';

/** Scout list, scout detail, answer forms and thanks pages. */

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const message = style({
  margin: `${vars.space.lg} 0`,
  padding: vars.space.lg,
  borderLeft: `4px solid ${vars.color.brand}`,
  background: vars.color.brandSubtle,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  lineHeight: vars.font.lineHeight.normal,
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  margin: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  '@media': { [media.tabletUp]: { gridTemplateColumns: '10rem minmax(0, 1fr)' } },
});

export const term = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surfaceMuted,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.sm,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { '&:first-of-type': { borderTop: 0 } },
});

export const definition = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  '@media': { [media.tabletUp]: { borderTop: `1px solid ${vars.color.border}` } },
  selectors: { '&:first-of-type': { borderTop: 0 } },
});

export const answers = style({
  display: 'grid',
  gap: vars.space.md,
  margin: `${vars.space.xl} 0`,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.brandSubtleBorder}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  '@media': { [media.tabletUp]: { gridTemplateColumns: '1fr 1fr' } },
});

export const answersNote = style({
  margin: 0,
  gridColumn: '1 / -1',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const done = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '48px',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.successSubtle,
  color: vars.color.success,
  fontWeight: vars.font.weight.bold,
});

export const closed = style({
  margin: 0,
  gridColumn: '1 / -1',
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  background: vars.color.warningSubtle,
  color: vars.color.warning,
});

export const jobList = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0 });

export const jobItem = style({
  listStyle: 'none',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const form = style({ display: 'grid', gap: vars.space.lg, maxWidth: '640px' });

export const formSummary = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const steps = style({
  display: 'grid',
  gap: vars.space.md,
  margin: `${vars.space.xl} 0`,
  padding: 0,
  counterReset: 'step',
  '@media': { [media.tabletUp]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});

export const step = style([
  boxed,
  {
    listStyle: 'none',
  },
]);

export const stepCurrent = style({
  borderColor: vars.color.brand,
  background: vars.color.brandSubtle,
});

export const stepTitle = style({ margin: 0, fontWeight: vars.font.weight.bold });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });
