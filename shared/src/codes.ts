/**
 * Constants of the contract between the packages: envelope codes, headers, limits the upstream
 * applies, and the page settings the BFF writes into the HTML. Settings only the SPA reads live
 * in web.
 */

/** Response codes carried in the `{code,msg,data}` envelope. */
export const ResponseCode = {
  /** Success: `data` carries the result. */
  OK: 200,
  /**
   * Not logged in: the BFF's answer, never the upstream's (`bff/src/routes/api.ts`). It answers it
   * to a session call without a session, and to any call made from a personal page (the page
   * named in `x-page-path`, else the Referer) without one; `/bff/saved` and `/bff/push` too. The
   * app then goes to /login, which says why (`web/src/lib/session/session-guard.ts`).
   */
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

/** Set on `<html>` once the app has hydrated: from then on its own handlers take every form. */
export const APP_READY_ATTR = 'data-app-ready';

/** What the head's early-input script leaves for the app: the function it calls once it is ready. */
export const EARLY_INPUT_KEY = '__portalEarlyInput';

/**
 * Typing and sending before the app is ready (an inline script in every page's head). A slow
 * phone shows the server-rendered form some seconds before its scripts take it over; a form sent
 * in that time would otherwise post itself away from the page. Until then each field's last typed
 * value is noted and a submit is held. Once hydrated, the app calls `window[EARLY_INPUT_KEY]()`,
 * which marks the page ready, gives each field its typed value the way typing would (components
 * notice a change against the value last set on the element, so it is set there to something
 * else first, then to the typed value past their setter, then the typing event follows), and
 * sends the held form through the app's own handler. A page whose scripts never come sends the
 * form the plain way after 15 seconds, and the server shows the page again.
 *
 * A press of a disclosure button (one with `aria-expanded`: 篩選, the phone menu) is kept the same
 * way, the last one, and pressed again once the app is ready, unless the app has answered it
 * already (its `aria-expanded` changed: a press in the middle of hydration reaches React itself).
 */
export const EARLY_INPUT_SCRIPT = [
  `(function(){var w=window,d=document,h=d.documentElement,typed=[],held=null,pressed=null;`,
  `if(w.${EARLY_INPUT_KEY})return;`,
  `function ready(){return h.hasAttribute("${APP_READY_ATTR}")}`,
  'd.addEventListener("input",function(e){if(ready())return;',
  'var t=e.target,i=0,c=t.type==="checkbox"||t.type==="radio";',
  'for(;i<typed.length&&typed[i][0]!==t;i++);typed[i]=[t,c?t.checked:t.value]},true);',
  'd.addEventListener("submit",function(e){if(ready())return;var f=e.target;',
  'e.preventDefault();held=[f,e.submitter||null];',
  'setTimeout(function(){ready()||!f.isConnected||HTMLFormElement.prototype.submit.call(f)},15e3)',
  '},true);',
  'd.addEventListener("click",function(e){if(ready())return;',
  'var b=e.target.closest&&e.target.closest("button[aria-expanded]");',
  'if(b)pressed=[b,b.getAttribute("aria-expanded")]},true);',
  `w.${EARLY_INPUT_KEY}=function(){if(ready())return;h.setAttribute("${APP_READY_ATTR}","");`,
  'typed.forEach(function(p){var t=p[0],v=p[1];',
  'if(!(t instanceof HTMLInputElement||t instanceof HTMLTextAreaElement)||t.type==="file"',
  '||!t.isConnected||t.readOnly||t.disabled)return;',
  'if(typeof v==="boolean"){if(v||t.type==="checkbox"){t.checked=!v;t.click()}return}',
  't.value=v===""?" ":"";',
  'Object.getOwnPropertyDescriptor(Object.getPrototypeOf(t),"value").set.call(t,v);',
  't.dispatchEvent(new Event("input",{bubbles:true}))});typed=[];',
  'if(pressed){var b=pressed[0],x=pressed[1];pressed=null;setTimeout(function(){',
  'b.isConnected&&b.getAttribute("aria-expanded")===x&&b.click()},0)}',
  'if(!held)return;var f=held[0],s=held[1];held=null;',
  'setTimeout(function(){if(!f.isConnected)return;',
  's&&s.isConnected&&f.contains(s)?f.requestSubmit(s):f.requestSubmit()},0)}',
  '})()',
].join('');
