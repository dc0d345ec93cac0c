/**
 * The browser's own install prompt (Chromium's `beforeinstallprompt`), kept from the moment it is
 * offered so the /AppDownload page can show an install button whenever the reader gets there.
 */
import { useSyncExternalStore } from 'react';

/** Chromium's event; not in TypeScript's DOM types. */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offered: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Starts keeping the prompt (the service worker set-up calls it once, after the load event). */
export function keepInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Shown from the page's own button instead of the browser's mini-bar.
    event.preventDefault();
    offered = event as InstallPromptEvent;
    emit();
  });
  window.addEventListener('appinstalled', () => {
    offered = null;
    emit();
  });
}

/** Shows the browser's install dialog; the prompt can be used once. */
export async function promptInstall(): Promise<boolean> {
  const event = offered;
  if (!event) return false;
  offered = null;
  emit();
  await event.prompt();
  return (await event.userChoice).outcome === 'accepted';
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the browser offers to install the portal right now. */
export function useInstallPrompt(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => offered !== null,
    () => false,
  );
}
