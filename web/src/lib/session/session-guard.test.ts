import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '@portal/shared';
import { HttpResponse, apiAnswer, bffAnswer, envelopeBody, http, server } from '@test-utils/msw';
import { requireSession } from './session-guard';
import { resetSessionReady } from './session-check';
import { clearLogin, restoreSession, setLoggedIn } from './current-session';

describe('requireSession', () => {
  beforeEach(() => {
    sessionStorage.clear();
    restoreSession();
    resetSessionReady();
  });

  it('sends visitors to /login with the requested path and search as redirect', async () => {
    server.use(
      bffAnswer('get', '/bff/session', {
        loggedIn: false,
        clientId: '',
        userInfo: null,
        doctor: false,
      }),
    );
    const res = await requireSession(new Request('http://x/user/booking/order?page=2'));
    expect(res?.status).toBe(302);
    expect(res?.headers.get('Location')).toBe(
      '/login?redirect=%2Fuser%2Fbooking%2Forder%3Fpage%3D2',
    );
  });

  it('lets a logged-in client through once the BFF confirms the session', async () => {
    const user = { clientid: 'U1', username: '陳大文' } as UserInfo;
    server.use(
      bffAnswer('get', '/bff/session', {
        loggedIn: true,
        clientId: 'U1',
        userInfo: user,
        doctor: false,
      }),
    );
    await expect(requireSession(new Request('http://x/user/userInfo'))).resolves.toBeNull();
    clearLogin();
  });

  it('keeps the stored state when the BFF cannot be reached', async () => {
    setLoggedIn({ clientid: 'U1', username: 'x' } as UserInfo);
    server.use(http.get('/bff/session', () => HttpResponse.error()));
    await expect(requireSession(new Request('http://x/user/userInfo'))).resolves.toBeNull();
    clearLogin();
  });
});

describe('the session guards', () => {
  const navigate = vi.fn();
  let uninstall: () => void;
  beforeEach(async () => {
    const { setNavigate } = await import('../page/navigation');
    setNavigate(navigate);
    const { QueryClient } = await import('@tanstack/react-query');
    const { installSessionGuards } = await import('./session-guard');
    uninstall = installSessionGuards(new QueryClient());
    window.history.replaceState(null, '', '/user/userInfo');
  });
  afterEach(async () => {
    uninstall();
    const { setNavigate } = await import('../page/navigation');
    setNavigate(null);
    const { clearSignOutPending } = await import('./sign-out-pending');
    clearSignOutPending();
    navigate.mockReset();
  });

  const answer211 = () =>
    server.use(
      apiAnswer('get', '/api/user/getClientById', () =>
        HttpResponse.json(envelopeBody(211, '未登錄，請先登錄')),
      ),
    );

  it('sends a client whose session is gone to /login, saying why', async () => {
    answer211();
    setLoggedIn({ clientid: 'CL1', username: '陳大文' } as UserInfo);
    const { request } = await import('../http/http');
    await expect(request('/api/user/getClientById')).rejects.toThrow();
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fuser%2FuserInfo', {
      replace: true,
      state: { loginReason: 'notLoggedIn' },
    });
  });

  it('says nothing of a call answered after the client signed out (or never logged in)', async () => {
    answer211();
    clearLogin();
    const { request } = await import('../http/http');
    await expect(request('/api/user/getClientById')).rejects.toThrow();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves a client who is signing out where the sign-out takes them', async () => {
    answer211();
    setLoggedIn({ clientid: 'CL1', username: '陳大文' } as UserInfo);
    const { markSignOutPending } = await import('./sign-out-pending');
    markSignOutPending();
    const { request } = await import('../http/http');
    await expect(request('/api/user/getClientById')).rejects.toThrow();
    expect(navigate).not.toHaveBeenCalled();
  });
});
