import { vars } from '@jobsite/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const list = style({
  display: 'grid',
  marginBottom: vars.space.xl,
  borderTop: `1px solid ${vars.color.border}`,
});
globalStyle(`${list} > li`, { borderBottom: `1px solid ${vars.color.border}` });
