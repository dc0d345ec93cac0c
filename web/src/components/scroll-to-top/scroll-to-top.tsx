import { Suspense, lazy } from 'react';
import { useScrollToTop } from './use-scroll-to-top';

// Loaded on the first scroll past the threshold: the first view never shows the button.
const ScrollToTopButton = lazy(() => import('./scroll-to-top-button'));

/** Floating button that appears past 10 px of scrolling and smoothly scrolls back to the top. */
export function ScrollToTop() {
  const { visible, scrollToTop } = useScrollToTop();
  if (!visible) return null;
  return (
    <Suspense fallback={null}>
      <ScrollToTopButton onClick={scrollToTop} />
    </Suspense>
  );
}
