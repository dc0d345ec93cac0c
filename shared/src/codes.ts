/**
 * Constants of the contract between the packages: envelope codes, headers, limits the upstream
 * applies, and the page settings the BFF writes into the HTML. Settings only the SPA reads live
 * in web.
 */

/** Response codes carried in the `{code,msg,data}` envelope. */
export const ResponseCode = {
  /** Success: `data` carries the result. */
  OK: 200,
  /** Not logged in: produced by the BFF (never sent upstream) for session calls without a session. */
  NOT_LOGGED_IN: 211,
  /** Unauthorised: the upstream rejected the token; the SPA navigates to /login. */
  UNAUTHORISED: 401,
} as const;

/** The message that goes with code 211. */
export const NOT_LOGGED_IN_MSG = '未登錄，請先登錄';

/** Value of the `sourceType` header (and of the booking payload's `sourceType`). */
export const SOURCE_TYPE = 'F';
/** Name of the header that carries the token to the upstream. Lower case, as Node sees it. */
export const TOKEN_HEADER = 'token';
export const SOURCE_TYPE_HEADER = 'sourcetype';

/** Anti-forgery header the SPA sends on every `/api` and `/bff` call. */
export const CSRF_HEADER = 'x-csrf';
export const CSRF_HEADER_VALUE = '1';
/** Header naming the SPA page the call was made from (the BFF's 211 rule reads it). */
export const PAGE_PATH_HEADER = 'x-page-path';

/** How many top answering doctors the portal API ranks (and the home page shows). */
export const TOP_ASK_DOCTORS_LIMIT = 10;

export const JOB_PAGE_DELAY_MS = 500;
export const JOB_SALARY_CURRENCY = 'HKD';
export const JOB_SALARY_UNIT = 'MONTH';

/** Name of the event dispatched on `document` after the app mounts. */
export const RENDER_EVENT_NAME = 'render-event';

/** Responsive layout. */
export const LAYOUT = {
  /** Root font size is width / this. */
  rootFontDivisor: 10,
  maxWidth: 540,
  resizeDebounceMs: 300,
  allowedPixelRatios: [1, 2, 3] as const,
  bodyFontBase: 12,
} as const;

/**
 * The flexible layout written to `<html>` before the first paint (an inline script at the top of
 * every page's head), the same values web's `applyFlexibleLayout` computes (its tests hold them
 * equal): the root font size, `--mantine-scale`, `data-dpr` and the body font size. Applied only
 * after hydration, the change would restyle and lay out the whole page once more.
 */
export const FLEXIBLE_LAYOUT_SCRIPT =
  '(function(){var h=document.documentElement,n=navigator.userAgent,' +
  `w=Math.min(Math.max(h.clientWidth||window.innerWidth,1),${LAYOUT.maxWidth}),` +
  'r=/iPhone|iPad|iPod/i.test(n)?window.devicePixelRatio||1:1,d=r>=3?3:r>=2?2:1,' +
  `f=w/${LAYOUT.rootFontDivisor};h.setAttribute("data-dpr",String(d));h.style.fontSize=f+"px";` +
  'h.style.setProperty("--mantine-scale",String(16/f));' +
  `h.style.setProperty("--flexible-body-font-size",${LAYOUT.bodyFontBase}*d/d+"px")})()`;
