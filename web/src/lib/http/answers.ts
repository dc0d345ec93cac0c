import type { UploadResult, VCodeResult } from '@portal/shared';
import { m } from '../i18n/messages';

/**
 * The URL of an uploaded file. The answer's fields are extensions of the portal API: an answer
 * without a URL leaves nothing to attach, so it fails like any failed upload.
 */
export function uploadedUrl(result: UploadResult): string {
  if (!result.url) throw new Error(m.upload_failed());
  return result.url;
}

/**
 * The key of an issued verification code and the seconds before another may be asked for
 * (`fallbackSeconds` when the answer does not say). Without a key the code cannot be checked, so
 * such an answer fails like a failed request.
 */
export function issuedCode(
  result: VCodeResult | null | undefined,
  fallbackSeconds: number,
): { codeKey: string; resendAfter: number } {
  if (!result?.codeKey) throw new Error(m.code_send_failed());
  const wait = result.resendAfter;
  return {
    codeKey: result.codeKey,
    resendAfter: typeof wait === 'number' && wait > 0 ? wait : fallbackSeconds,
  };
}
