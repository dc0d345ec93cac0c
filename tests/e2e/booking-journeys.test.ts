/**
 * Journeys that finish where they started, by keyboard and without JavaScript, and what booking
 * sites offer, in real Chromium at 1280 and 375 px against the real BFF and embedded upstream:
 * the booking dialog's date strip as one tab stop, focus on the result and back on the trigger,
 * the dialog's choice kept in the address, 網上預約 and paging as links that work without
 * scripts, a job that says it is opening, 再次預約, 向此醫師提問, 預約此醫師, the phone's 預約 bar
 * and menu, the confirmation's phone, calendar link and policy, and axe on every page changed.
 * Screenshots land in the temp folder for a person to look at.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { noScriptContext, waitForAnimations, waitForApp } from '../helpers/browser';
import { seriousViolations, settle } from '../helpers/axe';
import { WIDTHS, logInThroughApi, registerClient, useE2E } from '../helpers/e2e';
import { screenshots } from '../helpers/shots';

const env = useE2E();

const DOCTOR = 'D1001';
const shot = screenshots('booking-journeys-shots', false);

async function expectAxeClean(page: Page, what: string): Promise<void> {
  expect(await seriousViolations(page), what).toEqual([]);
}

/** What has the keyboard focus: its tag, accessible text and a few attributes. */
function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      text: (el?.textContent ?? '').trim(),
      name: el?.getAttribute('name') ?? '',
      testid: el?.getAttribute('data-testid') ?? '',
      tabindex: el?.getAttribute('tabindex') ?? '',
      inStrip: Boolean(el?.closest('[aria-labelledby="booking-day"]')),
    };
  });
}

/** Presses Tab until `match` holds for the focused element; the number of presses, or -1. */
async function tabUntil(
  page: Page,
  match: (f: Awaited<ReturnType<typeof focused>>) => boolean,
  max = 40,
): Promise<number> {
  for (let i = 1; i <= max; i += 1) {
    await page.keyboard.press('Tab');
    if (match(await focused(page))) return i;
  }
  return -1;
}

/** The pagination under a list (Mantine's, named 分頁). */
const pager = (page: Page) => page.locator('[aria-label="分頁"]');
const dayButtons = (page: Page) =>
  page.getByRole('group', { name: /(選擇|选择)日期$/ }).getByRole('button');
const openSections = (page: Page) =>
  page.getByRole('group', { name: /選擇時段$/ }).locator('button:not([disabled])');

