/** Form rules of the account pages, with plain Traditional Chinese messages. */
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

export function validatePhone(value: string): string | null {
  if (!value.trim()) return '請輸入手機號碼';
  // Spaces, hyphens, a +852 prefix and full-width digits are how people write numbers: accept them.
  return isValidHkPhone(normalizeHkPhone(value))
    ? null
    : '請輸入 8 位數字的香港手機號碼（以 4 至 9 字開頭）';
}

export function validateLoginPassword(value: string): string | null {
  return value ? null : '請輸入密碼';
}

export function validateNewPassword(value: string): string | null {
  if (!value) return '請輸入密碼';
  return isValidPassword(value)
    ? null
    : `密碼須為 ${PASSWORD_MIN} 至 ${PASSWORD_MAX} 個字元，並同時包含英文字母和數字`;
}

export function validateConfirm(value: string, password: string): string | null {
  if (!value) return '請再次輸入密碼';
  return value === password ? null : '兩次輸入的密碼不一致';
}

export function validateCode(value: string): string | null {
  if (!value.trim()) return '請輸入驗證碼';
  return isValidVCode(value.trim()) ? null : '驗證碼為 6 位數字';
}

export function validateName(value: string): string | null {
  const name = value.trim();
  if (!name) return '請輸入姓名';
  return textLength(name) <= USERNAME_MAX ? null : `姓名不可超過 ${USERNAME_MAX} 個字`;
}
