import { stickyBar } from '@jobsite/ui/sticky-cta';
import { boxed, media, vars } from '@jobsite/ui/theme';
import { style } from '@vanilla-extract/css';

export const article = style({ display: 'block' });

export const header = style({ display: 'grid', gap: vars.space.md, marginBottom: vars.space.xl });

export const company = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const title = style({
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.tight,
  '@media': { [media.tabletUp]: { fontSize: vars.font.size.xxl } },
});

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

const badgeBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
});
export const badge = style([
  badgeBase,
  { backgroundColor: vars.color.accentSubtle, color: vars.color.accent },
]);
export const badgeClosed = style([
  badgeBase,
  { backgroundColor: vars.color.dangerSubtle, color: vars.color.danger },
]);
export const badgeApplied = style([
  badgeBase,
  { backgroundColor: vars.color.brandSubtle, color: vars.color.brand },
]);
export const badgeMuted = style([
  badgeBase,
  { fontWeight: vars.font.weight.regular, color: vars.color.textMuted, paddingLeft: 0 },
]);

export const catchphrase = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  color: vars.color.brand,
});

export const gallery = style({ display: 'grid', gap: vars.space.sm, marginBottom: vars.space.lg });
export const mainImage = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.skeleton,
});
export const thumbs = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
  gap: vars.space.sm,
});
export const thumb = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
});

// The 募集要項 and company facts share the fact table's look.
export { factLabel, factRow, facts, factValue } from '@/styles/facts.css';
export const salary = style({
  color: vars.color.brand,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.md,
});

/**
 * The distance line (JobDistance): one line reserved from the first paint, never wrapping,
 * so the text arriving after hydration moves nothing.
 */
export const distance = style({
  margin: 0,
  height: '1.5em',
  lineHeight: 1.5,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
export const text = style({ whiteSpace: 'pre-line', fontSize: vars.font.size.sm });
export const subTitle = style({
  margin: `${vars.space.lg} 0 ${vars.space.xs}`,
  fontSize: vars.font.size.md,
});

export const appealPoints = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.tabletUp]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const appealPoint = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.brandSubtle,
});
export const appealTitle = style({ marginBottom: vars.space.xs, fontSize: vars.font.size.md });
export const sectionImage = style({
  width: '100%',
  height: 'auto',
  marginBottom: vars.space.md,
  borderRadius: vars.radius.md,
});

export const comments = style({ display: 'grid', gap: vars.space.md });
export const comment = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
});
export const commentMeta = style({
  marginBottom: vars.space.xs,
  fontWeight: vars.font.weight.bold,
});

export const sideColumn = style({ minWidth: 0 });
export const sticky = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.desktopUp]: { position: 'sticky', top: vars.space.lg } },
});

export const entry = style([
  boxed,
  {
    display: 'grid',
    gap: vars.space.sm,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.sm,
  },
]);
export const closedReason = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.dangerSubtle,
  color: vars.color.danger,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
});
export const disabledButton = style({
  minHeight: '52px',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.bold,
  cursor: 'not-allowed',
});
export const save = style({ display: 'flex', justifyContent: 'flex-end' });

/** The first screen's facts: what the job pays, where, and when. */
export const keyFacts = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
  fontSize: vars.font.size.sm,
});
export const keyFactLabel = style({
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.bold,
});
export const keyFactValue = style({ margin: 0, minWidth: 0 });

/** Entry buttons in the first screen below the desktop layout (its side column has them). */
export const firstActions = style({
  '@media': { [media.desktopUp]: { display: 'none' } },
});
export const sideEntry = style({
  '@media': { [media.belowDesktop]: { display: 'none' } },
});

/** Room below the page for the bar, kept whether it shows or not (no shift when it comes). */
export const entryBarRoom = style({
  '@media': { [media.belowDesktop]: { paddingBottom: '88px' } },
});

export const entryBar = style([
  stickyBar,
  { '@media': { [media.desktopUp]: { display: 'none' } } },
]);
export const entryBarInner = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'center',
  maxWidth: vars.layout.contentMaxWidth,
  margin: '0 auto',
});
