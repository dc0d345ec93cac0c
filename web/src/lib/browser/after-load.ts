/** How long an idle moment is waited for after the load event before going on anyway. */
const IDLE_TIMEOUT_MS = 2000;

let settled = false;
let waiting: Promise<void> | null = null;

/**
 * Resolves once the page has loaded and the browser has had an idle moment (or, on a page that
 * stays busy, a little later). Parts no first view shows wait for it, so their code is fetched and
 * run after the page is up rather than on a phone's busiest seconds, while it hydrates.
 */
export function afterLoad(): Promise<void> {
  if (settled) return Promise.resolve();
  waiting ??= new Promise<void>((resolve) => {
    const done = () => {
      settled = true;
      resolve();
    };
    const idle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        window.requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS });
      } else {
        setTimeout(done, 200);
      }
    };
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
  return waiting;
}
