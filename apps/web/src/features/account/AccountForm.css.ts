import { vars } from '@jobsite/ui/theme';
import { style } from '@vanilla-extract/css';

/** The account pages: one narrow column, a card around the form. */
export const column = style({ maxWidth: '600px', margin: '0 auto' });

export const form = style({ display: 'grid', gap: vars.space.lg });

export const section = style({ display: 'grid', gap: vars.space.md });

export const sectionTitle = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  paddingBottom: vars.space.xs,
  borderBottom: `2px solid ${vars.color.border}`,
});

export const done = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.successSubtle,
  outline: 'none',
});

export const doneTitle = style({ color: vars.color.success, fontWeight: vars.font.weight.bold });

export const note = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const current = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
  fontSize: vars.font.size.sm,
});

export const currentValue = style({ fontWeight: vars.font.weight.bold, wordBreak: 'break-all' });

export const links = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'center',
  fontSize: vars.font.size.sm,
});

export const link = style({ color: vars.color.link, textDecoration: 'underline' });

export const promise = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brandSubtle,
  color: vars.color.brand,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.sm,
});

export const accountLinks = style({
  display: 'grid',
  gap: vars.space.md,
  justifyItems: 'start',
  marginTop: vars.space.xl,
  fontSize: vars.font.size.sm,
});

/** A confirmation checkbox with its text. */
export const check = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  minHeight: vars.layout.touchTarget,
  lineHeight: 1.6,
});

/** The lists of what 退会 deletes and keeps, and the sections of the data page. */
export const facts = style({ display: 'grid', gap: vars.space.sm, paddingLeft: vars.space.lg });

export const dataSection = style({ display: 'grid', gap: vars.space.sm, overflowWrap: 'anywhere' });

export const dataRecord = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8em, max-content) 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  padding: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.sm,
});

/** One field of a record: its name and value take the record's two columns. */
export const dataRow = style({ display: 'contents' });