describe.each(WIDTHS)('at %i px', (width) => {
  it('books by keyboard: one tab stop for the dates, arrows along them, focus on the result and back', async () => {
    const { page, errors } = await env.page({ width });
    // A client of its own: the demo account may already hold a section from another file's
    // booking, and a client cannot book the same section twice.
    await registerClient(page, env.portal, '陳大文');
    await page.goto(`/doctor/${DOCTOR}`);
    await settle(page);
    await expectAxeClean(page, 'doctor page');
    await shot(page, 'doctor-page', width);

    const trigger = page.getByRole('link', { name: '網上預約' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await page.getByTestId('booking-picker').waitFor();
    await settle(page);
    expect(new URL(page.url()).searchParams.get('booking')).toBe('1');

    // Every day but one is out of the tab order.
    const days = await dayButtons(page).count();
    expect(days).toBeGreaterThan(1);
    expect(await dayButtons(page).and(page.locator('[tabindex="0"]')).count()).toBe(1);

    // Walk the strip with the arrow keys to a day with open sections.
    const toStrip = await tabUntil(page, (f) => f.inStrip);
    expect(toStrip, 'the date strip is reached with Tab').toBeGreaterThan(0);
    let found = false;
    for (let i = 0; i < days && !found; i += 1) {
      if (i > 0) {
        const before = await focused(page);
        await page.keyboard.press('ArrowRight');
        const after = await focused(page);
        expect(after.inStrip).toBe(true);
        if (after.text === before.text) break;
      }
      await page.keyboard.press('Enter');
      await settle(page);
      found = (await openSections(page).count()) > 0;
    }
    expect(found, 'a day with an open section').toBe(true);
    const chosen = dayButtons(page).and(page.locator('[aria-pressed="true"]'));
    // The chosen day is in view inside the strip.
    const inView = await chosen.evaluate((el) => {
      const strip = el.parentElement!.getBoundingClientRect();
      const box = el.getBoundingClientRect();
      return box.left >= strip.left - 1 && box.right <= strip.right + 1;
    });
    expect(inView).toBe(true);

    // From the chosen day, the first Tab leaves the strip: the sections come next.
    const toSection = await tabUntil(page, (f) => f.tag === 'button' && !f.inStrip);
    expect(toSection).toBe(1);
    const section = await tabUntil(
      page,
      (f) => f.tag === 'button' && /尚餘|可預約/.test(f.text) && !f.inStrip,
      16,
    );
    expect(section).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('time')).toMatch(/^\d\d:\d\d$/);
    const url = new URL(page.url());
    expect(url.searchParams.get('date')).toMatch(/^\d{4}-\d\d-\d\d$/);

    // The day's other sections, the note, then 確認預約: not one Tab per date as well.
    const toConfirm = await tabUntil(page, (f) => f.text === '確認預約', 16);
    expect(toConfirm, 'reach 確認預約 in a few Tabs').toBeGreaterThan(0);
    await expectAxeClean(page, 'booking dialog with a section chosen');
    await shot(page, 'booking-chosen', width);
    await page.keyboard.press('Enter');
    await page.getByTestId('booking-confirmation').waitFor({ timeout: 15_000 });
    await expect.poll(async () => (await focused(page)).testid).toBe('booking-done-heading');

    // The confirmation: the clinic's phone, Google Calendar beside the .ics, the policy.
    const confirmation = page.getByTestId('booking-confirmation');
    expect(await confirmation.getByRole('link', { name: /診所電話/ }).getAttribute('href')).toMatch(
      /^tel:\d+/,
    );
    const google = await confirmation
      .getByRole('link', { name: '加入 Google 日曆' })
      .getAttribute('href');
    expect(new URL(google!).hostname).toBe('calendar.google.com');
    await confirmation.getByRole('button', { name: '加入日曆' }).waitFor();
    expect(await confirmation.getByTestId('cancellation-policy').innerText()).toContain('取消');
    await waitForAnimations(page);
    await expectAxeClean(page, 'booking confirmation');
    await shot(page, 'booking-confirmation', width);

    // 完成 closes the dialog and the focus goes back to 網上預約.
    await confirmation.getByRole('button', { name: '完成' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await focused(page)).text).toBe('網上預約');
    expect(new URL(page.url()).searchParams.get('booking')).toBeNull();
    expect(errors).toEqual([]);
  });

  it('keeps the dialog’s date and section in the address, so Back brings them back', async () => {
    const { page } = await env.page({ width });
    await page.goto(`/doctor/${DOCTOR}?booking=1`);
    await settle(page);
    // The picker's code and the doctor's days come after the page: wait for the days themselves.
    await page.getByTestId('booking-picker').waitFor();
    const days = dayButtons(page).and(page.locator(':enabled'));
    await expect.poll(() => days.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    let time = '';
    for (let i = 0; i < (await days.count()) && !time; i += 1) {
      await days.nth(i).click();
      await settle(page);
      // The chosen day's sections (or its word that there are none) are on screen.
      await page
        .getByRole('group', { name: /選擇時段$/ })
        .waitFor({ timeout: 5_000 })
        .catch(() => undefined);
      const open = openSections(page).first();
      if ((await open.count()) > 0) {
        await open.click();
        await expect.poll(() => new URL(page.url()).searchParams.get('time') ?? '').not.toBe('');
        time = new URL(page.url()).searchParams.get('time')!;
      }
    }
    expect(time).not.toBe('');
    const date = new URL(page.url()).searchParams.get('date');
    await page.goto('/news/list');
    await waitForApp(page);
    await page.goBack();
    await settle(page);
    await page.getByTestId('booking-picker').waitFor();
    expect(new URL(page.url()).searchParams.get('date')).toBe(date);
    const pressed = page
      .getByRole('group', { name: /選擇時段$/ })
      .locator(`button[aria-label^="${time} 至"]`);
    await expect.poll(() => pressed.getAttribute('aria-pressed')).toBe('true');
  });

  it('opens /login and /register with the cursor in the phone field', async () => {
    const { page } = await env.page({ width });
    for (const path of ['/login', '/register']) {
      await page.goto(path);
      await settle(page);
      await expect.poll(async () => (await focused(page)).name, { message: path }).toBe('phone');
      await expectAxeClean(page, path);
      await shot(page, path.slice(1), width);
    }
  });

  it('reaches job and news page 2 and books a doctor through links, with JavaScript off', async () => {
    const context = await noScriptContext(env.browser(), width);
    try {
      const page = await context.newPage();
      for (const [list, card] of [
        ['/job/list', 'job-card'],
        ['/news/list', 'news-card'],
      ] as const) {
        await page.goto(env.portal.url + list);
        const first = await page.getByTestId(card).first().innerText();
        const next = pager(page).getByRole('link', {
          name: '2',
          exact: true,
        });
        expect(await next.getAttribute('href')).toBe(`${list}?page=2`);
        await next.click();
        await page.waitForURL(`**${list}?page=2`);
        // The address changes at once; the second page's records replace the first's when they arrive.
        await expect.poll(() => page.getByTestId(card).first().innerText()).not.toBe(first);
        expect(await pager(page).locator('[aria-current="page"]').innerText()).toBe('2');
        await shot(page, `nojs-${card}-page2`, width);
      }

      // 網上預約 is a link: to log in, then back to the doctor with the dialog open.
      await page.goto(`${env.portal.url}/doctor/${DOCTOR}`);
      const book = page.getByRole('link', { name: '網上預約' });
      const target = new URL((await book.getAttribute('href'))!, env.portal.url);
      expect(target.pathname).toBe('/login');
      expect(target.searchParams.get('redirect')).toBe(`/doctor/${DOCTOR}?booking=1`);
      await book.click();
      await page.waitForURL('**/login?**');
      await page.locator('input[name="phone"]').waitFor();
    } finally {
      await context.close();
    }
  });

  it('shows a job opening at once, and Back returns to the same list page', async () => {
    const { page, errors } = await env.page({ width });
    await page.goto('/job/list?page=2');
    await settle(page);
    await expectAxeClean(page, 'job list page 2');
    const card = page.getByTestId('job-card').first();
    const title = (await card.locator('h3').innerText()).trim();
    // The spec's 500 ms pause: the card says it is opening meanwhile. Seen by the page itself (an
    // observer set before the click), so a busy machine that polls late cannot miss it.
    await page.evaluate(() => {
      const seen = window as unknown as { openingSeen?: boolean };
      seen.openingSeen = false;
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="job-card"][data-opening]')) {
          seen.openingSeen = true;
        }
      }).observe(document.body, { attributes: true, subtree: true, childList: true });
    });
    await card.click();
    await page.waitForURL(/\/job\/details\//);
    expect(
      await page.evaluate(() => (window as unknown as { openingSeen?: boolean }).openingSeen),
    ).toBe(true);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.goBack();
    await page.waitForURL(/\/job\/list\?page=2$/);
    await settle(page);
    expect(await pager(page).locator('[aria-current="page"]').innerText()).toBe('2');
    expect(errors).toEqual([]);
  });

  it('asks this doctor from the doctor page, and books the doctor beside an answer', async () => {
    const { page } = await env.page({ width });
    await logInThroughApi(page, env.portal);
    await page.goto(`/doctor/${DOCTOR}`);
    await settle(page);
    const name = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
    await page.getByRole('link', { name: '向此醫師提問' }).click();
    await page.waitForURL(new RegExp(`/ask/postnew\\?doctor=${DOCTOR}$`));
    await settle(page);
    expect(await page.getByLabel(/標題/).inputValue()).toBe(`請問${name}醫師：`);
    expect(await page.getByTestId('ask-doctor-note').innerText()).toContain(name);
    await expectAxeClean(page, 'ask this doctor');
    await shot(page, 'ask-this-doctor', width);

    await page.goto('/ask/list');
    await settle(page);
    await page.getByTestId('ask-card').filter({ hasText: '位醫師解答' }).first().click();
    const answer = page.getByTestId('ask-answer').first();
    await answer.waitFor();
    await settle(page);
    await expectAxeClean(page, 'ask detail');
    await shot(page, 'ask-detail-book', width);
    await answer.getByRole('link', { name: /預約此醫師/ }).click();
    await page.waitForURL(/\/doctor\/D\d+\?booking=1$/);
    await page.getByTestId('booking-picker').waitFor();
  });

  it('books again from a past booking and from a visit record; marks the slot being moved', async () => {
    const { page } = await env.page({ width });
    await logInThroughApi(page, env.portal);
    await page.goto('/user/booking/order');
    await settle(page);
    const again = page.getByRole('link', { name: /^再次預約/ }).first();
    await again.waitFor();
    await expectAxeClean(page, 'my bookings');
    await shot(page, 'booking-order', width, true);

    // The booking being moved: its day says 原預約.
    await page
      .getByTestId('booking-item')
      .filter({ has: page.getByRole('button', { name: '改期' }) })
      .first()
      .getByRole('button', { name: '改期' })
      .click();
    const dialog = page.getByRole('dialog', { name: '更改預約時間' });
    await dialog.getByText('原預約', { exact: true }).first().waitFor();
    await waitForAnimations(page);
    await shot(page, 'reschedule-original', width);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);

    await again.click();
    await page.waitForURL(/\/doctor\/D\d+\?booking=1/);
    await page.getByTestId('booking-picker').waitFor();

    await page.goto('/user/booking/record');
    await settle(page);
    await expectAxeClean(page, 'visit records');
    await shot(page, 'visit-records', width);
    await page
      .getByRole('link', { name: /^再次預約/ })
      .first()
      .click();
    await page.waitForURL(/\/doctor\/D\d+\?booking=1/);
    await page.getByTestId('booking-picker').waitFor();

    await page.goto('/user/booking/record');
    await settle(page);
    await page.getByTestId('visit-item').first().getByRole('link').first().click();
    await page.waitForURL(/\/record\/detail\//);
    await page.getByTestId('prescription').first().waitFor();
    await settle(page);
    await page.getByRole('link', { name: '再次預約' }).waitFor();
    await expectAxeClean(page, 'visit detail');
    await shot(page, 'visit-detail', width, true);
    if (width === 375) {
      // Two herbs a line: a prescription stays within one phone screen.
      const height = await page
        .getByTestId('prescription')
        .first()
        .evaluate((el) => {
          return el.getBoundingClientRect().height;
        });
      expect(height).toBeLessThan(600);
    }
  });

  it('names the clinic’s hours as the clinic’s on a doctor page, none marked as today', async () => {
    const { page } = await env.page({ width });
    await page.goto(`/doctor/${DOCTOR}`);
    await settle(page);
    const hours = page.getByRole('table', { name: '診所營業時間' }).first();
    await hours.waitFor();
    expect(await page.locator('tr[data-today]').count()).toBe(0);
    expect(await page.getByText('（今天）').count()).toBe(0);
  });

  it('keeps the scroll-to-top button under dialogs', async () => {
    const { page } = await env.page({ width });
    await page.goto(`/doctor/${DOCTOR}`);
    await settle(page);
    await page.mouse.wheel(0, 600);
    const top = page.getByTestId('scroll-to-top');
    await top.waitFor();
    await waitForAnimations(page);
    await shot(page, 'scroll-to-top', width);
    // Clear of the phone's 預約 bar.
    if (width === 375) {
      const bar = page.getByRole('link', { name: /^預約.+醫師$/ });
      expect(await bar.isVisible()).toBe(true);
      const [a, b] = [await top.boundingBox(), await bar.boundingBox()];
      expect(a!.y + a!.height).toBeLessThanOrEqual(b!.y);
    }
    await page
      .getByRole('link', { name: '網上預約' })
      .evaluate((el) => (el as HTMLElement).click());
    await page.getByTestId('booking-picker').waitFor();
    await waitForAnimations(page);
    const box = (await top.boundingBox())!;
    const hit = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-testid="scroll-to-top"]'),
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(hit).toBeNull();
  });

  it('brings the first sign-up error into view and says a verified phone is locked', async () => {
    const { page } = await env.page({ width });
    await page.goto('/os/doctor_signup');
    await settle(page);
    await page.getByRole('button', { name: /提交/ }).last().click();
    await expect.poll(async () => (await focused(page)).tag).toBe('input');
    const inView = await page.evaluate(() => {
      const box = document.activeElement!.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    });
    expect(inView).toBe(true);
    expect(await page.evaluate(() => document.activeElement!.getAttribute('aria-invalid'))).toBe(
      'true',
    );
    await shot(page, 'signup-first-error', width);
  });
});

