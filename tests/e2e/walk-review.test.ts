/**
 * What a patient walk through the portal found, in real Chromium at 1280 and 375 px (and in
 * Simplified where the words differ): 分享 keeps its width beside a long title, the home search
 * box's example is read in full, the header shows 陳大文 whole at 1280 px, the back-to-top button
 * covers no content, a normal sign-out never says 未登入或登入已過期 and its notice covers no
 * header button, 我的收藏 after a sign-out asks to log in, 此手機號碼已註冊 stays with its ways on,
 * 投遞履歷 shows what is sent and asks first, the doctor filters fold away on a phone, focus goes
 * to the bookings after a cancel, the growth tools say 他 or 她 and keep the point off the labels,
 * and the Simplified time buttons are named in Simplified.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { calls } from '@portal/shared';
import { waitForAnimations, waitForApp, waitForNetworkQuiet } from '../helpers/browser';
import { WIDTHS, logInThroughApi, registerClient, useE2E } from '../helpers/e2e';
import { getData } from '../helpers/schedule';

const env = useE2E();

const HEADERS = { 'x-csrf': '1' };

async function postData<T>(page: Page, path: string, body: unknown): Promise<T> {
  const answer = (await (
    await page.request.post(path, {
      headers: { ...HEADERS, 'content-type': 'application/json', origin: env.portal.url },
      data: body,
    })
  ).json()) as { code: number; msg: string; data: T };
  expect(answer.code, answer.msg).toBe(200);
  return answer.data;
}

/** Whether the element's text is cut (wider than the box that shows it). */
const isCut = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => el.scrollWidth > el.clientWidth + 1);

/**
 * Scrolls the home page from top to bottom (and to each answer count of 解答最多的醫師, the
 * content nearest the button's corner) and expects the back-to-top button over no text, picture
 * or control at any point.
 */
async function expectBackToTopCoversNothing(width: number): Promise<void> {
  const { page } = await env.open(width, '/');
  const counts = page.getByTestId('top-answer-doctors').getByText(/個解答$/);
  await counts.first().waitFor();
  await page.mouse.wheel(0, 400);
  const button = page.getByTestId('scroll-to-top');
  await button.waitFor();
  // Each answer count in turn where the button is, then the page from top to bottom.
  const positions: number[] = [];
  const buttonBox = async () => {
    await waitForAnimations(page);
    return (await button.boundingBox())!;
  };
  const at = await buttonBox();
  for (const count of await counts.all()) {
    const y = await count.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    positions.push(Math.max(20, y - at.y));
  }
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 20; y < height; y += 250) positions.push(y);
  for (const y of positions) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await button.waitFor();
    await buttonBox();
    const covered = await button.evaluate((el) => {
      const b = el.getBoundingClientRect();
      const header = document.querySelector('header')!.getBoundingClientRect();
      const hits: string[] = [];
      for (const node of document.querySelectorAll('main *, footer *')) {
        const shows =
          [...node.childNodes].some((n) => n.nodeType === 3 && n.textContent!.trim()) ||
          ['IMG', 'svg', 'INPUT', 'BUTTON', 'A', 'SELECT', 'TEXTAREA'].includes(node.tagName);
        if (!shows) continue;
        for (const r of node.getClientRects()) {
          const top = Math.max(r.top, b.top);
          const bottom = Math.min(r.bottom, b.bottom);
          const left = Math.max(r.left, b.left);
          const right = Math.min(r.right, b.right);
          if (right <= left || bottom <= top) continue;
          // Content scrolled under the sticky header is hidden by the header already.
          if (top >= header.top && bottom <= header.bottom) continue;
          hits.push((node.textContent ?? node.tagName).trim().slice(0, 20) || node.tagName);
        }
      }
      return hits;
    });
    expect(covered, `scrolled to ${y}`).toEqual([]);
  }
}

