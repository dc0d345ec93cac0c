/**
 * Personal centre and doctor sign-up in real Chromium against the real BFF + embedded upstream,
 * with the seeded demo account. Tests in this file run in order and share one logged-in page
 * (1280 px); the logged-out flows use their own fresh pages.
 */
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForAnimations, waitForApp, waitForNetworkQuiet } from '../helpers/browser';
import { DEMO_PASSWORD, DEMO_PHONE, randomPhone, useE2E } from '../helpers/e2e';
import { addChildWithRecords } from '../helpers/family';
import { calls } from '@portal/shared';
import { SHOTS_WANTED, saveShot } from '../helpers/shots';

const env = useE2E();

const DEMO_NAME = '陳大文';
const SHOTS = join(tmpdir(), 'user-centre-shots');

/** A 1×1 transparent PNG. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Fills and submits the login form on /login (the page must be showing it). */
async function submitLogin(page: Page, phone = DEMO_PHONE, password = DEMO_PASSWORD) {
  const form = page.locator('form[aria-label="登入表單"]');
  await form.getByLabel('手機號碼').fill(phone);
  await form.locator('input[type="password"]').fill(password);
  await form.locator('button[type="submit"]').click();
}

async function login(page: Page, phone = DEMO_PHONE, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await waitForApp(page);
  await submitLogin(page, phone, password);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** POSTs to the BFF from the page (same cookies and headers as the SPA). */
async function apiFromPage<T>(page: Page, path: string, body: unknown): Promise<T> {
  return page.evaluate(
    async ({ path, body }) => {
      const res = await fetch(path, {
        credentials: 'same-origin',
        method: 'POST',
        headers: {
          'x-csrf': '1',
          'content-type': 'application/json',
          'x-page-path': location.pathname,
        },
        body: JSON.stringify(body),
      });
      return (await res.json()) as T;
    },
    { path, body },
  );
}

function heading(page: Page, text: string) {
  return page.getByRole('heading', { level: 1, name: text });
}

describe('personal centre while logged out', () => {
  it('sends a visitor on a /user page to log in, then back to that page', async () => {
    const { page } = await env.page();
    await page.goto('/user/booking/order');
    await page.waitForURL(/\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/user/booking/order');
    await submitLogin(page);
    await page.waitForURL((url) => url.pathname === '/user/booking/order');
    await expect.poll(() => heading(page, '我的預約').isVisible()).toBe(true);
  });
});

describe('personal centre with the demo account', () => {
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    const opened = await env.page({ width: 1280 });
    page = opened.page;
    errors = opened.errors;
    await login(page);
  });

  it('edits the profile, shows the new name in the header and keeps it after reload', async () => {
    await page.goto('/user/userInfo');
    await expect.poll(() => page.getByTestId('profile-name').textContent()).toBe(DEMO_NAME);
    // The phone is shown masked only.
    await expect.poll(() => page.getByText('912*4567').first().isVisible()).toBe(true);
    expect(await page.locator('main').innerText()).not.toContain(DEMO_PHONE);

    const newName = `${DEMO_NAME}${Math.floor(Math.random() * 90 + 10)}`;
    const newAddress = `九龍旺角彌敦道 ${Math.floor(Math.random() * 900 + 100)} 號`;
    await page.getByRole('button', { name: '編輯資料' }).click();
    await page.getByLabel('姓名').fill(newName);
    await page.getByLabel('地址', { exact: true }).fill(newAddress);
    await page.getByRole('button', { name: '儲存' }).click();
    await expect.poll(() => page.getByTestId('profile-name').textContent()).toBe(newName);
    await expect.poll(() => page.locator('header').innerText()).toContain(newName);

    await page.reload();
    await expect.poll(() => page.getByTestId('profile-name').textContent()).toBe(newName);
    expect(await page.locator('main').innerText()).toContain(newAddress);

    // Put the seeded name back for the other test files.
    await page.getByRole('button', { name: '編輯資料' }).click();
    await page.getByLabel('姓名').fill(DEMO_NAME);
    await page.getByRole('button', { name: '儲存' }).click();
    await expect.poll(() => page.getByTestId('profile-name').textContent()).toBe(DEMO_NAME);
  });

  it('refuses a weak new password without calling the server', async () => {
    await page.goto('/user/updatePassword');
    await page.getByLabel('現有密碼').fill(DEMO_PASSWORD);
    await page.getByLabel(/^新密碼/).fill('short');
    await page.getByLabel('確認新密碼').fill('short');
    await page.getByRole('button', { name: '更新密碼' }).click();
    await expect.poll(() => page.getByText(/須為 8 至 32 個字元/).isVisible()).toBe(true);
  });

  it('cancels a booking after confirming', async () => {
    await page.goto('/user/booking/order');
    await expect.poll(() => page.getByTestId('booking-item').count()).toBeGreaterThan(0);
    const item = page
      .getByTestId('booking-item')
      .filter({ has: page.getByRole('button', { name: '取消預約' }) })
      .first();
    const doctor = (await item.locator('p').filter({ hasText: '醫師' }).first().innerText()).trim();
    const when = (await item.locator('p').first().innerText()).trim();
    await item.getByRole('button', { name: '取消預約' }).click();
    const dialog = page.getByRole('dialog', { name: '取消預約' });
    await dialog.getByRole('button', { name: '確定取消' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    const cancelled = page
      .getByTestId('booking-item')
      .filter({ hasText: doctor })
      .filter({ hasText: when })
      .filter({ hasText: '已取消' });
    await expect.poll(() => cancelled.count()).toBeGreaterThan(0);
  });

  it('offers a calendar file and the reschedule picker for an upcoming booking', async () => {
    await page.goto('/user/booking/order');
    const item = page
      .getByTestId('booking-item')
      .filter({ has: page.getByRole('button', { name: '改期' }) })
      .first();
    await item.waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      item.getByRole('button', { name: '加入日曆' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    await item.getByRole('button', { name: '改期' }).click();
    const dialog = page.getByRole('dialog', { name: '更改預約時間' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect.poll(async () => (await dialog.innerText()).length).toBeGreaterThan(10);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
  });

  it('opens a visit record with its prescription and a print button', async () => {
    await page.goto('/user/booking/record');
    await page.getByTestId('visit-item').first().getByRole('link').first().click();
    await page.waitForURL(/\/user\/booking\/record\/detail\//);
    await expect.poll(() => heading(page, '就診詳情').isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('prescription').count()).toBeGreaterThan(0);
    const table = page.getByTestId('prescription').first().getByRole('table');
    expect(await table.getByRole('columnheader', { name: '藥材' }).isVisible()).toBe(true);
    expect(await table.getByRole('row').count()).toBeGreaterThan(1);
    expect(
      await page
        .getByText(/\d+ 劑/)
        .first()
        .isVisible(),
    ).toBe(true);
    expect(await page.getByRole('button', { name: '列印' }).isEnabled()).toBe(true);
  });

  it('shows plan and service cards with their usage tables', async () => {
    await page.goto('/user/card/plan');
    await expect.poll(() => page.getByTestId('card-item').count()).toBeGreaterThan(0);
    await page.getByTestId('card-item').first().getByRole('button', { name: '使用記錄' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('table', { name: '使用記錄' }).isVisible()).toBe(true);
    expect(await dialog.getByText(/次$/).first().isVisible()).toBe(true);
    await page.keyboard.press('Escape');

    await page.goto('/user/card/service');
    await expect.poll(() => page.getByTestId('card-item').count()).toBeGreaterThan(0);
    await page.getByTestId('card-item').first().getByRole('button', { name: '使用記錄' }).click();
    await expect
      .poll(() => page.getByRole('dialog').getByRole('columnheader', { name: '扣減金額' }).count())
      .toBe(1);
    await page.keyboard.press('Escape');
  });

  it("lists the user's questions with the doctors' answers", async () => {
    await page.goto('/user/aq-news/question');
    await expect.poll(() => heading(page, '我的問答').isVisible()).toBe(true);
    await expect.poll(() => page.locator('main article').count()).toBeGreaterThan(0);
  });

  it("toggles the resume's open status and keeps it after reload", async () => {
    await page.goto('/user/resume');
    const toggle = page.getByRole('switch', { name: '公開履歷' });
    await toggle.waitFor();
    const before = await toggle.isChecked();
    await toggle.click({ force: true });
    await expect.poll(() => toggle.isChecked()).toBe(!before);
    await waitForNetworkQuiet(page);
    await page.reload();
    await toggle.waitFor();
    await expect.poll(() => toggle.isChecked()).toBe(!before);
    // Back as it was.
    await toggle.click({ force: true });
    await expect.poll(() => toggle.isChecked()).toBe(before);
  });

  it('applies to a job and sees the application under 我的應徵', async () => {
    type List<T> = { code: number; data: { list: T[] } };
    const jobs = await apiFromPage<List<{ jobid: string; title: string; expiredate: string }>>(
      page,
      calls.queryJobList.path,
      { pageno: 1, pagesize: 50 },
    );
    const applied = await apiFromPage<List<{ jobid: string }>>(page, calls.queryDeliveries.path, {
      pageno: 1,
      pagesize: 100,
    });
    const done = new Set(applied.data.list.map((d) => d.jobid));
    const today = new Date().toISOString().slice(0, 10);
    const open = jobs.data.list.filter((j) => !done.has(j.jobid) && j.expiredate >= today);
    const job = open[Math.floor(Math.random() * open.length)];
    expect(job, 'a job the demo user has not applied to').toBeDefined();

    await page.goto(`/job/details/${job!.jobid}`);
    await page.getByRole('button', { name: '投遞履歷' }).click();
    await page
      .getByRole('dialog', { name: '確認投遞履歷' })
      .getByRole('button', { name: '確認投遞' })
      .click();
    await expect.poll(() => page.getByTestId('job-applied').count()).toBeGreaterThan(0);

    await page.goto('/user/applyJobs');
    const item = page.getByTestId('application-item').filter({ hasText: job!.title });
    await expect.poll(() => item.count()).toBeGreaterThan(0);
    expect(await item.first().innerText()).toContain('已投遞');
  });

  it('uploads a payment proof for a joined activity', async () => {
    await page.goto('/user/association/myActivity');
    await expect.poll(() => page.getByTestId('activity-item').count()).toBeGreaterThan(0);
    const item = page
      .getByTestId('activity-item')
      .filter({ has: page.getByRole('button', { name: /上載付款證明/ }) })
      .first();
    const title = (await item.locator('p').first().innerText()).trim();
    await item.getByRole('button', { name: /上載付款證明/ }).click();
    const dialog = page.getByRole('dialog', { name: '上載付款證明' });
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: TINY_PNG });
    await dialog.getByRole('button', { name: '上載' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    const updated = page.getByTestId('activity-item').filter({ hasText: title });
    await expect.poll(() => updated.getByRole('link', { name: '付款證明' }).count()).toBe(1);
    expect(await updated.innerText()).toContain('已提交付款證明');
    const href = await updated.getByRole('link', { name: '付款證明' }).getAttribute('href');
    expect(href).toMatch(/^\/files\//);
    const res = await page.request.get(href!);
    expect(res.status()).toBe(200);
  });

  it('fits the main pages on a phone without sideways scrolling, with screenshots of both widths', async () => {
    const shots: [string, string][] = [
      ['profile', '/user/userInfo'],
      ['bookings', '/user/booking/order'],
      ['visit-detail', '/user/booking/record/detail/R20001'],
      ['cards', '/user/card/plan'],
    ];
    // At 1280 px the pages are only photographed: visited when the screenshots are wanted.
    for (const [name, path] of SHOTS_WANTED ? shots : []) {
      await page.goto(path);
      await waitForNetworkQuiet(page);
      await saveShot(page, join(SHOTS, `${name}-1280.png`), true);
    }
    const mobile = await env.page({ width: 375 });
    await login(mobile.page);
    for (const [name, path] of shots) {
      await mobile.page.goto(path);
      await waitForNetworkQuiet(mobile.page);
      await saveShot(mobile.page, join(SHOTS, `${name}-375.png`), true);
      // No sideways scrolling on a phone.
      const overflow = await mobile.page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, `${path} is wider than the phone`).toBeLessThanOrEqual(0);
    }
    // The compact menu replaces the side navigation on phones.
    expect(await mobile.page.getByRole('combobox', { name: '個人中心選單' }).isVisible()).toBe(
      true,
    );
  });

  it('logs out from a /user page to the home page and forgets the private data', async () => {
    await page.goto('/user/card/service');
    await expect.poll(() => page.getByTestId('card-item').count()).toBeGreaterThan(0);
    await page.getByRole('complementary', { name: '個人中心選單' }).getByText('登出').click();
    await page.waitForURL((url) => url.pathname === '/');
    await waitForApp(page);
    // Back to the private page: no cached cards, straight to the login page.
    await page.goBack();
    await page.waitForURL(/\/login\?redirect=/);
    expect(await page.getByTestId('card-item').count()).toBe(0);
    expect(errors.filter((e) => !/status of (401|404|409)/.test(e))).toEqual([]);
  });
});

describe('resume of a new client', () => {
  /** Registers a fresh client through the SMS-code flow and logs them in through the form. */
  async function newClient(page: Page): Promise<void> {
    const phone = randomPhone();
    const password = 'Resume123';
    await page.goto('/');
    await waitForApp(page);
    const before = env.portal.vcodeCount(phone);
    const vcode = await apiFromPage<{ code: number; msg: string; data: { codeKey: string } }>(
      page,
      `${calls.getVCode.path}?codeType=register&phoneNumber=${phone}`,
      {},
    );
    expect(vcode.code, vcode.msg).toBe(200);
    const numcode = await env.portal.waitForVCode(phone, { after: before });
    const registered = await apiFromPage<{ code: number; msg: string }>(
      page,
      calls.clientRegister.path,
      { phone, password, username: '李小華', codeKey: vcode.data.codeKey, numcode },
    );
    expect(registered.code, registered.msg).toBe(200);
    await login(page, phone, password);
  }

  async function pickFirst(page: Page, label: RegExp): Promise<void> {
    await page.getByRole('combobox', { name: label }).click();
    await page.getByRole('option').first().click();
  }

  it('creates, edits and deletes a resume, then changes the password', async () => {
    const { page } = await env.page({ width: 375 });
    await newClient(page);
    await page.goto('/user/resume');
    await page.getByRole('button', { name: '建立履歷' }).click();
    expect(await page.getByLabel('姓名').inputValue()).toBe('李小華');
    await page.getByRole('radio', { name: '女' }).check();
    await page.getByLabel('出生日期').fill('1992-04-18');
    await page.getByLabel('電郵地址').fill('siuwah.lee@example.com');
    await pickFirst(page, /學歷/);
    await pickFirst(page, /工作年資/);
    await pickFirst(page, /希望工作類型/);
    await page.getByLabel('工作經驗').fill('2018–現在 社區中醫診所 配藥員');
    await expect.poll(() => page.getByTestId('collection-statement').isVisible()).toBe(true);
    await page.getByRole('button', { name: '儲存履歷' }).click();

    await expect.poll(() => page.getByRole('switch', { name: '公開履歷' }).count()).toBe(1);
    expect(await page.locator('main').innerText()).toContain('社區中醫診所 配藥員');

    await page.getByRole('button', { name: '編輯' }).click();
    await page.getByLabel('自我介紹').fill('細心有耐性，熟悉中藥配方。');
    await page.getByRole('button', { name: '儲存履歷' }).click();
    await expect.poll(() => page.locator('main').innerText()).toContain('細心有耐性');
    await page.reload();
    await expect.poll(() => page.locator('main').innerText()).toContain('細心有耐性');

    await page.getByRole('button', { name: '刪除' }).click();
    await page
      .getByRole('dialog', { name: '刪除履歷' })
      .getByRole('button', { name: '確定刪除' })
      .click();
    await expect.poll(() => page.getByRole('button', { name: '建立履歷' }).isVisible()).toBe(true);
    await page.reload();
    // A reload on a busy machine can take longer than a poll's second: wait for the button.
    await page.getByRole('button', { name: '建立履歷' }).waitFor();

    // The same new client changes the password (the demo account's stays as it is).
    await page.goto('/user/updatePassword');
    await page.getByLabel('現有密碼').fill('Resume123');
    await page.getByLabel(/^新密碼/).fill('Resume456');
    await page.getByLabel('確認新密碼').fill('Resume456');
    await page.getByRole('button', { name: '更新密碼' }).click();
    await expect.poll(() => page.getByText('密碼已更新').isVisible()).toBe(true);
  });
});

describe('doctor sign-up', () => {
  it('verifies the phone with an SMS code, then uploads and submits an application', async () => {
    const { page } = await env.page({ width: 375 });
    await page.goto('/os/doctor_signup');
    await expect.poll(() => heading(page, '中醫師登記').isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('collection-statement').isVisible()).toBe(true);

    const phone = page.getByLabel('手提電話');
    // Whether a number has an account is told only to whoever verified it: not for a typed one.
    await phone.fill(DEMO_PHONE);
    // Paths go in as arguments: these functions run in the page.
    const lookup = await page.evaluate(
      async ({ path, n }) => {
        const res = await fetch(`${path}?phone=${n}`, { headers: { 'x-csrf': '1' } });
        return ((await res.json()) as { data: { exists: boolean } }).data;
      },
      { path: calls.searchOSClientByPhone.path, n: DEMO_PHONE },
    );
    expect(lookup).toMatchObject({ exists: false });
    expect(await page.getByTestId('existing-client').count()).toBe(0);
    const applicant = randomPhone();
    await phone.fill(applicant);

    // Nothing can be uploaded before the phone is verified.
    const uploadButton = page.getByRole('button', { name: '上載文件' });
    await uploadButton.waitFor();
    expect(await uploadButton.isDisabled()).toBe(true);
    // Without the verification the BFF refuses an anonymous upload outright.
    const refused = await page.evaluate(async (path) => {
      const form = new FormData();
      form.append('file', new Blob(['%PDF-1.4'], { type: 'application/pdf' }), 'x.pdf');
      const res = await fetch(path, {
        method: 'POST',
        body: form,
        headers: { 'x-csrf': '1' },
      });
      return ((await res.json()) as { code: number }).code;
    }, calls.uploadFile.path);
    expect(refused).toBe(211);

    const before = env.portal.vcodeCount(applicant);
    await page.getByTestId('signup-vcode-button').click();
    const code = await env.portal.waitForVCode(applicant, { after: before });
    await page.getByRole('button', { name: /秒後可重發/ }).waitFor();
    await page.getByLabel('短訊驗證碼').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: '驗證', exact: true }).click();
    await page.getByText('驗證碼不正確').waitFor();
    await page.getByLabel('短訊驗證碼').fill(code);
    await page.getByRole('button', { name: '驗證', exact: true }).click();
    await page.getByTestId('phone-verified').waitFor();
    expect(await phone.getAttribute('readonly')).not.toBeNull();

    await page.getByLabel('姓名').fill('張醫師');
    await page.getByLabel('中醫註冊編號').fill(String(Math.floor(Math.random() * 900000 + 100000)));
    await page.getByLabel('電郵地址').fill('doctor.cheung@example.com');
    await page.getByLabel('診所名稱').fill('康寧中醫診所');
    await page.getByLabel('專長').fill('針灸、內科');
    await page.getByRole('combobox', { name: /診所地域/ }).click();
    await page.getByRole('option', { name: '九龍' }).click();
    await page.getByRole('combobox', { name: /診所地區/ }).click();
    await page.getByRole('option', { name: '油尖旺區' }).click();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: TINY_PDF });
    await expect.poll(() => page.getByText('certificate.pdf').isVisible()).toBe(true);
    await page.getByRole('button', { name: '提交申請' }).click();
    await expect.poll(() => page.getByTestId('signup-success').isVisible()).toBe(true);
    expect(await page.getByTestId('signup-success').innerText()).toMatch(/申請編號：\S+/);
  });
});

describe('health news from doctors', () => {
  it('a client is kindly refused; the demo doctor publishes an article under their name', async () => {
    const { page } = await env.page();
    await login(page);
    await page.goto('/user/news/write');
    await page.getByText('只有醫師可以撰寫健康資訊').waitFor();
    expect(await page.locator('form[aria-label="撰寫健康資訊"]').count()).toBe(0);

    const doctor = (await env.page()).page;
    await login(doctor, '93456789');
    await doctor.goto('/user/news/write');
    const form = doctor.locator('form[aria-label="撰寫健康資訊"]');
    await form.waitFor();
    const title = `秋冬潤燥湯水 ${Date.now()}`;
    await form.getByLabel('文章標題').fill(title);
    await form.getByRole('combobox', { name: /分類/ }).click();
    await doctor.getByRole('option').first().click();
    await form.getByLabel('簡介').fill('天氣乾燥，飲食宜滋潤。');
    await form.getByLabel('內容').fill('雪梨、南北杏、百合都是秋冬常用的材料。');
    await form.getByRole('button', { name: '發表文章' }).click();
    await doctor.waitForURL(/\/news\/detail\//);
    await expect.poll(() => heading(doctor, title).isVisible()).toBe(true);
    expect(await doctor.getByText('李卓賢').first().isVisible()).toBe(true);
  });
});

describe('accessibility of the personal centre and sign-up pages', () => {
  const PATHS = [
    '/user/userInfo',
    '/user/updatePassword',
    '/user/booking/order',
    '/user/booking/record',
    '/user/booking/record/detail/R20001',
    '/user/card/plan',
    '/user/card/service',
    '/user/aq-news/question',
    '/user/resume',
    '/user/applyJobs',
    '/user/association/myActivity',
    '/user/family',
    '/user/family/:child/growth',
    '/user/my-data',
    '/os/register',
  ];

  async function seriousViolations(page: Page): Promise<string[]> {
    const loaded = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
    if (!loaded) await page.evaluate(axe.source);
    const results = await page.evaluate(() =>
      (window as unknown as { axe: typeof axe }).axe.run(document, {
        resultTypes: ['violations'],
      }),
    );
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  }

  // At 375 px a11y.test.ts audits these same pages, logged in. One page, logged in once, visits
  // each address in its own test, so a slow page is named by its test and no test holds fifteen.
  const width = 1280;
  let page: Page;
  let child: Awaited<ReturnType<typeof addChildWithRecords>> | undefined;
  beforeAll(async () => {
    ({ page } = await env.page({ width }));
    await login(page);
    // A child with growth records for 成長紀錄 (`:child`), taken off the shared account after.
    child = await addChildWithRecords(page, env.portal.url);
  });
  afterAll(async () => {
    await child?.remove();
  });

  it.each(PATHS)(`%s has no serious or critical axe violations at ${width} px`, async (pattern) => {
    const path = pattern.replace(':child', child!.id);
    await page.goto(path);
    await waitForApp(page);
    await waitForNetworkQuiet(page);
    await waitForAnimations(page);
    expect(new URL(page.url()).pathname).toBe(path);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
