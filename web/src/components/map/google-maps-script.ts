import { MAPS } from '@portal/shared';

const SCRIPT_ID = 'google-maps-script';
const CALLBACK = '__portalGoogleMapsReady';

let loaded: string | null = null;
let pending: { key: string; promise: Promise<void> } | null = null;

/** URL of the Maps JavaScript API with the portal's settings. */
export function mapsScriptUrl(key: string): string {
  const params = new URLSearchParams({
    key,
    v: MAPS.version,
    libraries: MAPS.libraries.join(','),
    region: MAPS.region,
    language: MAPS.language,
    callback: CALLBACK,
    loading: 'async',
  });
  return `https://maps.googleapis.com/maps/api/js?${params.toString()}`;
}

function hasMaps(): boolean {
  return typeof (window as { google?: { maps?: unknown } }).google?.maps === 'object';
}

/**
 * One attempt at loading the Maps script. A failed attempt removes its script element so the next
 * attempt starts clean. Concurrent callers share one attempt.
 */
export function loadGoogleMapsScript(key: string): Promise<void> {
  if (loaded === key && hasMaps()) return Promise.resolve();
  if (pending?.key === key) return pending.promise;
  const promise = new Promise<void>((resolve, reject) => {
    document.getElementById(SCRIPT_ID)?.remove();
    const script = document.createElement('script');
    script.id = SCRIPT_ID;
    script.async = true;
    script.src = mapsScriptUrl(key);
    const w = window as unknown as Record<string, unknown>;
    w[CALLBACK] = () => {
      loaded = key;
      resolve();
    };
    script.onerror = () => {
      script.remove();
      reject(new Error('Google Maps script failed to load'));
    };
    document.head.appendChild(script);
  }).finally(() => {
    pending = null;
  });
  pending = { key, promise };
  return promise;
}
