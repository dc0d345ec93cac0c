/** Settings of every portal the browser tests start (startPortal applies them; a test may override). */
export const E2E_PORTAL_ENV = {
  /** The store pages /AppDownload links to. */
  APP_STORE_URL: 'https://apps.apple.com/hk/app/e2e-portal/id0',
  GOOGLE_PLAY_URL: 'https://play.google.com/store/apps/details?id=hk.portal.e2e',
  // Render budgets for a test machine running two browsers and two portals on two busy cores: a
  // detail page's data or the doctor cards' times arriving after the production budget would
  // otherwise send the browser to the list ("could not load") or drop the times from the markup,
  // and the test would fail on the machine's load, not on the portal. What the portal does when
  // a budget runs out is tested against a slow stub upstream in the BFF's own tests.
  RENDER_BUDGET_MS: '10000',
  AVAILABILITY_BUDGET_MS: '5000',
  // The event-loop guard sheds requests with 503 once the loop lags past a limit: a protection
  // for a production server, proven in the BFF's own tests (resilience.test.ts). On a test machine
  // running two browsers and two portals on two cores the loop lags for reasons of the machine,
  // and a shed page load would fail a browser test that is not about load at all.
  MAX_EVENT_LOOP_DELAY_MS: '0',
  // Every browser test comes from one address (127.0.0.1), visiting far more pages than one
  // visitor would: the per-address budgets for renders and look-ups are for production traffic
  // and proven in the BFF's own tests (page-budgets.test.ts, availability.test.ts).
  RENDER_BUDGET_BURST: '100000',
  RENDER_BUDGET_PER_MIN: '100000',
  LOOKUP_BUDGET_BURST: '100000',
  LOOKUP_BUDGET_PER_MIN: '100000',
  PUBLIC_READ_BUDGET_BURST: '100000',
  PUBLIC_READ_BUDGET_PER_MIN: '100000',
};
