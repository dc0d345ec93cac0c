/**
 * The growth tools at 1280 and 375 px: an implausible measurement asks for a re-check instead of a
 * percentile, a new input error clears the previous result, one percentile is shown everywhere,
 * months are checked, and sex and age are kept across tools.
 */
import { describe, expect, it } from 'vitest';
import { WIDTHS, useE2E } from '../helpers/e2e';
import { screenshots } from '../helpers/shots';
import { seriousViolations, settle } from '../helpers/axe';

const env = useE2E();

const shot = screenshots();

describe.each(WIDTHS)('at %i px', (width) => {
  it('growth tool: an implausible value asks for a re-check, and a new error clears the result', async () => {
    const { page, errors } = await env.open(width, '/children/height');
    await page.getByLabel('男孩').check();
    await page.getByText('年齡', { exact: true }).click();
    await page.getByRole('textbox', { name: /^歲/ }).fill('3');
    const height = page.getByRole('textbox', { name: /^身高/ });
    await height.fill('60');
    await page.getByRole('button', { name: '計算' }).click();
    const check = page.getByTestId('child-check-value');
    await check.waitFor();
    expect(await check.textContent()).toContain('請檢查量度數值');
    expect(await page.getByTestId('child-percentile').count()).toBe(0);
    expect(await page.getByText(/第 0 百分位/).count()).toBe(0);

    // Full-width digits, as a Chinese input method types them, count as the number.
    await height.fill('９６');
    expect(await height.inputValue()).toBe('９６');
    await page.getByRole('button', { name: '計算' }).click();
    const pct = page.getByTestId('child-percentile');
    await pct.waitFor();
    expect(await pct.textContent()).toMatch(/第 \d+ 百分位/);
    if (width === 375) {
      // On a phone the result lies below the form: it must have been scrolled into view.
      await expect
        .poll(() =>
          page.getByTestId('child-result').evaluate((el) => {
            const r = el.getBoundingClientRect();
            return r.top >= 0 && r.top < window.innerHeight;
          }),
        )
        .toBe(true);
    }
    await shot(page, 'growth-result', width);

    await height.fill('');
    await page.getByRole('button', { name: '計算' }).click();
    await page.getByText('請輸入身高').waitFor();
    expect(await page.getByTestId('child-result').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe.each(WIDTHS)('at %i px', (width) => {
  it('growth tool: one percentile everywhere, months checked, sex and age kept across tools', async () => {
    const { page, errors } = await env.page({ width });
    await page.goto('/children/height');
    await settle(page);
    const form = page.locator('form[aria-label="兒童身高評估"]');
    await form.getByLabel('女孩').check();
    await form.getByText('年齡', { exact: true }).click();
    await form.getByRole('textbox', { name: /^個月/ }).fill('15');
    await form.getByRole('textbox', { name: /^身高/ }).fill('68');
    await form.getByRole('button', { name: '計算' }).click();
    await page.getByText('月數須為 0 至 11 的整數').waitFor();
    // A 6-month-old: months alone.
    await form.getByRole('textbox', { name: /^個月/ }).fill('6');
    await form.getByRole('button', { name: '計算' }).click();
    const headline = page.getByTestId('child-percentile');
    await headline.waitFor();
    const rank = (await headline.textContent())!.trim();
    expect(rank).toMatch(/第 [\d.]+ 百分位/);
    expect(await page.getByTestId('child-bandtext').textContent()).toContain(rank);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'growth-height', width);

    await page.getByRole('link', { name: /體重/ }).first().click();
    await page.waitForURL(/\/children\/weight$/);
    const weight = page.locator('form[aria-label="兒童體重評估"]');
    await expect.poll(() => weight.getByLabel('女孩').isChecked()).toBe(true);
    expect(await weight.getByRole('textbox', { name: /^個月/ }).inputValue()).toBe('6');
    expect(errors).toEqual([]);
  });
});
