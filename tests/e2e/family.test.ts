/**
 * Family members at 1280 and 375 px, in real Chromium against the real BFF and embedded upstream:
 * a client adds a child in 家庭成員, books for them (為誰預約), and sees 就診人 on the
 * confirmation and on 我的預約, where the list can be filtered by patient; 我的資料 downloads
 * what the portal keeps for the account as JSON and deletes it after asking.
 */
import { text } from 'node:stream/consumers';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForApp } from '../helpers/browser';
import { WIDTHS, registerClient, useE2E } from '../helpers/e2e';

const env = useE2E();

const DOCTOR = 'D1001';

function dayButtons(page: Page) {
  return page.getByRole('group', { name: /選擇日期$/ }).getByRole('button');
}

function sectionButtons(page: Page) {
  return page.getByRole('group', { name: /選擇時段$/ }).getByRole('button');
}

/** Opens the enabled days in turn until one has an open section, and chooses it. */
async function chooseOpenSection(page: Page): Promise<void> {
  const days = dayButtons(page).and(page.locator(':enabled'));
  const open = sectionButtons(page).and(page.locator(':enabled'));
  const count = await days.count();
  for (let i = 0; i < count; i++) {
    await days.nth(i).click();
    await expect.poll(() => days.nth(i).getAttribute('aria-pressed')).toBe('true');
    await sectionButtons(page).first().waitFor();
    if ((await open.count()) > 0) {
      await open.first().click();
      await expect.poll(() => open.first().getAttribute('aria-pressed')).toBe('true');
      return;
    }
  }
  throw new Error('no bookable day with an open section');
}

/** Adds a family member on 家庭成員. */
async function addMember(page: Page, name: string, birthDate: string): Promise<void> {
  await page.goto('/user/family');
  await waitForApp(page);
  await page.getByText('你還沒有加入家庭成員。').waitFor();
  await page.getByRole('button', { name: '新增家庭成員' }).click();
  const form = page.getByTestId('family-form');
  // Bad input is refused with its reason, and nothing is added.
  await form.getByRole('button', { name: '新增' }).click();
  await form.getByText('請輸入姓名').waitFor();
  await form.getByLabel('姓名').fill(name);
  await form.getByLabel('關係').selectOption('子女');
  await form.getByLabel('出生日期').fill(birthDate);
  await form.getByLabel('女').check();
  await form.getByRole('button', { name: '新增' }).click();
  await page.getByTestId('family-member').filter({ hasText: name }).waitFor();
  expect(await page.getByTestId('family-member').textContent()).toContain(`出生日期 ${birthDate}`);
}

describe.each(WIDTHS)('at %i px', (width) => {
  it('adds a child, books for them and sees 就診人 on 我的預約', async () => {
    const { page, errors } = await env.page({ width });
    await registerClient(page, env.portal, '陳大文');
    await addMember(page, '陳小欣', '2018-05-01');

    await page.goto(`/doctor/${DOCTOR}`);
    await waitForApp(page);
    await page.getByRole('link', { name: '網上預約' }).click();
    await page.getByTestId('booking-picker').waitFor();
    await chooseOpenSection(page);
    await page.getByLabel('為誰預約').selectOption({ label: '陳小欣（子女）' });
    await page.getByLabel(/備註/).fill('咳嗽一星期');
    await page.getByRole('button', { name: '確認預約' }).click();
    const confirmation = page.getByTestId('booking-confirmation');
    await confirmation.getByText('預約成功').waitFor();
    await confirmation.getByText('就診人：陳小欣（子女）').waitFor();

    // The calendar file names the patient; the note as typed stays apart from the line.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      confirmation.getByRole('button', { name: '加入日曆' }).click(),
    ]);
    const ics = (await text(await download.createReadStream())).replace(/\r\n /g, '');
    expect(ics).toContain('就診人：陳小欣（子女）');
    expect(ics).toContain('備註：咳嗽一星期');
    // Google receives the link's address: the patient is not in it.
    const google = await confirmation.getByRole('link', { name: /Google/ }).getAttribute('href');
    expect(decodeURIComponent(google ?? '')).not.toContain('陳小欣');

    await page.goto('/user/booking/order');
    await waitForApp(page);
    const item = page.getByTestId('booking-item').filter({ hasText: '李卓賢' }).first();
    await item.getByText('就診人：陳小欣（子女）').waitFor();
    await item.getByText('備註：咳嗽一星期').waitFor();
    expect(await item.textContent()).not.toContain('2018-05-01');

    // Filtered by patient: the child's booking under 陳小欣, none under 本人.
    const filter = page.getByRole('combobox', { name: '就診人' });
    await filter.click();
    await page.getByRole('option', { name: '本人' }).click();
    await page.getByText('這一頁沒有本人的預約。').waitFor();
    await filter.click();
    await page.getByRole('option', { name: '陳小欣' }).click();
    await page.getByTestId('booking-patient').first().waitFor();
    expect(await page.getByTestId('booking-item').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('downloads 我的資料 as JSON and deletes it after asking', async () => {
    const { page, errors } = await env.page({ width });
    await registerClient(page, env.portal, '李家明');
    await addMember(page, '李婆婆', '1940-03-02');

    await page.goto('/user/my-data');
    await waitForApp(page);
    await page.getByText('不包括預約系統的資料').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '下載我的資料' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d\d-\d\d\.json$/);
    const data = JSON.parse(await text(await download.createReadStream()));
    expect(data.family).toMatchObject([{ name: '李婆婆', birthDate: '1940-03-02' }]);
    expect(data.about).toContain('不能在這裏刪除');

    await page.getByRole('button', { name: '刪除我的資料' }).click();
    const dialog = page.getByRole('dialog', { name: '刪除我的資料' });
    // Keeping it changes nothing.
    await dialog.getByRole('button', { name: '保留' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: '刪除我的資料' }).click();
    await dialog.getByRole('button', { name: '確定刪除' }).click();
    await page.getByText('已刪除本網站為你保存的資料。').waitFor();

    await page.goto('/user/family');
    await waitForApp(page);
    await page.getByText('你還沒有加入家庭成員。').waitFor();
    expect(errors).toEqual([]);
  });
});
