import { useCallback } from 'react';
import { useWindowScroll } from '@mantine/hooks';
import { SCROLL_TOP_THRESHOLD_PX } from '@portal/shared';

/** Whether the scroll-to-top button shows: more than 10 px down. */
export function shouldShowScrollTop(scrollY: number): boolean {
  return scrollY > SCROLL_TOP_THRESHOLD_PX;
}

/** `{visible, scrollToTop}` for the scroll-to-top button. */
export function useScrollToTop(): { visible: boolean; scrollToTop: () => void } {
  const [scroll] = useWindowScroll();
  const scrollToTop = useCallback(() => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, []);
  return { visible: shouldShowScrollTop(scroll.y), scrollToTop };
}
