/**
 * What a new patient meets on the portal, in real Chromium at 1280 and 375 px against the real BFF
 * and embedded upstream: phone numbers typed the usual way, growth tool results that can be
 * trusted, tables that fit a phone, activities, the image viewer, the saved list, search and links
 * to records that no longer exist. Screenshots land in the temp folder for a person to look at.
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForApp } from '../helpers/browser';
import { randomPhone, registerClient, useE2E } from '../helpers/e2e';
import { E2E_PORTAL_ENV } from '../helpers/portal-env';
import { calls } from '@portal/shared';

const env = useE2E();

const DEMO_PHONE = '91234567';
const DEMO_PASSWORD = 'Demo1234';
const WIDTHS = [1280, 375] as const;
const SHOTS = join(tmpdir(), 'patient-fixes-shots');
mkdirSync(SHOTS, { recursive: true });

async function shot(page: Page, name: string, width: number, fullPage = true): Promise<void> {
  await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage });
}

async function open(width: number, path: string) {
  const t = await env.page({ width });
  await t.page.goto(path);
  await waitForApp(t.page);
  return t;
}

async function login(page: Page): Promise<void> {
  await page.goto('/login');
  await waitForApp(page);
  const form = page.locator('form[aria-label="登入表單"]');
  await form.getByLabel('手機號碼').fill(DEMO_PHONE);
  await form.locator('input[type="password"]').fill(DEMO_PASSWORD);
  await form.locator('button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

const API_HEADERS = { 'x-csrf': '1', 'content-type': 'application/json' };

/** Registers a fresh client through the SMS-code flow and logs the page's context in as them. */
async function newClient(page: Page, username: string): Promise<void> {
  await registerClient(page, env.portal, username);
}

/** True when nothing on the page sticks out sideways (no horizontal scrolling needed). */
function noSidewaysScroll(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
  );
}

