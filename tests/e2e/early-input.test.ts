/**
 * A form used before its page's scripts have run, in real Chromium: the page's scripts are held
 * back (as a slow phone would wait for them) while the reader types and presses the button. The
 * press is kept, not posted away from the page; once the scripts run the form is sent through the
 * app with what was typed. Typing alone, with the press after, keeps what was typed too. A press
 * of 篩選 on a phone, before the scripts run, opens the filters once they have.
 */
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_PHONE, useE2E } from '../helpers/e2e';
import { waitForApp } from '../helpers/browser';

const env = useE2E();

const SCRIPTS = /\/assets\/[^?]+\.js(?:\?.*)?$/;

/** Holds every script of the app until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const hold = async (route: Route) => {
    await released;
    await route.continue();
  };
  await page.route(SCRIPTS, hold);
  return release;
}

async function openLoginHeld(page: Page): Promise<() => void> {
  const release = await holdScripts(page);
  await page.goto(`/login?redirect=${encodeURIComponent('/ask/postnew')}`, { waitUntil: 'commit' });
  await page.getByRole('textbox', { name: '手機號碼' }).fill(DEMO_PHONE);
  await page.getByRole('textbox', { name: '密碼', exact: true }).fill(DEMO_PASSWORD);
  // Still only the server's page: nothing of the app has run.
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-app-ready'))).toBe(
    false,
  );
  return release;
}

describe('a form used before its scripts run', () => {
  it('keeps a press of 登入 and logs in once the scripts have run', async () => {
    // Requests are routed here, which a service worker would bypass.
    const { page } = await env.page({ width: 375, serviceWorkers: 'block' });
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.isNavigationRequest() && r.method() === 'POST') posts.push(r.url());
    });
    const release = await openLoginHeld(page);
    await page.getByRole('button', { name: '登入' }).click();
    // The press did not take the reader anywhere.
    expect(new URL(page.url()).pathname).toBe('/login');
    release();
    await page.waitForURL(/\/ask\/postnew$/);
    expect(posts).toEqual([]);
  });

  it('keeps what was typed when 登入 is pressed after the scripts have run', async () => {
    const { page } = await env.page({ width: 1280, serviceWorkers: 'block' });
    const release = await openLoginHeld(page);
    release();
    await waitForApp(page);
    await page.getByRole('button', { name: '登入' }).click();
    await page.waitForURL(/\/ask\/postnew$/);
  });
});

describe('a disclosure pressed before its scripts run', () => {
  it('篩選 pressed on a phone opens the filters once the scripts have run', async () => {
    const { page } = await env.page({ width: 375, serviceWorkers: 'block' });
    const release = await holdScripts(page);
    await page.goto('/doctor/list', { waitUntil: 'commit' });
    // The page as the reader sees it before the scripts: styled, the filters folded away.
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every(
        (link) => link.sheet !== null,
      ),
    );
    const toggle = page.getByTestId('filters-toggle');
    await toggle.click();
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-app-ready'))).toBe(
      false,
    );
    const district = page.getByRole('combobox', { name: '地區', exact: true });
    expect(await district.isVisible()).toBe(false);
    release();
    await waitForApp(page);
    await district.waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
  });
});
