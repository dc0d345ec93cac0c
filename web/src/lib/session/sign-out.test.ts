/**
 * Sign-out tells the truth: "signed out" only once the BFF has confirmed; otherwise the sign-out
 * stays pending and is tried again before any stored session is taken up. Drafts do not outlive
 * it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '@portal/shared';
import { envelope, mockCalls } from '@test-utils/mock-calls';
import {
  HttpResponse,
  apiAnswer,
  bffAnswer,
  http,
  receivedRequests,
  server,
} from '@test-utils/msw';
import { DEVICE_ENDPOINT, fakePushBrowser, removePushBrowser } from '@test-utils/push-browser';
import { readDraft, saveDraft } from '../drafts/drafts';
import { resetSessionReady, sessionReady } from './session-check';
import { getSession, restoreSession, setLoggedIn } from './current-session';
import { signOut } from './sign-out';
import { clearSignOutPending, markSignOutPending, signOutPending } from './sign-out-pending';

const notified = vi.hoisted(() => ({ success: vi.fn(), warning: vi.fn(), info: vi.fn() }));
vi.mock('../notify/notify', () => ({ notice: notified }));

const user = { clientid: 'CL0001', username: '陳大文' } as UserInfo;
const isText = (v: unknown): v is string => typeof v === 'string';

function loggedInSession() {
  return {
    code: 200,
    msg: 'ok',
    data: { loggedIn: true, clientId: 'CL0001', userInfo: user, doctor: false },
  };
}

describe('signOut', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    restoreSession();
    resetSessionReady();
    setLoggedIn(user);
    for (const fn of Object.values(notified)) fn.mockClear();
  });
  afterEach(() => {
    clearSignOutPending();
    vi.unstubAllGlobals();
  });

  it('says 你已登出 once the BFF confirms, and forgets the client and their drafts', async () => {
    saveDraft('ask', '問題', 'CL0001');
    const api = mockCalls({ signOut: null });
    await expect(signOut()).resolves.toBe(true);
    expect(api.requests('signOut')).toHaveLength(1);
    expect(notified.success).toHaveBeenCalledWith('你已登出。');
    expect(notified.warning).not.toHaveBeenCalled();
    expect(getSession().loggedIn).toBe(false);
    expect(signOutPending()).toBe(false);
    expect(readDraft('ask', 'CL0001', isText)).toBeNull();
    expect(readDraft('ask', '', isText)).toBeNull();
  });

  it('a session already gone (211) counts as signed out, without sending anyone to the login page', async () => {
    mockCalls({ signOut: envelope(211, '未登錄，請先登錄') });
    await expect(signOut()).resolves.toBe(true);
    expect(notified.success).toHaveBeenCalledWith('你已登出。');
    expect(window.location.pathname).not.toMatch(/login/);
  });

  it.each([
    ['offline', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['shed under load (429)', () => envelope(429, '系統繁忙，請稍後再試')],
    ['a server fault (500)', () => envelope(500, '伺服器錯誤')],
  ] as const)('%s: never says 你已登出, keeps the sign-out pending', async (_case, answer) => {
    saveDraft('ask', '問題', 'CL0001');
    mockCalls({ signOut: answer as never });
    await expect(signOut()).resolves.toBe(false);
    expect(notified.success).not.toHaveBeenCalled();
    expect(notified.warning).toHaveBeenCalledWith(expect.stringContaining('未能確認登出'));
    expect(signOutPending()).toBe(true);
    // The device forgets the client all the same: they asked to leave.
    expect(getSession().loggedIn).toBe(false);
    expect(readDraft('ask', 'CL0001', isText)).toBeNull();
  });
});

describe('signOut on a device with reminders on', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    restoreSession();
    resetSessionReady();
    setLoggedIn(user);
  });
  afterEach(() => {
    clearSignOutPending();
    removePushBrowser();
    vi.useRealTimers();
  });

  const paths = (requests: Request[]) =>
    requests.map((request) => `${request.method} ${new URL(request.url).pathname}`);

  it("removes this device's subscription at the portal, then in the browser, before signing out", async () => {
    const browser = fakePushBrowser('granted', { subscribed: true });
    mockCalls({ signOut: null });
    server.use(bffAnswer('delete', '/bff/push/subscription', undefined));
    const requests = receivedRequests();
    await expect(signOut()).resolves.toBe(true);
    expect(paths(requests)).toEqual(['DELETE /bff/push/subscription', 'POST /api/user/signOut']);
    expect(await requests[0]!.json()).toEqual({ endpoint: DEVICE_ENDPOINT });
    expect(browser.unsubscribe).toHaveBeenCalledTimes(1);
    expect(await browser.pushManager.getSubscription()).toBeNull();
  });

  it('is not held up by a push manager that never answers the unsubscribe', async () => {
    // Fake clock that also runs on its own: the test moves it past the wait once the browser
    // has been asked, and everything else goes at its own pace.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const browser = fakePushBrowser('granted', { subscribed: true, unsubscribeHangs: true });
    mockCalls({ signOut: null });
    server.use(bffAnswer('delete', '/bff/push/subscription', undefined));
    const requests = receivedRequests();
    const done = signOut();
    // The portal's DELETE goes first; on a busy machine it may take longer than waitFor's 1 s default.
    await vi.waitFor(() => expect(browser.unsubscribe).toHaveBeenCalled(), { timeout: 10_000 });
    expect(paths(requests)).toEqual(['DELETE /bff/push/subscription']);
    await vi.advanceTimersByTimeAsync(3000);
    await expect(done).resolves.toBe(true);
    expect(paths(requests)).toEqual(['DELETE /bff/push/subscription', 'POST /api/user/signOut']);
    expect(getSession().loggedIn).toBe(false);
  });
});

describe('a pending sign-out at startup', () => {
  let requests: Request[];
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    restoreSession();
    resetSessionReady();
    for (const fn of Object.values(notified)) fn.mockClear();
    requests = receivedRequests();
  });
  afterEach(() => {
    clearSignOutPending();
  });

  const urls = () => requests.map((request) => new URL(request.url).pathname);

  it('is retried before the stored session is asked for, and then nobody is restored', async () => {
    markSignOutPending();
    server.use(
      http.get('/bff/session', () => HttpResponse.json(loggedInSession())),
      apiAnswer('post', '/api/user/signOut', undefined),
    );
    await sessionReady();
    expect(urls()).toEqual(['/api/user/signOut', '/bff/session']);
    expect(signOutPending()).toBe(false);
    expect(notified.success).toHaveBeenCalledWith('你已登出。');
  });

  it('still failing: the stored session is not taken up, and the sign-out stays pending', async () => {
    setLoggedIn(user);
    markSignOutPending();
    server.use(
      http.get('/bff/session', () => HttpResponse.json(loggedInSession())),
      http.post('/api/user/signOut', () => HttpResponse.error()),
    );
    await sessionReady();
    expect(urls()).toEqual(['/api/user/signOut']);
    expect(getSession().loggedIn).toBe(false);
    expect(signOutPending()).toBe(true);
    expect(notified.success).not.toHaveBeenCalled();
  });

  it('a new login replaces the pending sign-out', () => {
    markSignOutPending();
    setLoggedIn(user);
    expect(signOutPending()).toBe(false);
  });
});
