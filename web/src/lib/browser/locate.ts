import type { Point } from '@portal/shared';

/**
 * The reader's position from the browser, asked for only when they choose 按距離排序. It stays
 * in the page: never in the address, never stored.
 */
export function locate(): Promise<Point> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      reject(new Error('unsupported'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ lat: p.coords.latitude, lng: p.coords.longitude }),
      reject,
      { maximumAge: 300_000, timeout: 15_000 },
    );
  });
}
