/**
 * What the spec names and the portal now does, in Chromium at 1280 and 375 px: a visitor writes a
 * question, logs in mid-way and the same question is posted; a 211 (the session gone while the
 * page still thinks it is logged in) brings the login page's 未登錄，請先登錄; a clinic's page lists
 * its doctors (from getDoctorByClinicID); phone layouts set their body type from the flexible
 * layout; served detail pages carry absolute JSON-LD URLs.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { NOT_LOGGED_IN_MSG, calls } from '@portal/shared';
import { useE2E } from '../helpers/e2e';
import { waitForApp } from '../helpers/browser';

const env = useE2E();

const DEMO_PHONE = '91234567';
const DEMO_PASSWORD = 'Demo1234';

async function logIn(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: '手機號碼' }).fill(DEMO_PHONE);
  await page.getByRole('textbox', { name: '密碼', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登入' }).click();
}

/** Writes a question on the ask page (already open) and submits it. */
async function writeQuestion(page: Page, title: string): Promise<void> {
  await page.getByRole('textbox', { name: /問題標題/ }).fill(title);
  await page.getByRole('combobox', { name: /病症分類/ }).click();
  await page.getByRole('option', { name: '感冒咳嗽', exact: true }).click();
  await page
    .getByRole('textbox', { name: /詳細描述/ })
    .fill('晚上咳嗽兩星期，有少量白痰，沒有發燒，胃口正常。');
  await page.getByRole('button', { name: '提交問題' }).click();
}

/** The demo client's questions, as the portal lists them. */
async function myQuestionTitles(page: Page): Promise<string[]> {
  const res = await page.request.get(`${calls.getMyAskList.path}?pageNo=1&pageSize=50`, {
    headers: { 'x-csrf': '1' },
  });
  const body = (await res.json()) as { code: number; data: { list: { title: string }[] } };
  expect(body.code).toBe(200);
  return body.data.list.map((a) => a.title);
}

describe.each([1280, 375] as const)('at %i px', (width) => {
  it('a visitor writes a question, logs in mid-way, and the same question is posted once', async () => {
    const { page, errors } = await env.page({ width });
    await page.goto('/ask/postnew');
    await waitForApp(page);
    await page.getByTestId('ask-login-hint').waitFor();
    const title = `訪客提問：晚上咳嗽（${width}px ${Date.now()}）`;
    await writeQuestion(page, title);

    await page.waitForURL(/\/login\?redirect=%2Fask%2Fpostnew$/);
    await logIn(page);
    // Posted, the client lands on the one 我的問答 page of the personal centre.
    await page.waitForURL(/\/user\/aq-news\/question$/);
    await page.getByText(title).first().waitFor();
    expect((await myQuestionTitles(page)).filter((t) => t === title)).toHaveLength(1);
    // Coming back to the page finds an empty form: the posted question is not kept.
    await page.goto('/ask/postnew');
    await waitForApp(page);
    await expect.poll(() => page.getByRole('textbox', { name: /問題標題/ }).inputValue()).toBe('');
    expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });

  it('a 211 shows 未登錄，請先登錄 on the login page, and the question still gets posted', async () => {
    const { page, context } = await env.page({ width });
    await page.goto(`/login?redirect=${encodeURIComponent('/ask/postnew')}`);
    await waitForApp(page);
    await logIn(page);
    await page.waitForURL(/\/ask\/postnew$/);
    await page.getByRole('button', { name: '加入圖片' }).waitFor();
    // The session ends behind the page's back (as when it expires): the next call answers 211.
    await context.clearCookies();
    const title = `過期後提問（${width}px ${Date.now()}）`;
    await writeQuestion(page, title);

    await page.waitForURL(/\/login\?redirect=%2Fask%2Fpostnew$/);
    await expect.poll(() => page.getByTestId('login-reason').innerText()).toBe(NOT_LOGGED_IN_MSG);
    await logIn(page);
    // Posted, the client lands on the one 我的問答 page of the personal centre.
    await page.waitForURL(/\/user\/aq-news\/question$/);
    await page.getByText(title).first().waitFor();
    expect((await myQuestionTitles(page)).filter((t) => t === title)).toHaveLength(1);
  });

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

  it('the body type follows the flexible layout on phones only', async () => {
    const { page } = await env.page({ width });
    await page.goto('/home/about');
    await waitForApp(page);
    const size = await page
      .locator('main')
      .evaluate((el) => getComputedStyle(el as HTMLElement).fontSize);
    expect(size).toBe(width === 375 ? '12px' : '16px');
  });
});

describe('served detail pages', () => {
  it('breadcrumbs and images in the JSON-LD are absolute URLs on the site', async () => {
    const html = await (await fetch(`${env.portal.url}/job/details/J1001`)).text();
    const ld = [
      ...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g),
    ].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
    const crumbs = ld.find((x) => x['@type'] === 'BreadcrumbList') as {
      itemListElement: { item: string }[];
    };
    const items = crumbs.itemListElement.map((i) => new URL(i.item).pathname);
    expect(items).toEqual(['/', '/job/list', '/job/details/J1001']);
    for (const i of crumbs.itemListElement) expect(i.item).toMatch(/^https?:\/\/[^/]+\//);
    const job = ld.find((x) => x['@type'] === 'JobPosting') as {
      hiringOrganization?: { logo?: string };
    };
    if (job.hiringOrganization?.logo) {
      expect(job.hiringOrganization.logo).toMatch(/^https?:\/\/[^/]+\/files\//);
    }
  });
});