describe.each(WIDTHS)('at %i px', (width) => {
  it('phone fields take numbers typed with spaces or autofilled with +852, and log in', async () => {
    const { page, errors } = await open(width, '/login');
    const form = page.locator('form[aria-label="登入表單"]');
    const phone = form.getByLabel('手機號碼');
    // Typed key by key, the way a person does: nothing may be cut off.
    await phone.pressSequentially('9123 4567');
    expect(await phone.inputValue()).toBe('9123 4567');
    await phone.fill('+852 9123 4567');
    expect(await phone.inputValue()).toBe('+852 9123 4567');
    await form.locator('input[type="password"]').fill(DEMO_PASSWORD);
    await shot(page, 'login-phone', width);
    await form.locator('button[type="submit"]').click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    expect(errors).toEqual([]);
  });

  it('a form error goes as soon as it is fixed, and a failed login once the form is edited', async () => {
    const { page, errors } = await open(width, '/login');
    const form = page.locator('form[aria-label="登入表單"]');
    const phone = form.getByLabel('手機號碼');
    const password = form.locator('input[type="password"]');
    await phone.fill('1234');
    await form.locator('button[type="submit"]').click();
    const phoneError = form.getByText(/請輸入 8 位數字的香港手機號碼/);
    await phoneError.waitFor();
    await phone.fill(DEMO_PHONE);
    await phoneError.waitFor({ state: 'detached' });
    // The password's own error stays until the password is given.
    expect(await form.getByText('請輸入密碼').isVisible()).toBe(true);
    await password.fill('Wrong1234');
    await form.getByText('請輸入密碼').waitFor({ state: 'detached' });

    await form.locator('button[type="submit"]').click();
    const failure = form.getByTestId('form-error');
    await failure.waitFor();
    await shot(page, 'login-failed', width);
    await password.fill(DEMO_PASSWORD);
    await failure.waitFor({ state: 'detached' });
    await form.locator('button[type="submit"]').click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
  });

  it('a verification code goes to the 8-digit number typed with full-width digits and +852', async () => {
    const { page } = await open(width, '/register');
    const number = randomPhone();
    const before = env.portal.vcodeCount(number);
    const fullWidth = [...number].map((d) => String.fromCharCode(d.charCodeAt(0) + 0xfee0));
    await page
      .getByLabel('手機號碼')
      .fill(`+852 ${fullWidth.slice(0, 4).join('')}-${fullWidth.slice(4).join('')}`);
    await page.getByRole('button', { name: '獲取驗證碼' }).click();
    await env.portal.waitForVCode(number, { after: before });
  });

  it('growth tool: an implausible value asks for a re-check, and a new error clears the result', async () => {
    const { page, errors } = await open(width, '/children/height');
    await page.getByLabel('男孩').check();
    await page.getByText('年齡', { exact: true }).click();
    await page.getByRole('textbox', { name: /^歲/ }).fill('3');
    const height = page.getByRole('textbox', { name: /^身高/ });
    await height.fill('60');
    await page.getByRole('button', { name: '計算' }).click();
    const check = page.getByTestId('child-check-value');
    await check.waitFor();
    expect(await check.textContent()).toContain('請檢查量度數值');
    expect(await page.getByTestId('child-percentile').count()).toBe(0);
    expect(await page.getByText(/第 0 百分位/).count()).toBe(0);

    await height.fill('96');
    await page.getByRole('button', { name: '計算' }).click();
    const pct = page.getByTestId('child-percentile');
    await pct.waitFor();
    expect(await pct.textContent()).toMatch(/第 \d+ 百分位/);
    if (width === 375) {
      // On a phone the result lies below the form: it must have been scrolled into view.
      await expect
        .poll(() =>
          page.getByTestId('child-result').evaluate((el) => {
            const r = el.getBoundingClientRect();
            return r.top >= 0 && r.top < window.innerHeight;
          }),
        )
        .toBe(true);
    }
    await shot(page, 'growth-result', width);

    await height.fill('');
    await page.getByRole('button', { name: '計算' }).click();
    await page.getByText('請輸入身高').waitFor();
    expect(await page.getByTestId('child-result').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('card usage: amounts and the HK$ total are visible without sideways scrolling', async () => {
    const { page } = await env.page({ width });
    await login(page);
    await page.goto('/user/card/service');
    await expect
      .poll(() => page.getByTestId('card-item').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await page.getByTestId('card-item').first().getByRole('button', { name: '使用記錄' }).click();
    const dialog = page.getByRole('dialog');
    const total = dialog.getByTestId('usage-total');
    await total.waitFor();
    expect(await total.textContent()).toMatch(/HK\$/);
    const viewport = page.viewportSize()!;
    const box = await total.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
    const amounts = dialog.locator('td[data-label="扣減金額"]');
    expect(await amounts.count()).toBeGreaterThan(0);
    for (const cell of await amounts.all()) {
      const b = await cell.boundingBox();
      expect(b!.x + b!.width).toBeLessThanOrEqual(viewport.width);
      expect(await cell.textContent()).toMatch(/HK\$/);
    }
    const scrolls = await dialog
      .locator('table')
      .evaluate((t) => (t.parentElement as HTMLElement).scrollWidth > t.parentElement!.clientWidth);
    expect(scrolls).toBe(false);
    await shot(page, 'card-usage', width);
    expect(await noSidewaysScroll(page)).toBe(true);
  });

  it('visit records and a prescription fit the screen: dosages, doses and fee in view, no sideways scrolling', async () => {
    const { page, errors } = await env.page({ width });
    await login(page);
    const viewport = page.viewportSize()!;
    /** Every match lies inside the viewport's width (nothing cut off on the right). */
    const allInView = async (cells: ReturnType<Page['locator']>) => {
      expect(await cells.count()).toBeGreaterThan(0);
      for (const cell of await cells.all()) {
        const box = (await cell.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      }
    };

    await page.goto('/user/booking/record');
    const items = page.getByTestId('visit-item');
    await items.first().waitFor({ timeout: 15_000 });
    await allInView(items);
    expect(await items.first().textContent()).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}(?!:)/);
    await shot(page, 'visit-records', width);
    expect(await noSidewaysScroll(page)).toBe(true);

    await items.first().getByRole('link').first().click();
    await page.waitForURL(/\/user\/booking\/record\/detail\//);
    const prescription = page.getByTestId('prescription').first();
    await prescription.waitFor({ timeout: 15_000 });
    const table = prescription.getByRole('table');
    const dosages = table.locator('td[data-label="每劑用量"]');
    await allInView(dosages);
    for (const cell of await dosages.all()) expect(await cell.textContent()).toMatch(/\d/);
    await allInView(table.locator('td[data-label="藥材"]'));
    const shape = await table.evaluate((t) => ({
      row: getComputedStyle(t.querySelector('tbody tr')!).display,
      columns: getComputedStyle(t.querySelector('tbody')!).gridTemplateColumns.split(' ').length,
      scrolls: t.parentElement!.scrollWidth > t.parentElement!.clientWidth,
    }));
    expect(shape.scrolls).toBe(false);
    if (width === 375) {
      // Two herbs a line, each with its dose, as a prescription is written on paper.
      expect(shape.row).toBe('flex');
      expect(shape.columns).toBe(2);
    } else {
      expect(shape.row).toBe('table-row');
      expect(await table.getByRole('columnheader', { name: '每劑用量' }).isVisible()).toBe(true);
    }
    await allInView(page.getByText(/^\d+ 劑$/).first());
    await allInView(page.getByText(/^HK\$\d/).first());
    await shot(page, 'visit-detail', width);
    expect(await noSidewaysScroll(page)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('dates fit on one line in the personal centre lists, with no sideways scrolling', async () => {
    const { page, errors } = await env.page({ width });
    await login(page);
    const MINUTES = /\d{4}-\d{2}-\d{2} \d{2}:\d{2}(?!:)/;
    // Bookings show the day (11月24日) and the section's hours; the others a time to the minute.
    const pages: [string, string, RegExp][] = [
      ['bookings', '/user/booking/order', /\d{1,2}月\d{1,2}日/],
      ['my-questions', '/user/aq-news/question', MINUTES],
      ['applications', '/user/applyJobs', MINUTES],
      ['my-activities', '/user/association/myActivity', MINUTES],
    ];
    for (const [name, path, shown] of pages) {
      await page.goto(path);
      await waitForApp(page);
      const main = page.locator('main');
      await expect.poll(() => main.innerText(), { timeout: 15_000 }).toMatch(shown);
      // Each date (with its time) is drawn on a single line: a split "HH:mm:ss" reads badly.
      const wrapped = await page.evaluate(() => {
        const out: string[] = [];
        const main = document.querySelector('main')!;
        const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          const text = n.textContent ?? '';
          const m = /\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?/.exec(text);
          if (!m) continue;
          const range = document.createRange();
          range.setStart(n, m.index);
          range.setEnd(n, m.index + m[0].length);
          const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (tops.size > 1) out.push(text);
        }
        return out;
      });
      expect(wrapped, `${path}: dates split over lines`).toEqual([]);
      await shot(page, `dates-${name}`, width);
      expect(await noSidewaysScroll(page), `${path} scrolls sideways`).toBe(true);
    }
    expect(errors).toEqual([]);
  });

  it('doctor search finds by illness, Simplified input and romanised name; no result offers to clear filters', async () => {
    const { page, errors } = await open(width, '/doctor/list');
    const form = page.getByRole('search', { name: '搜尋醫師' });
    const keyword = form.getByLabel('關鍵字');
    const count = async () => {
      await page.getByText(/找到 \d+ 位醫師/).waitFor();
      return Number(
        /找到 (\d+) 位醫師/.exec((await page.getByText(/找到 \d+ 位醫師/).textContent())!)![1],
      );
    };
    const all = await count();
    const search = async (word: string) => {
      await keyword.fill(word);
      await keyword.press('Enter');
      await page.waitForURL((u) => u.searchParams.get('keyword') === word);
      await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
    };

    // The previous results stay on screen while the next arrive: wait for the count to change.
    await search('失眠');
    await expect.poll(count).toBeLessThan(all);
    expect(await count()).toBeGreaterThan(0);

    await search('针灸');
    await expect.poll(count).toBeLessThan(all / 2);
    expect(await count()).toBeGreaterThan(0);
    await shot(page, 'doctor-search-simplified', width);

    await search('Lee Cheuk Yin');
    await expect.poll(count).toBe(1);
    expect(await page.getByTestId('doctor-card').first().textContent()).toContain('李卓賢');

    await search('沒有這樣的醫師');
    const empty = page.getByTestId('empty-state');
    await empty.waitFor();
    await shot(page, 'doctor-search-empty', width);
    await empty.getByRole('button', { name: '清除所有篩選條件' }).click();
    await page.waitForURL((u) => !u.searchParams.has('keyword'));
    await expect.poll(count).toBe(all);
    expect(errors).toEqual([]);
  });

  it('clinic, news and question searches find what is asked, Simplified too', async () => {
    const { page, errors } = await open(
      width,
      '/hospital/list?keyword=' + encodeURIComponent('针灸'),
    );
    await page.getByText(/找到 [1-9]\d* 間診所/).waitFor();

    await page.goto('/news/list');
    await waitForApp(page);
    const news = page.getByRole('search', { name: '搜尋健康資訊' });
    await news.getByRole('textbox').fill('睡眠');
    await news.getByRole('textbox').press('Enter');
    await page.waitForURL((u) => u.searchParams.get('keyword') === '睡眠');
    await expect
      .poll(() => page.getByTestId('news-list').locator('> *').count())
      .toBeGreaterThan(0);
    await shot(page, 'news-search', width);

    await page.goto('/ask/list?keyword=' + encodeURIComponent('酸枣仁'));
    await waitForApp(page);
    await expect.poll(() => page.getByTestId('ask-card').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
  it('image viewer: the on-screen arrows move between images on click and tap', async () => {
    const { page, errors } = await open(width, '/hospital/detail/C101');
    const thumbs = page.getByRole('button', { name: /^放大查看/ });
    await thumbs.first().waitFor();
    await thumbs.first().click();
    const dialog = page.getByRole('dialog');
    const caption = dialog.getByText(/（\d+ \/ \d+）/);
    await caption.waitFor();
    expect(await caption.textContent()).toContain('（1 / 3）');
    // A phone gets a tap (touch events), a desktop a mouse click: both must move.
    const press = (name: string) => {
      const button = dialog.getByRole('button', { name });
      return width === 375 ? button.tap() : button.click();
    };
    await press('下一張');
    await expect.poll(() => caption.textContent()).toContain('（2 / 3）');
    await press('下一張');
    await expect.poll(() => caption.textContent()).toContain('（3 / 3）');
    await shot(page, 'image-viewer', width, false);
    await press('上一張');
    await expect.poll(() => caption.textContent()).toContain('（2 / 3）');
    await press('上一張');
    await press('上一張');
    // Past the first image it wraps round to the last.
    await expect.poll(() => caption.textContent()).toContain('（3 / 3）');
    expect(errors).toEqual([]);
  });

  it('saved list: linked with its count from the header or phone drawer and the personal centre', async () => {
    const { page, errors } = await env.page({ width });
    await login(page);
    await page.goto('/doctor/D1001');
    await waitForApp(page);
    await page.getByRole('button', { name: '收藏', exact: true }).click();
    await page.getByRole('button', { name: '已收藏' }).waitFor();

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
    await page.getByText('收藏按你的帳戶保存在這部裝置上').waitFor();
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
  it('a stale link lands on the list with a notice, from outside and within the app', async () => {
    // Opened from outside: the BFF answers the redirect and renders the list with the notice.
    const res = await fetch(new URL('/doctor/D9999', env.portal.url), { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/doctor/list?missing=doctor');
    const html = await (await fetch(new URL('/doctor/list?missing=doctor', env.portal.url))).text();
    expect(html).toContain('找不到這位醫師，可能已更新或移除。');

    const { page, errors } = await open(width, '/doctor/D9999');
    expect(new URL(page.url()).pathname).toBe('/doctor/list');
    const notice = page.getByTestId('missing-record-notice');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('找不到這位醫師，可能已更新或移除。');
    await shot(page, 'missing-doctor', width);
    // Closing it drops the reason from the address.
    await notice.getByRole('button', { name: '關閉提示' }).click();
    await page.waitForURL((u) => !u.searchParams.has('missing'));
    await expect.poll(() => notice.count()).toBe(0);

    // Within the app: a doctor saved on this device has since left the portal.
    await page.evaluate(() =>
      localStorage.setItem(
        'portal.saved',
        JSON.stringify([
          {
            kind: 'doctor',
            id: 'D9999',
            name: '已離開的醫師',
            subtitle: '',
            image: '',
            savedAt: 1,
          },
        ]),
      ),
    );
    await page.goto('/my-saved');
    await waitForApp(page);
    await page.getByText('已離開的醫師').click();
    await page.waitForURL(
      (u) => u.pathname === '/doctor/list' && u.searchParams.get('missing') === 'doctor',
    );
    await page.getByText('找不到這位醫師，可能已更新或移除。').waitFor();

    // And a news item, whose page checks the record before it shows (history navigation).
    await page.evaluate(() => {
      window.history.pushState({}, '', '/news/detail/N0000000');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForURL(
      (u) => u.pathname === '/news/list' && u.searchParams.get('missing') === 'news',
    );
    await page.getByText('找不到這篇健康資訊，可能已更新或移除。').waitFor();

    await page.goto('/hospital/list');
    await waitForApp(page);
    await page.evaluate(() => {
      window.history.pushState({}, '', '/hospital/detail/C9999');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForURL(
      (u) => u.pathname === '/hospital/list' && u.searchParams.get('missing') === 'clinic',
    );
    await page.getByText('找不到這間診所，可能已更新或移除。').waitFor();
    expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
  });
  it('app download: both store buttons readable and pointing at the configured store pages', async () => {
    const { page, errors } = await open(width, '/AppDownload');
    const stores = page.getByTestId('app-stores');
    await stores.waitFor();
    const apple = stores.getByRole('link', { name: 'App Store 下載' });
    const play = stores.getByRole('link', { name: 'Google Play 下載' });
    expect(await apple.getAttribute('href')).toBe(E2E_PORTAL_ENV.APP_STORE_URL);
    expect(await play.getAttribute('href')).toBe(E2E_PORTAL_ENV.GOOGLE_PLAY_URL);
    for (const button of [apple, play]) {
      // White text on the dark button: the page's link green must not win.
      const [fg, bg] = await button.evaluate((el) => [
        getComputedStyle(el).color,
        getComputedStyle(el).backgroundColor,
      ]);
      expect(fg).toBe('rgb(255, 255, 255)');
      expect(bg).not.toBe(fg);
    }
    await shot(page, 'app-download', width);
    expect(errors).toEqual([]);
  });
  it('activities open a detail with how to join; ended ones are marked and listed last', async () => {
    const { page, errors } = await open(width, '/Activity/');
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
    await newClient(page, '新用戶');

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

  it('resume: asks 公開/不公開 (private unless chosen) and starts from the profile', async () => {
    const { page, errors } = await env.page({ width });
    await newClient(page, '何美玲');
    const headers = { ...API_HEADERS, origin: env.portal.url };
    const profile = await (
      await page.request.post(calls.updateClientInfo.path, {
        headers,
        data: { sex: 'F', birthday: '1990-05-06', email: 'meiling.ho@mail.hk' },
      })
    ).json();
    expect(profile.code, profile.msg).toBe(200);

    await page.goto('/user/resume');
    await waitForApp(page);
    await page.getByRole('button', { name: '建立履歷' }).click();
    const form = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: '儲存履歷' }) });
    await form.waitFor();
    expect(await form.getByLabel('姓名').inputValue()).toBe('何美玲');
    expect(await form.getByRole('radio', { name: '女' }).isChecked()).toBe(true);
    expect(await form.getByLabel('出生日期').inputValue()).toBe('1990-05-06');
    expect(await form.getByLabel('電郵地址').inputValue()).toBe('meiling.ho@mail.hk');
    const closed = form.getByRole('radio', { name: /^不公開/ });
    const open = form.getByRole('radio', { name: /^公開/ });
    expect(await closed.isChecked()).toBe(true);
    expect(await open.isChecked()).toBe(false);
    for (const label of [/學歷/, /工作年資/, /希望工作類型/]) {
      await form.getByRole('combobox', { name: label }).first().click();
      await page.getByRole('option').first().click();
    }
    await shot(page, 'resume-form', width);
    await form.getByRole('button', { name: '儲存履歷' }).click();

    // Saved as chosen: private, and still so after a reload (the API kept it, not the page).
    const toggle = page.getByRole('switch', { name: '公開履歷' });
    await toggle.waitFor();
    expect(await toggle.isChecked()).toBe(false);
    await page.reload();
    await toggle.waitFor();
    expect(await toggle.isChecked()).toBe(false);
    await shot(page, 'resume-saved', width);

    // Made public from the form: the saved resume's own values are kept.
    await page.getByRole('button', { name: '編輯' }).click();
    await form.waitFor();
    expect(await closed.isChecked()).toBe(true);
    await open.check();
    await form.getByLabel('電郵地址').fill('meiling.work@mail.hk');
    await form.getByRole('button', { name: '儲存履歷' }).click();
    await toggle.waitFor();
    await expect.poll(() => toggle.isChecked()).toBe(true);
    await page.reload();
    await toggle.waitFor();
    expect(await toggle.isChecked()).toBe(true);
    expect(await page.locator('main').innerText()).toContain('meiling.work@mail.hk');
    await page.getByRole('button', { name: '編輯' }).click();
    await form.waitFor();
    expect(await form.getByLabel('電郵地址').inputValue()).toBe('meiling.work@mail.hk');
    expect(await open.isChecked()).toBe(true);
    expect(errors).toEqual([]);
  });
});
