import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const item = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space.md,
  padding: `${vars.space.md} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** Spec §2: the thumbnail is 172×128; it scales down on narrow phones keeping the ratio. */
export const thumbnail = style({
  width: 'min(172px, 38vw)',
  height: 'auto',
  aspectRatio: '172 / 128',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.skeleton,
});

export const body = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  minWidth: 0,
});

export const title = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

/** The whole item is clickable through the title link's stretched hit area. */
export const titleLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:hover': { textDecoration: 'underline' },
  },
});

export const description = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
});

/** Category chip links sit above the stretched title link. */
export const chips = style({ position: 'relative', zIndex: 1 });
