/**
 * Accounts: what the account calls are asked with, and the rules the forms share. The records
 * they answer with (`UserInfo`, ...) are `Static` of their schemas in schemas.ts, where each field
 * is documented. Dates are `YYYY-MM-DD` strings; timestamps are milliseconds since the epoch.
 */

import type { Static } from 'typebox';
import type { MessageOptions } from './messages';
import type * as S from './schemas';
import * as m from './words';

export type Sex = Static<typeof S.SexSchema>;

export type UserInfo = Static<typeof S.UserInfoSchema>;

/** `POST /api/user/login` answers `{code, msg, token, data}`; the BFF removes `token`. */
export interface LoginResponseExtra {
  token?: string;
}

export type VCodeResult = Static<typeof S.VCodeResultSchema>;

export type OSClientLookup = Static<typeof S.OSClientLookupSchema>;

export type CheckVCodeResult = Static<typeof S.CheckVCodeResultSchema>;

/**
 * What a password-reset code request answers whether or not the number is registered, so the
 * form never tells who has an account; in the locale of `o` (the API says it in the source's).
 */
export function resetCodeSentMessage(o?: MessageOptions): string {
  return m.account_reset_code_sent({}, o);
}

export type DoctorSignupResult = Static<typeof S.DoctorSignupResultSchema>;

/** Password rules shared by the SPA's forms and the upstream: 8 to 32 characters with a letter and a digit. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 32;
export function isValidPassword(pw: string): boolean {
  return (
    pw.length >= PASSWORD_MIN && pw.length <= PASSWORD_MAX && /[A-Za-z]/.test(pw) && /\d/.test(pw)
  );
}

/** Hong Kong mobile numbers: 8 digits starting 4 to 9 (the API's pattern for every phone). */
export const HK_PHONE_PATTERN = '^[4-9][0-9]{7}$';
const HK_PHONE = new RegExp(HK_PHONE_PATTERN);
export function isValidHkPhone(phone: string): boolean {
  return HK_PHONE.test(phone);
}

/**
 * Length limits of what a client names themselves, as the API takes them (the request schemas
 * and the forms read these, so a form never accepts what the API refuses).
 */
export const USERNAME_MAX = 20;
/** The address a client may keep in their profile. */
export const ADDRESS_MAX = 200;

/** The 6-digit codes sent by SMS (sign-up, password reset). */
export const VCODE_PATTERN = '^[0-9]{6}$';
const VCODE = new RegExp(VCODE_PATTERN);
export function isValidVCode(code: string): boolean {
  return VCODE.test(code);
}

/**
 * Chinese medicine practitioner numbers: registered (6 digits, e.g. `003456`) or listed (`L` and
 * 5 digits, e.g. `L01234`).
 */
export const REGNO_PATTERN = '^([0-9]{6}|L[0-9]{5})$';
const REGNO = new RegExp(REGNO_PATTERN);
/** A number as typed (spaces around it, a lower-case `l`) in the form the API takes. */
export function normalizeRegno(value: string): string {
  return value.trim().toUpperCase();
}
export function isValidRegno(regno: string): boolean {
  return REGNO.test(regno);
}

/** Limits of a doctor's sign-up application, as the API takes them. */
export const DOCTOR_SIGNUP_LIMITS = {
  name: 20,
  clinicname: 60,
  specialty: 40,
  note: 500,
  documents: 10,
} as const;

/**
 * A phone number as people type, paste or autofill it ("9123 4567", "9123-4567", "+852 9123 4567",
 * "(852) 91234567", full-width "９１２３４５６７") reduced to its digits, without the Hong Kong
 * country code when what remains is a local 8-digit number. Anything else comes back as typed
 * (trimmed) so that validation can say what is wrong with it.
 */
export function normalizeHkPhone(input: string): string {
  const halfWidth = input
    .trim()
    .replace(/[\uFF10-\uFF19]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
    .replace(/\uFF0B/g, '+');
  // Separators people put inside a number: spaces (also no-break and full-width), hyphens, dashes,
  // dots, slashes and brackets.
  const compact = halfWidth.replace(
    /[\s\u00A0\u3000\-\u2010-\u2015\u2212\uFF0D.()\uFF08\uFF09/]/g,
    '',
  );
  if (!/^\+?\d+$/.test(compact)) return halfWidth;
  const digits = compact.replace(/^\+/, '');
  if (digits.length === 11 && digits.startsWith('852')) return digits.slice(3);
  if (digits.length === 13 && digits.startsWith('00852')) return digits.slice(5);
  return digits;
}
