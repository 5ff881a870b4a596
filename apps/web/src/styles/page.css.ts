import { media, vars } from '@jobsite/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

/** Page-level layout shared by the routes: a centred column with side padding. */
export const container = style({
  width: '100%',
  maxWidth: vars.layout.contentMaxWidth,
  margin: '0 auto',
  padding: `0 ${vars.space.lg}`,
});

export const main = style({
  display: 'block',
  minHeight: '60vh',
  paddingBottom: vars.space.xxxl,
});

export const breadcrumbs = style({ padding: `${vars.space.md} 0` });

export const pageTitle = style({
  margin: `${vars.space.md} 0 ${vars.space.lg}`,
  fontSize: vars.font.size.xl,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
  '@media': { [media.tabletUp]: { fontSize: vars.font.size.xxl } },
});

export const lead = style({
  marginBottom: vars.space.xl,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const section = style({ marginTop: vars.space.xxl });

export const sectionTitle = style({
  marginBottom: vars.space.lg,
  paddingLeft: vars.space.md,
  borderLeft: `4px solid ${vars.color.brand}`,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.tight,
  '@media': { [media.tabletUp]: { fontSize: vars.font.size.xl } },
});

/** Two columns from the tablet width: content and a side column. */
export const withAside = style({
  display: 'grid',
  gap: vars.space.xl,
  '@media': { [media.desktopUp]: { gridTemplateColumns: 'minmax(0, 1fr) 300px' } },
});

export const aside = style({ display: 'grid', gap: vars.space.xl, alignContent: 'start' });

export const linkGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
  gap: `${vars.space.xs} ${vars.space.md}`,
});

export const textLink = style({
  display: 'inline-block',
  padding: `${vars.space.xs} 0`,
  color: vars.color.link,
  fontSize: vars.font.size.sm,
  minHeight: '24px',
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

/** Long-form text (terms, news bodies, articles): readable measure and spacing. */
export const prose = style({ maxWidth: '760px', lineHeight: vars.font.lineHeight.normal });
globalStyle(`${prose} > * + *`, { marginTop: vars.space.lg });
globalStyle(`${prose} h2`, {
  marginTop: vars.space.xxl,
  fontSize: vars.font.size.lg,
  paddingBottom: vars.space.xs,
  borderBottom: `2px solid ${vars.color.border}`,
});
globalStyle(`${prose} h3`, { marginTop: vars.space.xl, fontSize: vars.font.size.md });
globalStyle(`${prose} ul`, { listStyle: 'disc', paddingLeft: vars.space.xl });
globalStyle(`${prose} ol`, { listStyle: 'decimal', paddingLeft: vars.space.xl });
globalStyle(`${prose} img`, { height: 'auto', borderRadius: vars.radius.md });
globalStyle(`${prose} table`, { borderCollapse: 'collapse', width: '100%' });
globalStyle(`${prose} th, ${prose} td`, {
  border: `1px solid ${vars.color.border}`,
  padding: vars.space.sm,
  textAlign: 'left',
});

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const skipLink = style({
  position: 'absolute',
  left: vars.space.sm,
  top: '-100px',
  zIndex: vars.zIndex.progress,
  padding: vars.space.sm,
  backgroundColor: vars.color.surface,
  selectors: { '&:focus': { top: vars.space.sm } },
});
