/**
 * A patient's journeys through the English copy (`/en/...`) in real Chromium, at 1280 and 375 px,
 * every step through the pages as a person takes it:
 *
 * 1. finds a practitioner near Mong Kok by searching `Mong Kok`, opens one, chooses a time in the
 *    booking picker, logs in half way, sees the booking confirmed, then in "My appointments" moves it
 *    to another time and cancels it;
 * 2. registers with an SMS code, asks a question, checks a child's height with the growth tool,
 *    makes a CV from a job and applies for that job.
 *
 * At each step the page's words are the English catalogue's (`@portal/shared/messages`, never
 * typed here), the controls used carry no Chinese interface word (what the API gives, such as
 * names of practitioners and clinics, stays as given), and nothing reaches the console.
 * Screenshots go to /tmp/en-journey-*.png.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SITE_NAME, calls, nameIn, type Clinic } from '@portal/shared';
import { m } from '@portal/shared/messages';
import { WIDTHS, randomPhone, registerClient, useE2E } from '../helpers/e2e';
import { waitForApp } from '../helpers/browser';
import { offeredDays, offeredSections } from '../helpers/schedule';
import { saveShot } from '../helpers/shots';

const env = useE2E();

const EN = { locale: 'en' } as const;

/**
 * The practitioner booked in journey 1: a Mong Kok search result beyond the first, at a clinic in
 * Yau Tsim Mong, whom no other booking test chooses (find-book.test.ts's search for a last place
 * takes only a section with one place left on a doctor's first open day, which this file leaves
 * alone).
 */
const DOCTOR = 'D1034';

/** Chinese characters and full-width punctuation: none may be in the interface's own words. */
const CHINESE = /[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]+/;
const CHINESE_RUNS = new RegExp(CHINESE.source, 'g');

/**
 * The words of the controls in `scope` (buttons, links, labels, placeholders, accessible names,
 * headings) that hold Chinese not found in `data`, the API's own text shown there (a clinic's
 * name, shortened or not, is a piece of the whole).
 */
async function chineseLabels(scope: Locator, data: readonly string[] = []): Promise<string[]> {
  const words = await scope.evaluate((root) => {
    const out: string[] = [];
    const controls = root.querySelectorAll(
      'button, a, label, legend, h1, h2, h3, [role="button"], [role="radio"], [role="tab"], [role="combobox"], input, textarea',
    );
    for (const el of [root, ...Array.from(controls)]) {
      for (const attr of ['aria-label', 'placeholder', 'title']) {
        const value = el.getAttribute(attr);
        if (value) out.push(value);
      }
      if (el !== root) out.push((el as HTMLElement).innerText ?? '');
    }
    return out;
  });
  return words.filter((w) =>
    (w.match(CHINESE_RUNS) ?? []).some((run) => !data.some((text) => text.includes(run))),
  );
}

async function expectEnglish(scope: Locator, what: string, data: readonly string[] = []) {
  expect(await chineseLabels(scope, data), what).toEqual([]);
}

/** What the API answers to a read made from the page (the practitioner's clinics). */
async function readData<T>(page: Page, path: string): Promise<T> {
  const answer = (await (await page.request.get(path, { headers: { 'x-csrf': '1' } })).json()) as {
    code: number;
    msg: string;
    data: T;
  };
  expect(answer.code, answer.msg).toBe(200);
  return answer.data;
}

/** A free section and another free one on the same later day, apart for each width. */
async function twoSections(
  page: Page,
  width: number,
): Promise<{ date: string; clinicid: string; first: string; second: string; clinics: string[] }> {
  const clinics = (
    await readData<Clinic[]>(
      page,
      `${calls.getClinicListByDocGlobalId.path}?doctorglobaluserid=${DOCTOR}`,
    )
  ).map((c) => c.clinicname ?? '');
  const days = (await offeredDays(page, DOCTOR)).filter((d) => d.available);
  // Not the first open day (the one find-book's last-place search looks at), and only sections
  // with room for more than one, so that no other test's client takes the last place meanwhile.
  const choices = [];
  for (const day of days.slice(1)) {
    const roomy = (await offeredSections(page, DOCTOR, day)).filter(
      (s) =>
        s.available === true &&
        !s.past &&
        s.capacity !== undefined &&
        s.booked !== undefined &&
        s.capacity - s.booked >= 2,
    );
    if (roomy.length >= 2) choices.push({ day, times: roomy.map((s) => s.starttime) });
  }
  expect(choices.length, `${DOCTOR}: a later day with two sections with room`).toBeGreaterThan(0);
  // The two widths take different days where there are two, and the other end of the day.
  const { day, times } = width === 1280 ? choices[0]! : choices[choices.length - 1]!;
  const [first, second] = width === 1280 ? times : [...times].reverse();
  return { date: day.date, clinicid: day.clinicid, first: first!, second: second!, clinics };
}

