/**
 * 提醒我 in real Chromium at 1280 and 375 px, in both scripts: it shows on the first visit to 我的預約
 * in a new browser (the portal's worker registers only after that page has loaded: the test holds
 * it back until 提醒我 has been looked for, so every run checks that case), and where
 * notifications are allowed but the browser has no push service (headless Chromium is one), the
 * failure is told in Chinese with the next step, 加入日曆, and no browser text reaches the page.
 */
import { describe, expect, it, onTestFinished } from 'vitest';
import { newPage, waitForApp } from '../helpers/browser';
import { WIDTHS, logInThroughApi, useE2E, useFullBrowser } from '../helpers/e2e';
import { screenshots } from '../helpers/shots';

const env = useE2E();
// The full browser: the run's headless shell has no PushManager at all, so it would never offer
// 提醒我; the full one offers it and then finds no push service, the case told here.
const fullBrowser = useFullBrowser();
const shot = screenshots('remind-me-shots', false);

const SCRIPTS = [
  { prefix: '', calendar: '加入日曆' },
  { prefix: '/zh-cn', calendar: '加入日历' },
] as const;

describe.each(WIDTHS)('at %i px', (width) => {
  it.each(SCRIPTS)(
    'shows 提醒我 on the first visit and explains a missing push service ($prefix)',
    async ({ prefix, calendar }) => {
      const { page, context, close } = await newPage(fullBrowser(), {
        width,
        baseURL: env.portal.url,
      });
      onTestFinished(close);
      await context.grantPermissions(['notifications'], { origin: env.portal.url });
      // The page counts its look-ups of the worker's registration: the reminder check is the only
      // code that makes one, so a count above 0 says 提醒我 has been looked for.
      await page.addInitScript(() => {
        const container = ServiceWorkerContainer.prototype;
        const lookUp = container.getRegistration;
        container.getRegistration = function (this: ServiceWorkerContainer, clientURL?: string) {
          const counted = window as { registrationLookUps?: number };
          counted.registrationLookUps = (counted.registrationLookUps ?? 0) + 1;
          return lookUp.call(this, clientURL);
        };
      });
      await logInThroughApi(page, env.portal);
      // The module that registers the worker is held back until the check has looked: left to
      // itself, whether the worker registers before the check runs is a race, and the first
      // visit's case is the one where it has not.
      const cdp = await context.newCDPSession(page);
      const held: string[] = [];
      let holding = true;
      cdp.on('Fetch.requestPaused', ({ requestId }) => {
        if (holding) held.push(requestId);
        else void cdp.send('Fetch.continueRequest', { requestId }).catch(() => undefined);
      });
      await cdp.send('Fetch.enable', { patterns: [{ urlPattern: '*/assets/service-worker-*' }] });
      await page.goto(`${prefix}/user/booking/order`);
      await waitForApp(page);
      expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
      const lookUps = () =>
        page.evaluate(() => (window as { registrationLookUps?: number }).registrationLookUps ?? 0);
      await expect.poll(lookUps, { timeout: 20_000 }).toBeGreaterThan(0);
      expect(
        await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length),
      ).toBe(0);
      holding = false;
      await Promise.all(held.map((requestId) => cdp.send('Fetch.continueRequest', { requestId })));
      await cdp.send('Fetch.disable');

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
