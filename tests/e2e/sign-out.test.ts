/**
 * Sign-out in real Chromium against the real BFF and embedded upstream: it keeps the login device
 * cookie, says 你已登出 only once the BFF has confirmed, and otherwise (offline, shed under load)
 * says it did not go through, offers 再試登出 and tries again on reconnecting and before the
 * next page load takes up the stored session. Nothing of a question typed before is left in the
 * tab, offline at once and after the sign-out goes through, with no code still to fetch. The
 * login page after a sign-out shows no warning, on reload neither, and hydrates without a mismatch.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { calls } from '@portal/shared';
import { DEMO_PASSWORD, DEMO_PHONE, useE2E } from '../helpers/e2e';
import { waitForApp } from '../helpers/browser';

const env = useE2E();

const SIGNED_OUT = '你已登出。';

/** Logs the demo client in on the login form, coming back to `to`. */
async function logInTo(page: Page, to: string): Promise<void> {
  await page.goto(`/login?redirect=${encodeURIComponent(to)}`);
  await waitForApp(page);
  const form = page.locator('form[aria-label="登入表單"]');
  await form.getByLabel(/手機號碼/).fill(DEMO_PHONE);
  await form.locator('input[type="password"]').fill(DEMO_PASSWORD);
  await form.locator('button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === to);
  await waitForApp(page);
  // The 登入成功 notice sits over the header's buttons until it closes (and never closes while
  // the pointer rests on it). It is shown a moment after the page changes, so waiting only for it
  // to be gone could pass before it came: wait for it to show (unless it has come and gone
  // already on a slow machine), then for it to go.
  const notice = page.getByText('登入成功。');
  await notice.waitFor({ state: 'attached', timeout: 10_000 }).catch(() => undefined);
  await notice.waitFor({ state: 'detached' });
}

/**
 * What the BFF says about the context's session cookie, asked from outside the browser (so it
 * works while the browser is offline, and changes nothing in it).
 */
async function bffSession(context: BrowserContext): Promise<{ loggedIn: boolean }> {
  const cookie = (await context.cookies(env.portal.url))
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
  const res = await fetch(`${env.portal.url}/bff/session`, {
    headers: { cookie, 'x-csrf': '1', origin: env.portal.url },
  });
  return (await res.json()) as { loggedIn: boolean };
}

async function cookieNames(context: BrowserContext): Promise<string[]> {
  return (await context.cookies(env.portal.url)).map((c) => c.name);
}

/** The tab's drafts, by their storage keys. */
const draftKeys = (page: Page) =>
  page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('portal.draft.')));

/** Everything the tab keeps in sessionStorage, keys and values, as one text. */
const tabStorage = (page: Page) => page.evaluate(() => JSON.stringify({ ...sessionStorage }));

const headerSignOut = (page: Page) =>
  page.getByTestId('header-account').getByRole('button', { name: '登出' });

/**
 * Waits until the sign-out call has come back. The pending banner shows as soon as the sign-out
 * starts, before its call is sent (a slow machine may still be fetching code first), so a route
 * lifted then would let that first call through. The header's 登入 link is what to wait for: the
 * device forgets the client only once the call has come back, and it stays (unlike a notice, which
 * closes by itself). On a phone the header's account links are hidden, but there all the same.
 */
const signOutUnconfirmed = (page: Page) =>
  page
    .getByTestId('header-account')
    .getByRole('link', { name: '登入', includeHidden: true })
    .waitFor({ state: 'attached' });

