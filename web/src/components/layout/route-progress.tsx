import { useEffect } from 'react';
import { NavigationProgress, nprogress } from '@mantine/nprogress';
import { useNavigation } from 'react-router';

/**
 * The top progress bar while a route (its chunk or loader) is loading. A lazy chunk, loaded just
 * after the first page is up (root-layout.tsx): the first view never shows it.
 */
export default function RouteProgress() {
  const { state } = useNavigation();
  useEffect(() => {
    if (state === 'idle') nprogress.complete();
    else nprogress.start();
  }, [state]);
  return <NavigationProgress aria-label="頁面載入進度" />;
}
