import { vars } from '@jobsite/ui/theme';
import { style } from '@vanilla-extract/css';

export const grid = style({ display: 'grid', gap: vars.space.lg });
