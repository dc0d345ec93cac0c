/**
 * A booking reminder arriving in real Chromium: the portal's service worker is sent a push message
 * through the DevTools protocol (as the push service would deliver it, already decrypted), and it
 * shows the notification the payload describes, `{title, body, url, tag}`: the title and body,
 * the booking's tag, the page to open kept with it (only a path of this site), and the language of
 * the page that subscribed. What a click on the notification does is not driven here: the
 * DevTools protocol cannot click a notification, and a click dispatched by script is not the
 * browser's (it may not open windows), so it would prove nothing about the real one.
 *
 * Notifications are read once every push has been shown, never while one is being shown:
 * Chromium's `getNotifications()` deletes from its store each notification written before the
 * read began that the platform does not yet report on display, so a read that falls between the
 * worker's write and the display loses that notification for good (it stays on screen, and no
 * later read lists it). Polling the list did that about once in many runs under load. So the
 * test counts, in the worker itself, the `showNotification` calls that have resolved, and reads
 * when the count is reached.
 */
import type { Worker } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, waitForApp } from '../helpers/browser';
import { useE2E, useFullBrowser } from '../helpers/e2e';

const env = useE2E();
const { portal } = env;
// Notifications are shown by the full browser only (the run's headless shell has none).
const fullBrowser = useFullBrowser();

describe('reminder notifications from the service worker', () => {
  it('shows the title, body and tag of a pushed reminder, keeping only a path of this site to open', async () => {
    // A context of its own, never used before: no worker or registration of an earlier test
    // (emptied, but perhaps not yet gone) can be the one the pushes or the count go to.
    const { page, context, close } = await newPage(fullBrowser(), {
      width: 1280,
      baseURL: portal.url,
    });
    await context.grantPermissions(['notifications'], { origin: portal.url });
    try {
      const cdp = await context.newCDPSession(page);
      const scope = `${portal.url}/`;
      // The registration's id, as the DevTools protocol reports it once the worker exists.
      const registrationId = new Promise<string>((resolve) => {
        cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
          const mine = registrations.find((r) => r.scopeURL === scope && !r.isDeleted);
          if (mine) resolve(mine.registrationId);
        });
      });
      await cdp.send('ServiceWorker.enable');
      await page.goto('/');
      await waitForApp(page);
      // Resolves once the portal's worker is active (it registers after the page has loaded).
      expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)).toBe(
        scope,
      );
      const id = await registrationId;
      // The worker as Playwright sees it (attached, so it is not stopped while the test runs),
      // counting each notification it has finished showing.
      const isPortalWorker = (w: Worker) => w.url() === `${portal.url}/sw.js`;
      const worker =
        context.serviceWorkers().find(isPortalWorker) ??
        (await context.waitForEvent('serviceworker', { predicate: isPortalWorker }));
      await worker.evaluate(() => {
        const sw = self as unknown as {
          registration: ServiceWorkerRegistration;
          shownCount: number;
        };
        const reg = sw.registration;
        const show = reg.showNotification.bind(reg);
        sw.shownCount = 0;
        reg.showNotification = async (title: string, options?: NotificationOptions) => {
          await show(title, options);
          sw.shownCount += 1;
        };
      });
      const shownCount = () =>
        worker.evaluate(() => (self as unknown as { shownCount: number }).shownCount);

      const push = (reminder: Record<string, string>) =>
        cdp.send('ServiceWorker.deliverPushMessage', {
          origin: portal.url,
          registrationId: id,
          data: JSON.stringify(reminder),
        });
      await push({
        title: '應診提醒',
        body: '明天 10:30 陳大文醫師 灣仔中醫診所',
        url: '/user/booking/order',
        tag: 'S-E2E-1',
      });
      await push({
        title: '应诊提醒',
        body: '明天 11:00 李小明医师 旺角中医诊所',
        url: '/zh-cn/user/booking/order',
        tag: 'S-E2E-2',
      });
      // A link elsewhere in a payload is not followed: the notification keeps the home page.
      await push({
        title: '應診提醒',
        body: '後天 09:00 張醫師 沙田中醫診所',
        url: 'https://elsewhere.example/phish',
        tag: 'S-E2E-3',
      });

      const shown = () =>
        page.evaluate(async () => {
          const reg = await navigator.serviceWorker.ready;
          const all = await reg.getNotifications();
          return all
            .map((n) => ({
              title: n.title,
              body: n.body,
              tag: n.tag,
              url: (n.data as { url?: unknown } | null)?.url,
              lang: n.lang,
            }))
            .sort((a, b) => a.tag.localeCompare(b.tag));
        });
      await expect.poll(shownCount, { timeout: 15_000, interval: 100 }).toBe(3);
      expect(await shown()).toEqual([
        {
          title: '應診提醒',
          body: '明天 10:30 陳大文醫師 灣仔中醫診所',
          tag: 'S-E2E-1',
          url: '/user/booking/order',
          lang: 'zh-HK',
        },
        {
          title: '应诊提醒',
          body: '明天 11:00 李小明医师 旺角中医诊所',
          tag: 'S-E2E-2',
          url: '/zh-cn/user/booking/order',
          lang: 'zh-CN',
        },
        {
          title: '應診提醒',
          body: '後天 09:00 張醫師 沙田中醫診所',
          tag: 'S-E2E-3',
          url: '/',
          lang: 'zh-HK',
        },
      ]);

      // The same booking reminded again replaces its notification instead of adding one.
      await push({
        title: '應診提醒',
        body: '明天 10:45 陳大文醫師 灣仔中醫診所',
        url: '/user/booking/order',
        tag: 'S-E2E-1',
      });
      await expect.poll(shownCount, { timeout: 15_000, interval: 100 }).toBe(4);
      const after = await shown();
      expect(after.find((n) => n.tag === 'S-E2E-1')?.body).toBe(
        '明天 10:45 陳大文醫師 灣仔中醫診所',
      );
      expect(after).toHaveLength(3);
      await page.evaluate(async () => {
        const reg = await navigator.serviceWorker.ready;
        for (const n of await reg.getNotifications()) n.close();
      });
      await cdp.detach();
    } finally {
      await close();
    }
  }, 90_000);
});
