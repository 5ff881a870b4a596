import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'grid', gap: vars.space.lg });

export const heading = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });

export const list = style({ display: 'grid', gap: vars.space.sm });

export const item = style({
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const question = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  fontWeight: vars.font.weight.bold,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { backgroundColor: vars.color.surfaceMuted },
  },
});

export const mark = style({
  flexShrink: 0,
  color: vars.color.brand,
  fontWeight: vars.font.weight.bold,
});

export const questionText = style({ flex: 1 });

export const chevron = style({
  flexShrink: 0,
  marginTop: vars.space.xxs,
  transition: `transform ${vars.duration.fast}`,
  selectors: { [`${item}[open] &`]: { transform: 'rotate(180deg)' } },
});

export const answer = style({
  display: 'flex',
  gap: vars.space.sm,
  padding: `0 ${vars.space.lg} ${vars.space.lg}`,
});

export const answerMark = style([mark, { color: vars.color.accent }]);

export const answerBody = style({ flex: 1, minWidth: 0, display: 'grid', gap: vars.space.sm });

globalStyle(`${answerBody} ul`, { listStyle: 'disc', paddingLeft: vars.space.xl });
globalStyle(`${answerBody} ol`, { listStyle: 'decimal', paddingLeft: vars.space.xl });

export const more = style({ justifySelf: 'end', fontWeight: vars.font.weight.bold });
