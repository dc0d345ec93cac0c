/**
 * Messages of the errors the BFF answers itself, from the message catalogue (`bff_*` in
 * `shared/messages/`): each answer says its message in the reader's locale
 * (`say(key, localeOfRequest(request))`, `lib/i18n/locale.ts`).
 */
import * as w from '../i18n/words';
import type { Locale } from '../i18n/locale';

const MESSAGES = {
  unavailable: w.bff_unavailable,
  timeout: w.bff_timeout,
  badResponse: w.bff_bad_response,
  notFound: w.bff_not_found,
  badRequest: w.bff_bad_request,
  unsupportedMediaType: w.bff_unsupported_media_type,
  tooLarge: w.bff_too_large,
  internal: w.bff_internal,
  loggedOut: w.bff_logged_out,
  forbidden: w.bff_forbidden,
  tooManyRequests: w.bff_too_many_requests,
  busy: w.bff_busy,
  uploadStalled: w.bff_upload_stalled,
  tooManyFiles: w.bff_too_many_files,
  methodNotAllowed: w.bff_method_not_allowed,
  tooDeep: w.bff_too_deep,
  badFileUrl: w.bff_bad_file_url,
  phoneNotVerified: w.bff_phone_not_verified,
  doctorsOnly: w.bff_doctors_only,
  badPosition: w.bff_bad_position,
  sessionUnchecked: w.bff_session_unchecked,
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** A message of the BFF's errors in a locale. */
export function say(key: MessageKey, locale: Locale): string {
  return MESSAGES[key]({}, { locale });
}
