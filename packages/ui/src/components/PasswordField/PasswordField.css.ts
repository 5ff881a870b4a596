import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const wrapper = style({ position: 'relative' });

export const input = style({ paddingRight: '96px' });

export const toggle = style({
  position: 'absolute',
  top: '50%',
  right: vars.space.xs,
  transform: 'translateY(-50%)',
  minHeight: '40px',
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: vars.color.link,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: vars.color.surfaceMuted } },
});
