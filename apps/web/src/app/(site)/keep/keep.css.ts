import { vars } from '@jobsite/ui/theme';
import { style } from '@vanilla-extract/css';

export const list = style({ display: 'grid', gap: vars.space.lg });

export const bulk = style({ marginBottom: vars.space.lg });
