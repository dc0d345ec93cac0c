/**
 * Forms that keep and explain, in real Chromium at 1280 and 375 px against the real BFF and
 * embedded upstream: a resume and a doctor's application survive a reload (the application says
 * its SMS check and files do not), a limited field counts and speaks up near its limit, a long
 * name ends in an ellipsis without pushing 登出 out of the header, the growth tools carry the
 * child's height and weight into BMI and back, and a phone whose application is under review is
 * told so at the phone step, on screen on a phone.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { calls } from '@portal/shared';
import { WIDTHS, registerClient, useE2E } from '../helpers/e2e';
import { waitForApp } from '../helpers/browser';
import { screenshots } from '../helpers/shots';

const env = useE2E();
const shot = screenshots();

const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Whether the element is wholly inside the window. */
function onScreen(page: Page, testId: string): Promise<boolean> {
  return page.getByTestId(testId).evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= window.innerHeight && r.left >= 0 && r.right <= innerWidth;
  });
}

/** The visible count under the field labelled `label`. */
function counterOf(page: Page, label: RegExp): Promise<string | undefined> {
  return page.getByRole('textbox', { name: label }).evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.querySelector('[data-testid="field-counter"]'))
      .find(Boolean)
      ?.textContent?.trim(),
  );
}

/** The polite live region beside a limited field's counter says `text`. */
async function announced(page: Page, label: RegExp, text: string): Promise<void> {
  const field = page.getByRole('textbox', { name: label });
  await expect
    .poll(() =>
      field.evaluate((el) => {
        const ids = (el.getAttribute('aria-describedby') ?? '').split(' ');
        return ids
          .map((id) => document.getElementById(id)?.querySelector('[aria-live="polite"]'))
          .find(Boolean)?.textContent;
      }),
    )
    .toBe(text);
}

/** An application sent for `phone` through the API, as the form sends it (now under review). */
async function applyThroughApi(page: Page, phone: string): Promise<void> {
  const headers = { 'x-csrf': '1', origin: env.portal.url };
  const json = { ...headers, 'content-type': 'application/json' };
  const before = env.portal.vcodeCount(phone);
  const issued = await (
    await page.request.post(`${calls.getVCode.path}?codeType=signup&phoneNumber=${phone}`, {
      headers: json,
      data: {},
    })
  ).json();
  expect(issued.code, issued.msg).toBe(200);
  const numcode = await env.portal.waitForVCode(phone, { after: before });
  const codeKey = issued.data.codeKey as string;
  const checked = await (
    await page.request.post(
      `${calls.checkVCode.path}?codeType=signup&phoneNumber=${phone}&codeKey=${codeKey}&numcode=${numcode}`,
      { headers: json, data: {} },
    )
  ).json();
  expect(checked.code, checked.msg).toBe(200);
  const uploaded = await (
    await page.request.post(calls.uploadFile.path, {
      headers,
      multipart: { file: { name: 'proof.pdf', mimeType: 'application/pdf', buffer: TINY_PDF } },
    })
  ).json();
  expect(uploaded.code, uploaded.msg).toBe(200);
  const sent = await (
    await page.request.post(calls.doctorClinicSignup.path, {
      headers: json,
      data: {
        name: '林醫師',
        phone,
        regno: String(Math.floor(Math.random() * 900000 + 100000)),
        clinicname: '林氏中醫診所',
        arealevel1id: '2',
        arealevel2id: '201',
        specialty: '',
        email: 'lam@example.com',
        note: '',
        documents: [uploaded.data.url],
        numcode,
      },
    })
  ).json();
  expect(sent.code, sent.msg).toBe(200);
}

