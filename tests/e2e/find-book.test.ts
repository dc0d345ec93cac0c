/**
 * Find and book in real Chromium against the real BFF and embedded upstream, at 1280 and 375 px:
 * search doctors by district and open one; open a clinic from the list and from
 * `/doctor/list?ClinicID=`; open the gallery and zoom; book as a visitor (logging in with a new
 * account half way), see the booking in the personal centre and download the `.ics`; see a full
 * section marked 已滿 and a section that fills up while being chosen explained; a clinic's page
 * lists its doctors.
 */
import { text } from 'node:stream/consumers';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { randomPhone, registerClient, useE2E } from '../helpers/e2e';
import { newPage, waitForApp } from '../helpers/browser';
import { startPortal } from '../helpers/portal';
import { offeredDays, offeredSections } from '../helpers/schedule';
import { calls } from '@portal/shared';

const env = useE2E();

const DEMO = { phone: '91234567', password: 'Demo1234', name: '陳大文' };
const DEMO_DOCTOR = 'D1001';

interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data?: T;
}

/** Calls the portal's API from inside the page (same origin, the session cookie, x-csrf). */
function api<T>(
  page: Page,
  method: 'GET' | 'POST',
  path: string,
  query: Record<string, string> = {},
  body?: unknown,
): Promise<Envelope<T>> {
  return page.evaluate(
    async ({ method, path, query, body }) => {
      const qs = new URLSearchParams(query).toString();
      const res = await fetch(qs ? `${path}?${qs}` : path, {
        method,
        credentials: 'same-origin',
        headers: {
          'x-csrf': '1',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await res.json()) as Envelope<T>;
    },
    { method, path, query, body },
  );
}

async function logInOnLoginPage(
  page: Page,
  account: { phone: string; password: string } = DEMO,
): Promise<void> {
  await page.getByLabel('手機號碼').fill(account.phone);
  await page.getByLabel(/^密碼/).fill(account.password);
  await page.getByRole('button', { name: '登入', exact: true }).click();
}

async function openPicker(page: Page, doctorId: string): Promise<void> {
  await page.goto(`/doctor/${doctorId}`);
  await waitForApp(page);
  await page.getByRole('link', { name: '網上預約' }).click();
  await page.getByTestId('booking-picker').waitFor();
}

function dayButtons(page: Page) {
  return page.getByRole('group', { name: /選擇日期$/ }).getByRole('button');
}

function sectionButtons(page: Page) {
  return page.getByRole('group', { name: /選擇時段$/ }).getByRole('button');
}

/** Opens the enabled days in turn until one's sections satisfy `wanted`; false when none does. */
async function openFirstDayWhere(page: Page, wanted: () => Promise<boolean>): Promise<boolean> {
  const days = dayButtons(page).and(page.locator(':enabled'));
  const count = await days.count();
  for (let i = 0; i < count; i++) {
    await days.nth(i).click();
    await expect.poll(() => days.nth(i).getAttribute('aria-pressed')).toBe('true');
    await sectionButtons(page).first().waitFor();
    if (await wanted()) return true;
  }
  return false;
}

/**
 * Opens the first bookable day that has a full section. The demo doctor's 10:00 and 15:00
 * sections are always full, but today's may already be over (past sections are not offered).
 */
async function openDayWithFullSection(page: Page): Promise<void> {
  const full = sectionButtons(page).filter({ hasText: '已滿' });
  if (!(await openFirstDayWhere(page, async () => (await full.count()) > 0))) {
    throw new Error('no bookable day with a full section');
  }
}

/** The section starting at `time` (its accessible name begins `HH:mm 至`). */
function sectionAt(page: Page, time: string) {
  return page.getByRole('group', { name: /選擇時段$/ }).locator(`button[aria-label^="${time} 至"]`);
}

/**
 * Picks the first open day with at least two open sections, then its section `which`; returns its
 * start time. Late in the afternoon today may have a single section left, and then 'first' and
 * 'last' would be the same section, which one client cannot book twice.
 */
async function chooseSection(page: Page, which: 'first' | 'last'): Promise<string> {
  const open = sectionButtons(page).and(page.locator(':enabled'));
  if (!(await openFirstDayWhere(page, async () => (await open.count()) >= 2))) {
    throw new Error('no bookable day with two open sections');
  }
  const target = which === 'first' ? open.first() : open.last();
  const label = (await target.getAttribute('aria-label')) ?? '';
  await target.click();
  await expect.poll(() => target.getAttribute('aria-pressed')).toBe('true');
  return label.slice(0, 5);
}

/** A section with exactly one place left, at a doctor other than the demo doctor. */
async function findLastPlace(
  page: Page,
  skip: Set<string>,
): Promise<{ doctorId: string; date: string; time: string; clinicId: string }> {
  for (let n = 1002; n <= 1044; n++) {
    const doctorId = `D${n}`;
    // The picker opens on the first open day it offers, so the place must be on that day.
    const first = (await offeredDays(page, doctorId)).find((d) => d.available);
    if (!first) continue;
    const hit = (await offeredSections(page, doctorId, first)).find(
      (s) =>
        s.available &&
        !s.past &&
        s.capacity !== undefined &&
        s.booked !== undefined &&
        s.capacity - s.booked === 1 &&
        !skip.has(`${doctorId} ${first.date} ${s.starttime}`),
    );
    if (hit) return { doctorId, date: first.date, time: hit.starttime, clinicId: first.clinicid };
  }
  throw new Error('no section with one place left in the seed');
}

let otherClient: Page | undefined;

/** A second client (registered through the real SMS-code flow) who takes the last place. */
async function secondClient(): Promise<Page> {
  if (otherClient) return otherClient;
  const { page } = await env.page({ width: 1280, keep: true });
  await page.goto('/');
  const phone = randomPhone();
  const before = env.portal.vcodeCount(phone);
  const vcode = await api<{ codeKey: string }>(page, 'POST', calls.getVCode.path, {
    codeType: 'register',
    phoneNumber: phone,
  });
  expect(vcode.code).toBe(200);
  const numcode = await env.portal.waitForVCode(phone, { after: before });
  const registered = await api(
    page,
    'POST',
    calls.clientRegister.path,
    {},
    {
      phone,
      password: 'Other1234',
      username: '李小姐',
      codeKey: vcode.data!.codeKey,
      numcode,
    },
  );
  expect(registered.code).toBe(200);
  const login = await api(
    page,
    'POST',
    calls.login.path,
    {},
    {
      phone,
      password: 'Other1234',
    },
  );
  expect(login.code).toBe(200);
  otherClient = page;
  return page;
}

const taken = new Set<string>();

describe.each([1280, 375] as const)('find and book at %i px', (width) => {
  it('searches doctors by district and opens one', async () => {
    const { page, errors } = await env.page({ width });
    await page.goto('/doctor/list');
    await waitForApp(page);
    await page.getByTestId('doctor-card').first().waitFor();

    // The district list is the browser's own select, the districts grouped by region.
    const district = page.getByRole('combobox', { name: '地區', exact: true });
    // On a phone the filters fold away behind 篩選.
    if (width === 375) await page.getByTestId('filters-toggle').click();
    await district.selectOption({ label: '灣仔區' });
    await page.waitForURL(/district=/);
    expect(new URL(page.url()).searchParams.get('district')).toBeTruthy();
    await page.waitForFunction(() => {
      const cards = Array.from(document.querySelectorAll('[data-testid="doctor-card"]'));
      return cards.length > 0 && cards.every((c) => c.textContent?.includes('灣仔區'));
    });

    // The filter lives in the URL: a reload restores it.
    await page.reload();
    await page.getByTestId('doctor-card').first().waitFor();
    // Folded again on a phone, with the count of choices made; opened, it shows the district.
    if (width === 375) {
      await expect.poll(() => page.getByTestId('filters-toggle').textContent()).toMatch(/1/);
      await page.getByTestId('filters-toggle').click();
    }
    await expect
      .poll(() => district.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.text))
      .toBe('灣仔區');

    const first = page.getByTestId('doctor-card').first();
    const name = (await first.locator('h3').textContent()) ?? '';
    await first.locator('h3').click();
    await page.waitForURL(/\/doctor\/D\d+$/);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByText('香港註冊中醫編號').waitFor();
    await page.getByRole('heading', { name: '應診診所' }).waitFor();
    expect(await page.title()).toContain(name);

    await page.goBack();
    await page.waitForURL(/district=/);
    await page.getByTestId('doctor-card').first().waitFor();
    expect(errors).toEqual([]);
  });

  it('keeps the list where it was on back navigation', async () => {
    const { page, errors } = await env.page({ width });
    await page.goto('/doctor/list');
    await waitForApp(page);
    const last = page.getByTestId('doctor-card').last();
    await last.waitFor();
    await last.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(200);
    await last.locator('h3').click();
    await page.waitForURL(/\/doctor\/D\d+$/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.goBack();
    await page.waitForURL(/\/doctor\/list$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
    expect(errors).toEqual([]);
  });

  it('opens a clinic from the list and from /doctor/list?ClinicID=', async () => {
    const { page, errors } = await env.page({ width });
    await page.goto('/hospital/list');
    await waitForApp(page);
    const card = page.getByTestId('clinic-card').first();
    const link = card.getByRole('link').first();
    const name = (await link.textContent()) ?? '';
    await link.click();
    await page.waitForURL(/\/hospital\/detail\/C\d+$/);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByRole('heading', { name: '應診時間' }).waitFor();
    await page.getByRole('heading', { name: '本診所醫師' }).waitFor();
    // No Maps key here, so the address with a maps-app link stands in for the map.
    const fallback = page.getByTestId('map-fallback');
    await fallback.waitFor();
    expect(
      await fallback.getByRole('link', { name: '在地圖應用程式中開啟' }).getAttribute('href'),
    ).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=22\.\d+,114\.\d+$/);

    await page.goto('/doctor/list?ClinicID=C102');
    await page.waitForURL(/\/hospital\/detail\/C102$/);
    await page.getByRole('heading', { level: 1, name: /康和中醫館/ }).waitFor();
    expect(errors).toEqual([]);
  });

  it('opens the gallery and zooms', async () => {
    const { page, errors } = await env.page({ width });
    await page.goto('/hospital/detail/C101');
    await waitForApp(page);
    await page.getByRole('button', { name: /放大查看：.*相片 1/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('img', { name: /相片 1/ }).waitFor();
    const zIndex = await page.evaluate(() => {
      const root = document.querySelector('.mantine-Modal-root .mantine-Modal-inner');
      return root ? getComputedStyle(root).zIndex : '';
    });
    expect(zIndex).toBe('2015');

    const scale = () =>
      page.evaluate(() => {
        const el = document.querySelector<HTMLElement>('.react-transform-component');
        const m = /scale\(([\d.]+)\)/.exec(el?.style.transform ?? '');
        return m ? Number(m[1]) : 1;
      });
    const before = await scale();
    if (width === 375) {
      // Pinch out with two fingers (touch events through the DevTools protocol).
      const cdp = await page.context().newCDPSession(page);
      const cx = 187;
      const cy = 400;
      const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', d: number) =>
        cdp.send('Input.dispatchTouchEvent', {
          type,
          touchPoints:
            type === 'touchEnd'
              ? []
              : [
                  { x: cx - d, y: cy, id: 1 },
                  { x: cx + d, y: cy, id: 2 },
                ],
        });
      await touch('touchStart', 30);
      for (let d = 40; d <= 150; d += 10) await touch('touchMove', d);
      await touch('touchEnd', 150);
      await page.waitForFunction((b) => {
        const el = document.querySelector<HTMLElement>('.react-transform-component');
        const m = /scale\(([\d.]+)\)/.exec(el?.style.transform ?? '');
        return (m ? Number(m[1]) : 1) > b;
      }, before);
    } else {
      for (let i = 0; i < 3; i++) await dialog.getByRole('button', { name: '放大' }).click();
      await page.waitForFunction((b) => {
        const el = document.querySelector<HTMLElement>('.react-transform-component');
        const m = /scale\(([\d.]+)\)/.exec(el?.style.transform ?? '');
        return (m ? Number(m[1]) : 1) > b;
      }, before);
    }
    expect(await scale()).toBeGreaterThan(before);

    await dialog.getByRole('button', { name: '向右旋轉' }).click();
    await expect
      .poll(() => dialog.getByRole('img', { name: /相片 1/ }).getAttribute('data-rotate'))
      .toBe('1');
    await page.keyboard.press('ArrowRight');
    await dialog.getByRole('img', { name: /相片 2/ }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(errors).toEqual([]);
  });

  it('books as a visitor with login half way, shows it in the personal centre and gives an .ics', async () => {
    const { page, context, errors } = await env.page({ width });
    // A client of its own: the demo account's bookings from other files could already hold the
    // section chosen here, and one client cannot book a section twice.
    const account = await registerClient(page, env.portal, '黃先生');
    await context.clearCookies();
    await openPicker(page, DEMO_DOCTOR);

    // A full section cannot be chosen and says so.
    await openDayWithFullSection(page);
    const full = sectionButtons(page).filter({ hasText: '已滿' }).first();
    await full.waitFor();
    expect(await full.isDisabled()).toBe(true);

    // Different sections at the two widths: one client cannot book the same section twice.
    const time = await chooseSection(page, width === 1280 ? 'first' : 'last');
    await page.getByLabel(/備註/).fill('初診，肩頸痛');
    await page.getByRole('button', { name: '登入後確認預約' }).click();

    await page.waitForURL(/\/login\?redirect=/);
    const redirect = new URL(page.url()).searchParams.get('redirect') ?? '';
    expect(redirect).toContain(`/doctor/${DEMO_DOCTOR}?booking=1`);
    expect(await page.evaluate(() => sessionStorage.getItem('portal.session') ?? '')).toContain(
      DEMO_DOCTOR,
    );
    await logInOnLoginPage(page, account);

    // Back at the same doctor, the picker open and the section still chosen.
    await page.waitForURL(new RegExp(`/doctor/${DEMO_DOCTOR}\\?booking=1`));
    const chosen = sectionAt(page, time);
    await page.waitForFunction(
      (t) =>
        Array.from(document.querySelectorAll('[aria-pressed="true"]')).some((b) =>
          b.textContent?.startsWith(t),
        ),
      time,
    );
    expect(await chosen.getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByLabel(/備註/).inputValue()).toBe('初診，肩頸痛');
    await page.getByRole('button', { name: '確認預約' }).click();

    const confirmation = page.getByTestId('booking-confirmation');
    await confirmation.getByText('預約成功').waitFor();
    expect(await confirmation.textContent()).toContain(time);
    expect(
      await confirmation.getByRole('link', { name: '在地圖上查看路線' }).getAttribute('href'),
    ).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      confirmation.getByRole('button', { name: '加入日曆' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^booking-.+\.ics$/);
    // The browser is shared over a connection (global-setup.ts): the file is read as a stream.
    const ics = await text(await download.createReadStream());
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics).toContain('BEGIN:VEVENT\r\n');
    expect(ics).toMatch(/\r\nUID:.+@hk-tcm-portal\r\n/);
    expect(ics).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\n/);
    expect(ics).toContain('SUMMARY:中醫預約：李卓賢');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);

    // The personal centre lists it.
    await confirmation.getByRole('link', { name: '查看我的預約' }).click();
    await page.waitForURL(/\/user\/booking\/order$/);
    await page
      .getByTestId('booking-item')
      .filter({ hasText: '李卓賢' })
      .filter({ hasText: time })
      .first()
      .waitFor();
    const list = await api<{ list: { doctorid: string; starttime: string; note: string }[] }>(
      page,
      'GET',
      calls.getScheduleListByClientId.path,
      { pageNo: '1', pageSize: '50' },
    );
    expect(list.code, JSON.stringify(list).slice(0, 300)).toBe(200);
    expect(list.data?.list).toContainEqual(
      expect.objectContaining({ doctorid: DEMO_DOCTOR, starttime: time, note: '初診，肩頸痛' }),
    );
    expect(errors).toEqual([]);
  });

  it('explains a section that fills up before the booking is confirmed', async () => {
    const { page } = await env.page({ width });
    // A client of its own: the demo account's seeded bookings (dated from today) could fall on
    // the target's day, and the picker would rightly ask about that clash first.
    await registerClient(page, env.portal, '林小姐');
    await page.goto('/');
    await waitForApp(page);

    const target = await findLastPlace(page, taken);
    taken.add(`${target.doctorId} ${target.date} ${target.time}`);
    await openPicker(page, target.doctorId);
    await dayButtons(page).and(page.locator(':enabled')).first().click();
    const button = sectionAt(page, target.time);
    await button.click();
    expect(await button.getAttribute('aria-label')).toContain('尚餘 1 位');

    // Someone else takes the last place meanwhile.
    const other = await secondClient();
    const theirs = await api(other, 'POST', calls.saveSchedule.path, {
      doctorId: target.doctorId,
      scheduleDate: `${target.date} ${target.time}`,
      sourceType: 'F',
    });
    expect(theirs.code).toBe(200);

    await page.getByRole('button', { name: '確認預約' }).click();
    const alert = page.getByRole('alert').filter({ hasText: '這個時段剛剛滿了' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('請選擇其他時段');
    // The sections are reloaded: the one just taken is now full and cannot be chosen.
    await page.waitForFunction(
      (t) =>
        Array.from(document.querySelectorAll('button[data-state="full"]')).some((b) =>
          b.textContent?.startsWith(t),
        ),
      target.time,
    );
    expect(await page.getByTestId('booking-confirmation').count()).toBe(0);
  });
});

describe('maps with a key but no network', () => {
  it('retries the script, then shows the address with a maps-app link', async () => {
    const portal = await startPortal({ env: { GOOGLE_MAPS_API_KEY: 'e2e-fake-key' } });
    const t = await newPage(env.browser(), { width: 1280, baseURL: portal.url });
    try {
      const attempts: { url: string; at: number }[] = [];
      await t.page.route('https://maps.googleapis.com/**', (route) => {
        attempts.push({ url: route.request().url(), at: Date.now() });
        return route.abort('internetdisconnected');
      });
      await t.page.goto('/hospital/detail/C101');
      // A process just started renders its first pages slowly: the clinic page is waited for
      // (and must be the one asked for), then its map, which falls back at once after the
      // script's retries (a few milliseconds apart).
      await waitForApp(t.page);
      expect(new URL(t.page.url()).pathname).toBe('/hospital/detail/C101');
      await t.page.getByTestId('map-fallback').waitFor();
      // One load and MAPS.retryCount (3) retries, each with the portal's settings.
      expect(attempts).toHaveLength(4);
      for (const { url } of attempts) {
        const params = new URL(url).searchParams;
        expect(params.get('key')).toBe('e2e-fake-key');
        expect(params.get('v')).toBe('weekly');
        expect(params.get('libraries')).toBe('places');
        expect(params.get('region')).toBe('CN');
        expect(params.get('language')).toBe('zh-HK');
      }
    } finally {
      await t.close();
      await portal.stop();
    }
  });
});

describe.each([1280, 375] as const)('at %i px', (width) => {
  it("the clinic page lists the clinic's doctors", async () => {
    const { page } = await env.page({ width });
    const res = await page.request.get(`${calls.getDoctorByClinicID.path}?clinicid=C101`, {
      headers: { 'x-csrf': '1' },
    });
    const answer = (await res.json()) as { data: { username: string }[] };
    expect(answer.data.length).toBeGreaterThan(0);
    await page.goto('/hospital/detail/C101');
    await waitForApp(page);
    const listed = page.getByTestId('clinic-doctors');
    for (const d of answer.data) await listed.getByText(d.username).first().waitFor();
  });
});
