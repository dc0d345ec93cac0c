/**
 * The booking note typed before being sent to log in, kept for the tab (sessionStorage) so the
 * visitor finds it again on return. It never goes into the URL: notes can be about health.
 */
const KEY = 'portal.booking-note';

export function saveNoteDraft(doctorId: string, note: string): void {
  try {
    if (note.trim()) sessionStorage.setItem(KEY, JSON.stringify({ doctorId, note }));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage blocked: the note is simply not kept.
  }
}

export function readNoteDraft(doctorId: string): string {
  try {
    const v = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as {
      doctorId?: string;
      note?: string;
    } | null;
    return v?.doctorId === doctorId && typeof v.note === 'string' ? v.note : '';
  } catch {
    return '';
  }
}

export function clearNoteDraft(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing to clear
  }
}
