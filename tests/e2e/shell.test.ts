/**
 * The app shell and accounts in real Chromium against the real BFF and embedded upstream:
 * header/footer at 1280 and 375 px, register with the SMS code from the upstream's log, log out,
 * log in (and come back to the page that needed it), reset the password, 404, scroll-to-top, and
 * proof that the token never reaches document.cookie, localStorage or sessionStorage; the body
 * type follows the flexible layout on phones only.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  FRIENDLY_LINKS,
  OFFER_COOKIE,
  RENDER_EVENT_NAME,
  SCRIPT_COOKIE,
  calls,
} from '@portal/shared';
import { randomPhone, useE2E } from '../helpers/e2e';
import { waitForApp } from '../helpers/browser';
import { saveShot } from '../helpers/shots';

const env = useE2E();

const phone = randomPhone();
const name = '測試用戶';
const firstPassword = 'Start1234';
const newPassword = 'Renew5678';

async function session(page: Page): Promise<{ loggedIn: boolean; clientId: string }> {
  return page.evaluate(async () => {
    const res = await fetch('/bff/session', { headers: { 'x-csrf': '1' } });
    // The BFF answers the session object itself (an envelope is accepted too).
    const body = (await res.json()) as
      { loggedIn: boolean; clientId: string } | { data: { loggedIn: boolean; clientId: string } };
    return 'data' in body ? body.data : body;
  });
}

/** Everything script on the page can see: cookies, both storages. */
async function browserVisibleState(page: Page): Promise<string> {
  return page.evaluate(() => {
    const dump = (s: Storage) =>
      Object.keys(s)
        .map((k) => `${k}=${s.getItem(k) ?? ''}`)
        .join('\n');
    return [document.cookie, dump(localStorage), dump(sessionStorage)].join('\n---\n');
  });
}

/** A form field by its name (labels carry a required-mark, names are stable). */
function field(page: Page, name: string) {
  return page.locator(`form [name="${name}"]`);
}

async function requestCode(page: Page, forPhone: string): Promise<string> {
  const before = env.portal.vcodeCount(forPhone);
  await page.getByTestId('vcode-button').click();
  const code = await env.portal.waitForVCode(forPhone, { after: before });
  // The button counts down before another code may be requested.
  await page.getByRole('button', { name: /秒後可重發/ }).waitFor();
  return code;
}

