import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import {
  colors,
  duration,
  fontFamily,
  fontSize,
  fontWeight,
  layout,
  lineHeight,
  radius,
  shadow,
  space,
  zIndex,
} from './tokens';

createGlobalTheme(':root', vars, {
  color: colors,
  space,
  font: { family: fontFamily, size: fontSize, weight: fontWeight, lineHeight },
  radius,
  shadow,
  zIndex,
  duration,
  layout,
});
