import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const checkboxRow = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.layout.touchTarget,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
});

export const checkbox = style({
  width: '20px',
  height: '20px',
  margin: 0,
  accentColor: vars.color.brand,
});
