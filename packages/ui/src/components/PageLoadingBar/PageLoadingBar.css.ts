import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const track = style({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  zIndex: vars.zIndex.progress,
  height: '3px',
  pointerEvents: 'none',
  transitionProperty: 'opacity',
  transitionTimingFunction: 'linear',
});

export const bar = style({
  height: '100%',
  backgroundColor: vars.color.brand,
  transformOrigin: 'left',
  transitionProperty: 'transform',
  transitionTimingFunction: 'ease',
});
