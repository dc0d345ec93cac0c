/**
 * Account forms the way people fill them, at 1280 and 375 px: phone numbers typed with spaces,
 * autofilled with +852 or in full-width digits, and errors that go as soon as they are fixed.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_PHONE, WIDTHS, randomPhone, useE2E } from '../helpers/e2e';
import { screenshots } from '../helpers/shots';

const env = useE2E();

const shot = screenshots();

describe.each(WIDTHS)('at %i px', (width) => {
  it('phone fields take numbers typed with spaces or autofilled with +852, and log in', async () => {
    const { page, errors } = await env.open(width, '/login');
    const form = page.locator('form[aria-label="登入表單"]');
    const phone = form.getByLabel('手機號碼');
    // Typed key by key, the way a person does: nothing may be cut off.
    await phone.pressSequentially('9123 4567');
    expect(await phone.inputValue()).toBe('9123 4567');
    await phone.fill('+852 9123 4567');
    expect(await phone.inputValue()).toBe('+852 9123 4567');
    await form.locator('input[type="password"]').fill(DEMO_PASSWORD);
    await shot(page, 'login-phone', width);
    await form.locator('button[type="submit"]').click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    expect(errors).toEqual([]);
  });

  it('a form error goes as soon as it is fixed, and a failed login once the form is edited', async () => {
    const { page, errors } = await env.open(width, '/login');
    const form = page.locator('form[aria-label="登入表單"]');
    const phone = form.getByLabel('手機號碼');
    const password = form.locator('input[type="password"]');
    await phone.fill('1234');
    await form.locator('button[type="submit"]').click();
    const phoneError = form.getByText(/請輸入 8 位數字的香港手機號碼/);
    await phoneError.waitFor();
    await phone.fill(DEMO_PHONE);
    await phoneError.waitFor({ state: 'detached' });
    // The password's own error stays until the password is given.
    expect(await form.getByText('請輸入密碼').isVisible()).toBe(true);
    await password.fill('Wrong1234');
    await form.getByText('請輸入密碼').waitFor({ state: 'detached' });

    await form.locator('button[type="submit"]').click();
    const failure = form.getByTestId('form-error');
    await failure.waitFor();
    await shot(page, 'login-failed', width);
    await password.fill(DEMO_PASSWORD);
    await failure.waitFor({ state: 'detached' });
    await form.locator('button[type="submit"]').click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
  });

  it('a verification code goes to the 8-digit number typed with full-width digits and +852', async () => {
    const { page } = await env.open(width, '/register');
    const number = randomPhone();
    const before = env.portal.vcodeCount(number);
    const fullWidth = [...number].map((d) => String.fromCharCode(d.charCodeAt(0) + 0xfee0));
    await page
      .getByLabel('手機號碼')
      .fill(`+852 ${fullWidth.slice(0, 4).join('')}-${fullWidth.slice(4).join('')}`);
    await page.getByRole('button', { name: '獲取驗證碼' }).click();
    await env.portal.waitForVCode(number, { after: before });
  });
});
