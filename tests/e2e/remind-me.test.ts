/**
 * 提醒我 in real Chromium at 1280 and 375 px, in both scripts: it shows on the first visit to 我的預約
 * in a new browser (the portal's worker registers only after that page has loaded), and where
 * notifications are allowed but the browser has no push service (headless Chromium is one), the
 * failure is told in Chinese with the next step, 加入日曆, and no browser text reaches the page.
 */
import { describe, expect, it } from 'vitest';
import { waitForApp } from '../helpers/browser';
import { WIDTHS, logInThroughApi, useE2E } from '../helpers/e2e';
import { screenshots } from '../helpers/shots';

const env = useE2E();
const shot = screenshots('remind-me-shots', false);

const SCRIPTS = [
  { prefix: '', calendar: '加入日曆' },
  { prefix: '/zh-cn', calendar: '加入日历' },
] as const;

describe.each(WIDTHS)('at %i px', (width) => {
  it.each(SCRIPTS)(
    'shows 提醒我 on the first visit and explains a missing push service ($prefix)',
    async ({ prefix, calendar }) => {
      const { page, context } = await env.page({ width });
      await context.grantPermissions(['notifications'], { origin: env.portal.url });
      await logInThroughApi(page, env.portal);
      await page.goto(`${prefix}/user/booking/order`);
      await waitForApp(page);
      expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();

      // No reload: the button comes once the worker this visit registers is ready.
      const remind = page.getByRole('button', { name: '提醒我' });
      await remind.waitFor({ timeout: 20_000 });
      await remind.click();
      const alert = page.getByTestId('remind-me').getByRole('alert');
      await alert.waitFor({ timeout: 15_000 });
      const text = await alert.innerText();
      expect(text).toContain(calendar);
      expect(text).not.toMatch(/[A-Za-z]/);
      expect(await page.getByText(/Registration failed/).count()).toBe(0);
      // The next step it names is there to take.
      expect(await page.getByRole('button', { name: calendar }).count()).toBeGreaterThan(0);
      await alert.scrollIntoViewIfNeeded();
      await shot(page, `push-unavailable${prefix.replace('/', '-')}`, width);
    },
  );
});
