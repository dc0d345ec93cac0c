/**
 * A question written before logging in, kept for the tab (sessionStorage) while the visitor logs
 * in or registers, so the ask page can post it on their return: nothing typed is lost. It never
 * goes into the URL (a question can be about someone's health), and it is cleared once posted.
 */
import type { AskFormValues } from './ask-form';

const KEY = 'portal.ask-draft';

/** The question as typed (images need a login to upload, so a visitor's draft has none). */
export type AskDraft = Omit<AskFormValues, 'images'> & { images?: string[] };

export function saveAskDraft(draft: AskDraft): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Storage blocked: the question stays only in the form.
  }
}

function isDraft(v: unknown): v is AskDraft {
  if (typeof v !== 'object' || v === null) return false;
  const d = v as Record<string, unknown>;
  return (
    typeof d.title === 'string' &&
    typeof d.illnesscategorycode === 'string' &&
    typeof d.note === 'string' &&
    (d.images === undefined ||
      (Array.isArray(d.images) && d.images.every((u) => typeof u === 'string')))
  );
}

export function readAskDraft(): AskDraft | null {
  try {
    const v: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    return isDraft(v) ? v : null;
  } catch {
    return null;
  }
}

export function clearAskDraft(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing to clear
  }
}
