/**
 * Where the tab's drafts (lib/drafts/drafts.ts) are kept, and how all of them are dropped at once. Apart
 * from the drafts code so that sign-out, which imports this, clears them with nothing left to
 * load: offline, a chunk not fetched before cannot be, and a draft must not outlive the sign-out
 * because of it.
 */

export const DRAFT_PREFIX = 'portal.draft.';

export function draftStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The storage keys of the tab's drafts. */
export function draftKeys(): string[] {
  const s = draftStorage();
  if (!s) return [];
  const keys: string[] = [];
  for (let i = 0; i < s.length; i++) {
    const key = s.key(i);
    if (key?.startsWith(DRAFT_PREFIX)) keys.push(key);
  }
  return keys;
}

/** Sign-out: every draft of the tab is dropped. */
export function clearAllDrafts(): void {
  for (const key of draftKeys()) {
    try {
      draftStorage()?.removeItem(key);
    } catch {
      // nothing to clear
    }
  }
}
