import { media, outlined, vars } from '@jobsite/ui/theme';
import { style } from '@vanilla-extract/css';

export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  '@media': { [media.tabletUp]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const tile = style([
  outlined,
  {
    display: 'grid',
    gap: vars.space.xs,
    borderRadius: vars.radius.lg,
    color: vars.color.text,
    textDecoration: 'none',
    selectors: { '&:hover': { borderColor: vars.color.borderStrong } },
  },
]);

export const tileLabel = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });
export const tileValue = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });

export const list = style({ display: 'grid', gap: vars.space.md });

export const item = style([outlined, { display: 'grid', gap: vars.space.xs }]);

export const itemHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
});

export const status = style({
  display: 'inline-block',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accentSubtle,
  color: vars.color.accent,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
});

export const unread = style({
  display: 'inline-block',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.badge,
  color: vars.color.onBadge,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
});

export const meta = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const link = style({ color: vars.color.link, fontSize: vars.font.size.sm });

export const more = style({
  display: 'inline-block',
  marginTop: vars.space.md,
  color: vars.color.link,
  fontSize: vars.font.size.sm,
});

export const meter = style({ width: '100%', height: '12px' });

export const percent = style({ fontSize: vars.font.size.xl, fontWeight: vars.font.weight.bold });

export const noticeUnread = style({ fontWeight: vars.font.weight.bold });
