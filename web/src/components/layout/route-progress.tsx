import { useEffect, useRef } from 'react';
import { NavigationProgress, nprogress } from '@mantine/nprogress';
import { useNavigation } from 'react-router';

/**
 * The top progress bar while a route (its chunk or loader) is loading. A lazy chunk, loaded when
 * the first navigation starts (root-layout.tsx). Completed only when it was started, so mounting
 * it after that navigation has already ended runs no animation.
 */
export default function RouteProgress() {
  const { state } = useNavigation();
  const running = useRef(false);
  useEffect(() => {
    if (state !== 'idle') {
      running.current = true;
      nprogress.start();
    } else if (running.current) {
      running.current = false;
      nprogress.complete();
    }
  }, [state]);
  return <NavigationProgress aria-label="頁面載入進度" />;
}
