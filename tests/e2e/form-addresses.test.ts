/**
 * Personal data never lands in an address, in real Chromium: the feedback form submitted before
 * its scripts run posts (message and contact stay out of the URL, the history and the logs), and
 * the service worker never keeps a page whose address carries a form's fields.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from '../helpers/e2e';
import { noScriptContext, waitForApp } from '../helpers/browser';

const env = useE2E();

const kept = (page: Page, url: string) =>
  page.evaluate(async (u) => {
    const cache = await caches.open('portal-pages');
    return (await cache.match(u, { ignoreVary: true })) !== undefined;
  }, url);

describe('personal data in addresses', () => {
  it('the feedback form posts before its scripts run: nothing of it in the URL', async () => {
    const context = await noScriptContext(env.browser(), 1280);
    try {
      const page = await context.newPage();
      await page.goto(`${env.portal.url}/home/feedback`);
      const form = page.locator('form[aria-label="意見反饋表單"]');
      expect(await form.getAttribute('method')).toBe('post');
      await form.locator('[name="msgTxt"]').fill('最近頭痛，想請問診所電話');
      await form.locator('[name="contact"]').fill('91234567');
      const sent = page.waitForRequest((r) => r.isNavigationRequest() && r.method() === 'POST');
      await form.locator('button[type="submit"]').click();
      const request = await sent;
      expect(request.url()).not.toMatch(/msgTxt|contact|91234567/);
      await page.waitForLoadState('domcontentloaded');
      expect(page.url()).not.toMatch(/msgTxt|contact|91234567/);
    } finally {
      await context.close();
    }
  });

  it('the service worker never keeps a page whose address carries form fields', async () => {
    const { page } = await env.page({ width: 375 });
    await page.goto('/home/feedback');
    await waitForApp(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    });
    const withFields = `${env.portal.url}/home/feedback?msgTxt=${encodeURIComponent('頭痛')}&contact=91234567`;
    const plain = `${env.portal.url}/home/feedback?from=footer`;
    await page.goto(withFields);
    await waitForApp(page);
    await page.goto(plain);
    await waitForApp(page);
    // The worker keeps the later page without form fields; the earlier one it never kept.
    await expect.poll(() => kept(page, plain), { timeout: 30_000, interval: 250 }).toBe(true);
    expect(await kept(page, withFields)).toBe(false);
  });
});
