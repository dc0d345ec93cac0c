/**
 * Form rules of the account pages. Each message is in the render's locale: a form passes its
 * `useMessageOptions()` (Mantine calls a rule with the form's values second, so the forms wrap
 * each rule rather than hand it over as it is).
 */
import {
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_MAX,
  isValidHkPhone,
  isValidPassword,
  isValidVCode,
  normalizeHkPhone,
  textLength,
} from '@portal/shared';
import type { MessageOptions } from '../../lib/i18n/locale';
import { m } from '../../lib/i18n/messages';

export function validatePhone(value: string, o?: MessageOptions): string | null {
  if (!value.trim()) return m.account_phone_required({}, o);
  // Spaces, hyphens, a +852 prefix and full-width digits are how people write numbers: accept them.
  return isValidHkPhone(normalizeHkPhone(value)) ? null : m.account_phone_invalid({}, o);
}

export function validateLoginPassword(value: string, o?: MessageOptions): string | null {
  return value ? null : m.account_password_required({}, o);
}

export function validateNewPassword(value: string, o?: MessageOptions): string | null {
  if (!value) return m.account_password_required({}, o);
  return isValidPassword(value)
    ? null
    : m.account_password_rule({ min: PASSWORD_MIN, max: PASSWORD_MAX }, o);
}

export function validateConfirm(
  value: string,
  password: string,
  o?: MessageOptions,
): string | null {
  if (!value) return m.account_confirm_required({}, o);
  return value === password ? null : m.account_confirm_mismatch({}, o);
}

export function validateCode(value: string, o?: MessageOptions): string | null {
  if (!value.trim()) return m.account_code_required({}, o);
  return isValidVCode(value.trim()) ? null : m.account_code_invalid({}, o);
}

export function validateName(value: string, o?: MessageOptions): string | null {
  const name = value.trim();
  if (!name) return m.account_name_required({}, o);
  return textLength(name) <= USERNAME_MAX
    ? null
    : m.account_name_too_long({ max: USERNAME_MAX }, o);
}