describe('shell layout', () => {
  it('renders the desktop header, footer and the render event at 1280 px', async () => {
    const { page, errors } = await env.page({ width: 1280 });
    await page.addInitScript((eventName) => {
      document.addEventListener(eventName, () => {
        (window as unknown as { __rendered: boolean }).__rendered = true;
      });
    }, RENDER_EVENT_NAME);
    await page.goto('/');
    await waitForApp(page);
    const nav = page.getByRole('navigation', { name: '主要導覽' }).first();
    for (const label of [
      '首頁',
      '搵中醫師',
      '中醫診所',
      '健康資訊',
      '健康問答',
      '兒童成長',
      '中醫職位',
    ]) {
      expect(await nav.getByRole('link', { name: label }).isVisible()).toBe(true);
    }
    expect(await page.getByRole('link', { name: '登入' }).first().isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: '註冊' }).first().isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: '打開選單' }).isVisible()).toBe(false);
    for (const link of FRIENDLY_LINKS) {
      expect(
        await page.locator('footer').getByRole('link', { name: link.title }).getAttribute('href'),
      ).toBe(link.url);
    }
    await page.waitForFunction(
      () => (window as unknown as { __rendered?: boolean }).__rendered === true,
    );
    // Root font: width capped at 540 -> 54 px; Mantine keeps 16 px per rem.
    const sizes = await page.evaluate(() => ({
      root: getComputedStyle(document.documentElement).fontSize,
      body: getComputedStyle(document.body).fontSize,
    }));
    expect(sizes).toEqual({ root: '54px', body: '16px' });
    await saveShot(page, '/tmp/shell-home-1280.png');
    expect(errors.filter((e) => !/maps|google/i.test(e))).toEqual([]);
  });

  it('uses a burger menu, touch-sized targets and no sideways scrolling at 375 px', async () => {
    const { page } = await env.page({ width: 375 });
    await page.goto('/');
    await waitForApp(page);
    const burger = page.getByRole('button', { name: '打開選單' });
    expect(await burger.isVisible()).toBe(true);
    const box = await burger.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(44);
    expect(box!.height).toBeGreaterThanOrEqual(44);
    // Desktop navigation is hidden.
    expect(await page.locator('header nav').first().isVisible()).toBe(false);
    const layout = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      root: getComputedStyle(document.documentElement).fontSize,
      dpr: document.documentElement.dataset.dpr,
    }));
    expect(layout.scrollWidth).toBeLessThanOrEqual(375);
    expect(layout.root).toBe('37.5px');
    expect(layout.dpr).toBe('2');
    await saveShot(page, '/tmp/shell-home-375.png');

    await burger.tap();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('link', { name: '健康資訊' }).waitFor();
    await saveShot(page, '/tmp/shell-menu-375.png');
    await drawer.getByRole('link', { name: '健康資訊' }).tap();
    await page.waitForURL('**/news/list');
    await drawer.waitFor({ state: 'hidden' });
  });

  it('sets head tags on client-side navigation', async () => {
    const { page } = await env.page({ width: 1280 });
    await page.goto('/');
    await waitForApp(page);
    await page.locator('footer').getByRole('link', { name: '私隱政策' }).click();
    await page.waitForURL('**/home/privacy');
    await page.waitForFunction(() => document.title.startsWith('私隱政策'));
    const head = await page.evaluate(() => ({
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
      description: document.querySelector('meta[name="description"]')?.getAttribute('content'),
      alternates: document.querySelectorAll('link[rel="alternate"][media]').length,
    }));
    expect(head.canonical).toBe(`${env.portal.url}/home/privacy`);
    expect(head.description).toContain('個人資料（私隱）條例');
    expect(head.alternates).toBe(1);
  });

  it('shows a not-found page for unknown paths', async () => {
    const { page } = await env.page({ width: 1280 });
    const res = await page.goto('/no/such/page');
    expect(res?.status()).toBe(404);
    await page.getByTestId('not-found').waitFor();
    expect(await page.getByRole('heading', { name: '找不到頁面' }).isVisible()).toBe(true);
    await page.getByRole('link', { name: '返回首頁' }).click();
    await page.waitForURL(`${env.portal.url}/`);
  });

  it('shows the scroll-to-top button past 10 px and scrolls smoothly back', async () => {
    const { page } = await env.page({ width: 375 });
    await page.goto('/home/privacy');
    await waitForApp(page);
    const button = page.getByTestId('scroll-to-top');
    expect(await button.count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 11));
    await button.waitFor({ state: 'visible' });
    await page.evaluate(() => window.scrollTo(0, 10));
    await button.waitFor({ state: 'detached' });
    await page.evaluate(() => window.scrollTo(0, 1500));
    await button.click();
    await page.waitForFunction(() => window.scrollY === 0);
    await button.waitFor({ state: 'detached' });
  });
  it('reloads once when a page chunk fails to load, then offers a retry', async () => {
    // The failure is made by routing the chunk's request, which a service worker would bypass.
    const { page } = await env.page({ width: 1280, serviceWorkers: 'block' });
    await page.goto('/');
    await waitForApp(page);
    // Simulate a new deploy or a dropped connection: the about page's chunk cannot be fetched.
    const block = (route: { abort: () => Promise<void> }) => route.abort();
    await page.route(/\/assets\/about-[^/]+\.js$/, block);
    await page.evaluate(() => {
      (window as unknown as { __beforeReload: boolean }).__beforeReload = true;
    });
    await page.locator('footer').getByRole('link', { name: '關於我們' }).click();
    // One automatic reload, on the page that was asked for, then the friendly error with a
    // retry button (the chunk is still unavailable).
    await page.getByText('頁面未能載入').waitFor();
    expect(page.url()).toBe(`${env.portal.url}/home/about`);
    expect(await page.evaluate(() => '__beforeReload' in window)).toBe(false);
    expect(await page.locator('header').isVisible()).toBe(true);
    await page.unroute(/\/assets\/about-[^/]+\.js$/, block);
    await page.getByRole('button', { name: '重試' }).click();
    await page.getByRole('heading', { name: '關於我們' }).waitFor();
  });
});