describe.each(WIDTHS)('clinics near me at %i px', (width) => {
  it('sorts clinics by distance from the browser’s location, nearest first', async () => {
    const { page, context, errors } = await env.page({ width });
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 22.3193, longitude: 114.1694 }); // 旺角
    await page.goto('/hospital/list');
    await settle(page);
    await page.getByRole('button', { name: '按距離排序' }).click();
    await page.getByTestId('distance').first().waitFor();
    await settle(page);
    const km = (await page.getByTestId('distance').allInnerTexts()).map((t) => {
      const n = Number(/[\d.]+/.exec(t)![0]);
      return t.includes('公里') ? n : n / 1000;
    });
    expect(km.length).toBeGreaterThan(1);
    expect([...km].sort((a, b) => a - b)).toEqual(km);
    expect(await page.getByText('最近的排先', { exact: false }).count()).toBe(1);
    await expectAxeClean(page, 'clinics by distance');
    await shot(page, 'clinics-near-me', width);
    await page.getByRole('button', { name: '回復原有次序' }).click();
    await expect.poll(() => page.getByTestId('distance').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe.each(WIDTHS)('Simplified pages at %i px', (width) => {
  it('keep paging and 網上預約 links inside /zh-cn/, without JavaScript', async () => {
    const context = await noScriptContext(env.browser(), width, 'zh-CN');
    try {
      const page = await context.newPage();
      await page.goto(`${env.portal.url}/zh-cn/job/list`);
      const next = page
        .locator('[aria-label="分页"]')
        .getByRole('link', { name: '2', exact: true });
      expect(await next.getAttribute('href')).toBe('/zh-cn/job/list?page=2');
      await next.click();
      await page.waitForURL('**/zh-cn/job/list?page=2');
      await page.getByTestId('job-card').first().waitFor();
      await shot(page, 'zh-cn-nojs-job-page2', width);

      await page.goto(`${env.portal.url}/zh-cn/doctor/${DOCTOR}`);
      const book = page.getByRole('link', { name: '网上预约' });
      const target = new URL((await book.getAttribute('href'))!, env.portal.url);
      expect(target.pathname).toBe('/zh-cn/login');
      expect(target.searchParams.get('redirect')).toBe(`/doctor/${DOCTOR}?booking=1`);
      await page.getByRole('link', { name: '向此医师提问' }).waitFor();
      await shot(page, 'zh-cn-doctor', width);
    } finally {
      await context.close();
    }
  });

  it('book and keep the dialog in the address on a Simplified doctor page', async () => {
    const { page, errors } = await env.page({ width });
    await logInThroughApi(page, env.portal);
    await page.goto(`/zh-cn/doctor/${DOCTOR}`);
    await settle(page);
    await page.getByRole('link', { name: '网上预约' }).click();
    await page.getByTestId('booking-picker').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/zh-cn/doctor/${DOCTOR}`);
    const day = dayButtons(page).and(page.locator(':enabled')).first();
    await day.click();
    await expect.poll(() => new URL(page.url()).searchParams.get('date') ?? '').not.toBe('');
    await settle(page);
    await expectAxeClean(page, 'Simplified booking dialog');
    await shot(page, 'zh-cn-booking', width);
    expect(errors).toEqual([]);
  });
});

describe('on a phone (375 px)', () => {
  it('keeps 預約 at the bottom of a doctor page and 我的預約 in the menu', async () => {
    const { page } = await env.page({ width: 375 });
    await logInThroughApi(page, env.portal);
    await page.goto(`/doctor/${DOCTOR}`);
    await settle(page);
    await page.mouse.wheel(0, 1200);
    await waitForAnimations(page);
    const bar = page.getByRole('link', { name: /^預約.+醫師$/ });
    const box = (await bar.boundingBox())!;
    expect(box.y + box.height).toBeGreaterThan(812 - 80);
    expect(box.y + box.height).toBeLessThanOrEqual(812);
    await shot(page, 'doctor-sticky-book', 375);
    await bar.click();
    await page.getByTestId('booking-picker').waitFor();
    await page.keyboard.press('Escape');

    await page
      .getByRole('button', { name: /選單|menu/i })
      .first()
      .click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('link', { name: '我的預約' }).waitFor();
    await waitForAnimations(page);
    await expectAxeClean(page, 'phone menu');
    await shot(page, 'phone-menu', 375);
    await drawer.getByRole('link', { name: '我的預約' }).click();
    await page.waitForURL(/\/user\/booking\/order$/);
  });

  it('has no 預約 bar at 1280 px', async () => {
    const { page } = await env.page({ width: 1280 });
    await page.goto(`/doctor/${DOCTOR}`);
    await settle(page);
    expect(await page.getByRole('link', { name: /^預約.+醫師$/ }).isVisible()).toBe(false);
  });
});
