import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useSmsCode } from './use-sms-code';

function fakeForm(phone: string, phoneValid: boolean) {
  return {
    values: { phone },
    validateField: vi.fn(() => ({ hasError: !phoneValid })),
    setFieldError: vi.fn(),
    clearFieldError: vi.fn(),
  };
}

describe('useSmsCode', () => {
  it('sends to the trimmed phone only when the phone field is valid', () => {
    expect(
      renderHook(() => useSmsCode(fakeForm(' 91234567 ', true))).result.current.getPhone(),
    ).toBe('91234567');
    expect(
      renderHook(() => useSmsCode(fakeForm('123', false))).result.current.getPhone(),
    ).toBeNull();
  });

  it('holds the form back with a hint until a code has been sent', () => {
    const form = fakeForm('91234567', true);
    const { result } = renderHook(() => useSmsCode(form));
    expect(result.current.requireCode()).toBe(false);
    expect(form.setFieldError).toHaveBeenCalledWith('code', '請先獲取驗證碼');
    act(() => result.current.onSent('key-1'));
    // The hint goes once a code has been sent.
    expect(form.clearFieldError).toHaveBeenCalledWith('code');
    expect(result.current.requireCode()).toBe(true);
    expect(result.current.codeKey).toBe('key-1');
  });
});
