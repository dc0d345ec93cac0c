/**
 * User notices: warning, info and success (a phone's toast or a desktop bubble: notice-show.ts).
 *
 * The notifications code (its store and container) and how a notice looks (notice-show.ts) load
 * with the first notice: a page that shows none never loads them. `loadedNotifications` hands the
 * provider the container once loaded.
 */
import type * as NotificationsModule from './notice-show';
import type { NoticeKind } from './notice-show';

let loaded: typeof NotificationsModule | null = null;
let loading: Promise<typeof NotificationsModule> | undefined;
const loadedListeners = new Set<() => void>();

/**
 * Loads the notifications code once (and with it the container the provider then mounts: a
 * notice shown through `@mantine/notifications` imported directly would wait for it unseen). A
 * load that failed (offline, before the code was ever fetched) is not kept: the next notice tries
 * again, so a page that went offline still says 你已登出 once it is back online. The failure is
 * caught after the `.then`, not in it: the build moves an import's first `.then` inside its
 * preloading of the chunk's files, and a stylesheet that fails to preload rejects before that
 * `.then` ever runs.
 */
export function loadNotifications(): Promise<typeof NotificationsModule> {
  loading ??= import('./notice-show')
    .then((m) => {
      loaded = m;
      for (const listener of loadedListeners) listener();
      return m;
    })
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/** The notifications code once a notice has loaded it, else null (for `useSyncExternalStore`). */
export function loadedNotifications(): typeof NotificationsModule | null {
  return loaded;
}

export function subscribeNotificationsLoaded(listener: () => void): () => void {
  loadedListeners.add(listener);
  return () => loadedListeners.delete(listener);
}

/**
 * Shows a notice once the notifications code is loaded; resolves with its id, or null when the
 * code could not be loaded (the notice is lost: what must last is on the page itself).
 */
function notify(kind: NoticeKind, message: string, title?: string): Promise<string | null> {
  return loadNotifications().then(
    (m) => m.show(kind, message, title),
    () => null,
  );
}

export const notice = {
  warning: (message: string, title?: string) => notify('warning', message, title),
  info: (message: string, title?: string) => notify('info', message, title),
  success: (message: string, title?: string) => notify('success', message, title),
};
