import { BREAKPOINTS } from '@jobsite/domain/constants';
import { render } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { media } from './breakpoints';
import { colors, contrastPairs, fontFamily } from './tokens';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('theme tokens', () => {
  it.each(contrastPairs)('%s on %s reaches WCAG AA 4.5:1', (text, background) => {
    expect(contrast(colors[text], colors[background])).toBeGreaterThanOrEqual(4.5);
  });

  it('uses the Japanese system fonts, the phones’ first, and the generic family last', () => {
    const families = fontFamily.split(', ');
    // Android's, then iOS's: a phone's first layout finds its font at the first or second try.
    expect(families.slice(0, 2)).toEqual(['"Noto Sans CJK JP"', '"Hiragino Sans"']);
    expect(families).toContain('Meiryo');
    expect(families.at(-1)).toBe('sans-serif');
    expect(new Set(families).size).toBe(families.length);
  });

  it('derives media queries from the domain breakpoints', () => {
    expect(media.tabletUp).toContain(`${BREAKPOINTS.mobile}px`);
    expect(media.desktopUp).toContain(`${BREAKPOINTS.desktop}px`);
  });

  it('the axe helper does catch violations (guards against a silent no-op)', async () => {
    // biome-ignore lint/a11y/useAltText: the missing alt is the violation under test.
    const { container } = render(<img src="/x.png" />);
    const results = await axe.run(container, { resultTypes: ['violations'] });
    expect(results.violations.map((v) => v.id)).toContain('image-alt');
  });
});
