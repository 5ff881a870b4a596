import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const part = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const yearSelect = style({ width: 'auto', minWidth: '11em' });

export const monthSelect = style({ width: 'auto', minWidth: '5em' });
