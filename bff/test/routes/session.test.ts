/**
 * Login, sign-out, 401 and `/bff/session`: the token lives only in the
 * encrypted cookie; the cookie's attributes; what the upstream sees on sign-out.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { build, DEMO_USER, findLeaks, issuedTokens, type Harness } from '../helpers/build';
import { headerValues } from '../helpers/stub-upstream';
import { calls } from '@portal/shared';

let h: Harness;
beforeAll(async () => {
  h = await build();
});
afterAll(async () => {
  expect(findLeaks([...h.bodies, ...h.logs])).toEqual([]);
  await h.close();
});
beforeEach(() => h.stub.reset());

function setCookies(res: { headers: Record<string, unknown> }): string[] {
  const v = res.headers['set-cookie'];
  return Array.isArray(v) ? (v as string[]) : typeof v === 'string' ? [v] : [];
}

describe('login', () => {
  it('moves the token into an HttpOnly SameSite=Lax cookie and out of the body', async () => {
    issuedTokens.add('tok-login-secret');
    h.stub.routes.set(calls.login.path, () => ({
      json: { code: 200, msg: 'success', token: 'tok-login-secret', data: DEMO_USER },
    }));
    const res = await h.inject({
      method: 'POST',
      url: calls.login.path,
      headers: { token: 'forged' },
      payload: { phone: '91234567', password: 'Demo1234' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, msg: 'success', data: DEMO_USER });
    expect(res.body).not.toContain('tok-login-secret');
    const [cookie] = setCookies(res);
    expect(cookie).toMatch(/^portal_session=[A-Za-z0-9_-]+;/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).toMatch(/Max-Age=\d+/);
    expect(cookie).not.toContain('Secure');
    expect(cookie).not.toContain('tok-login-secret');
    // The upstream saw the login anonymously, with the password body as sent.
    const seen = h.stub.received[0]!;
    expect(headerValues(seen, 'token')).toEqual([]);
    expect(JSON.parse(seen.body.toString())).toEqual({ phone: '91234567', password: 'Demo1234' });

    const session = await h.inject({
      method: 'GET',
      url: '/bff/session',
      headers: { cookie: cookie!.split(';')[0]! },
    });
    expect(session.headers['cache-control']).toBe('no-store');
    expect(session.json()).toEqual({
      loggedIn: true,
      clientId: 'CL0001',
      userInfo: DEMO_USER,
      doctor: false,
    });
  });

  it('also removes a token the upstream puts inside data', async () => {
    issuedTokens.add('tok-in-data-secret');
    h.stub.routes.set(calls.login.path, () => ({
      json: { code: 200, msg: 'success', data: { ...DEMO_USER, token: 'tok-in-data-secret' } },
    }));
    const res = await h.inject({ method: 'POST', url: calls.login.path, payload: {} });
    expect(res.body).not.toContain('tok-in-data-secret');
    expect(setCookies(res)).toHaveLength(1);
  });

  it('sets no cookie when the login fails, and strips a stray token', async () => {
    issuedTokens.add('tok-failed-secret');
    h.stub.routes.set(calls.login.path, () => ({
      json: { code: 500, msg: '密碼錯誤', token: 'tok-failed-secret' },
    }));
    const res = await h.inject({ method: 'POST', url: calls.login.path, payload: {} });
    expect(res.json()).toEqual({ code: 500, msg: '密碼錯誤' });
    expect(setCookies(res)).toEqual([]);
  });

  it('uses the __Host- prefix and Secure in production', async () => {
    const prod = await build({ production: true, nodeEnv: 'production' });
    const cookie = await prod.login('tok-prod-secret');
    expect(cookie.startsWith('__Host-portal_session=')).toBe(true);
    const res = await prod.inject({ method: 'GET', url: '/bff/session', headers: { cookie } });
    expect(res.json()).toMatchObject({ loggedIn: true });
    prod.stub.routes.set(calls.login.path, () => ({
      json: { code: 200, msg: 'ok', token: 'tok-prod-2-secret', data: DEMO_USER },
    }));
    issuedTokens.add('tok-prod-2-secret');
    const login = await prod.inject({ method: 'POST', url: calls.login.path, payload: {} });
    const [raw] = setCookies(login);
    expect(raw).toContain('Secure');
    expect(raw).toContain('HttpOnly');
    expect(raw).toContain('Path=/');
    expect(raw).not.toContain('Domain');
    expect(findLeaks([...prod.bodies, ...prod.logs])).toEqual([]);
    await prod.close();
  });
});

describe('/bff/session', () => {
  it('says logged out without a cookie or with a bad one', async () => {
    for (const cookie of [undefined, 'portal_session=abc', 'portal_session=']) {
      const res = await h.inject({
        method: 'GET',
        url: '/bff/session',
        headers: cookie ? { cookie } : {},
      });
      expect(res.json()).toEqual({ loggedIn: false, clientId: '', userInfo: null, doctor: false });
    }
  });
});

describe('sign-out', () => {
  it('sends the session clientId and token, and clears the cookie', async () => {
    const cookie = await h.login('tok-signout-secret', 'CL0007');
    h.stub.reset();
    const res = await h.inject({
      method: 'POST',
      url: `${calls.signOut.path}?clientId=CL0002&token=forged&TOKEN=x`,
      headers: { cookie },
    });
    expect(res.json()).toMatchObject({ code: 200 });
    expect(res.headers['clear-site-data']).toBe('"storage", "cache"');
    const [cleared] = setCookies(res);
    expect(cleared).toMatch(/^portal_session=;/);
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);
    const url = new URL(h.stub.received[0]!.url, 'http://x');
    expect(url.searchParams.getAll('clientId')).toEqual(['CL0007']);
    expect(url.searchParams.getAll('token')).toEqual(['tok-signout-secret']);
    expect(url.searchParams.has('TOKEN')).toBe(false);
    expect(headerValues(h.stub.received[0]!, 'token')).toEqual(['tok-signout-secret']);
  });

  it('clears the cookie whatever the upstream says, even when it is down', async () => {
    for (const answer of [
      { json: { code: 500, msg: 'error' } },
      { reset: true as const },
      { text: 'garbage' },
    ]) {
      const cookie = await h.login('tok-signout-down-secret');
      h.stub.fallback = () => answer;
      const res = await h.inject({ method: 'POST', url: calls.signOut.path, headers: { cookie } });
      expect(setCookies(res)[0]).toMatch(/^portal_session=;/);
      expect(res.headers['clear-site-data']).toBe('"storage", "cache"');
    }
  });
});

describe('upstream code 401', () => {
  it('clears the cookie and passes code 401 on', async () => {
    const cookie = await h.login('tok-401-secret');
    h.stub.fallback = () => ({ json: { code: 401, msg: '登錄已過期' } });
    const res = await h.inject({
      method: 'GET',
      url: `${calls.getUserVisitRecord.path}?clientid=CL0001`,
      headers: { cookie },
    });
    expect(res.json()).toEqual({ code: 401, msg: '登錄已過期' });
    expect(setCookies(res)[0]).toMatch(/^portal_session=;/);
  });
});

describe('updateClientInfo', () => {
  it('refreshes userInfo in the cookie after success', async () => {
    const cookie = await h.login('tok-update-secret');
    h.stub.routes.set(calls.updateClientInfo.path, (r) => ({
      json: {
        code: 200,
        msg: 'ok',
        data: { ...DEMO_USER, ...(JSON.parse(r.body.toString()) as object) },
      },
    }));
    const res = await h.inject({
      method: 'POST',
      url: calls.updateClientInfo.path,
      headers: { cookie },
      payload: { username: '陳小文', clientid: 'CL0009' },
    });
    expect(JSON.parse(h.stub.received.at(-1)!.body.toString())).toEqual({
      username: '陳小文',
      clientid: 'CL0001',
    });
    const fresh = setCookies(res)[0]!.split(';')[0]!;
    const session = await h.inject({
      method: 'GET',
      url: '/bff/session',
      headers: { cookie: fresh },
    });
    expect(session.json()).toMatchObject({
      loggedIn: true,
      clientId: 'CL0001',
      userInfo: { username: '陳小文', clientid: 'CL0001' },
    });
  });

  it('leaves the cookie alone when the update fails', async () => {
    const cookie = await h.login('tok-update-fail-secret');
    h.stub.routes.set(calls.updateClientInfo.path, () => ({ json: { code: 500, msg: 'no' } }));
    const res = await h.inject({
      method: 'POST',
      url: calls.updateClientInfo.path,
      headers: { cookie },
      payload: { username: 'x' },
    });
    expect(setCookies(res)).toEqual([]);
  });
});
