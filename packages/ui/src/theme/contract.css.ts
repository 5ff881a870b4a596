import { createThemeContract } from '@vanilla-extract/css';

import {
  colors,
  duration,
  fontSize,
  fontWeight,
  layout,
  lineHeight,
  radius,
  shadow,
  space,
  zIndex,
} from './tokens';

const keysOf = <T extends Record<string, unknown>>(record: T) =>
  Object.fromEntries(Object.keys(record).map((key) => [key, null])) as { [K in keyof T]: null };

/** The shape of the theme: every style reads `vars.*`, never a raw value. */
export const vars = createThemeContract({
  color: keysOf(colors),
  space: keysOf(space),
  font: {
    family: null,
    size: keysOf(fontSize),
    weight: keysOf(fontWeight),
    lineHeight: keysOf(lineHeight),
  },
  radius: keysOf(radius),
  shadow: keysOf(shadow),
  zIndex: keysOf(zIndex),
  duration: keysOf(duration),
  layout: keysOf(layout),
});
