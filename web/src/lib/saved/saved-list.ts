/**
 * Doctors and clinics saved (收藏). A visitor who is not logged in has the device's anonymous list,
 * kept in localStorage. A logged-in client's list is the account's, kept by the BFF (`/bff/saved`,
 * see saved-account.ts) so it follows them to every device; this browser keeps a copy under the
 * client id (with the names and pictures the account list does not hold), shown at once and
 * brought in line with the account whenever it is read. On a shared computer one person's saves
 * never show under another's name. After login the anonymous saves are offered for the account
 * (see `mergeAnonymousSaved`), never moved silently. Other tabs see changes through the storage
 * event. This module reads (the header's count needs it on every page). A save runs: the button's
 * `toggleSaved` (saved-actions.ts) → `writeSavedItems` (saved-write.ts, this browser's copy) → for
 * a logged-in client `sendSavedChange` (saved-account.ts), a `PUT`/`DELETE /bff/saved` that the
 * BFF keeps in its own database (`bff/src/store/saved-items.ts`). The writing modules load with the
 * pages and actions that change a list.
 */
import { useSyncExternalStore } from 'react';
import type { SavedKind } from '@portal/shared';
import { getSession, subscribeSession } from '../session/current-session';

export interface SavedItem {
  kind: SavedKind;
  id: string;
  name: string;
  /** e.g. the doctor's title or the clinic's district and address. */
  subtitle: string;
  image: string;
  savedAt: number;
}

/** The anonymous list's key; an account's list is `portal.saved.<clientId>`. */
export const SAVED_STORAGE_KEY = 'portal.saved';

/** Where the list of the visitor now using the page (an account or nobody) is kept. */
export function savedStorageKey(clientId: string = getSession().clientId): string {
  return clientId ? `${SAVED_STORAGE_KEY}.${encodeURIComponent(clientId)}` : SAVED_STORAGE_KEY;
}

type Listener = () => void;
const listeners = new Set<Listener>();
const cache = new Map<string, { raw: string | null; items: SavedItem[] }>();
/**
 * The one empty list: what the server renders with and what a browser with nothing saved reads,
 * the same value, so hydration has no reason to render the saved count again.
 */
const NO_ITEMS: SavedItem[] = [];

function isItem(v: unknown): v is SavedItem {
  if (typeof v !== 'object' || v === null) return false;
  const o = v as Record<string, unknown>;
  return (
    // The web saves doctors and clinics; an account's other kinds (news) are left to the pages
    // that will save them.
    (o.kind === 'doctor' || o.kind === 'clinic') &&
    typeof o.id === 'string' &&
    typeof o.name === 'string'
  );
}

function readRaw(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function readSavedList(key: string): SavedItem[] {
  const raw = readRaw(key);
  const hit = cache.get(key);
  if (hit && hit.raw === raw) return hit.items;
  let items: SavedItem[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) {
      items = parsed.filter(isItem).map((i) => ({
        ...i,
        subtitle: String(i.subtitle ?? ''),
        image: String(i.image ?? ''),
        savedAt: Number(i.savedAt) || 0,
      }));
    }
  } catch {
    items = [];
  }
  if (items.length === 0) items = NO_ITEMS;
  cache.set(key, { raw, items });
  return items;
}

/** Tells every reader that a saved list changed (saved-write.ts, after it stores one). */
export function announceSavedChange(): void {
  for (const l of listeners) l();
}

/** The saved list of the visitor now using the page. */
export function getSavedItems(): SavedItem[] {
  return readSavedList(savedStorageKey());
}

/**
 * What was saved on this device without logging in and is not yet in the logged-in account's
 * list: what the offer after login names. Empty when nobody is logged in.
 */
export function getAnonymousExtras(): SavedItem[] {
  if (!getSession().clientId) return NO_ITEMS;
  const mine = getSavedItems();
  const extras = readSavedList(SAVED_STORAGE_KEY).filter(
    (a) => !mine.some((m) => m.kind === a.kind && m.id === a.id),
  );
  return extras.length ? extras : NO_ITEMS;
}

let extrasCache: {
  anon: SavedItem[];
  mine: SavedItem[];
  clientId: string;
  extras: SavedItem[];
} | null = null;

/** {@link getAnonymousExtras}, the same array while nothing changed (for React's store hook). */
function getAnonymousExtrasStable(): SavedItem[] {
  const anon = readSavedList(SAVED_STORAGE_KEY);
  const mine = getSavedItems();
  const { clientId } = getSession();
  if (extrasCache?.anon === anon && extrasCache.mine === mine && extrasCache.clientId === clientId)
    return extrasCache.extras;
  const extras = getAnonymousExtras();
  extrasCache = { anon, mine, clientId, extras };
  return extras;
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  // Logging in or out changes whose list is shown.
  const stopSession = subscribeSession(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key.startsWith(SAVED_STORAGE_KEY)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    stopSession();
    window.removeEventListener('storage', onStorage);
  };
}

export function useSavedItems(): SavedItem[] {
  return useSyncExternalStore(subscribe, getSavedItems, () => NO_ITEMS);
}

/** The anonymous saves the logged-in client has not yet taken into their account. */
export function useAnonymousExtras(): SavedItem[] {
  return useSyncExternalStore(subscribe, getAnonymousExtrasStable, () => NO_ITEMS);
}
