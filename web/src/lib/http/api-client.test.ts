import { beforeEach, describe, expect, it, vi } from 'vitest';
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
import { HttpResponse, http, pathOf, receivedRequests, server } from '@test-utils/msw';

/** Every request, whatever its path, answered with `body` (as JSON) and `status`. */
function answerAll(body: unknown, status = 200) {
  server.use(http.all('*', () => HttpResponse.json(body as never, { status })));
}

describe('api-client', () => {
  let requests: Request[];

  beforeEach(() => {
    window.history.replaceState(null, '', '/doctor/list');
    requests = receivedRequests();
  });

  it('resolves with data on code 200 and sends the anti-forgery and page-path headers', async () => {
    answerAll({ code: 200, msg: 'ok', data: { globaluserid: 'D1' } });
    const data = await callApi('getDocDetailByGlobalUserID', { query: { globaluserid: 'D1' } });
    expect(data).toEqual({ globaluserid: 'D1' });
    const [sent] = requests as [Request];
    expect(pathOf(sent)).toBe('/api/doctorclinic/getDocDetailByGlobalUserID?globaluserid=D1');
    expect(sent.credentials).toBe('same-origin');
    expect(sent.method).toBe('GET');
    expect(sent.headers.get('x-csrf')).toBe('1');
    expect(sent.headers.get('x-page-path')).toBe('/doctor/list');
    expect([...sent.headers.keys()]).not.toContain('token');
  });

  it('posts JSON bodies', async () => {
    answerAll({ code: 200, msg: 'ok', data: null });
    await callApi('login', { body: { phone: '91234567', password: 'Demo1234' } });
    const [sent] = requests as [Request];
    expect(sent.method).toBe('POST');
    expect(await sent.json()).toEqual({ phone: '91234567', password: 'Demo1234' });
    expect(sent.headers.get('content-type')).toBe('application/json');
  });

  it('on code 401 tells the listeners and resolves with an empty result', async () => {
    answerAll({ code: 401, msg: '登入已過期' });
    const listener = vi.fn();
    const off = onUnauthorized(listener);
    await expect(request('/api/user/getClientById')).resolves.toBeUndefined();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener.mock.calls[0]![0]).toBeInstanceOf(ApiError);
    off();
  });

  it('rejects other codes with an ApiError carrying msg', async () => {
    answerAll({ code: 500, msg: '手機號碼或密碼不正確' });
    const error = await request('/api/user/login', { body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(500);
    expect((error as ApiError).message).toBe('手機號碼或密碼不正確');
  });

  it('on code 211 tells the not-logged-in listeners and still rejects', async () => {
    answerAll({ code: 211, msg: '未登錄，請先登錄' });
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
    server.use(http.get('/api/news/getHotNewsList', () => HttpResponse.error()));
    const online = await request('/api/news/getHotNewsList').catch((e: unknown) => e);
    expect(online).toBeInstanceOf(NetworkError);
    expect(online).toMatchObject({ message: '網絡連線出現問題，請稍後再試。' });
    expect((online as Error).cause).toBeInstanceOf(TypeError);
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
    expect(requests).toEqual([]);
    vi.restoreAllMocks();
  });

  it('says a change failed for want of a network when it could not be sent', async () => {
    server.use(http.post('/api/user/login', () => HttpResponse.error()));
    await expect(request('/api/user/login', { method: 'POST', body: {} })).rejects.toMatchObject({
      code: OFFLINE_CODE,
    });
  });

  it('rejects with a readable ApiError when the answer is not JSON', async () => {
    server.use(
      http.get('/api/news/getHotNewsList', () =>
        HttpResponse.html('<html>bad gateway</html>', { status: 502 }),
      ),
    );
    await expect(request('/api/news/getHotNewsList')).rejects.toMatchObject({ code: 502 });
  });

  it('leaves empty query values out of the URL', async () => {
    answerAll({ code: 200, msg: 'ok', data: [] });
    await request('/api/x', { query: { a: '1', b: '', c: undefined, d: 0 } });
    expect(requests.map(pathOf)).toEqual(['/api/x?a=1&d=0']);
  });

  it('reads the BFF endpoints plain or enveloped', async () => {
    const session = { loggedIn: false, clientId: '', userInfo: null, doctor: false };
    answerAll(session);
    await expect(requestBff('/bff/session')).resolves.toEqual(session);
    answerAll({ code: 200, msg: 'ok', data: session });
    await expect(requestBff('/bff/session')).resolves.toEqual(session);
    answerAll({ code: 403, msg: '請求被拒絕' }, 403);
    await expect(requestBff('/bff/session')).rejects.toMatchObject({ code: 403 });
  });
});
