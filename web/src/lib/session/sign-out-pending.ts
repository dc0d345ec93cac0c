/**
 * Whether a sign-out asked for on this device has not been confirmed by the BFF yet (offline, a
 * dropped connection, a busy server). Kept in localStorage so that a reload, another tab or the
 * next visit tries it again before anyone's stored session is taken up (lib/session/sign-out.ts). Only
 * the flag lives here, with a store for the banner that offers to retry: this module is part of
 * the first load.
 */
import { useSyncExternalStore } from 'react';

const KEY = 'portal.signOutPending';

const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function signOutPending(): boolean {
  try {
    return localStorage.getItem(KEY) !== null;
  } catch {
    return false;
  }
}

export function markSignOutPending(): void {
  try {
    localStorage.setItem(KEY, String(Date.now()));
  } catch {
    // Storage blocked: this page still offers the retry until it is left.
  }
  emit();
}

export function clearSignOutPending(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // nothing to clear
  }
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Whether a sign-out waits to be confirmed (false on the server and while hydrating). */
export function useSignOutPending(): boolean {
  return useSyncExternalStore(subscribe, signOutPending, () => false);
}
