import { BREAKPOINTS } from '@jobsite/domain/constants';
import { act } from '@testing-library/react';

type HappyDomWindow = Window & {
  happyDOM?: { setViewport(viewport: { width?: number; height?: number }): void };
};

/** Resizes happy-dom's viewport, which re-evaluates the components' media queries. */
export function setViewportWidth(width: number) {
  const { happyDOM } = window as HappyDomWindow;
  if (!happyDOM) throw new Error('setViewportWidth needs the happy-dom environment');
  act(() => happyDOM.setViewport({ width, height: 800 }));
}

export const MOBILE_WIDTH = 375;
export const DESKTOP_WIDTH = BREAKPOINTS.desktop;
