/**
 * A question written before logging in (or sent just as the session ran out), kept for the tab
 * while the visitor logs in or registers, so the ask page can show it again, filled in, for them
 * to check and send: nothing typed is lost, and nothing is posted without its author confirming
 * it. It never goes into the URL (a question can be about someone's health). It is kept as a
 * draft of lib/drafts: an hour at most, dropped at sign-out and when another client logs in, and
 * cleared once posted.
 */
import { clearDraft, readDraft, saveDraft } from '../../../lib/drafts/drafts';
import type { AskFormValues } from './ask-form';

const NAME = 'ask';

/** The question as typed (images need a login to upload, so a visitor's draft has none). */
export type AskDraft = Omit<AskFormValues, 'images'> & { images?: string[] };

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

/** Keeps the question, written by `clientId` ('' for a visitor). */
export function saveAskDraft(draft: AskDraft, clientId: string): void {
  saveDraft(NAME, draft, clientId);
}

/** The question kept for `clientId` ('' for a visitor), or null. */
export function readAskDraft(clientId: string): AskDraft | null {
  return readDraft(NAME, clientId, isDraft)?.value ?? null;
}

export function clearAskDraft(): void {
  clearDraft(NAME);
}