describe.each(WIDTHS)('at %i px', (width) => {
  it('分享 beside a long news title keeps its whole label', async () => {
    const { page, errors } = await env.open(width, '/news/detail/N1001');
    const share = page.locator('main').getByRole('button', { name: '分享' });
    await share.waitFor();
    const fits = await share.evaluate((button) => {
      const label = button.querySelector('.mantine-Button-label') ?? button;
      const box = button.getBoundingClientRect();
      return {
        label: label.scrollWidth <= label.clientWidth + 1,
        inView: box.right <= window.innerWidth,
        wide: box.width >= 60,
      };
    });
    expect(fits).toEqual({ label: true, inView: true, wide: true });
    expect(errors).toEqual([]);
  });

  for (const prefix of ['', '/zh-cn']) {
    it(`the home search box shows its whole example (${prefix || '/'})`, async () => {
      const { page } = await env.open(width, `${prefix}/`);
      const box = page.locator('form[role="search"] input').first();
      const room = await box.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const needed = context.measureText(input.placeholder).width;
        const inner =
          input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { placeholder: input.placeholder, fits: needed <= inner };
      });
      expect(room.placeholder).toContain('例如');
      expect(room.fits, room.placeholder).toBe(true);
    });
  }

  it('the back-to-top button covers no content on the home page', async () => {
    await expectBackToTopCoversNothing(width);
  });

  it('a sign-out: its notice covers no header button, a call answered after it sends nobody to /login, and 我的收藏 asks to log in', async () => {
    const { page, errors } = await env.page({ width });
    await logInThroughApi(page, env.portal);
    // 我的收藏 reads the account's saves as it opens: that call is held until the session ended.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let caught = false;
    await page.route('**/bff/saved', async (route) => {
      if (!caught && route.request().method() === 'GET') {
        caught = true;
        await held;
      }
      await route.continue();
    });
    await page.goto('/my-saved');
    await waitForApp(page);
    await expect.poll(() => caught).toBe(true);
    if (width === 1280) {
      await page.getByTestId('header-account').getByRole('button', { name: '登出' }).click();
    } else {
      await page.getByRole('button', { name: '打開選單' }).click();
      await page.getByRole('dialog').getByRole('button', { name: '登出' }).click();
    }
    await page.getByText('你已登出。').first().waitFor();
    // Notices open below the header, over none of its buttons.
    const position = width === 1280 ? 'top-right' : 'top-center';
    const noticesTop = await page
      .locator(`.mantine-Notifications-root[data-position="${position}"]`)
      .evaluate((el) => el.getBoundingClientRect().top);
    // The page's header: on a phone the menu's drawer, closing after 登出, has a header too.
    const header = (await page.locator('header:not([role="dialog"] *)').boundingBox())!;
    expect(noticesTop).toBeGreaterThanOrEqual(header.y + header.height);
    if (width === 1280) {
      const login = page.getByTestId('header-account').getByRole('link', { name: '登入' });
      await login.click({ trial: true, timeout: 2_000 });
    }
    // The held call answers now (211: no session), for a session the page knows is gone.
    const settled = new Promise<void>((resolve) => {
      const done = (request: { url: () => string }) => {
        if (request.url().endsWith('/bff/saved')) resolve();
      };
      page.on('requestfinished', done);
      page.on('requestfailed', done);
    });
    release();
    await settled;
    await waitForNetworkQuiet(page);
    expect(new URL(page.url()).pathname).toBe('/my-saved');
    expect(await page.getByTestId('login-reason').count()).toBe(0);

    // 我的收藏 now asks to log in for the account's saves.
    const logIn = page.locator('main').getByRole('link', { name: '登入查看收藏' });
    await logIn.waitFor();
    expect(await logIn.getAttribute('href')).toBe('/login?redirect=%2Fmy-saved');
    expect(await page.locator('main').getByText('還沒有收藏').count()).toBe(0);
    expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });

  it('此手機號碼已註冊 stays on the form, with 登入 and 忘記密碼', async () => {
    const { page } = await env.open(width, '/register');
    const form = page.locator('form[aria-label="註冊表單"]');
    await form.getByLabel(/手機號碼/).fill('91234567');
    await form.getByTestId('vcode-button').click();
    const taken = page.getByTestId('phone-taken');
    await taken.waitFor();
    expect(await taken.innerText()).toContain('此手機號碼已註冊');
    expect(await taken.getByRole('link', { name: '登入' }).getAttribute('href')).toBe('/login');
    expect(await taken.getByRole('link', { name: '忘記密碼' }).getAttribute('href')).toBe(
      '/forgetPassword',
    );
    // Not a passing notice: typing on does not take it away either.
    expect(await page.locator('.mantine-Notification-root').count()).toBe(0);
    await form.getByLabel('姓名').fill('陳小明');
    expect(await taken.isVisible()).toBe(true);
    await taken.getByRole('button', { name: '關閉' }).click();
    await taken.waitFor({ state: 'detached' });
    // 登入 carries the phone to the login form.
    await form.getByTestId('vcode-button').click();
    await taken.getByRole('link', { name: '登入' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await page.getByLabel(/手機號碼/).inputValue()).toBe('91234567');
  });

  it('投遞履歷 shows what is sent and asks before sending', async () => {
    const { page, errors } = await env.page({ width });
    await logInThroughApi(page, env.portal);
    type List<T> = { list: T[] };
    const jobs = await postData<List<{ jobid: string; title: string; expiredate: string }>>(
      page,
      calls.queryJobList.path,
      { pageno: 1, pagesize: 50 },
    );
    const delivered = () =>
      postData<List<{ jobid: string }>>(page, calls.queryDeliveries.path, {
        pageno: 1,
        pagesize: 100,
      });
    const applied = await delivered();
    const done = new Set(applied.list.map((d) => d.jobid));
    const today = new Date().toISOString().slice(0, 10);
    const open = jobs.list.filter((j) => !done.has(j.jobid) && j.expiredate >= today);
    const job = open[width === 1280 ? 0 : open.length - 1];
    expect(job, 'a job the demo user has not applied to').toBeDefined();

    await page.goto(`/job/details/${job!.jobid}`);
    await waitForApp(page);
    await page.getByRole('button', { name: '投遞履歷' }).click();
    const dialog = page.getByRole('dialog', { name: '確認投遞履歷' });
    await dialog.waitFor();
    const said = await dialog.innerText();
    expect(said).toContain(job!.title);
    expect(said).toContain('姓名');
    expect(said).toContain('聯絡電話');
    // Cancelled: nothing is sent.
    await dialog.getByRole('button', { name: '取消' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByTestId('job-applied').count()).toBe(0);
    const still = await delivered();
    expect(still.list.some((d) => d.jobid === job!.jobid)).toBe(false);
    // Confirmed: sent.
    await page.getByRole('button', { name: '投遞履歷' }).click();
    await dialog.getByRole('button', { name: '確認投遞' }).click();
    await page.getByTestId('job-applied').waitFor();
    expect(errors).toEqual([]);
  });

  it('after a cancel in 我的預約, focus is on the bookings list', async () => {
    const { page } = await env.page({ width });
    await registerClient(page, env.portal, '焦點測試');
    // The doctor's last free section of the week: well past the cancellation cutoff.
    const doctorId = width === 1280 ? 'D1003' : 'D1004';
    const days = await getData<{ date: string; clinicid: string; available?: boolean }[]>(
      page,
      `${calls.getDoctorWeekWorkDate.path}?doctorId=${doctorId}`,
    );
    let slot: { date: string; time: string } | undefined;
    for (const day of days.filter((d) => d.available !== false).reverse()) {
      const sections = await getData<{ starttime?: string; available?: boolean }[]>(
        page,
        `${calls.getDoctorWorkTimeSection.path}?doctorId=${doctorId}&workDate=${day.date}&clinicId=${day.clinicid}`,
      );
      const free = sections.filter((s) => s.available === true && s.starttime);
      if (free.length > 0) {
        slot = { date: day.date, time: free[free.length - 1]!.starttime! };
        break;
      }
    }
    expect(slot, 'a free section').toBeDefined();
    const params = new URLSearchParams({
      doctorId,
      scheduleDate: `${slot!.date} ${slot!.time}`,
      sourceType: 'F',
    });
    const saved = (await (
      await page.request.post(`${calls.saveSchedule.path}?${params}`, {
        headers: { ...HEADERS, origin: env.portal.url },
      })
    ).json()) as { code: number; msg: string };
    expect(saved.code, saved.msg).toBe(200);

    await page.goto('/user/booking/order');
    await waitForApp(page);
    await page.getByRole('button', { name: '取消預約' }).first().click();
    const dialog = page.getByRole('dialog', { name: '取消預約' });
    await dialog.getByRole('button', { name: '確定取消' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect
      .poll(() =>
        page.evaluate(() => {
          const active = document.activeElement;
          return active?.closest('#booking-list') ? active.getAttribute('aria-label') : null;
        }),
      )
      .toBe('預約列表');
  });

  it('the growth tools say 他 or 她, and the point at 5 years sits on no label', async () => {
    const { page } = await env.open(width, '/children/height');
    const form = page.locator('form[aria-label="兒童身高評估"]');
    for (const [sex, pronoun] of [
      ['男孩', '他'],
      ['女孩', '她'],
    ] as const) {
      await form.getByLabel(sex).check();
      await form.getByText('年齡', { exact: true }).click();
      await form.getByRole('textbox', { name: /^歲/ }).fill('5');
      await form.getByRole('textbox', { name: /^個月/ }).fill('');
      await form.getByRole('textbox', { name: /^身高/ }).fill('110');
      await form.getByRole('button', { name: '計算' }).click();
      const text = page.getByTestId('child-bandtext');
      await expect.poll(() => text.textContent()).toContain(`比${pronoun}低`);
      expect(await text.textContent()).not.toMatch(/他／她|他\/她/);
    }
    const chart = page.getByTestId('growth-chart');
    await chart.scrollIntoViewIfNeeded();
    const overlaps = await chart.evaluate((svg) => {
      const ring = svg.querySelector('[data-testid="child-point"] circle')!.getBoundingClientRect();
      return [...svg.querySelectorAll('text')]
        .filter((t) => {
          const r = t.getBoundingClientRect();
          return (
            r.left < ring.right && r.right > ring.left && r.top < ring.bottom && r.bottom > ring.top
          );
        })
        .map((t) => t.textContent);
    });
    expect(overlaps).toEqual([]);
  });

  for (const script of [
    { prefix: '', filter: '篩選', specialty: '專科', book: '預約' },
    { prefix: '/zh-cn', filter: '筛选', specialty: '专科', book: '预约' },
  ]) {
    it(`the doctor filters fold behind ${script.filter} on a phone (${script.prefix || '/'})`, async () => {
      const { page, errors } = await env.open(width, `${script.prefix}/doctor/list`);
      const first = page.getByTestId('doctor-card').first();
      await first.waitFor();
      const toggle = page.getByTestId('filters-toggle');
      const specialty = page.getByRole('combobox', { name: script.specialty, exact: true });
      if (width === 375) {
        // The first results are on the first screen.
        const box = (await first.boundingBox())!;
        expect(box.y).toBeLessThan(812 - 100);
        expect(await specialty.isVisible()).toBe(false);
        expect(await toggle.innerText()).toBe(script.filter);
        await toggle.click();
        expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      } else {
        expect(await toggle.isVisible()).toBe(false);
      }
      await specialty.selectOption({ index: 1 });
      await page.waitForURL(/specialty=/);
      await expect.poll(() => toggle.textContent()).toBe(`${script.filter}（1）`);
      // The time buttons' hidden names are in the page's script too. The filtered list replaces
      // the one shown meanwhile (aria-busy until then), and its times come with the availability
      // answer, after its cards: the names are read, in one go, once the filtered cards have times,
      // so the check never passes on an empty list nor reads the list being replaced.
      await page.locator('[data-testid="doctor-results"][aria-busy="false"]').waitFor();
      const times = page.locator('[data-testid="slot-times"] a, a[data-testid="next-slot"]');
      let names: string[] = [];
      await expect
        .poll(
          async () =>
            (names = await times.evaluateAll((els) =>
              els.map((el) => el.getAttribute('aria-label') ?? ''),
            )).length,
          { timeout: 15_000 },
        )
        .toBeGreaterThan(0);
      for (const name of names) {
        expect(name).toContain(script.book);
        if (script.prefix) expect(name).not.toMatch(/預約|約|診/);
      }
      expect(errors).toEqual([]);
    });
  }
});

describe('at 1280 px', () => {
  it('the header shows 陳大文 whole beside the account buttons', async () => {
    const { page } = await env.page({ width: 1280 });
    await logInThroughApi(page, env.portal);
    await page.goto('/');
    await waitForApp(page);
    const name = page.getByTestId('header-username');
    await expect.poll(() => name.textContent()).toBe('陳大文');
    expect(await isCut(page, '[data-testid="header-username"]')).toBe(false);
    const [account, header] = await Promise.all([
      page.getByTestId('header-account').boundingBox(),
      page.locator('header > div').boundingBox(),
    ]);
    expect(account!.x + account!.width).toBeLessThanOrEqual(header!.x + header!.width + 1);
  });
});

// Between the phone layout (the button in the header) and 1244 px, the page column leaves no
// margin beside it: a gutter is kept on the right for the button there.
describe.each([1000, 1100, 1240])(
  'at %i px, a desktop window narrower than the margin needs',
  (width) => {
    it('the back-to-top button covers no content on the home page', async () => {
      await expectBackToTopCoversNothing(width);
    });
  },
);
