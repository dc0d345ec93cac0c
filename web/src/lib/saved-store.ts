/**
 * Doctors and clinics the visitor saved (收藏), kept in localStorage so they last across visits
 * and need no account. Other tabs see changes through the storage event.
 */
import { useSyncExternalStore } from 'react';

export type SavedKind = 'doctor' | 'clinic';

export interface SavedItem {
  kind: SavedKind;
  id: string;
  name: string;
  /** e.g. the doctor's title or the clinic's district and address. */
  subtitle: string;
  image: string;
  savedAt: number;
}

export const SAVED_STORAGE_KEY = 'portal.saved';
const MAX_ITEMS = 100;

type Listener = () => void;
const listeners = new Set<Listener>();
let cache: { raw: string | null; items: SavedItem[] } | null = null;
/**
 * The one empty list: what the server renders with and what a browser with nothing saved reads,
 * the same value, so hydration has no reason to render the saved count again.
 */
const NO_ITEMS: SavedItem[] = [];

function isItem(v: unknown): v is SavedItem {
  if (typeof v !== 'object' || v === null) return false;
  const o = v as Record<string, unknown>;
  return (
    (o.kind === 'doctor' || o.kind === 'clinic') &&
    typeof o.id === 'string' &&
    typeof o.name === 'string'
  );
}

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(SAVED_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function getSavedItems(): SavedItem[] {
  const raw = readRaw();
  if (cache && cache.raw === raw) return cache.items;
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
  cache = { raw, items };
  return items;
}

/** Stores the list (at most `MAX_ITEMS`) and tells every reader. */
export function writeSavedItems(items: SavedItem[]): void {
  try {
    window.localStorage.setItem(SAVED_STORAGE_KEY, JSON.stringify(items.slice(0, MAX_ITEMS)));
  } catch {
    // Storage full or blocked: nothing more can be saved in this browser.
  }
  for (const l of listeners) l();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === SAVED_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSavedItems(): SavedItem[] {
  return useSyncExternalStore(subscribe, getSavedItems, () => NO_ITEMS);
}