/** A name that starts with `text` (a required field's label ends with its `*`). */
function startsWith(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

/** The picker's section starting at `time` (its accessible name begins `09:30 to`). */
function sectionAt(scope: Page | Locator, time: string): Locator {
  return scope.locator(
    `button[aria-label^="${m.booking_section_range({ start: time, end: '' }, EN).trim()}"]`,
  );
}

describe.each(WIDTHS)('a patient in English at %i px', (width) => {
  it('finds a practitioner near Mong Kok, books with login half way, reschedules and cancels', async () => {
    const { page, context, errors } = await env.page({ width });
    // A client of its own, logged out again: the login comes half way through the booking.
    const account = await registerClient(page, env.portal, 'Chan Tai Man');
    await context.clearCookies();
    const slot = await twoSections(page, width);

    // The list, searched for Mong Kok as a person types it.
    await page.goto('/en/doctor/list');
    await waitForApp(page);
    await page.getByRole('heading', { level: 1, name: m.nav_doctors({}, EN) }).waitFor();
    const search = page.getByRole('search');
    await search.getByRole('textbox', { name: m.doctors_keyword({}, EN) }).fill('Mong Kok');
    await search.getByRole('button', { name: m.doctors_search({}, EN), exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('keyword') === 'Mong Kok');
    const cards = page.getByTestId('doctor-card');
    const card = cards.filter({ has: page.locator(`a[href="/en/doctor/${DOCTOR}"]`) });
    await card.waitFor();
    const count = await cards.count();
    expect(count).toBeGreaterThan(1);
    await page.getByText(m.route_doctor_list_found({ count, near: 'no' }, EN)).waitFor();
    // Mong Kok is in Yau Tsim Mong: every practitioner found practises there.
    for (const text of await cards.allInnerTexts()) expect(text).toContain('Yau Tsim Mong');
    expect(await cards.first().getAttribute('href')).not.toBe(`/en/doctor/${DOCTOR}`);
    const name = ((await card.locator('h3').textContent()) ?? '').trim();
    await expectEnglish(card, 'the doctor card', [name, ...slot.clinics]);
    await saveShot(page, `/tmp/en-journey-search-${width}.png`);
    await expectEnglish(page.locator('footer'), 'the footer', [SITE_NAME]);

    // The practitioner's page, and the booking picker on it.
    await card.locator('h3').click();
    await page.waitForURL((url) => url.pathname === `/en/doctor/${DOCTOR}`);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByRole('link', { name: m.route_doctor_detail_book_online({}, EN) }).click();
    const picker = page.getByTestId('booking-picker');
    await picker.waitFor();
    const { clinics } = slot;
    await picker.locator(`button[data-key="${slot.date}|${slot.clinicid}"]`).click();
    const first = sectionAt(picker, slot.first);
    await first.click();
    await expect.poll(() => first.getAttribute('aria-pressed')).toBe('true');
    await picker.getByRole('textbox', { name: /Note/ }).fill('First visit, neck pain');
    await expectEnglish(picker, 'the booking picker', [name, ...clinics]);
    await saveShot(page, `/tmp/en-journey-picker-${width}.png`);
    await picker.getByRole('button', { name: m.booking_login_to_confirm({}, EN) }).click();

    // Logging in half way, in English, and back at the picker with the time still chosen.
    await page.waitForURL((url) => url.pathname === '/en/login');
    const login = page.getByRole('form', { name: m.account_login_form({}, EN) });
    await login.getByLabel(m.account_phone_label({}, EN)).fill(account.phone);
    await login
      .getByRole('textbox', { name: m.account_password_label({}, EN), exact: true })
      .fill(account.password);
    await expectEnglish(login, 'the login form');
    await login.getByRole('button', { name: m.account_login({}, EN), exact: true }).click();
    await page.waitForURL(
      (url) => url.pathname === `/en/doctor/${DOCTOR}` && url.searchParams.get('booking') === '1',
    );
    await expect.poll(() => sectionAt(page, slot.first).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: m.booking_confirm({}, EN), exact: true }).click();

    const confirmation = page.getByTestId('booking-confirmation');
    await confirmation.getByText(m.booking_success({}, EN)).waitFor();
    const confirmed = await confirmation.innerText();
    expect(confirmed).toContain(slot.first);
    expect(confirmed).toContain(m.booking_practitioner({ name }, EN));
    expect(confirmed).toContain(m.booking_note({ note: 'First visit, neck pain' }, EN));
    await expectEnglish(confirmation, 'the confirmation', [name, ...clinics]);
    await saveShot(page, `/tmp/en-journey-booked-${width}.png`);

    // My appointments: moved to the other time, then cancelled.
    await confirmation.getByRole('link', { name: m.booking_view_mine({}, EN) }).click();
    await page.waitForURL((url) => url.pathname === '/en/user/booking/order');
    const item = page.getByTestId('booking-item').filter({ hasText: name });
    await item.filter({ hasText: slot.first }).waitFor();
    await expectEnglish(item, 'the booking card', [name, ...clinics]);
    await item.getByRole('button', { name: m.visits_reschedule({}, EN) }).click();
    const move = page.getByRole('dialog', { name: m.route_booking_order_move_title({}, EN) });
    await move.waitFor();
    await move.locator(`button[data-key="${slot.date}|${slot.clinicid}"]`).click();
    const second = sectionAt(move, slot.second);
    await second.click();
    await expect.poll(() => second.getAttribute('aria-pressed')).toBe('true');
    await expectEnglish(move, 'the reschedule picker', [name, ...clinics]);
    await move.getByRole('button', { name: m.booking_confirm_reschedule({}, EN) }).click();
    await page.getByText(m.route_booking_order_moved({}, EN)).waitFor();
    // The picker confirms the new time before the patient closes it.
    const rescheduled = move.getByTestId('booking-confirmation');
    await rescheduled.getByText(m.booking_rescheduled({}, EN)).waitFor();
    expect(await rescheduled.innerText()).toContain(slot.second);
    await expectEnglish(rescheduled, 'the new time confirmed', [name, ...clinics]);
    await rescheduled.getByRole('button', { name: m.booking_done({}, EN) }).click();
    await move.waitFor({ state: 'hidden' });
    const moved = item.filter({ hasText: slot.second });
    await moved.waitFor();
    await saveShot(page, `/tmp/en-journey-moved-${width}.png`);

    await moved.getByRole('button', { name: m.visits_cancel({}, EN) }).click();
    const cancel = page.getByRole('dialog', { name: m.route_booking_order_cancel_title({}, EN) });
    await expectEnglish(cancel, 'the cancel dialog', [name, ...clinics]);
    await cancel
      .getByRole('button', { name: m.route_booking_order_confirm_cancel({}, EN) })
      .click();
    await page.getByText(m.route_booking_order_cancelled({}, EN)).waitFor();
    await item
      .filter({ hasText: slot.second })
      .filter({ hasText: m.visits_status_cancelled({}, EN) })
      .waitFor();
    await saveShot(page, `/tmp/en-journey-cancelled-${width}.png`);
    expect(errors).toEqual([]);
  });

  it('registers with an SMS code, asks a question, checks a child’s height and applies for a job', async () => {
    const { page, errors } = await env.page({ width });
    await page.goto('/en/register');
    await waitForApp(page);
    await page.getByRole('heading', { level: 1, name: m.route_register_title({}, EN) }).waitFor();
    const form = page.getByRole('form', { name: m.account_register_form({}, EN) });
    const phone = randomPhone();
    const before = env.portal.vcodeCount(phone);
    await form.getByLabel(m.account_phone_label({}, EN)).fill(phone);
    await form.getByRole('button', { name: m.account_code_get({}, EN) }).click();
    const code = await env.portal.waitForVCode(phone, { after: before });
    await page.getByText(m.account_code_sent({}, EN)).waitFor();
    await form.getByLabel(m.account_code_label({}, EN)).fill(code);
    await form.getByLabel(m.account_name_label({}, EN)).fill('Wong Siu Ming');
    await form.getByLabel(startsWith(m.account_password_label({}, EN))).fill('Keys1234');
    await form.getByLabel(m.account_confirm_password_label({}, EN)).fill('Keys1234');
    await form.getByRole('checkbox').check();
    await expectEnglish(form, 'the registration form');
    await saveShot(page, `/tmp/en-journey-register-${width}.png`);
    await form.getByRole('button', { name: m.account_register({}, EN), exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/en/register');
    expect(new URL(page.url()).pathname).toMatch(/^\/en(?:\/|$)/);

    // A question.
    await page.goto('/en/ask/postnew');
    await waitForApp(page);
    const ask = page.getByRole('form', { name: m.ask_form_label({}, EN) });
    const title = `Cough at night for two weeks (${width} px ${Date.now()})`;
    await ask.getByRole('textbox', { name: m.ask_form_title_label({}, EN) }).fill(title);
    await ask.getByRole('combobox', { name: m.ask_form_category_label({}, EN) }).click();
    const options = page.getByRole('option');
    await options.first().waitFor();
    expect(
      (await options.allInnerTexts()).filter((o) => CHINESE.test(o)),
      'illness categories',
    ).toEqual([]);
    await options.first().click();
    await ask
      .getByRole('textbox', { name: m.ask_form_note_label({}, EN) })
      .fill('A dry cough at night for two weeks, no fever, eating normally.');
    await expectEnglish(ask, 'the question form');
    await ask.getByRole('button', { name: m.ask_form_submit({}, EN) }).click();
    await page.waitForURL((url) => url.pathname === '/en/user/aq-news/question');
    await page.getByText(m.route_ask_post_posted({}, EN)).waitFor();
    await page.getByText(title).first().waitFor();
    await saveShot(page, `/tmp/en-journey-asked-${width}.png`);

    // The growth tool: a 3-year-old boy 96 cm tall.
    await page.goto('/en/children/height');
    await waitForApp(page);
    const tool = page.getByRole('form', { name: m.children_height_title({}, EN) });
    await tool.getByLabel(m.children_boy({}, EN)).check();
    await tool.getByText(m.children_age({}, EN), { exact: true }).click();
    await tool.getByRole('textbox', { name: m.children_age_years_field({}, EN) }).fill('3');
    await tool.getByRole('textbox', { name: /^Height/ }).fill('96');
    await expectEnglish(tool, 'the growth tool');
    await tool.getByRole('button', { name: m.children_calculate({}, EN) }).click();
    const result = page.getByTestId('child-result');
    await result.waitFor();
    const rank = ((await page.getByTestId('child-percentile').textContent()) ?? '').trim();
    const value = /^Percentile ([\d.]+)$/.exec(rank)?.[1];
    expect(rank).toBe(m.children_percentile_rank({ value: value ?? '?' }, EN));
    const said = await result.innerText();
    expect(said).toContain(m.children_result_title({}, EN));
    expect(said).toContain(m.children_result_position({}, EN));
    expect(said).toContain(m.children_result_disclaimer({}, EN));
    // 96 cm at 3 is the median for a boy: WHO's category and the band's advice in English.
    expect(await page.getByTestId('child-band').textContent()).toBe(nameIn('en', 'growth', '正常'));
    expect(await page.getByTestId('child-bandtext').textContent()).toBe(
      m.children_advice_normal({}, EN),
    );
    expect(said.match(CHINESE)).toBeNull();
    await saveShot(page, `/tmp/en-journey-growth-${width}.png`);

    // A job: a CV made from it, then the application.
    await page.goto('/en/job/list');
    await waitForApp(page);
    await page.getByRole('heading', { level: 1, name: m.route_job_list_title({}, EN) }).waitFor();
    const job = page.locator('main a[href^="/en/job/details/"]').first();
    const jobPath = (await job.getAttribute('href')) ?? '';
    await job.click();
    await page.waitForURL((url) => url.pathname === jobPath);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByText(m.jobs_apply_resume_needed({}, EN)).waitFor();
    await page.getByRole('link', { name: m.jobs_apply_create_resume({}, EN) }).click();
    await page.waitForURL((url) => url.pathname === '/en/user/resume');
    const cv = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: m.resume_save({}, EN) }) });
    await cv.waitFor();
    expect(await cv.getByLabel(m.resume_name({}, EN)).inputValue()).toBe('Wong Siu Ming');
    await cv.getByRole('radio', { name: m.resume_male({}, EN), exact: true }).check();
    await cv.getByLabel(m.resume_birthday({}, EN)).fill('1992-03-04');
    await cv.getByLabel(m.resume_phone({}, EN)).fill(phone);
    await cv.getByLabel(m.resume_email({}, EN)).fill('wong.siuming@mail.hk');
    for (const label of [
      m.resume_qualification({}, EN),
      m.resume_work_years({}, EN),
      m.resume_employment_type({}, EN),
    ]) {
      await cv.getByRole('combobox', { name: label }).first().click();
      await page.getByRole('option').first().click();
    }
    await expectEnglish(cv, 'the CV form');
    await saveShot(page, `/tmp/en-journey-cv-${width}.png`);
    await cv.getByRole('button', { name: m.resume_save({}, EN) }).click();
    await page.waitForURL((url) => url.pathname === jobPath);
    await page.getByText(m.jobs_apply_with_resume_named({ name: 'Wong Siu Ming' }, EN)).waitFor();
    await page.getByRole('button', { name: m.jobs_apply_send({}, EN) }).click();
    const confirm = page.getByRole('dialog', { name: m.jobs_apply_confirm_title({}, EN) });
    await expectEnglish(confirm, 'the application dialog', ['Wong Siu Ming']);
    await confirm.getByRole('button', { name: m.jobs_apply_confirm({}, EN) }).click();
    await page.getByText(m.jobs_apply_sent({}, EN)).first().waitFor();
    await saveShot(page, `/tmp/en-journey-applied-${width}.png`);
    expect(errors).toEqual([]);
  });
});
