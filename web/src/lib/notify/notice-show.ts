/**
 * How a notice looks (see notify.ts, which loads this with the first notice, together with the
 * notifications code it re-exports for the provider's container and the service worker's
 * notices): on phone-like browsers a small toast shows for TOAST_DURATION_MS at the top centre
 * without a close button; elsewhere a standard Mantine notification bubble on the right. Both
 * open below the sticky header (notify.module.css), never over its buttons.
 */
import { notifications } from '@mantine/notifications';
import classes from './notify.module.css';

export { Notifications, notifications } from '@mantine/notifications';

/** How long a phone's toast stays. */
const TOAST_DURATION_MS = 2000;

export type NoticeKind = 'warning' | 'info' | 'success';

const COLORS: Record<NoticeKind, string> = { warning: 'orange', info: 'blue', success: 'jade' };
const DESKTOP_DURATION_MS = 4000;

/** Phones and small touch tablets: a coarse pointer on a narrow screen, or a mobile user agent. */
export function isPhoneLike(): boolean {
  const ua = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  if (/iPhone|iPod|Android.+Mobile|Windows Phone|Mobile Safari/i.test(ua)) return true;
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return false;
  return window.matchMedia('(pointer: coarse) and (max-width: 768px)').matches;
}

/** Shows the notice as this browser gets it; returns its id. */
export function show(kind: NoticeKind, message: string, title?: string): string {
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
