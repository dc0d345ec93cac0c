/**
 * The logged-in client's saved items as the BFF keeps them for the account (`/bff/saved`), and
 * how this browser's copy (saved-list.ts) follows them: read when the session is known and when
 * the window comes back into view (another device may have changed it), changed at once here and
 * sent to the account; when a change cannot be sent, the account's list is read again so the
 * page never shows what the account does not hold.
 */
import { useEffect } from 'react';
import { SAVED_PATH, type SavedEntry, type SavedKind, type SavedList } from '@portal/shared';
import { request } from '../http/http';
import { getSavedItems, type SavedItem } from './saved-list';
import { writeSavedItems } from './saved-write';
import { getSession, useSessionValue } from '../session/current-session';

/**
 * The account's list as the BFF keeps it becomes this browser's copy: what another device added
 * appears (named once its record is read, `rememberSavedDetails`), what it removed goes.
 */
function replaceWithAccountItems(entries: SavedEntry[]): void {
  const known = new Map(getSavedItems().map((i) => [`${i.kind}:${i.id}`, i]));
  const items = entries.map((e) => {
    const had = known.get(`${e.kind}:${e.id}`);
    return had
      ? { ...had, savedAt: e.savedAt }
      : { kind: e.kind, id: e.id, name: '', subtitle: '', image: '', savedAt: e.savedAt };
  });
  writeSavedItems(items);
}

/** Keeps the name and picture of a saved item read from its record (for the list). */
export function rememberSavedDetails(
  kind: SavedKind,
  id: string,
  details: Pick<SavedItem, 'name' | 'subtitle' | 'image'>,
): void {
  const items = getSavedItems();
  if (!items.some((i) => i.kind === kind && i.id === id && !i.name)) return;
  writeSavedItems(items.map((i) => (i.kind === kind && i.id === id ? { ...i, ...details } : i)));
}

/**
 * Changes made on this page since it loaded, and those not yet answered by the BFF. A read of the
 * account's list that left before a change, or answers while one is on its way, shows the account
 * as it was: it is set aside and the list read again once every change is in.
 */
let changesMade = 0;
let changesOnTheirWay = 0;
let readAgainWhenSent = false;

/** Reads the account's list into this browser's copy (nothing when not logged in). */
export async function syncAccountSaved(): Promise<void> {
  const { clientId, loggedIn } = getSession();
  if (!loggedIn || !clientId) return;
  const changesBefore = changesMade;
  try {
    const list = await request<SavedList>(SAVED_PATH);
    // Still the same client when the answer arrives (not logged out or switched meanwhile).
    if (getSession().clientId !== clientId || !list) return;
    if (changesMade !== changesBefore || changesOnTheirWay > 0) {
      readAgainWhenSent = true;
      if (changesOnTheirWay === 0) await readAgainNow();
      return;
    }
    replaceWithAccountItems(list.items);
  } catch {
    // Offline or the BFF busy: the copy stays as it was until the next read.
  }
}

function readAgainNow(): Promise<void> {
  readAgainWhenSent = false;
  return syncAccountSaved();
}

/** Sends a change to the account; reads the account's list again if it was not accepted. */
export async function sendSavedChange(
  method: 'PUT' | 'DELETE',
  kind: SavedKind,
  id: string,
): Promise<void> {
  if (!getSession().loggedIn) return;
  changesMade += 1;
  changesOnTheirWay += 1;
  try {
    await request<SavedList>(SAVED_PATH, { method, body: { kind, id } });
  } catch {
    readAgainWhenSent = true;
  } finally {
    changesOnTheirWay -= 1;
  }
  if (changesOnTheirWay === 0 && readAgainWhenSent) await readAgainNow();
}

/**
 * Keeps this browser's copy in line with the account's list while a page that shows saves is open
 * (save buttons, 我的收藏, the offer after login): read when the session is known and whenever the
 * page comes back into view, since another device may have changed it. Not in the header: this
 * module stays out of every page's first load.
 */
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
