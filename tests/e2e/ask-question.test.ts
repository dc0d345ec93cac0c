/**
 * Asking a question at 1280 and 375 px: a visitor writes a question, logs in mid-way, finds it
 * filled in and sends it, and it is posted once; a 211 (the session gone while the page thinks it
 * is logged in) brings the login page's 未登入 notice and the question is still there to send.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { calls } from '@portal/shared';
import { DEMO_PASSWORD, DEMO_PHONE, useE2E } from '../helpers/e2e';
import { waitForApp } from '../helpers/browser';

const env = useE2E();

/** What the login page says after a 211, in the words used in Hong Kong. */
const NOT_LOGGED_IN_TEXT = '未登入或登入已過期，請先登入。';

/** Back on the ask page after logging in: the question is filled in, waiting to be sent. */
async function confirmDraft(page: Page, title: string): Promise<void> {
  await page.waitForURL(/\/ask\/postnew$/);
  await page.getByTestId('ask-draft-note').waitFor();
  await expect.poll(() => page.getByRole('textbox', { name: /問題標題/ }).inputValue()).toBe(title);
  await page.getByRole('button', { name: '提交問題' }).click();
}

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
  it('a visitor writes a question, logs in mid-way, confirms it, and it is posted once', async () => {
    const { page, errors } = await env.page({ width });
    await page.goto('/ask/postnew');
    await waitForApp(page);
    await page.getByTestId('ask-login-hint').waitFor();
    const title = `訪客提問：晚上咳嗽（${width}px ${Date.now()}）`;
    await writeQuestion(page, title);

    await page.waitForURL(/\/login\?redirect=%2Fask%2Fpostnew$/);
    await logIn(page);
    await confirmDraft(page, title);
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

  it('a 211 shows 未登入 on the login page, and the question is still there to send', async () => {
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
    await expect.poll(() => page.getByTestId('login-reason').innerText()).toBe(NOT_LOGGED_IN_TEXT);
    await logIn(page);
    await confirmDraft(page, title);
    // Posted, the client lands on the one 我的問答 page of the personal centre.
    await page.waitForURL(/\/user\/aq-news\/question$/);
    await page.getByText(title).first().waitFor();
    expect((await myQuestionTitles(page)).filter((t) => t === title)).toHaveLength(1);
  });
});
