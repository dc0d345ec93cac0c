import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  NetworkError,
  OFFLINE_CODE,
  callApi,
  onNotLoggedIn,
  onUnauthorized,
  request,
  requestBff,
} from './api-client';

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

describe('api-client', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    window.history.replaceState(null, '', '/doctor/list');
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('resolves with data on code 200 and sends the anti-forgery and page-path headers', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ code: 200, msg: 'ok', data: { globaluserid: 'D1' } }),
    );
    const data = await callApi('getDocDetailByGlobalUserID', { query: { globaluserid: 'D1' } });
    expect(data).toEqual({ globaluserid: 'D1' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/doctorclinic/getDocDetailByGlobalUserID?globaluserid=D1');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.method).toBe('GET');
    const headers = init?.headers as Record<string, string>;
    expect(headers['x-csrf']).toBe('1');
    expect(headers['x-page-path']).toBe('/doctor/list');
    expect(Object.keys(headers).map((h) => h.toLowerCase())).not.toContain('token');
  });

  it('posts JSON bodies', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 200, msg: 'ok', data: null }));
    await callApi('login', { body: { phone: '91234567', password: 'Demo1234' } });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ phone: '91234567', password: 'Demo1234' });
    expect((init?.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it('on code 401 tells the listeners and resolves with an empty result', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 401, msg: '登入已過期' }));
    const listener = vi.fn();
    const off = onUnauthorized(listener);
    await expect(request('/api/user/getClientById')).resolves.toBeUndefined();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener.mock.calls[0]![0]).toBeInstanceOf(ApiError);
    off();
  });

  it('rejects other codes with an ApiError carrying msg', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 500, msg: '手機號碼或密碼不正確' }));
    const error = await request('/api/user/login', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(500);
    expect((error as ApiError).message).toBe('手機號碼或密碼不正確');
  });

  it('on code 211 tells the not-logged-in listeners and still rejects', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 211, msg: '未登錄，請先登錄' }));
    const listener = vi.fn();
    const off = onNotLoggedIn(listener);
    await expect(request('/api/sckedule/getScheduleListByClientId')).rejects.toMatchObject({
      code: 211,
      message: '未登錄，請先登錄',
    });
    expect(listener).toHaveBeenCalledTimes(1);
    off();
  });

  it('says in Chinese why a read failed at the network, keeping the browser error as the cause', async () => {
    const failure = new TypeError('Failed to fetch');
    fetchMock.mockRejectedValue(failure);
    const online = await request('/api/news/getHotNewsList').catch((e: unknown) => e);
    expect(online).toBeInstanceOf(NetworkError);
    expect(online).toMatchObject({ message: '網絡連線出現問題，請稍後再試。', cause: failure });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(request('/api/news/getHotNewsList')).rejects.toMatchObject({
      message: '你現在離線，請連線後再試。',
    });
    vi.restoreAllMocks();
  });

  it('refuses a change offline with a clear message and sends nothing', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const error = await request('/api/sckedule/saveSchedule', { method: 'POST' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: OFFLINE_CODE, message: '你現在離線，請連線後再試。' });
    expect(fetchMock).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('says a change failed for want of a network when it could not be sent', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(request('/api/user/login', { method: 'POST', body: {} })).rejects.toMatchObject({
      code: OFFLINE_CODE,
    });
  });

  it('rejects with a readable ApiError when the answer is not JSON', async () => {
    fetchMock.mockResolvedValue(new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(request('/api/news/getHotNewsList')).rejects.toMatchObject({ code: 502 });
  });

  it('leaves empty query values out of the URL', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ code: 200, msg: 'ok', data: [] }));
    await request('/api/x', { query: { a: '1', b: '', c: undefined, d: 0 } });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/x?a=1&d=0');
  });

  it('reads the BFF endpoints plain or enveloped', async () => {
    const session = { loggedIn: false, clientId: '', userInfo: null, doctor: false };
    fetchMock.mockResolvedValueOnce(jsonResponse(session));
    await expect(requestBff('/bff/session')).resolves.toEqual(session);
    fetchMock.mockResolvedValueOnce(jsonResponse({ code: 200, msg: 'ok', data: session }));
    await expect(requestBff('/bff/session')).resolves.toEqual(session);
    fetchMock.mockResolvedValueOnce(jsonResponse({ code: 403, msg: '請求被拒絕' }, 403));
    await expect(requestBff('/bff/session')).rejects.toMatchObject({ code: 403 });
  });
});
