/**
 * Changes to the saved list, apart from its reading (saved-store.ts): only the pages with a save
 * button or the list load them, not every page's first load.
 */
import { getSavedItems, writeSavedItems, type SavedItem, type SavedKind } from './saved-store';

export function isSaved(kind: SavedKind, id: string): boolean {
  return getSavedItems().some((i) => i.kind === kind && i.id === id);
}

/** Saves an item (newest first) or, when already saved, removes it. Returns whether it is saved. */
export function toggleSaved(item: Omit<SavedItem, 'savedAt'>, now = Date.now()): boolean {
  const items = getSavedItems();
  if (items.some((i) => i.kind === item.kind && i.id === item.id)) {
    writeSavedItems(items.filter((i) => !(i.kind === item.kind && i.id === item.id)));
    return false;
  }
  writeSavedItems([{ ...item, savedAt: now }, ...items]);
  return true;
}

export function removeSaved(kind: SavedKind, id: string): void {
  writeSavedItems(getSavedItems().filter((i) => !(i.kind === kind && i.id === id)));
}
