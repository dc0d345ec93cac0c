/**
 * The booking note typed before being sent to log in, kept for the tab as a draft of lib/drafts so
 * the visitor finds it again on return: an hour at most, shown only to whoever logs in next on
 * the tab (never to another client after them), and dropped at sign-out. It never goes into the
 * URL: notes can be about health.
 */
import { clearDraft, readDraft, saveDraft } from '../../../lib/drafts/drafts';

const NAME = 'booking-note';

interface NoteDraft {
  doctorId: string;
  note: string;
}

function isNoteDraft(v: unknown): v is NoteDraft {
  if (typeof v !== 'object' || v === null) return false;
  const d = v as Record<string, unknown>;
  return typeof d.doctorId === 'string' && typeof d.note === 'string';
}

/** Keeps the note a visitor wrote for a booking with `doctorId` (an empty one clears it). */
export function saveNoteDraft(doctorId: string, note: string): void {
  if (note.trim()) saveDraft(NAME, { doctorId, note }, '');
  else clearDraft(NAME);
}

/** The note kept for a booking with `doctorId`, for `clientId` ('' for a visitor), or ''. */
export function readNoteDraft(doctorId: string, clientId: string): string {
  const draft = readDraft(NAME, clientId, isNoteDraft)?.value;
  return draft?.doctorId === doctorId ? draft.note : '';
}

export function clearNoteDraft(): void {
  clearDraft(NAME);
}
