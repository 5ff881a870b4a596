import { media, outlined, vars } from '@jobsite/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const steps = style({
  display: 'grid',
  gap: vars.space.md,
  margin: `0 0 ${vars.space.xl}`,
  counterReset: 'step',
  '@media': { [media.tabletUp]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const step = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
});

export const stepDone = style({
  backgroundColor: vars.color.brandSubtle,
  border: `1px solid ${vars.color.brandSubtleBorder}`,
});

export const stepNumber = style({
  color: vars.color.brand,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
});

export const stepTitle = style({ fontWeight: vars.font.weight.bold });

export const stepText = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

/** The jobs come first on a phone (what is being applied to), beside the form on a desktop. */
export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': {
    [media.desktopUp]: {
      gridTemplateColumns: 'minmax(0, 1fr) 320px',
      gridTemplateAreas: '"form jobs"',
    },
  },
});

export const formArea = style({ '@media': { [media.desktopUp]: { gridArea: 'form' } } });
export const jobsArea = style({ '@media': { [media.desktopUp]: { gridArea: 'jobs' } } });

export const jobs = style({ display: 'grid', gap: vars.space.md, alignContent: 'start' });

export const job = style([outlined, { display: 'grid', gap: vars.space.xs }]);

export const jobTitle = style({ fontWeight: vars.font.weight.bold, color: vars.color.link });

export const meta = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const refusal = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.dangerSubtle,
  color: vars.color.danger,
  fontWeight: vars.font.weight.bold,
});

export const choices = style({ display: 'grid', gap: vars.space.md, marginBottom: vars.space.xl });

export const done = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.successSubtle,
  marginBottom: vars.space.xl,
});

export const doneTitle = style({
  color: vars.color.success,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

/** An optional part of the form, folded until opened (the long qualification lists). */
export const optionalGroup = style({
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
globalStyle(`${optionalGroup} > summary`, {
  cursor: 'pointer',
  fontWeight: vars.font.weight.bold,
  minHeight: '24px',
});

export const searchAgain = style({ marginBlock: vars.space.lg });
