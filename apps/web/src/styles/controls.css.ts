import { vars } from '@jobsite/ui/theme';
import { style } from '@vanilla-extract/css';

/**
 * A rounded link among chip links (the list's nearby areas, the magazine's categories); the
 * link of the page shown (`aria-current="page"`) is filled.
 */
export const chipLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '36px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.link,
  fontSize: vars.font.size.sm,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': {
      backgroundColor: vars.color.accent,
      borderColor: vars.color.accent,
      color: vars.color.onAccent,
    },
  },
});

/** The submit button of a server-rendered search form (the list's conditions, the magazine). */
export const accentSubmit = style({
  minHeight: vars.layout.touchTarget,
  borderRadius: vars.radius.md,
  border: 0,
  backgroundColor: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: vars.font.weight.bold,
  cursor: 'pointer',
});
