/**
 * A resume being written or changed, kept for the tab as a draft of lib/drafts so a reload (or a
 * detour) does not lose it: only for the logged-in client who wrote it, an hour at most, dropped
 * at sign-out and when another client logs in, and cleared once saved or cancelled.
 */
import { clearDraft, readDraft, saveDraft } from '../../../lib/drafts/drafts';
import type { ResumeValues } from '../components/resume-form';

const NAME = 'resume';

const TEXT_FIELDS = [
  'name',
  'birthday',
  'phone',
  'email',
  'qualificationid',
  'workyearsid',
  'employmenttypeid',
  'arealevel2id',
  'education',
  'workexperience',
  'introduce',
] as const;

function isDraft(v: unknown): v is ResumeValues {
  if (typeof v !== 'object' || v === null) return false;
  const d = v as Record<string, unknown>;
  return (
    TEXT_FIELDS.every((k) => typeof d[k] === 'string') &&
    (d.sex === 'M' || d.sex === 'F' || d.sex === '') &&
    (d.isopen === '0' || d.isopen === '1')
  );
}

/** Keeps the resume as typed by `clientId`; a visitor has no resume, so nothing is kept for one. */
export function saveResumeDraft(values: ResumeValues, clientId: string): void {
  if (clientId) saveDraft(NAME, values, clientId);
}

/** The resume kept for `clientId`, or null. */
export function readResumeDraft(clientId: string): ResumeValues | null {
  if (!clientId) return null;
  return readDraft(NAME, clientId, isDraft)?.value ?? null;
}

export function clearResumeDraft(): void {
  clearDraft(NAME);
}
