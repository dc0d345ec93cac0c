import { useCallback } from 'react';
import { useWindowScroll } from '@mantine/hooks';

const SCROLL_TOP_THRESHOLD_PX = 10;

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
