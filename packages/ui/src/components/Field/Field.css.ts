import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const field = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const fieldset = style([field, { margin: 0, padding: 0, border: 'none' }]);

export const label = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
});

export const marker = recipe({
  base: {
    padding: `0 ${vars.space.xs}`,
    borderRadius: vars.radius.sm,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.normal,
  },
  variants: {
    required: {
      true: { backgroundColor: vars.color.danger, color: vars.color.onBrand },
      false: { backgroundColor: vars.color.surfaceMuted, color: vars.color.textMuted },
    },
  },
});

export const hint = style({ color: vars.color.textMuted, fontSize: vars.font.size.xs });

export const error = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.danger,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
});

/** The shared look of text inputs and selects. */
export const control = style({
  width: '100%',
  minHeight: '48px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  backgroundColor: vars.color.surface,
  // 16px keeps iOS Safari from zooming into the field.
  fontSize: vars.font.size.md,
  selectors: {
    '&[aria-invalid="true"]': {
      borderColor: vars.color.danger,
      backgroundColor: vars.color.dangerSubtle,
    },
    '&:disabled': { backgroundColor: vars.color.surfaceMuted, cursor: 'not-allowed' },
    '&::placeholder': { color: vars.color.textMuted },
  },
});

/** Checkbox and radio rows with a large touch target. */
export const choiceList = recipe({
  base: { display: 'grid', gap: vars.space.xs },
  variants: {
    columns: {
      1: {},
      2: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      3: { gridTemplateColumns: 'repeat(auto-fill, minmax(10em, 1fr))' },
    },
  },
  defaultVariants: { columns: 1 },
});

export const choice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.layout.touchTarget,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.brand,
      backgroundColor: vars.color.brandSubtle,
    },
    '&:has(input:disabled)': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const choiceInput = style({
  flexShrink: 0,
  width: '20px',
  height: '20px',
  margin: 0,
  accentColor: vars.color.brand,
});
