import { useState } from 'react';
import { normalizeHkPhone } from '@portal/shared';

/** The parts of a Mantine form with `phone` and `code` fields that the SMS code step uses. */
interface PhoneCodeForm {
  values: { phone: string };
  validateField: (path: 'phone') => { hasError: boolean };
  setFieldError: (path: 'code', error: string) => void;
  clearFieldError: (path: 'code') => void;
}

/**
 * The SMS code step of the register and reset-password forms: the button sends to the phone
 * number only once it is valid, and the form may not be sent before a code has been issued.
 */
export function useSmsCode(form: PhoneCodeForm) {
  const [codeKey, setCodeKey] = useState('');
  return {
    codeKey,
    /** For {@link CodeField}: the phone to send to (null, with the field's error, when invalid). */
    getPhone: () =>
      form.validateField('phone').hasError ? null : normalizeHkPhone(form.values.phone),
    onSent: (key: string) => {
      setCodeKey(key);
      // "請先獲取驗證碼" no longer holds once a code is on its way.
      form.clearFieldError('code');
    },
    /** False, with a hint on the code field, until a code has been sent. */
    requireCode: () => {
      if (codeKey) return true;
      form.setFieldError('code', '請先獲取驗證碼');
      return false;
    },
  };
}
