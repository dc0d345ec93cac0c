/**
 * Jobs at 1280 and 375 px: a resume made from a job's 建立履歷 brings the client back to that job,
 * ready to apply; an interview invitation says what happens next.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForApp } from '../helpers/browser';
import { WIDTHS, loginOnForm, registerClient, useE2E } from '../helpers/e2e';
import { calls } from '@portal/shared';

const env = useE2E();
const JOB = '/job/details/J1001';

/** A new client, registered and logged in, with a profile and no resume yet. */
async function freshClient(page: Page, username: string): Promise<void> {
  await registerClient(page, env.portal, username);
  // What a resume asks beyond the name: the form starts from the profile.
  const profile = await (
    await page.request.post(calls.updateClientInfo.path, {
      headers: { 'x-csrf': '1', 'content-type': 'application/json', origin: env.portal.url },
      data: { sex: 'M', birthday: '1992-03-04', email: 'kkleung@mail.hk' },
    })
  ).json();
  expect(profile.code, profile.msg).toBe(200);
}

describe.each(WIDTHS)('journeys that finish where they started, at %i px', (width) => {
  it('a resume made from a job brings the client back to that job, ready to apply', async () => {
    const { page, errors } = await env.page({ width });
    await freshClient(page, '梁家俊');
    await page.goto(JOB);
    await waitForApp(page);
    const create = page.getByRole('link', { name: '建立履歷' });
    await create.waitFor();
    await create.click();
    await page.waitForURL((u) => u.pathname === '/user/resume');
    // The form opens at once: the client came to write it.
    const form = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: '儲存履歷' }) });
    await form.waitFor();
    expect(await form.getByLabel('姓名').inputValue()).toBe('梁家俊');
    for (const label of [/學歷/, /工作年資/, /希望工作類型/]) {
      await form.getByRole('combobox', { name: label }).first().click();
      await page.getByRole('option').first().click();
    }
    await form.getByRole('button', { name: '儲存履歷' }).click();
    await page.waitForURL((u) => u.pathname === JOB);
    await page.getByText('會以你的履歷「梁家俊」應徵。').waitFor();
    expect(await page.getByRole('button', { name: '投遞履歷' }).isEnabled()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('an interview invitation says what happens next', async () => {
    const { page, errors } = await env.page({ width });
    await loginOnForm(page);
    await page.goto('/user/applyJobs');
    await waitForApp(page);
    const invited = page.getByTestId('application-item').filter({ hasText: '邀請面試' }).first();
    await invited.waitFor();
    const next = (await invited.getByTestId('application-next-step').textContent()) ?? '';
    expect(next).toContain('面試');
    expect(next).toContain('聯絡你');
    expect(errors).toEqual([]);
  });
});
