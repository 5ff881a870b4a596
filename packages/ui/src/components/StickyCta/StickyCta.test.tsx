import { STICKY_CTA } from '@jobsite/domain/constants';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { isStickyCtaVisible, StickyCta } from './StickyCta';

const PAGE_HEIGHT = 3000;

function scrollTo(y: number) {
  act(() => {
    window.scrollTo(0, y);
    fireEvent.scroll(window);
  });
}

describe('isStickyCtaVisible', () => {
  it.each([
    [0, 2000, false],
    [STICKY_CTA.showAfterScrollPx, 2000, false],
    [STICKY_CTA.showAfterScrollPx + 1, 2000, true],
    [1500, STICKY_CTA.hideNearEndPx + 1, true],
    [1500, STICKY_CTA.hideNearEndPx, false],
    [1500, 0, false],
  ])('scrollY %i, %i px to the end → %s', (scrollY, toEnd, expected) => {
    expect(isStickyCtaVisible(scrollY, toEnd)).toBe(expected);
  });
});

describe('StickyCta', () => {
  beforeEach(() => {
    Object.defineProperty(document.documentElement, 'scrollHeight', {
      configurable: true,
      value: PAGE_HEIGHT,
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(document.documentElement, 'scrollHeight');
    window.scrollTo(0, 0);
  });

  it('appears after 400 px and hides within 64 px of the page end', () => {
    render(<StickyCta href="/driver?internal_source=magazine" label="ドライバーの求人を見る" />);
    const bar = screen.getByRole('complementary', { hidden: true });
    expect(bar.dataset.visible).toBe('false');
    expect(screen.queryByRole('link')).toBeNull();

    scrollTo(STICKY_CTA.showAfterScrollPx + 1);
    expect(bar.dataset.visible).toBe('true');
    expect(screen.getByRole('link', { name: 'ドライバーの求人を見る' }).getAttribute('href')).toBe(
      '/driver?internal_source=magazine',
    );

    const endY = PAGE_HEIGHT - window.innerHeight;
    scrollTo(endY - STICKY_CTA.hideNearEndPx);
    expect(bar.dataset.visible).toBe('false');
    scrollTo(endY - STICKY_CTA.hideNearEndPx - 1);
    expect(bar.dataset.visible).toBe('true');
    scrollTo(100);
    expect(bar.dataset.visible).toBe('false');
  });

  it('has no axe violations when shown', async () => {
    const { container } = render(
      <StickyCta href="/driver" label="求人を見る" description="説明" />,
    );
    scrollTo(1000);
    await expectNoAxeViolations(container);
  });
});
