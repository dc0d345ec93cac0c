/**
 * A visitor's question waits for its author, in real Chromium against the real BFF and embedded
 * upstream: it survives a reload (sent or only typed), is shown filled in after login and sent
 * only when the user confirms it, is gone after sign-out, and is never shown to (or posted for)
 * another client who logs in on the tab. The login page's notice after a lost session is said
 * once, in Traditional, and a reload neither repeats it nor breaks hydration.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { calls } from '@portal/shared';
import { DEMO_PASSWORD, DEMO_PHONE, registerClient, useE2E } from '../helpers/e2e';
import { waitForApp } from '../helpers/browser';

const env = useE2E();

async function logIn(page: Page, phone = DEMO_PHONE, password = DEMO_PASSWORD): Promise<void> {
  const form = page.locator('form[aria-label="登入表單"]');
  await form.getByLabel(/手機號碼/).fill(phone);
  await form.locator('input[type="password"]').fill(password);
  await form.locator('button[type="submit"]').click();
}

async function writeQuestion(page: Page, title: string): Promise<void> {
  await page.getByRole('textbox', { name: /問題標題/ }).fill(title);
  await page.getByRole('combobox', { name: /病症分類/ }).click();
  await page.getByRole('option', { name: '感冒咳嗽', exact: true }).click();
  await page.getByRole('textbox', { name: /詳細描述/ }).fill('晚上咳嗽兩星期，有少量白痰。');
  await page.getByRole('button', { name: '提交問題' }).click();
}

/** Every question this page has posted, as the BFF received them. */
function recordPosts(page: Page): string[] {
  const posted: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === calls.addAsk.path) {
      posted.push(request.postData() ?? '');
    }
  });
  return posted;
}

const draftKeys = (page: Page) =>
  page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('portal.draft.')));

const titleValue = (page: Page) => page.getByRole('textbox', { name: /問題標題/ }).inputValue();

describe("a visitor's question", () => {
  it('typed and not yet sent, comes back after a refresh, with a note to check it', async () => {
    const { page } = await env.page({ width: 375 });
    await page.goto('/ask/postnew');
    await waitForApp(page);
    const title = `寫到一半的問題 ${Date.now()}`;
    await page.getByRole('textbox', { name: /問題標題/ }).fill(title);
    await page.getByRole('textbox', { name: /詳細描述/ }).fill('晚上咳嗽兩星期。');
    await page.reload();
    await waitForApp(page);
    await page.getByTestId('ask-draft-note').waitFor();
    expect(await titleValue(page)).toBe(title);
    expect(await page.getByRole('textbox', { name: /詳細描述/ }).inputValue()).toBe(
      '晚上咳嗽兩星期。',
    );
  });

  it('survives a reload, waits for confirmation after login, and is gone after sign-out', async () => {
    const { page, errors } = await env.page({ width: 1280 });
    const posted = recordPosts(page);
    await page.goto('/ask/postnew');
    await waitForApp(page);
    const title = `等候確認的問題 ${Date.now()}`;
    await writeQuestion(page, title);
    await page.waitForURL(/\/login\?redirect=%2Fask%2Fpostnew$/);
    // A reload of the login page keeps it.
    await page.reload();
    await waitForApp(page);
    expect(await draftKeys(page)).toEqual(['portal.draft.ask']);
    await logIn(page);

    await page.waitForURL(/\/ask\/postnew$/);
    await page.getByTestId('ask-draft-note').waitFor();
    await expect.poll(() => titleValue(page)).toBe(title);
    // Logged in and back on the page: nothing was posted without the user.
    expect(posted).toEqual([]);

    // The user signs out instead of sending it: nothing of it is left.
    // The 登入成功 notice covers 登出 until it goes: wait for it to show (unless it has come and
    // gone already), then for it to go.
    const notice = page.getByText('登入成功。');
    await notice.waitFor({ state: 'attached', timeout: 10_000 }).catch(() => undefined);
    await notice.waitFor({ state: 'detached' });
    await page.getByTestId('header-account').getByRole('button', { name: '登出' }).click();
    await page.getByText('你已登出。').first().waitFor();
    expect(await draftKeys(page)).toEqual([]);
    await page.goto('/ask/postnew');
    await waitForApp(page);
    await page.getByTestId('ask-login-hint').waitFor();
    expect(await titleValue(page)).toBe('');
    expect(posted).toEqual([]);
    expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });

  it('is never shown to or posted for another client who logs in on the tab', async () => {
    const { page, context } = await env.page({ width: 1280 });
    const other = await registerClient(page, env.portal, '另一位用戶');
    await context.clearCookies({ name: 'portal_session' });
    const posted = recordPosts(page);

    // Written by a visitor, taken up by the demo client, who leaves it unsent.
    await page.goto('/ask/postnew');
    await waitForApp(page);
    const title = `不屬於你的問題 ${Date.now()}`;
    await writeQuestion(page, title);
    await page.waitForURL(/\/login\?redirect=%2Fask%2Fpostnew$/);
    await logIn(page);
    await page.getByTestId('ask-draft-note').waitFor();

    // The session ends behind the page's back; another client logs in on the same tab.
    await context.clearCookies({ name: 'portal_session' });
    await page.goto('/');
    await waitForApp(page);
    await page.getByTestId('header-account').getByRole('link', { name: '登入' }).click();
    await page.waitForURL(/\/login/);
    await logIn(page, other.phone, other.password);
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await page.goto('/ask/postnew');
    await waitForApp(page);
    await page.getByRole('button', { name: '加入圖片' }).waitFor();
    expect(await page.getByTestId('ask-draft-note').count()).toBe(0);
    expect(await titleValue(page)).toBe('');
    expect(await draftKeys(page)).toEqual([]);
    expect(posted).toEqual([]);
  });
});

describe('the login page after a lost session', () => {
  it('says why once, in Traditional; a reload neither repeats it nor breaks hydration', async () => {
    const { page, context, errors } = await env.page({ width: 1280 });
    await page.goto(`/login?redirect=${encodeURIComponent('/ask/postnew')}`);
    await waitForApp(page);
    await logIn(page);
    await page.waitForURL(/\/ask\/postnew$/);
    await page.getByRole('button', { name: '加入圖片' }).waitFor();
    await context.clearCookies({ name: 'portal_session' });
    await writeQuestion(page, `過期後的問題 ${Date.now()}`);

    await page.waitForURL(/\/login\?redirect=%2Fask%2Fpostnew$/);
    await expect
      .poll(() => page.getByTestId('login-reason').innerText())
      .toBe('未登入或登入已過期，請先登入。');
    await page.reload();
    await waitForApp(page);
    expect(await page.getByTestId('login-reason').count()).toBe(0);
    expect(await page.locator('main').innerText()).not.toMatch(/登錄/);
    expect(errors.filter((e) => /#418|hydrat/i.test(e))).toEqual([]);
    expect(errors.filter((e) => e.startsWith('pageerror'))).toEqual([]);
  });
});
