import { describe, expect, it } from 'vitest';
import { EMAIL_MAX, emailError, isValidEmail } from './email';

describe('the e-mail rule', () => {
  it('accepts ordinary addresses', () => {
    for (const ok of ['chan@gmail.com', 'tai.man+clinic@mail.hk', 'a@b.co']) {
      expect(isValidEmail(ok), ok).toBe(true);
    }
  });

  it('refuses addresses without a name, a domain with a dot, or with spaces', () => {
    for (const bad of ['', 'chan', 'chan@', '@mail.hk', 'chan@mail', 'chan @mail.hk', 'a@b@c.hk']) {
      expect(isValidEmail(bad), bad).toBe(false);
    }
  });

  it(`refuses more than ${EMAIL_MAX} characters`, () => {
    const local = 'a'.repeat(EMAIL_MAX);
    expect(isValidEmail(`${local}@mail.hk`)).toBe(false);
  });

  it('gives form messages: required, optional and malformed', () => {
    expect(emailError('  ', true)).toBe('請輸入電郵地址');
    expect(emailError('', false)).toBeNull();
    expect(emailError(' chan@mail.hk ', true)).toBeNull();
    expect(emailError('chan@mail', false)).toBe('電郵地址格式不正確');
  });

  it('says them in the locale asked for', () => {
    const o = { locale: 'en' } as const;
    expect(emailError('  ', true, o)).toBe('Please enter an email address.');
    expect(emailError('chan@mail', false, o)).toBe(
      'This email address doesn’t look right. Please check it.',
    );
  });
});
