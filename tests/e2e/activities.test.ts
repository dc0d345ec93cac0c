/**
 * Activities at 1280 and 375 px: a detail says how to join, ended ones are marked and listed last,
 * an empty 我的活動 explains how joining works, and the list shows a logged-in client what they
 * already joined (its details say so, with the way to 我的活動).
 */
import { describe, expect, it } from 'vitest';
import { waitForApp } from '../helpers/browser';
import { WIDTHS, loginOnForm, registerClient, useE2E } from '../helpers/e2e';
import { screenshots } from '../helpers/shots';

const env = useE2E();

const shot = screenshots();

describe.each(WIDTHS)('at %i px', (width) => {
  it('activities open a detail with how to join; ended ones are marked and listed last', async () => {
    const { page, errors } = await env.open(width, '/Activity/');
    const cards = page.getByTestId('activity-card');
    await cards.first().waitFor();
    const ended = await cards.evaluateAll((els) => els.map((e) => e.hasAttribute('data-ended')));
    expect(ended).toContain(true);
    expect(ended).toContain(false);
    // Every upcoming one before every ended one.
    expect(ended.indexOf(true)).toBeGreaterThan(ended.lastIndexOf(false));
    const past = cards.and(page.locator('[data-ended]'));
    for (const card of await past.all()) {
      expect(await card.textContent()).toContain('已結束');
      expect(await card.textContent()).not.toMatch(/尚餘|名額已滿/);
    }
    await shot(page, 'activities', width);

    await cards
      .first()
      .getByRole('button', { name: /^詳情及報名/ })
      .click();
    const detail = page.getByTestId('activity-detail');
    await detail.waitFor();
    const text = (await detail.textContent()) ?? '';
    for (const label of ['日期', '地點', '費用', '名額', '主辦', '如何報名']) {
      expect(text).toContain(label);
    }
    expect(text).toMatch(/尚餘 \d+ 個名額|名額已滿/);
    // The organiser's phone, to call and sign up.
    const call = detail.getByRole('link', { name: /^致電 / });
    await call.waitFor();
    expect(await call.getAttribute('href')).toMatch(/^tel:\d{8}$/);
    // It says plainly that joining is by phone or the association, and promises no online sign-up.
    const how = (await detail.getByTestId('activity-no-online-signup').innerText()).replace(
      /\s/g,
      '',
    );
    expect(how).toContain('本網站不設網上報名');
    expect(how).toMatch(/請(致電|經團體網站|聯絡)/);
    expect(text).not.toContain('報名後，活動會列在');
    await shot(page, 'activity-detail', width, false);
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'hidden' });

    await past
      .first()
      .getByRole('button', { name: /^查看詳情/ })
      .click();
    await detail.waitFor();
    expect(await detail.textContent()).toContain('已結束');
    expect(await detail.textContent()).not.toMatch(/尚餘|名額已滿|如何報名/);
    expect(errors).toEqual([]);
  });

  it('an empty 我的活動 explains how joining works', async () => {
    const { page } = await env.page({ width });
    // A new client has joined nothing.
    await registerClient(page, env.portal, '新用戶');

    await page.goto('/user/association/myActivity');
    await waitForApp(page);
    const empty = page.getByTestId('empty-state');
    await empty.waitFor();
    expect(await empty.textContent()).toContain('報名也由團體處理');
    await shot(page, 'my-activity-empty', width);
    await empty.getByRole('link', { name: '看看即將舉行的活動' }).click();
    await page.waitForURL((u) => u.pathname === '/Activity/');
    await page.getByTestId('activity-card').first().waitFor();
  });
});

describe.each(WIDTHS)('journeys that finish where they started, at %i px', (width) => {
  it('the activity list marks what the client already joined, and its details say so', async () => {
    const { page, errors } = await env.page({ width });
    await loginOnForm(page);
    await page.goto('/Activity/');
    await waitForApp(page);
    const joined = page.getByTestId('activity-card').filter({ hasText: '已報名' }).first();
    await joined.waitFor();
    await joined.getByRole('button', { name: /^查看詳情/ }).click();
    const detail = page.getByTestId('activity-detail');
    await detail.waitFor();
    expect(await detail.textContent()).toContain('你已報名');
    const mine = detail.getByRole('link', { name: '我的活動' });
    expect(await mine.getAttribute('href')).toBe('/user/association/myActivity');
    await mine.click();
    await page.waitForURL((u) => u.pathname === '/user/association/myActivity');
    expect(errors).toEqual([]);
  });
});
