/**
 * The portal's one e-mail rule, used by the web forms and the embedded upstream alike: a
 * name, an `@`, a domain with a dot, no spaces, at most `EMAIL_MAX` characters. Deliberately
 * loose (real addresses are too varied for a stricter pattern); the address is checked for real
 * by whoever writes to it.
 */
import type { MessageOptions } from './messages';
import * as m from './words';

export const EMAIL_MAX = 100;

/** The rule as a JSON-schema `pattern` (the upstream's request schemas). */
export const EMAIL_PATTERN = '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$';

const EMAIL_RE = new RegExp(EMAIL_PATTERN);

/** Whether `value` (already trimmed) is an e-mail address by the portal's rule. */
export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX && EMAIL_RE.test(value);
}

/**
 * A form field's message for an e-mail address, in the locale of `o`, or null when it is fine.
 * An empty optional field is fine; an empty required one asks for the address.
 */
export function emailError(value: string, required: boolean, o?: MessageOptions): string | null {
  const v = value.trim();
  if (!v) return required ? m.email_error_required({}, o) : null;
  return isValidEmail(v) ? null : m.email_error_invalid({}, o);
}