describe.each(WIDTHS)('forms that keep at %i px', (width) => {
  it('a resume being written survives a reload, with its counter', async () => {
    const { page, errors } = await env.page({ width });
    await registerClient(page, env.portal, '簡歷草稿測試');
    await page.goto('/user/resume');
    await waitForApp(page);
    await page.getByRole('button', { name: '建立履歷' }).click();
    const experience = page.getByRole('textbox', { name: /工作經驗/ });
    await experience.fill('在中醫診所擔任助理三年。');
    await expect.poll(() => counterOf(page, /工作經驗/)).toBe('已輸入 12/2000 字');
    // Near the limit the count is said politely to screen readers.
    await experience.fill('經'.repeat(1995));
    await announced(page, /工作經驗/, '尚可輸入 5 字');
    await experience.fill('在中醫診所擔任助理三年。');

    await page.reload();
    await waitForApp(page);
    await page.getByTestId('resume-draft-note').waitFor();
    expect(await page.getByRole('textbox', { name: /工作經驗/ }).inputValue()).toBe(
      '在中醫診所擔任助理三年。',
    );
    await shot(page, 'resume-draft', width);
    // Discarded: the form shows what is saved (nothing yet), and a reload brings nothing back.
    await page.getByRole('button', { name: '捨棄修改' }).click();
    await expect.poll(() => page.getByRole('textbox', { name: /工作經驗/ }).inputValue()).toBe('');
    await page.getByRole('button', { name: '取消' }).click();
    await page.reload();
    await waitForApp(page);
    await page.getByRole('button', { name: '建立履歷' }).waitFor();
    expect(await page.getByTestId('resume-draft-note').count()).toBe(0);
    expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });

  it('a doctor application survives a reload and says the SMS check and files do not', async () => {
    const { page, errors } = await env.page({ width });
    await page.goto('/os/register');
    await waitForApp(page);
    await page.getByTestId('signup-draft-hint').waitFor();
    await page.getByLabel('姓名').fill('黃醫師');
    await page.getByLabel(/手提電話/).fill('61234567');
    await page.getByLabel('診所名稱').fill('仁心中醫診所');
    await page.reload();
    await waitForApp(page);
    await page.getByTestId('signup-draft-note').waitFor();
    expect(await page.getByTestId('signup-draft-note').innerText()).toContain(
      '短訊驗證和證明文件不會保留',
    );
    expect(await page.getByLabel('姓名').inputValue()).toBe('黃醫師');
    expect(await page.getByLabel(/手提電話/).inputValue()).toBe('61234567');
    expect(await page.getByLabel('診所名稱').inputValue()).toBe('仁心中醫診所');
    await shot(page, 'signup-draft', width);
    expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });

  it('a phone with an application under review is told so at the phone step, on screen', async () => {
    // The doctor applied on another browser, where they had logged in before (a known device,
    // whose codes are counted apart from this one's).
    const elsewhere = (await env.page({ width })).page;
    const { phone } = await registerClient(elsewhere, env.portal, '林醫師');
    await applyThroughApi(elsewhere, phone);
    const { page, errors } = await env.page({ width });
    await page.goto('/os/register');
    await waitForApp(page);
    await page.getByLabel(/手提電話/).fill(phone);
    const before = env.portal.vcodeCount(phone);
    await page.getByTestId('signup-vcode-button').click();
    const code = await env.portal.waitForVCode(phone, { after: before });
    await page.getByLabel('短訊驗證碼').fill(code);
    await page.getByRole('button', { name: '驗證', exact: true }).click();
    await page.getByTestId('signup-phone-pending').waitFor();
    await expect.poll(() => onScreen(page, 'signup-phone-pending')).toBe(true);
    expect(await page.getByTestId('signup-phone-pending').getAttribute('role')).toBe('alert');
    expect(await page.getByTestId('signup-phone-pending').innerText()).toContain('正在審核');
    // Nothing to upload for nothing.
    expect(await page.getByRole('button', { name: '上載文件' }).isDisabled()).toBe(true);
    await shot(page, 'signup-phone-pending', width, false);
    expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });

  it('the growth tools carry height and weight into BMI and back', async () => {
    const { page, errors } = await env.open(width, '/children/height');
    const form = page.locator('form[aria-label="兒童身高評估"]');
    await form.getByLabel('男孩').check();
    await form.getByText('年齡', { exact: true }).click();
    await form.getByRole('textbox', { name: /^歲/ }).fill('3');
    await form.getByRole('textbox', { name: /^身高/ }).fill('９６');
    const tools = page.getByRole('navigation', { name: '兒童成長工具' });
    await tools.getByRole('link', { name: '體重', exact: true }).click();
    await page.waitForURL(/\/children\/weight/);
    const weight = page.getByRole('textbox', { name: /^體重/ });
    await weight.waitFor();
    await weight.fill('14');
    await tools.getByRole('link', { name: 'BMI', exact: true }).click();
    await page.waitForURL(/\/children\/bmi/);
    await expect.poll(() => page.getByRole('textbox', { name: /^身高/ }).inputValue()).toBe('９６');
    expect(await page.getByRole('textbox', { name: /^體重/ }).inputValue()).toBe('14');
    await page.getByRole('textbox', { name: /^身高/ }).fill('97');
    // A reload of the BMI tool keeps them too.
    await page.reload();
    await waitForApp(page);
    await expect.poll(() => page.getByRole('textbox', { name: /^身高/ }).inputValue()).toBe('97');
    await page.goto('/children/height');
    await waitForApp(page);
    await expect.poll(() => page.getByRole('textbox', { name: /^身高/ }).inputValue()).toBe('97');
    expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });
});

describe.each(WIDTHS)('names at %i px', (width) => {
  it('a 20-character name ends in an ellipsis and leaves 登出 in the header', async () => {
    const { page, errors } = await env.page({ width });
    const name = '歐陽'.padEnd(20, '明');
    await registerClient(page, env.portal, name);
    await page.goto('/user/userInfo');
    await waitForApp(page);
    await page.getByRole('button', { name: '編輯資料' }).click();
    const field = page.getByRole('textbox', { name: /^姓名/ });
    await expect.poll(() => field.inputValue()).toBe(name);
    // The profile takes the limit registration takes.
    expect(await field.getAttribute('maxlength')).toBe('20');
    expect(await counterOf(page, /^姓名/)).toBe('已輸入 20/20 字');
    if (width === 1280) {
      const shown = page.getByTestId('header-username');
      expect(await shown.innerText()).toBe(name);
      expect(await shown.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      expect(await shown.evaluate((el) => el.closest('[title]')?.getAttribute('title'))).toBe(name);
      const signOut = page.getByTestId('header-account').getByRole('button', { name: '登出' });
      const box = (await signOut.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      expect(await signOut.isVisible()).toBe(true);
    }
    await shot(page, 'long-name', width, false);
    expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });
});

describe('Simplified', () => {
  it('the application draft note reads in Simplified on /zh-cn', async () => {
    const { page } = await env.page({ width: 375 });
    await page.goto('/zh-cn/os/register');
    await waitForApp(page);
    await page.getByLabel('姓名').fill('黄医师');
    await page.reload();
    await waitForApp(page);
    const note = page.getByTestId('signup-draft-note');
    await note.waitFor();
    expect(await note.innerText()).toContain('短信验证和证明文件不会保留');
    expect(await page.getByLabel('姓名').inputValue()).toBe('黄医师');
  });
});
