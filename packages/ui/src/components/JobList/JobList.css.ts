import { globalStyle, style } from '@vanilla-extract/css';
import { media } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'grid', gap: vars.space.lg });

export const summary = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const count = style({
  color: vars.color.brand,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  marginInline: vars.space.xxs,
});

export const list = style({ display: 'grid', gap: vars.space.md });

/**
 * Cards from the third on (the first screen shows one or two) are styled, laid out and painted
 * only once they come near the viewport (`content-visibility: auto`): laying out a whole page
 * of 25 cards was the longest task of a list's load. They stay in the document, the
 * accessibility tree and find-in-page. Until first shown a card reserves at least the height
 * a card takes at any width of its layout (phones, without the picture: about 380–520 px;
 * from the tablet width, with the hours, holidays and date rows: about 480–530 px), so that a waiting card's content does not reach
 * over the next one, where an accessibility audit would read it; once shown, `auto` keeps its
 * real height. Only the height is reserved: a reserved width would widen the list's column on
 * a phone. The last card, followed by the page links, always renders. The clip margin leaves
 * room for the focus ring and the shadow (the property implies paint containment).
 */
globalStyle(`${list} > li:nth-child(n+3):not(:last-child)`, {
  contentVisibility: 'auto',
  containIntrinsicHeight: 'auto 600px',
  overflowClipMargin: vars.space.sm,
  '@media': { [media.tabletUp]: { containIntrinsicHeight: 'auto 580px' } },
});
