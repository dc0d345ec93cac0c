/**
 * /AppDownload at 1280 and 375 px: both store buttons readable and pointing at the configured
 * store pages.
 */
import { describe, expect, it } from 'vitest';
import { WIDTHS, useE2E } from '../helpers/e2e';
import { screenshots } from '../helpers/shots';
import { E2E_PORTAL_ENV } from '../helpers/portal-env';

const env = useE2E();

const shot = screenshots();

describe.each(WIDTHS)('at %i px', (width) => {
  it('app download: both store buttons readable and pointing at the configured store pages', async () => {
    const { page, errors } = await env.open(width, '/AppDownload');
    const stores = page.getByTestId('app-stores');
    await stores.waitFor();
    const apple = stores.getByRole('link', { name: 'App Store 下載' });
    const play = stores.getByRole('link', { name: 'Google Play 下載' });
    expect(await apple.getAttribute('href')).toBe(E2E_PORTAL_ENV.APP_STORE_URL);
    expect(await play.getAttribute('href')).toBe(E2E_PORTAL_ENV.GOOGLE_PLAY_URL);
    for (const button of [apple, play]) {
      // White text on the dark button: the page's link green must not win.
      const [fg, bg] = await button.evaluate((el) => [
        getComputedStyle(el).color,
        getComputedStyle(el).backgroundColor,
      ]);
      expect(fg).toBe('rgb(255, 255, 255)');
      expect(bg).not.toBe(fg);
    }
    await shot(page, 'app-download', width);
    expect(errors).toEqual([]);
  });
});
