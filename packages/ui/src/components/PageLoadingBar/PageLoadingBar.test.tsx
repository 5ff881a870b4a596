import { PROGRESS_BAR } from '@jobsite/domain/constants';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { PageLoadingBar } from './PageLoadingBar';
import { trickle } from './progress';

const value = () => Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'));

describe('trickle', () => {
  it('creeps forward, slower near the end, never reaching 1', () => {
    expect(trickle(0.25)).toBeCloseTo(0.29);
    let progress: number = PROGRESS_BAR.minimum;
    for (let i = 0; i < 10_000; i += 1) progress = trickle(progress);
    expect(progress).toBeGreaterThanOrEqual(0.99);
    expect(progress).toBeLessThan(1);
  });
});

describe('PageLoadingBar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('renders nothing when idle', () => {
    const { container } = render(<PageLoadingBar loading={false} />);
    expect(container.innerHTML).toBe('');
  });

  it(`starts at the minimum ${PROGRESS_BAR.minimum}, trickles, then completes and fades in ${PROGRESS_BAR.speed} ms steps`, () => {
    const { rerender } = render(<PageLoadingBar loading />);
    expect(value()).toBe(PROGRESS_BAR.minimum * 100);
    const bar = screen.getByRole('progressbar').firstElementChild as HTMLElement;
    expect(bar.style.transitionDuration).toBe(`${PROGRESS_BAR.speed}ms`);

    act(() => vi.advanceTimersByTime(1000));
    expect(value()).toBeGreaterThan(PROGRESS_BAR.minimum * 100);
    expect(value()).toBeLessThan(100);

    rerender(<PageLoadingBar loading={false} />);
    expect(value()).toBe(100);
    act(() => vi.advanceTimersByTime(PROGRESS_BAR.speed));
    expect(screen.getByRole('progressbar').style.opacity).toBe('0');
    act(() => vi.advanceTimersByTime(PROGRESS_BAR.speed));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('has no axe violations while loading', async () => {
    vi.useRealTimers();
    const { container } = render(<PageLoadingBar loading />);
    await expectNoAxeViolations(container);
  });
});
