import { useState } from 'react';
import { normalizeHkPhone } from '@portal/shared';
import { useMessageOptions } from '../../../lib/i18n/locale';
import { m } from '../../../lib/i18n/messages';

/** The parts of a Mantine form with `phone` and `code` fields that the SMS code step uses. */
interface PhoneCodeForm<F extends string> {
  values: { phone: string } & { [K in F]: unknown };
  validateField: (path: 'phone' | F) => { hasError: boolean };
  setFieldError: (path: 'code', error: string) => void;
  clearFieldError: (path: 'code') => void;
}

/**
 * The SMS code step of the register and reset-password forms: the button sends to the phone
 * number only once it is valid (and the `before` fields already filled in too, so what the API
 * would refuse is said before a code is spent), and the form may not be sent before a code has
 * been issued.
 */
export function useSmsCode<F extends string = never>(
  form: PhoneCodeForm<NoInfer<F>>,
  before: readonly F[] = [],
) {
  const o = useMessageOptions();
  const [codeKey, setCodeKey] = useState('');
  return {
    codeKey,
    /** For {@link CodeField}: the phone to send to (null, with the field's error, when invalid). */
    getPhone: () => {
      // Every field is checked (each shows its message), not only up to the first error.
      const typed = before.filter((f) => form.values[f] !== '');
      const errors = [form.validateField('phone'), ...typed.map((f) => form.validateField(f))];
      return errors.some((e) => e.hasError) ? null : normalizeHkPhone(form.values.phone);
    },
    onSent: (key: string) => {
      setCodeKey(key);
      // "請先獲取驗證碼" no longer holds once a code is on its way.
      form.clearFieldError('code');
    },
    /** False, with a hint on the code field, until a code has been sent. */
    requireCode: () => {
      if (codeKey) return true;
      form.setFieldError('code', m.account_code_first({}, o));
      return false;
    },
  };
}
