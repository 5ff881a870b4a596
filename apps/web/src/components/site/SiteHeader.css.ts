import { vars } from '@jobsite/ui/theme';
import { style } from '@vanilla-extract/css';

/** Same box as the header (its min height plus the bottom border). */
export const placeholder = style({
  height: `calc(${vars.layout.headerHeight} + 1px)`,
  borderBottom: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

/** Holds the phone menu search box's place while its code loads (two labelled boxes + button). */
export const menuSearchPlaceholder = style({ minHeight: '212px' });
