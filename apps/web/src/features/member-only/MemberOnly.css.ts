import { tinted, vars } from '@jobsite/ui/theme';
import { style } from '@vanilla-extract/css';

/** The locked card of a member-only job or list: what a visitor sees in their place. */
export const lockedCard = style([tinted, { display: 'grid', gap: vars.space.sm }]);

export const lockedHeading = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const lockIcon = style({ flexShrink: 0, color: vars.color.brand });

export const count = style({ color: vars.color.brand, fontSize: vars.font.size.xl });

export const text = style({ color: vars.color.text, fontSize: vars.font.size.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const page = style({ display: 'grid', gap: vars.space.lg, maxWidth: '720px' });
