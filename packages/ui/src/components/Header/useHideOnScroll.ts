import { HEADER_HIDE_SCROLL_PX } from '@jobsite/domain/constants';
import { useState } from 'react';
import { useWindowScroll } from '../../internal/useWindowScroll';

/** Hidden while scrolling down past the domain's threshold; shown again on scrolling up. */
export function useHideOnScroll(enabled: boolean): [hidden: boolean, reveal: () => void] {
  const [hidden, setHidden] = useState(false);
  useWindowScroll(({ scrollY }, previousY) => {
    if (!enabled || scrollY <= HEADER_HIDE_SCROLL_PX) setHidden(false);
    else if (scrollY > previousY) setHidden(true);
    else if (scrollY < previousY) setHidden(false);
  });
  return [enabled && hidden, () => setHidden(false)];
}