describe('sign-out', () => {
  it('from a personal page: 你已登出, the device cookie stays, and the login page shows no warning, on reload neither', async () => {
    const { page, context, errors } = await env.page({ width: 1280 });
    await logInTo(page, '/user/userInfo');
    expect(await cookieNames(context)).toEqual(
      expect.arrayContaining(['portal_session', 'portal_device']),
    );
    await page.getByRole('complementary', { name: '個人中心選單' }).getByText('登出').click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText(SIGNED_OUT).first().waitFor();
    expect((await bffSession(context)).loggedIn).toBe(false);
    const names = await cookieNames(context);
    expect(names).toContain('portal_device');
    expect(names).not.toContain('portal_session');

    // Straight to the login page, and again after a reload: no 未登入 warning, no mismatch.
    await page.goto('/login');
    await waitForApp(page);
    expect(await page.getByTestId('login-reason').count()).toBe(0);
    await page.reload();
    await waitForApp(page);
    expect(await page.getByTestId('login-reason').count()).toBe(0);
    expect(await page.getByRole('heading', { name: '登入' }).count()).toBeGreaterThan(0);
    expect(await page.locator('body').innerText()).not.toMatch(/登錄/);
    expect(errors.filter((e) => /#418|hydrat/i.test(e))).toEqual([]);
    expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });

  it('offline: never says 你已登出 while the session is valid; on reconnecting it goes through', async () => {
    const { page, context } = await env.page({ width: 1280 });
    await logInTo(page, '/');
    await context.setOffline(true);
    await headerSignOut(page).click();
    await page.getByTestId('sign-out-pending').waitFor();
    await signOutUnconfirmed(page);
    // The session is still valid, and nothing said otherwise.
    expect((await bffSession(context)).loggedIn).toBe(true);
    expect(await page.getByText(SIGNED_OUT).count()).toBe(0);
    await page
      .getByText(/未能確認登出/)
      .first()
      .waitFor();
    // The page forgot the client all the same.
    await page.getByTestId('header-account').getByRole('link', { name: '登入' }).waitFor();

    await context.setOffline(false);
    await page.getByText(SIGNED_OUT).first().waitFor();
    await page.getByTestId('sign-out-pending').waitFor({ state: 'detached' });
    expect((await bffSession(context)).loggedIn).toBe(false);
    expect(await cookieNames(context)).toContain('portal_device');
  });

  it('offline: a question typed before is dropped at once, even when the drafts code cannot be fetched, and gone once the sign-out goes through', async () => {
    // No service worker, and (with a route set) no HTTP cache: the drafts code comes from the
    // network or not at all.
    const { page, context } = await env.page({ width: 1280, serviceWorkers: 'block' });
    await logInTo(page, '/ask/postnew');
    const title = `未送出的問題 ${Date.now()}`;
    await page.getByRole('textbox', { name: /問題標題/ }).fill(title);
    await page.getByRole('textbox', { name: /詳細描述/ }).fill('晚上咳嗽兩星期。');
    await expect.poll(() => draftKeys(page)).toEqual(['portal.draft.ask']);
    // A new page of its own, on which the chunk with the drafts code (built as `forms`) cannot
    // be fetched: as on a device that reloaded offline from a worker that never kept it.
    await page.route('**/assets/forms-*.js', (route) => route.abort('internetdisconnected'));
    await page.goto('/');
    await waitForApp(page);
    expect(await draftKeys(page)).toEqual(['portal.draft.ask']);

    await context.setOffline(true);
    await headerSignOut(page).click();
    await page.getByTestId('sign-out-pending').waitFor();
    expect((await bffSession(context)).loggedIn).toBe(true);
    // The user asked to leave: the device keeps nothing of the question, even before the BFF
    // has confirmed.
    await expect.poll(() => draftKeys(page)).toEqual([]);
    expect(await tabStorage(page)).not.toContain(title);

    await context.setOffline(false);
    await page.getByText(SIGNED_OUT).first().waitFor();
    await page.getByTestId('sign-out-pending').waitFor({ state: 'detached' });
    expect((await bffSession(context)).loggedIn).toBe(false);
    expect(await draftKeys(page)).toEqual([]);
    expect(await tabStorage(page)).not.toContain(title);
    expect(await tabStorage(page)).not.toContain('晚上咳嗽');
  });

  it('shed under load (429): the sign-out stays pending and is retried before the reloaded page takes up the session', async () => {
    const { page, context } = await env.page({ width: 1280 });
    await logInTo(page, '/');
    await page.route(`**${calls.signOut.path}*`, (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ code: 429, msg: '系統繁忙，請稍後再試' }),
      }),
    );
    await headerSignOut(page).click();
    await page.getByTestId('sign-out-pending').waitFor();
    await signOutUnconfirmed(page);
    expect(await page.getByText(SIGNED_OUT).count()).toBe(0);
    expect((await bffSession(context)).loggedIn).toBe(true);
    await page.unroute(`**${calls.signOut.path}*`);

    // Reload: the pending sign-out goes first, and only then is the session asked about.
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === calls.signOut.path || pathname === '/bff/session') asked.push(pathname);
    });
    await page.reload();
    await waitForApp(page);
    await page.getByText(SIGNED_OUT).first().waitFor();
    await expect.poll(() => asked.slice(0, 2)).toEqual([calls.signOut.path, '/bff/session']);
    await page.getByTestId('header-account').getByRole('link', { name: '登入' }).waitFor();
    expect(await page.getByTestId('sign-out-pending').count()).toBe(0);
    expect((await bffSession(context)).loggedIn).toBe(false);
  });

  it('再試登出 retries at once', async () => {
    const { page, context } = await env.page({ width: 375 });
    await logInTo(page, '/');
    await page.route(`**${calls.signOut.path}*`, (route) => route.abort('connectionreset'));
    // On a phone the sign-out is in the menu.
    await page.getByRole('button', { name: '打開選單' }).click();
    await page.getByRole('button', { name: '登出' }).filter({ visible: true }).click();
    await page.getByTestId('sign-out-pending').waitFor();
    await signOutUnconfirmed(page);
    expect(await page.getByText(SIGNED_OUT).count()).toBe(0);
    await page.unroute(`**${calls.signOut.path}*`);
    await page.getByRole('button', { name: '再試登出' }).click();
    await page.getByText(SIGNED_OUT).first().waitFor();
    expect((await bffSession(context)).loggedIn).toBe(false);
  });
});

describe('a session ended behind the page (on another device, by a password change)', () => {
  for (const width of [1280, 375]) {
    it(`the next pages open as a visitor's, hydrating without an error (${width} px)`, async () => {
      const { page, context, errors } = await env.page({ width });
      await logInTo(page, '/');
      // The tab still holds the client's name; the session cookie is gone.
      await context.clearCookies({ name: 'portal_session' });
      for (const path of ['/', '/doctor/list']) {
        await page.goto(path);
        await waitForApp(page);
        await expect.poll(() => page.getByTestId('header-username').count()).toBe(0);
      }
      expect(errors).toEqual([]);
    });
  }
});
