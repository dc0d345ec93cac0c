import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  HttpResponse,
  bffAnswer,
  envelopeBody,
  http,
  receivedRequests,
  server,
} from '@test-utils/msw';
import { fakePushBrowser as fakeBrowser, removePushBrowser } from '@test-utils/push-browser';
import { render } from '../../../test-utils/render';
import { RemindMe } from './remind-me';

const PUBLIC_KEY = 'BN' + 'A'.repeat(85);

/** The portal's push key, as the BFF gives it to a browser that may subscribe. */
const answerKey = () => bffAnswer('get', '/bff/push/key', { publicKey: PUBLIC_KEY });

/** The reminder address as the BFF reports it. */
const answerEmail = (email = '', verified = false, available = true) =>
  bffAnswer('get', '/bff/reminder-email', { email, verified, available });

describe('提醒我', () => {
  beforeEach(() => {
    server.use(answerEmail());
  });
  afterEach(() => {
    removePushBrowser();
  });

  it('says so where neither push nor a verified e-mail can reach the client, and points to 加入日曆', async () => {
    render(<RemindMe />);
    const alert = await screen.findByTestId('no-reminders');
    expect(alert.textContent).toContain('這個瀏覽器不能接收通知');
    expect(alert.textContent).toContain('加入日曆');
    expect(screen.getByRole('link', { name: '「個人資料」' }).getAttribute('href')).toBe(
      '/user/userInfo',
    );
    expect(screen.queryByRole('button', { name: '提醒我' })).toBeNull();
  });

  it('says where e-mail reminders go on a browser without push', async () => {
    server.use(answerEmail('chan@example.hk', true));
    render(<RemindMe />);
    expect((await screen.findByTestId('remind-by-email')).textContent).toContain('chan@example.hk');
    expect(screen.queryByTestId('no-reminders')).toBeNull();
  });

  it('says plainly when the portal sends no e-mail either', async () => {
    server.use(answerEmail('', false, false));
    render(<RemindMe />);
    expect((await screen.findByTestId('no-reminders')).textContent).toContain(
      '本網站亦暫未提供電郵提醒',
    );
  });

  it('asks for permission only on the click, subscribes, then turns off', async () => {
    const browser = fakeBrowser('default');
    server.use(
      answerKey(),
      bffAnswer('post', '/bff/push/subscription', undefined),
      bffAnswer('delete', '/bff/push/subscription', undefined),
    );
    const requests = receivedRequests();
    render(<RemindMe />);
    const button = await screen.findByRole('button', { name: '提醒我' });
    expect(browser.requestPermission).not.toHaveBeenCalled();

    await userEvent.click(button);
    expect(await screen.findByText(/已開啟預約提醒/)).toBeTruthy();
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.pushManager.subscribe).toHaveBeenCalledWith(
      expect.objectContaining({ userVisibleOnly: true }),
    );
    const post = requests.find((request) => request.method === 'POST')!;
    expect(new URL(post.url).pathname).toBe('/bff/push/subscription');
    expect(await post.json()).toMatchObject({
      endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
      keys: { p256dh: 'p', auth: 'a' },
    });

    await userEvent.click(screen.getByRole('button', { name: '關閉提醒' }));
    expect(await screen.findByRole('button', { name: '提醒我' })).toBeTruthy();
    const del = requests.find((request) => request.method === 'DELETE')!;
    expect(await del.json()).toEqual({
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
    server.use(
      answerKey(),
      http.post('/bff/push/subscription', () =>
        HttpResponse.json(envelopeBody(400, '不支援此瀏覽器的推送服務'), { status: 400 }),
      ),
    );
    render(<RemindMe />);
    await userEvent.click(await screen.findByRole('button', { name: '提醒我' }));
    expect((await screen.findByRole('alert')).textContent).toContain('不支援此瀏覽器的推送服務');
    expect(browser.unsubscribe).toHaveBeenCalled();
  });

  it('explains a browser without a push service in Chinese, with the calendar as the next step', async () => {
    const browser = fakeBrowser('granted');
    browser.pushManager.subscribe.mockRejectedValueOnce(
      new DOMException('Registration failed - permission denied', 'NotAllowedError'),
    );
    server.use(answerKey());
    render(<RemindMe />);
    await userEvent.click(await screen.findByRole('button', { name: '提醒我' }));
    const alert = (await screen.findByRole('alert')).textContent ?? '';
    expect(alert).toContain('加入日曆');
    expect(alert).not.toMatch(/[A-Za-z]/);
  });

  it('appears once the worker registered after the page load is ready', async () => {
    fakeBrowser('default');
    let ready: (r: unknown) => void = () => undefined;
    const registration = { pushManager: { getSubscription: async () => null } };
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: {
        getRegistration: async () => undefined,
        ready: new Promise((resolve) => (ready = resolve)),
      },
    });
    render(<RemindMe />);
    await Promise.resolve();
    expect(screen.queryByRole('button', { name: '提醒我' })).toBeNull();
    ready(registration);
    expect(await screen.findByRole('button', { name: '提醒我' })).toBeTruthy();
  });
  it('says 提醒我 when the browser still holds a subscription the portal no longer sends to', async () => {
    // The session that subscribed ended (a password change elsewhere): the portal dropped its
    // subscription, the browser kept it. Saying 已開啟 would promise reminders that never come.
    fakeBrowser('granted', { subscribed: true });
    server.use(
      bffAnswer('get', '/bff/push/subscriptions', {
        items: [{ id: 'other', browser: 'Chrome', addedAt: 1, current: false }],
      }),
    );
    render(<RemindMe />);
    expect(await screen.findByRole('button', { name: '提醒我' })).toBeTruthy();
    expect(screen.queryByText(/已開啟預約提醒/)).toBeNull();
  });

  it("says reminders are on when this session's subscription is the one the portal holds", async () => {
    fakeBrowser('granted', { subscribed: true });
    server.use(
      bffAnswer('get', '/bff/push/subscriptions', {
        items: [{ id: 'this', browser: 'Chrome', addedAt: 1, current: true }],
      }),
    );
    render(<RemindMe />);
    expect(await screen.findByRole('button', { name: '關閉提醒' })).toBeTruthy();
  });
});
