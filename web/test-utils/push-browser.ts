/**
 * A browser with push for unit tests: a service worker registration whose push manager and
 * notification permission the test watches. `subscribed` starts it with this device already
 * subscribed; `unsubscribeHangs` makes the browser never answer an unsubscribe.
 */
import { vi } from 'vitest';

export const DEVICE_ENDPOINT = 'https://fcm.googleapis.com/fcm/send/device-1';

export function fakePushBrowser(
  permission: NotificationPermission,
  { subscribed = false, unsubscribeHangs = false } = {},
) {
  let subscription: PushSubscription | null = null;
  const unsubscribe = vi.fn(() => {
    if (unsubscribeHangs) return new Promise<boolean>(() => undefined);
    subscription = null;
    return Promise.resolve(true);
  });
  const make = (applicationServerKey: PushSubscriptionOptionsInit['applicationServerKey']) =>
    ({
      endpoint: DEVICE_ENDPOINT,
      options: { applicationServerKey },
      toJSON: () => ({
        endpoint: DEVICE_ENDPOINT,
        expirationTime: null,
        keys: { p256dh: 'p', auth: 'a' },
      }),
      unsubscribe,
    }) as unknown as PushSubscription;
  if (subscribed) subscription = make(null);
  const pushManager = {
    getSubscription: vi.fn(async () => subscription),
    subscribe: vi.fn(async (options: PushSubscriptionOptionsInit) => {
      subscription = make(options.applicationServerKey);
      return subscription;
    }),
  };
  const registration = { pushManager };
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration, ready: Promise.resolve(registration) },
  });
  const requestPermission = vi.fn(async () => {
    permission = 'granted';
    return permission;
  });
  vi.stubGlobal('Notification', {
    get permission() {
      return permission;
    },
    requestPermission,
  });
  return { pushManager, requestPermission, unsubscribe };
}

/** Takes the fake browser away again (after each test that used it). */
export function removePushBrowser(): void {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
}
