/**
 * Changes to the saved list, apart from its reading (saved-list.ts): only the pages with a save
 * button or the list load them, not every page's first load.
 */
import { sendSavedChange } from './saved-account';
import type { SavedKind } from '@portal/shared';
import { getSavedItems, type SavedItem } from './saved-list';
import { mergeAnonymousSaved, writeSavedItems } from './saved-write';

export function isSaved(kind: SavedKind, id: string): boolean {
  return getSavedItems().some((i) => i.kind === kind && i.id === id);
}

/** Saves an item (newest first) or, when already saved, removes it. Returns whether it is saved. */
export function toggleSaved(item: Omit<SavedItem, 'savedAt'>, now = Date.now()): boolean {
  const items = getSavedItems();
  if (items.some((i) => i.kind === item.kind && i.id === item.id)) {
    writeSavedItems(items.filter((i) => !(i.kind === item.kind && i.id === item.id)));
    void sendSavedChange('DELETE', item.kind, item.id);
    return false;
  }
  writeSavedItems([{ ...item, savedAt: now }, ...items]);
  void sendSavedChange('PUT', item.kind, item.id);
  return true;
}

export function removeSaved(kind: SavedKind, id: string): void {
  writeSavedItems(getSavedItems().filter((i) => !(i.kind === kind && i.id === id)));
  void sendSavedChange('DELETE', kind, id);
}

/** The client took the device's anonymous saves into the account: each is sent to it. */
export async function acceptAnonymousSaved(): Promise<void> {
  const before = getSavedItems();
  mergeAnonymousSaved();
  const joined = getSavedItems().filter(
    (i) => !before.some((b) => b.kind === i.kind && b.id === i.id),
  );
  for (const item of joined) await sendSavedChange('PUT', item.kind, item.id);
}
