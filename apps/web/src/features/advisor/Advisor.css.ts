import { boxed, vars } from '@jobsite/ui/theme';
import { style } from '@vanilla-extract/css';

/** The advisor box beside a job (job detail's aside). */
export const cta = style([boxed, { display: 'grid', gap: vars.space.sm }]);

export const title = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold });

export const text = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
