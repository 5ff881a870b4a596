import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const list = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const chip = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '24px',
    padding: `0 ${vars.space.sm}`,
    borderRadius: vars.radius.sm,
    border: '1px solid',
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: {
        backgroundColor: vars.color.surfaceMuted,
        borderColor: vars.color.border,
        color: vars.color.text,
      },
      brand: {
        backgroundColor: vars.color.brandSubtle,
        borderColor: vars.color.brandSubtleBorder,
        color: vars.color.brand,
      },
      accent: {
        backgroundColor: vars.color.accentSubtle,
        borderColor: vars.color.accentSubtle,
        color: vars.color.accent,
      },
    },
    interactive: {
      true: { selectors: { '&:hover': { textDecoration: 'underline' } } },
      false: {},
    },
  },
  defaultVariants: { tone: 'neutral', interactive: false },
});
