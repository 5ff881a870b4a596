import { boxed, media, vars } from '@jobsite/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

/** Rooms, a room's thread and composer, notices. */

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBottom: vars.space.lg,
});

export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0 });

export const listItem = style({ listStyle: 'none' });

export const roomLink = style([
  boxed,
  {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    gap: `${vars.space.xs} ${vars.space.md}`,
    color: vars.color.text,
    textDecoration: 'none',
    ':hover': { borderColor: vars.color.borderStrong, boxShadow: vars.shadow.sm },
    ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
]);

export const roomUnread = style({
  borderColor: vars.color.brandSubtleBorder,
  background: vars.color.brandSubtle,
});

export const roomCompany = style({
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.md,
});

export const roomMeta = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const roomPreview = style({
  gridColumn: '1 / -1',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const unreadBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '1.5rem',
  height: '1.5rem',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.full,
  background: vars.color.badge,
  color: vars.color.onBadge,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
});

export const chip = style({
  display: 'inline-block',
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.accentSubtle,
  color: vars.color.accent,
  fontSize: vars.font.size.xs,
  lineHeight: '1.5rem',
  whiteSpace: 'nowrap',
});

export const more = style({ display: 'flex', justifyContent: 'center', marginTop: vars.space.lg });

export const error = style({
  padding: vars.space.md,
  borderRadius: vars.radius.sm,
  background: vars.color.dangerSubtle,
  color: vars.color.danger,
  fontSize: vars.font.size.sm,
});

export const status = style({ color: vars.color.success, fontSize: vars.font.size.sm });

// ---- A room ----

export const roomHeader = style({
  display: 'grid',
  gap: vars.space.xs,
  marginBottom: vars.space.md,
});

export const roomTitleRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

/**
 * The room's height from the first paint: the loading state and the loaded room (header,
 * thread of 60vh, quick replies, composer) take at least this much, so the footer below does
 * not move when the thread arrives (CLS).
 */
export const roomShell = style({ minHeight: 'calc(max(60vh, 320px) + 380px)' });

export const thread = style({
  height: '60vh',
  minHeight: '320px',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  '@media': { [media.tabletUp]: { padding: vars.space.lg } },
});

export const threadList = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0 });

export const threadTop = style({
  display: 'flex',
  justifyContent: 'center',
  minHeight: '2rem',
  marginBottom: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const bubbleRow = style({
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
});

export const bubbleRowMine = style({ alignItems: 'flex-end' });

export const bubble = style({
  maxWidth: 'min(85%, 560px)',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  lineHeight: vars.font.lineHeight.normal,
});

export const bubbleMine = style({
  background: vars.color.brandSubtle,
  borderColor: vars.color.brandSubtleBorder,
});

export const bubbleMeta = style({
  display: 'flex',
  gap: vars.space.sm,
  marginTop: vars.space.xxs,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
});

export const fileButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.link,
  font: 'inherit',
  textAlign: 'left',
  textDecoration: 'underline',
  cursor: 'pointer',
});

export const composer = style({
  display: 'grid',
  gap: vars.space.md,
  marginTop: vars.space.lg,
});

export const composerActions = style({ display: 'flex', justifyContent: 'flex-end' });

export const quickReplies = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginTop: vars.space.lg,
});

export const quickRepliesTitle = style({
  width: '100%',
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
});

// ---- Notices ----

export const notice = style([
  boxed,
  {
    display: 'grid',
    gap: vars.space.xs,
  },
]);

export const noticeUnread = style({
  borderColor: vars.color.brandSubtleBorder,
  background: vars.color.brandSubtle,
});

export const noticeText = style({ margin: 0 });

globalStyle(`${noticeText} a`, { color: vars.color.link });

export const noticeFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const linkButton = style({
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.link,
  font: 'inherit',
  textDecoration: 'underline',
  cursor: 'pointer',
});

// ---- An interview date proposal in a company message (decision 0051) ----

export const interview = style({
  display: 'grid',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  whiteSpace: 'normal',
});

export const interviewTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
});

export const interviewMeta = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const interviewActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});

export const interviewOutcome = style({ margin: 0 });

export const documentAttach = style({
  display: 'grid',
  gap: vars.space.sm,
  marginTop: vars.space.lg,
});

export const documentAttachButtons = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
