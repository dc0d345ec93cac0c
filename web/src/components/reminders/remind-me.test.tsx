import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../../test-utils/render';
import { RemindMe } from './remind-me';

const PUBLIC_KEY = 'BN' + 'A'.repeat(85);

/** A browser with push: a service worker registration whose push manager the test watches. */
function fakeBrowser(permission: NotificationPermission) {
  let subscription: PushSubscription | null = null;
  const unsubscribe = vi.fn(async () => {
    subscription = null;
    return true;
  });
  const pushManager = {
    getSubscription: vi.fn(async () => subscription),
    subscribe: vi.fn(async (options: PushSubscriptionOptionsInit) => {
      subscription = {
        endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
        options: { applicationServerKey: options.applicationServerKey },
        toJSON: () => ({
          endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
          expirationTime: null,
          keys: { p256dh: 'p', auth: 'a' },
        }),
        unsubscribe,
      } as unknown as PushSubscription;
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

const fetchMock = vi.fn<typeof fetch>();
function envelope(data?: unknown) {
  return new Response(JSON.stringify({ code: 200, msg: 'success', data }), {
    headers: { 'content-type': 'application/json' },
  });
}

describe('提醒我', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('shows nothing where the browser cannot receive reminders', () => {
    const { container } = render(<RemindMe />);
    expect(container.querySelector('[data-testid="remind-me"]')).toBeNull();
  });

  it('asks for permission only on the click, subscribes, then turns off', async () => {
    const browser = fakeBrowser('default');
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/bff/push/key' ? envelope({ publicKey: PUBLIC_KEY }) : envelope(),
    );
    render(<RemindMe />);
    const button = await screen.findByRole('button', { name: '提醒我' });
    expect(browser.requestPermission).not.toHaveBeenCalled();

    await userEvent.click(button);
    expect(await screen.findByText(/已開啟預約提醒/)).toBeTruthy();
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.pushManager.subscribe).toHaveBeenCalledWith(
      expect.objectContaining({ userVisibleOnly: true }),
    );
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(post[0]).toBe('/bff/push/subscription');
    expect(JSON.parse(String(post[1]!.body))).toMatchObject({
      endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
      keys: { p256dh: 'p', auth: 'a' },
    });

    await userEvent.click(screen.getByRole('button', { name: '關閉提醒' }));
    expect(await screen.findByRole('button', { name: '提醒我' })).toBeTruthy();
    const del = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE')!;
    expect(JSON.parse(String(del[1]!.body))).toEqual({
      endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
    });
    expect(browser.unsubscribe).toHaveBeenCalled();
  });

  it('says so when notifications are blocked, without asking again', async () => {
    const browser = fakeBrowser('denied');
    render(<RemindMe />);
    expect(await screen.findByText(/已封鎖本網站的通知/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: '提醒我' })).toBeNull();
    expect(browser.requestPermission).not.toHaveBeenCalled();
  });

  it('drops the browser subscription when the portal refuses it, and says why', async () => {
    const browser = fakeBrowser('granted');
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/bff/push/key'
        ? envelope({ publicKey: PUBLIC_KEY })
        : new Response(JSON.stringify({ code: 400, msg: '不支援此瀏覽器的推送服務' }), {
            status: 400,
            headers: { 'content-type': 'application/json' },
          }),
    );
    render(<RemindMe />);
    await userEvent.click(await screen.findByRole('button', { name: '提醒我' }));
    expect((await screen.findByRole('alert')).textContent).toContain('不支援此瀏覽器的推送服務');
    expect(browser.unsubscribe).toHaveBeenCalled();
  });
});
