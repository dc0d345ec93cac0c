/**
 * The logged-in client's saved items as the BFF keeps them for the account (`/bff/saved`), and
 * how this browser's copy (saved-store.ts) follows them: read when the session is known and when
 * the window comes back into view (another device may have changed it), changed at once here and
 * sent to the account; when a change cannot be sent, the account's list is read again so the
 * page never shows what the account does not hold.
 */
import { useEffect } from 'react';
import { SAVED_PATH, type SavedKind, type SavedList } from '@portal/shared';
import { request, requestChange } from './http';
import { replaceWithAccountItems } from './saved-store';
import { getSession, useSessionValue } from './session-store';

/** Reads the account's list into this browser's copy (nothing when not logged in). */
export async function syncAccountSaved(): Promise<void> {
  const { clientId, loggedIn } = getSession();
  if (!loggedIn || !clientId) return;
  try {
    const list = await request<SavedList>(SAVED_PATH);
    // Still the same client when the answer arrives (not logged out or switched meanwhile).
    if (getSession().clientId === clientId && list) replaceWithAccountItems(clientId, list.items);
  } catch {
    // Offline or the BFF busy: the copy stays as it was until the next read.
  }
}

/** Sends a change to the account; reads the account's list again if it was not accepted. */
export async function sendSavedChange(
  method: 'PUT' | 'DELETE',
  kind: SavedKind,
  id: string,
): Promise<void> {
  if (!getSession().loggedIn) return;
  try {
    await requestChange<SavedList>(SAVED_PATH, { method, body: { kind, id } });
  } catch {
    await syncAccountSaved();
  }
}

/** Keeps the copy in line with the account while a logged-in client has the page open. */
export function useAccountSavedSync(): void {
  const clientId = useSessionValue((s) => (s.loggedIn ? s.clientId : ''));
  useEffect(() => {
    if (!clientId) return;
    void syncAccountSaved();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void syncAccountSaved();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [clientId]);
}
