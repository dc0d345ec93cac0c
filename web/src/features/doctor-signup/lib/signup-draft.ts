/**
 * A doctor's application being filled in, kept for the tab as a draft of lib/drafts so a reload
 * does not lose what was typed. Only the typed fields are kept: the SMS check proves the phone
 * for this page only and uploaded documents belong to that proof, so both are done again (the
 * form says so). Shown only to its author (a visitor's draft to the first client who logs in on
 * the tab, never to another), an hour at most, dropped at sign-out, cleared once sent.
 */
import { clearDraft, readDraft, saveDraft } from '../../../lib/drafts/drafts';

const NAME = 'doctor-signup';

export interface SignupDraft {
  name: string;
  phone: string;
  regno: string;
  clinicname: string;
  arealevel1id: string;
  arealevel2id: string;
  specialty: string;
  email: string;
  note: string;
}

const FIELDS: readonly (keyof SignupDraft)[] = [
  'name',
  'phone',
  'regno',
  'clinicname',
  'arealevel1id',
  'arealevel2id',
  'specialty',
  'email',
  'note',
];

function isDraft(v: unknown): v is SignupDraft {
  if (typeof v !== 'object' || v === null) return false;
  const d = v as Record<string, unknown>;
  return FIELDS.every((k) => typeof d[k] === 'string');
}

/** The typed fields of `values`, and whether there is anything in them worth keeping. */
function signupDraftOf(values: SignupDraft): SignupDraft | null {
  const draft = Object.fromEntries(FIELDS.map((k) => [k, values[k]])) as unknown as SignupDraft;
  return FIELDS.some((k) => draft[k].trim() !== '') ? draft : null;
}

/** Keeps what `clientId` ('' for a visitor) has typed; an emptied form keeps nothing. */
export function saveSignupDraft(values: SignupDraft, clientId: string): void {
  const draft = signupDraftOf(values);
  if (draft) saveDraft(NAME, draft, clientId);
  else clearDraft(NAME);
}

/** What `clientId` ('' for a visitor) typed before, or null. */
export function readSignupDraft(clientId: string): SignupDraft | null {
  return readDraft(NAME, clientId, isDraft)?.value ?? null;
}

export function clearSignupDraft(): void {
  clearDraft(NAME);
}
