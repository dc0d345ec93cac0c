/**
 * Writing the saved lists of saved-list.ts: loaded with what changes a list (the save buttons,
 * the account's copy, the offer after login), not with every page's header.
 */
import {
  SAVED_STORAGE_KEY,
  announceSavedChange,
  getAnonymousExtras,
  getSavedItems,
  savedStorageKey,
  type SavedItem,
} from './saved-list';
import { getSession } from '../session/current-session';

/** The account's own cap (SAVED_MAX_ITEMS; not imported, to keep shared code out of this chunk). */
const MAX_ITEMS = 200;

function writeSavedList(key: string, items: SavedItem[]): void {
  try {
    if (items.length === 0) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(items.slice(0, MAX_ITEMS)));
  } catch {
    // Storage full or blocked: nothing more can be saved in this browser.
  }
  announceSavedChange();
}

/** Stores the list (at most `MAX_ITEMS`) of the visitor now using the page and tells every reader. */
export function writeSavedItems(items: SavedItem[]): void {
  writeSavedList(savedStorageKey(), items);
}

/**
 * The client accepted the offer: the anonymous saves join the account's list (its own first, the
 * newest of the rest after) and leave the device's anonymous list.
 */
export function mergeAnonymousSaved(): void {
  if (!getSession().clientId) return;
  const merged = [...getSavedItems(), ...getAnonymousExtras()].sort(
    (a, b) => b.savedAt - a.savedAt,
  );
  writeSavedItems(merged);
  writeSavedList(SAVED_STORAGE_KEY, []);
}
