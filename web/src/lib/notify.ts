/**
 * User notices: warning, info and success. On phone-like browsers a small toast shows for
 * TOAST_DURATION_MS at the top centre without a close button; elsewhere a standard Mantine
 * notification bubble in the top-right corner.
 *
 * The notifications code (its store and container) loads with the first notice: a page that
 * shows none never loads it. `loadedNotifications` hands the provider the container once loaded.
 */
import type * as NotificationsModule from '@mantine/notifications';
import type { notifications as NotificationsApi } from '@mantine/notifications';
import classes from './notify.module.css';

/** How long a phone's toast stays. */
const TOAST_DURATION_MS = 2000;

type NoticeKind = 'warning' | 'info' | 'success';

const COLORS: Record<NoticeKind, string> = { warning: 'orange', info: 'blue', success: 'jade' };
const DESKTOP_DURATION_MS = 4000;

/** Phones and small touch tablets: a coarse pointer on a narrow screen, or a mobile user agent. */
export function isPhoneLike(): boolean {
  const ua = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  if (/iPhone|iPod|Android.+Mobile|Windows Phone|Mobile Safari/i.test(ua)) return true;
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false;
  return window.matchMedia('(pointer: coarse) and (max-width: 768px)').matches;
}

let loaded: typeof NotificationsModule | null = null;
let loading: Promise<typeof NotificationsModule> | undefined;
const loadedListeners = new Set<() => void>();

/**
 * Loads the notifications code once (and with it the container the provider then mounts: a
 * notice shown through `@mantine/notifications` imported directly would wait for it unseen). A
 * load that failed (offline, before the code was ever fetched) is not kept: the next notice tries
 * again, so a page that went offline still says 你已登出 once it is back online.
 */
export function loadNotifications(): Promise<typeof NotificationsModule> {
  loading ??= import('@mantine/notifications').then(
    (m) => {
      loaded = m;
      for (const listener of loadedListeners) listener();
      return m;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
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
    (m) => show(m.notifications, kind, message, title),
    () => null,
  );
}

function show(
  notifications: typeof NotificationsApi,
  kind: NoticeKind,
  message: string,
  title?: string,
): string {
  if (isPhoneLike()) {
    return notifications.show({
      message,
      autoClose: TOAST_DURATION_MS,
      withCloseButton: false,
      position: 'top-center',
      classNames: { root: classes.toast, description: classes.toastText },
      'data-kind': kind,
    });
  }
  return notifications.show({
    title,
    message,
    color: COLORS[kind],
    autoClose: DESKTOP_DURATION_MS,
    position: 'top-right',
    'data-kind': kind,
  } as Parameters<typeof notifications.show>[0]);
}

export const notice = {
  warning: (message: string, title?: string) => notify('warning', message, title),
  info: (message: string, title?: string) => notify('info', message, title),
  success: (message: string, title?: string) => notify('success', message, title),
};
