import type { PageView } from '@portal/shared';

/** Records a page view with the BFF; fire-and-forget, never blocks navigation. */
export function sendPageView(path: string): void {
  const body: PageView = { path };
  try {
    if (typeof navigator.sendBeacon === 'function') {
      navigator.sendBeacon('/bff/pageview', JSON.stringify(body));
    }
  } catch {
    // Beacons are best effort.
  }
}
