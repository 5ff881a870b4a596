import { vars } from '@jobsite/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

/**
 * The print views of the resume and career sheet: on screen a white A4-wide sheet under a
 * toolbar; on paper the sheet alone (the site's header, footer and menus are not printed).
 */

const rule = `1px solid ${vars.color.text}`;

export const sheet = style({
  display: 'grid',
  gap: vars.space.lg,
  maxWidth: '210mm',
  marginInline: 'auto',
  padding: vars.space.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  '@media': { print: { maxWidth: 'none', padding: 0, border: 'none', fontSize: '10.5pt' } },
});

globalStyle(`body:has(${sheet}) :is(header, footer, nav, [role="navigation"])`, {
  '@media': { print: { display: 'none' } },
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'center',
  marginBlockEnd: vars.space.lg,
  '@media': { print: { display: 'none' } },
});

export const heading = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.sm,
});

export const title = style({ fontSize: vars.font.size.xl, letterSpacing: '0.4em' });

export const table = style({ width: '100%', borderCollapse: 'collapse', border: rule });

globalStyle(`${table} th, ${table} td`, {
  border: rule,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  textAlign: 'left',
  verticalAlign: 'top',
  overflowWrap: 'anywhere',
});

globalStyle(`${table} th`, { fontWeight: vars.font.weight.regular, fontSize: vars.font.size.xs });

export const labelCell = style({ width: '6em', whiteSpace: 'nowrap' });

export const numberCell = style({ width: '4em', textAlign: 'center', whiteSpace: 'nowrap' });

globalStyle(`${table} td${numberCell}, ${table} th${numberCell}`, { textAlign: 'center' });

export const name = style({ fontSize: vars.font.size.xl });

export const center = style({});
globalStyle(`${table} td${center}`, { textAlign: 'center' });

export const right = style({});
globalStyle(`${table} td${right}`, { textAlign: 'right' });

/** Page 2 of the JIS layout starts a new sheet of paper. */
export const newPage = style({ '@media': { print: { breakBefore: 'page' } } });

export const textBox = style({
  border: rule,
  padding: vars.space.sm,
  minHeight: '8em',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const boxTitle = style({ display: 'block', fontSize: vars.font.size.xs });

export const job = style({ display: 'grid', gap: vars.space.xs, breakInside: 'avoid' });

export const jobHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  padding: vars.space.xs,
  border: rule,
});

export const sectionTitle = style({ fontSize: vars.font.size.md });

export const paragraph = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

/** The JIS photo box (30 × 40 mm) beside the name rows. */
export const photoCell = style({ width: '30mm', height: '40mm', padding: 0, textAlign: 'center' });

export const photo = style({ display: 'block', width: '30mm', height: '40mm', objectFit: 'cover' });

export const photoNote = style({ fontSize: vars.font.size.xs });
