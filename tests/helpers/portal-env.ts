/** Settings of the portal the browser tests run against, which some tests look for. */
export const E2E_PORTAL_ENV = {
  /** The store pages /AppDownload links to. */
  APP_STORE_URL: 'https://apps.apple.com/hk/app/e2e-portal/id0',
  GOOGLE_PLAY_URL: 'https://play.google.com/store/apps/details?id=hk.portal.e2e',
};
