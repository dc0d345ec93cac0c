import { useEffect } from 'react';
import { LAYOUT } from '@portal/shared';
import { applyFlexibleLayout } from './flexible-layout';

/**
 * Applies the flexible root font size at mount and again LAYOUT.resizeDebounceMs after the last
 * resize (or orientation change); see flexible-layout.ts for how it is reconciled with Mantine.
 */
export function useFlexibleRootFont(): void {
  useEffect(() => {
    applyFlexibleLayout();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => applyFlexibleLayout(), LAYOUT.resizeDebounceMs);
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) onResize();
    };
    window.addEventListener('resize', onResize);
    window.addEventListener('orientationchange', onResize);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
      window.removeEventListener('orientationchange', onResize);
      window.removeEventListener('pageshow', onPageShow);
    };
  }, []);
}
