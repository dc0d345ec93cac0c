/**
 * The saved list at 1280 and 375 px: linked with its count from the header (or the phone drawer) and
 * from the personal centre; saves made before login are offered to the account, never shown as its
 * own.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForApp } from '../helpers/browser';
import { WIDTHS, loginOnForm, useE2E } from '../helpers/e2e';
import { screenshots } from '../helpers/shots';
import { seriousViolations, settle } from '../helpers/axe';
import { calls } from '@portal/shared';

const env = useE2E();

const shot = screenshots();

/**
 * Saves follow the account (the BFF keeps them), so one width's save is the next width's too:
 * each test starts with the doctor it saves out of the demo account's list.
 */
async function unsaveFromAccount(page: Page, id: string): Promise<void> {
  const status = await page.evaluate(
    (doctorId) =>
      fetch('/bff/saved', {
        method: 'DELETE',
        headers: { 'x-csrf': '1', 'content-type': 'application/json' },
        body: JSON.stringify({ kind: 'doctor', id: doctorId }),
      }).then((r) => r.status),
    id,
  );
  expect(status).toBe(200);
}

describe.each(WIDTHS)('at %i px', (width) => {
  it('saved list: linked with its count from the header or phone drawer and the personal centre', async () => {
    const { page, errors } = await env.page({ width });
    await loginOnForm(page);
    await unsaveFromAccount(page, 'D1001');
    // The page's read of the account's list answers only after the tap on 收藏, as on a slow
    // line: the answer, from before the save, must not take the save back.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let readsHeld = 0;
    let readsAnswered = 0;
    page.on('response', (r) => {
      if (r.url().endsWith('/bff/saved') && r.request().method() === 'GET') readsAnswered += 1;
    });
    await page.route('**/bff/saved', async (route) => {
      if (route.request().method() !== 'GET' || readsHeld > 0) return route.continue();
      readsHeld += 1;
      const response = await route.fetch();
      await released;
      await route.fulfill({ response });
    });
    await page.goto('/doctor/D1001');
    await waitForApp(page);
    await expect.poll(() => readsHeld).toBe(1);
    const saveAnswered = page.waitForResponse(
      (r) => r.url().endsWith('/bff/saved') && r.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: '收藏', exact: true }).click();
    await page.getByRole('button', { name: '已收藏' }).waitFor();
    await saveAnswered;
    release();
    // The stale answer is set aside and the list read again, which holds the save.
    await expect.poll(() => readsAnswered, { timeout: 10_000 }).toBe(2);
    expect(await page.getByRole('button', { name: '已收藏' }).isVisible()).toBe(true);
    await page.unroute('**/bff/saved');

    if (width === 375) {
      await page.getByRole('button', { name: '打開選單' }).click();
      const drawer = page.getByRole('dialog');
      await drawer.getByRole('link', { name: '我的收藏（1 項）' }).click();
    } else {
      await page
        .getByTestId('header-account')
        .getByRole('link', { name: '我的收藏（1 項）' })
        .click();
    }
    await page.waitForURL((u) => u.pathname === '/my-saved');
    await page.getByText('收藏保存在你的帳戶').waitFor();
    await page.getByText('李卓賢').first().waitFor();
    await shot(page, 'my-saved', width);

    await page.goto('/user/userInfo');
    await waitForApp(page);
    if (width === 375) {
      // Phones get the personal centre's menu as a select.
      await page.getByRole('combobox', { name: '個人中心選單' }).click();
      await page.getByRole('option', { name: '我的收藏（1）' }).click();
    } else {
      await page
        .getByRole('complementary', { name: '個人中心選單' })
        .getByRole('link', { name: /我的收藏\s*1/ })
        .click();
    }
    await page.waitForURL((u) => u.pathname === '/my-saved');
    await page.getByText('李卓賢').first().waitFor();
    expect(errors).toEqual([]);
  });
});

describe.each(WIDTHS)('at %i px', (width) => {
  it('saves made before login are offered to the account, never shown as its own', async () => {
    const { page, errors } = await env.page({ width });
    await page.goto('/doctor/D1002');
    await settle(page);
    await page.getByRole('button', { name: '收藏', exact: true }).click();
    await page.getByRole('button', { name: '已收藏' }).waitFor();

    await loginOnForm(page);
    // The account starts with nothing saved (the other test saves D1001 to it).
    await unsaveFromAccount(page, 'D1001');
    await unsaveFromAccount(page, 'D1002');
    await page.goto('/my-saved');
    await settle(page);
    // Inside the personal-centre frame, its menu at either width.
    if (width === 375) {
      await page.getByRole('combobox', { name: '個人中心選單' }).waitFor();
    } else {
      await page.getByRole('complementary', { name: '個人中心選單' }).waitFor();
    }
    const offer = page.getByTestId('saved-merge-offer');
    await offer.waitFor();
    expect(await offer.textContent()).toContain('1 項');
    // Not in the account's list until accepted.
    const removes = page.locator('main').getByRole('button', { name: /^取消收藏/ });
    await page.locator('main').getByText('還沒有收藏').waitFor();
    expect(await removes.count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'saved-offer', width);
    await offer.getByRole('button', { name: '加入我的收藏' }).click();
    await offer.waitFor({ state: 'detached' });
    await expect.poll(() => removes.count()).toBe(1);
    await shot(page, 'saved-merged', width);

    // Logged out, the device's anonymous list is empty (the save went to the account): the page
    // asks to log in to see it.
    await page.evaluate(
      (path) => fetch(path, { method: 'POST', headers: { 'x-csrf': '1' } }),
      calls.signOut.path,
    );
    await page.goto('/my-saved');
    await settle(page);
    await page.getByText('這部裝置未有收藏').waitFor();
    await page.locator('main').getByRole('link', { name: '登入查看收藏' }).waitFor();
    expect(errors).toEqual([]);
  });
});
