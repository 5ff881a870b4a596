import { vars } from '@jobsite/ui/theme';
import { style } from '@vanilla-extract/css';

export const wrapper = style({ display: 'grid', gap: vars.space.md, marginBlock: vars.space.lg });

export const notice = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.warning}`,
  backgroundColor: vars.color.warningSubtle,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
});
