import { media, vars } from '@jobsite/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const hero = style({
  padding: `${vars.space.xxl} 0`,
  backgroundColor: vars.color.brandSubtle,
  borderBottom: `1px solid ${vars.color.brandSubtleBorder}`,
});

export const heroBadge = style({
  display: 'inline-block',
  marginBottom: vars.space.md,
  padding: `${vars.space.xxs} ${vars.space.md}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
});

export const heroTitle = style({
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
  '@media': { [media.tabletUp]: { fontSize: '2rem' } },
});

export const heroBrand = style({ color: vars.color.brand });

export const heroSearch = style({
  marginTop: vars.space.lg,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.md,
  '@media': { [media.tabletUp]: { padding: vars.space.lg } },
});

export const heroFacts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: `${vars.space.lg} 0`,
  fontSize: vars.font.size.sm,
});
globalStyle(`${heroFacts} strong`, { color: vars.color.brand, fontSize: vars.font.size.lg });

export const heroActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const categoryBody = style({ display: 'grid', gap: vars.space.sm });

export const categoryDescription = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const categoryLinks = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: `0 ${vars.space.lg}`,
});

export const categoryLink = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.layout.touchTarget,
  color: vars.color.link,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
});

export const count = style({ color: vars.color.textMuted, fontWeight: vars.font.weight.regular });

export const regions = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.tabletUp]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const region = style({ display: 'grid', gap: vars.space.xs });

export const regionName = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const prefectureLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.md}`,
});

export const cards = style({
  display: 'grid',
  gap: vars.space.lg,
  marginTop: vars.space.xxl,
  '@media': { [media.tabletUp]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

const card = style({
  display: 'grid',
  gap: vars.space.md,
  alignContent: 'start',
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
});

export const signupCard = style([
  card,
  { backgroundColor: vars.color.brandSubtle, border: `1px solid ${vars.color.brandSubtleBorder}` },
]);

export const contactCard = style([
  card,
  { backgroundColor: vars.color.accentSubtle, border: `1px solid ${vars.color.border}` },
]);

export const cardTitle = style({
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.tight,
});
export const cardText = style({ fontSize: vars.font.size.sm });

export const magazineList = style({ display: 'grid', gap: vars.space.md });
/** Past the third article only wide screens show more (spec §2 Home). */
globalStyle(`${magazineList} > li:nth-child(n + 4)`, {
  '@media': {
    [media.mobileOnly]: { display: 'none' },
  },
});

export const newsList = style({ display: 'grid', borderTop: `1px solid ${vars.color.border}` });
globalStyle(`${newsList} > li`, { borderBottom: `1px solid ${vars.color.border}` });

export const more = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.layout.touchTarget,
  marginTop: vars.space.md,
  color: vars.color.link,
  fontWeight: vars.font.weight.bold,
});
