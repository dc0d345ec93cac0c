/**
 * Drafts kept for the tab (sessionStorage) so nothing typed is lost to a reload or a detour
 * through the login page, and never handed to anyone else:
 * - each draft names its author: the client logged in when it was saved, or '' for a visitor;
 * - a visitor's draft is taken over by the first client who logs in on the tab; a draft of one
 *   client is dropped when another logs in;
 * - a draft lasts an hour at most, and sign-out drops them all;
 * - a draft is only ever shown again, filled in, for its author to send: never sent by itself.
 * Only plain functions on storage live here, loaded with the forms that keep drafts; where drafts
 * are kept, and the sweep of them all at sign-out, are in draft-storage.ts.
 */
import { DRAFT_PREFIX as PREFIX, draftKeys, draftStorage as storage } from './draft-storage';

/** How long a draft is kept after it was last saved. */
export const DRAFT_MAX_AGE_MS = 3600_000;

interface Stored {
  owner: string;
  savedAt: number;
  value: unknown;
}

export interface Draft<T> {
  /** The client who wrote it, '' for a visitor. */
  owner: string;
  value: T;
}

function isStored(v: unknown): v is Stored {
  if (typeof v !== 'object' || v === null) return false;
  const s = v as Record<string, unknown>;
  return typeof s.owner === 'string' && typeof s.savedAt === 'number' && 'value' in s;
}

function readStored(key: string): Stored | null {
  try {
    const v: unknown = JSON.parse(storage()?.getItem(key) ?? 'null');
    return isStored(v) ? v : null;
  } catch {
    return null;
  }
}

/** Keeps `value` as the draft called `name`, written by `owner` ('' for a visitor). */
export function saveDraft(name: string, value: unknown, owner: string, now = Date.now()): void {
  try {
    storage()?.setItem(PREFIX + name, JSON.stringify({ owner, savedAt: now, value }));
  } catch {
    // Storage blocked or full: the text stays only in the form.
  }
}

/**
 * The draft called `name` for `reader` (the client logged in now, '' for a visitor): null when
 * there is none, it has expired, it is not a `T`, or it was written by another client.
 */
export function readDraft<T>(
  name: string,
  reader: string,
  isValue: (v: unknown) => v is T,
  now = Date.now(),
): Draft<T> | null {
  const stored = readStored(PREFIX + name);
  if (!stored) return null;
  if (now - stored.savedAt >= DRAFT_MAX_AGE_MS || stored.savedAt > now + 60_000) {
    clearDraft(name);
    return null;
  }
  if (!isValue(stored.value)) return null;
  if (stored.owner !== '' && stored.owner !== reader) return null;
  return { owner: stored.owner, value: stored.value };
}

export function clearDraft(name: string): void {
  try {
    storage()?.removeItem(PREFIX + name);
  } catch {
    // nothing to clear
  }
}

/**
 * A client has logged in on the tab: their own drafts stay, a visitor's become theirs (still to
 * be confirmed by them), anyone else's are dropped.
 */
export function keepDraftsOnlyFor(clientId: string): void {
  for (const key of draftKeys()) {
    const stored = readStored(key);
    if (!stored || (stored.owner !== '' && stored.owner !== clientId)) {
      storage()?.removeItem(key);
    } else if (stored.owner === '') {
      try {
        storage()?.setItem(key, JSON.stringify({ ...stored, owner: clientId }));
      } catch {
        // Left as the visitor's: it is still only shown, filled in, to whoever is logged in.
      }
    }
  }
}
