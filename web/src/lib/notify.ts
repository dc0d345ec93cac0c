/**
 * User notices: warning, info and success. On phone-like browsers a small toast shows for
 * TOAST_DURATION_MS at the top centre without a close button; elsewhere a standard Mantine
 * notification bubble in the top-right corner.
 *
 * The notifications code (its store and container) loads with the first notice: a page that
 * shows none never loads it. `noticeWanted` tells the provider when to mount the container.
 */
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

let wanted = false;
const wantedListeners = new Set<() => void>();

/** Whether any notice was asked for yet (for `useSyncExternalStore`). */
export function noticeWanted(): boolean {
  return wanted;
}

export function subscribeNoticeWanted(listener: () => void): () => void {
  wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
}

let api: Promise<typeof NotificationsApi> | undefined;

/** Shows a notice once the notifications code is loaded; resolves with its id. */
function notify(kind: NoticeKind, message: string, title?: string): Promise<string> {
  if (!wanted) {
    wanted = true;
    for (const listener of wantedListeners) listener();
  }
  api ??= import('@mantine/notifications').then((m) => m.notifications);
  return api.then((notifications) => show(notifications, kind, message, title));
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