describe('accounts', () => {
  it('registers with the SMS code from the log, and the token never reaches script-visible storage', async () => {
    const { page, context } = await env.page({ width: 1280 });
    const loginBodies: string[] = [];
    page.on('response', async (res) => {
      if (res.url().includes(calls.login.path)) loginBodies.push(await res.text());
    });
    await page.goto('/register');
    await waitForApp(page);
    await field(page, 'phone').fill(phone);
    const code = await requestCode(page, phone);
    expect(code).toMatch(/^\d{6}$/);
    await field(page, 'code').fill(code);
    await field(page, 'username').fill(name);
    await field(page, 'password').fill(firstPassword);
    await field(page, 'confirm').fill(firstPassword);
    await page.getByRole('checkbox').check();
    expect(await page.getByTestId('collection-statement').textContent()).toContain(
      '個人資料（私隱）條例',
    );
    await page.getByRole('button', { name: '註冊' }).click();
    await page.waitForURL(`${env.portal.url}/`);
    await page.getByTestId('header-account').getByText(name).waitFor();
    expect((await session(page)).loggedIn).toBe(true);

    // The session cookie exists but is httpOnly; the login answer carried no token. The only
    // cookies a script may read are the reader's choice of script and its offer, which hold
    // nothing but that choice.
    const cookies = await context.cookies();
    expect(cookies.length).toBeGreaterThan(0);
    for (const c of cookies) {
      if ([SCRIPT_COOKIE, OFFER_COOKIE].includes(c.name)) expect(c.value).toMatch(/^(hans|hant)?$/);
      else expect(c.httpOnly, c.name).toBe(true);
    }
    // What is httpOnly never shows in what a script can read; the script choice and its offer do
    // (they are readable on purpose, and `hant` may well appear in the page's own state).
    const visible = await browserVisibleState(page);
    for (const c of cookies.filter((c) => c.httpOnly)) expect(visible).not.toContain(c.value);
    expect(visible).not.toMatch(/token/i);
    expect(loginBodies.length).toBeGreaterThan(0);
    for (const body of loginBodies) expect(body).not.toMatch(/"token"/);
  });

  it('logs out, then logging in from a personal page returns there', async () => {
    const { page } = await env.page({ width: 1280 });
    // A fresh context: log in first.
    await page.goto('/login');
    await waitForApp(page);
    await field(page, 'phone').fill(phone);
    await field(page, 'password').fill(firstPassword);
    await page.getByRole('button', { name: '登入' }).click();
    await page.waitForURL(`${env.portal.url}/`);
    await page.getByTestId('header-account').getByRole('button', { name: '登出' }).click();
    await page.getByTestId('header-account').getByRole('link', { name: '登入' }).waitFor();
    expect((await session(page)).loggedIn).toBe(false);
    expect(await page.evaluate(() => sessionStorage.getItem('portal.session') ?? '')).not.toContain(
      phone,
    );

    await page.goto('/user/userInfo');
    await page.waitForURL('**/login?redirect=%2Fuser%2FuserInfo');
    await field(page, 'phone').fill(phone);
    await field(page, 'password').fill('Wrong9999');
    await page.getByRole('button', { name: '登入' }).click();
    await page.getByTestId('form-error').waitFor();
    await field(page, 'password').fill(firstPassword);
    await page.getByRole('button', { name: '登入' }).click();
    await page.waitForURL('**/user/userInfo');
    expect((await session(page)).loggedIn).toBe(true);
    const visible = await browserVisibleState(page);
    expect(visible).not.toMatch(/token/i);
  });

  it('answers a reset for an unregistered number as for any other, and sends nothing', async () => {
    const { page } = await env.page({ width: 1280 });
    await page.goto('/forgetPassword');
    await waitForApp(page);
    const stranger = randomPhone();
    await field(page, 'phone').fill(stranger);
    await page.getByTestId('vcode-button').click();
    await page.getByTestId('reset-code-sent').waitFor();
    expect(await page.getByTestId('reset-code-sent').innerText()).toBe(
      '如此號碼已註冊，驗證碼已發送',
    );
    await page.getByRole('button', { name: /秒後可重發/ }).waitFor();
    expect(env.portal.vcodeCount(stranger)).toBe(0);
  });

  it('resets the password with an SMS code, then only the new password works', async () => {
    const { page } = await env.page({ width: 375 });
    await page.goto('/forgetPassword');
    await waitForApp(page);
    await field(page, 'phone').fill(phone);
    const code = await requestCode(page, phone);
    // The same words as for a number without an account.
    expect(await page.getByTestId('reset-code-sent').innerText()).toBe(
      '如此號碼已註冊，驗證碼已發送',
    );
    await field(page, 'code').fill(code);
    await field(page, 'password').fill(newPassword);
    await field(page, 'confirm').fill(newPassword);
    await page.getByRole('button', { name: '重設密碼' }).click();
    await page.waitForURL('**/login');
    // The URL changes before the login page has replaced the reset form (whose fields share the
    // names), so wait for the login form itself.
    await page.getByRole('form', { name: '登入表單' }).waitFor();
    await expect.poll(() => page.getByRole('form', { name: '重設密碼表單' }).count()).toBe(0);
    // The phone is carried over to the login form.
    expect(await field(page, 'phone').inputValue()).toBe(phone);

    await field(page, 'password').fill(firstPassword);
    await page.getByRole('button', { name: '登入' }).click();
    await page.getByTestId('form-error').waitFor();
    await field(page, 'password').fill(newPassword);
    await page.getByRole('button', { name: '登入' }).click();
    await page.waitForURL(`${env.portal.url}/`);
    expect((await session(page)).loggedIn).toBe(true);
  });

  it('submits feedback from the information page', async () => {
    const { page } = await env.page({ width: 1280 });
    await page.goto('/home/feedback');
    await waitForApp(page);
    await field(page, 'msgTxt').fill('網站很好用，希望加入更多夜診診所。');
    await field(page, 'contact').fill('a@example.com');
    await page.getByRole('button', { name: '提交意見' }).click();
    await page.getByTestId('feedback-sent').waitFor();
  });
});

describe.each([1280, 375] as const)('at %i px', (width) => {
  it('the body type follows the flexible layout on phones only', async () => {
    const { page } = await env.page({ width });
    await page.goto('/home/about');
    await waitForApp(page);
    const size = await page
      .locator('main')
      .evaluate((el) => getComputedStyle(el as HTMLElement).fontSize);
    expect(size).toBe(width === 375 ? '12px' : '16px');
  });
});
