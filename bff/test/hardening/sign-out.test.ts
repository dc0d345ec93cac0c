/**
 * Sign-out ends the session and nothing else: the login device cookie stays (so the owner keeps
 * logging in while someone elsewhere guesses passwords), the browser is told to drop its stored
 * data and cache but not its cookies, and the answer says "signed out" only once the session is
 * really over. Sign-out is never shed under load. (With the reference upstream's login lock:
 * contract/sign-out-device.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '@portal/shared';
import { DEMO_USER, build, type Harness } from '../helpers/build';
import { headerValues } from '../helpers/stub-upstream';

const KEY = 'sign-out-test-client-key-0123456789abcdef';

function setCookies(res: { headers: Record<string, unknown> }): string[] {
  const all = res.headers['set-cookie'];
  return (Array.isArray(all) ? all : all === undefined ? [] : [all]).map(String);
}

/** `name=value` of the cookies a response set, by name. */
function cookieValues(res: { headers: Record<string, unknown> }): Map<string, string> {
  return new Map(
    setCookies(res).map((c) => {
      const pair = c.split(';')[0]!;
      const eq = pair.indexOf('=');
      return [pair.slice(0, eq), pair.slice(eq + 1)];
    }),
  );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('sign-out against a recording upstream', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await build({ upstreamClientKey: KEY });
  });
  afterAll(async () => {
    await h.close();
  });

  /** Logs in as the demo client; the session and device cookies as one `Cookie` header. */
  async function login(extraCookie?: string): Promise<{ session: string; device: string }> {
    h.stub.routes.set(calls.login.path, () => ({
      json: { code: 200, msg: 'success', token: 'tok-sign-out-device-secret', data: DEMO_USER },
    }));
    const res = await h.inject({
      method: 'POST',
      url: calls.login.path,
      payload: { phone: DEMO_USER.phone, password: 'Demo1234' },
      ...(extraCookie ? { headers: { cookie: extraCookie } } : {}),
    });
    const set = cookieValues(res);
    return {
      session: `portal_session=${set.get('portal_session')!}`,
      device: `portal_device=${set.get('portal_device') ?? extraCookie!.split('=')[1]!}`,
    };
  }

  it('keeps the device cookie: no "cookies" in Clear-Site-Data, only the session cookie expires', async () => {
    const { session, device } = await login();
    const res = await h.inject({
      method: 'POST',
      url: calls.signOut.path,
      headers: { cookie: `${session}; ${device}` },
    });
    expect(res.json()).toEqual({ code: 200, msg: expect.any(String) as string });
    expect(res.headers['clear-site-data']).toBe('"storage", "cache"');
    expect(String(res.headers['clear-site-data'])).not.toMatch(/cookies|\*/);
    const set = setCookies(res);
    expect(set).toHaveLength(1);
    expect(set[0]).toMatch(/^portal_session=;/);

    // The same browser logs in again: the upstream is told it is the known device.
    h.stub.received.length = 0;
    await login(device);
    const sent = h.stub.received.find((r) => r.url.startsWith(calls.login.path))!;
    expect(headerValues(sent, 'x-portal-device')).toHaveLength(1);
  });

  it('a sign-out without a session still keeps the device cookie', async () => {
    const res = await h.inject({
      method: 'POST',
      url: calls.signOut.path,
      headers: { cookie: 'portal_session=ended; portal_device=kept' },
    });
    expect(res.json()).toMatchObject({ code: 211 });
    expect(res.headers['clear-site-data']).toBe('"storage", "cache"');
    expect(setCookies(res).some((c) => c.startsWith('portal_device='))).toBe(false);
  });

  it('answers signed out once the session has ended, whatever the upstream made of the token', async () => {
    for (const answer of [
      { json: { code: 500, msg: 'error' } },
      { json: { code: 401, msg: 'token invalid' } },
      { reset: true as const },
    ]) {
      const { session } = await login();
      h.stub.fallback = () => answer;
      const res = await h.inject({
        method: 'POST',
        url: calls.signOut.path,
        headers: { cookie: session },
      });
      expect(res.json()).toEqual({ code: 200, msg: expect.any(String) as string });
      const after = await h.inject({
        method: 'GET',
        url: '/bff/session',
        headers: { cookie: session },
      });
      expect(after.json()).toMatchObject({ loggedIn: false });
    }
    h.stub.reset();
  });

  it('does not say signed out when the session could not be ended', async () => {
    const { session } = await login();
    const revocations = h.app.sessionRevocations;
    const revoke = revocations.revoke.bind(revocations);
    revocations.revoke = () => Promise.reject(new Error('store down'));
    try {
      const res = await h.inject({
        method: 'POST',
        url: calls.signOut.path,
        headers: { cookie: session },
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(500);
      expect(res.json()).not.toMatchObject({ code: 200 });
    } finally {
      revocations.revoke = revoke;
    }
    // The app retries: now it goes through.
    const again = await h.inject({
      method: 'POST',
      url: calls.signOut.path,
      headers: { cookie: session },
    });
    expect(again.json()).toMatchObject({ code: 200 });
  });
});

describe('sign-out under pressure (event loop saturated)', () => {
  it('goes through while other API calls are shed', async () => {
    const h = await build({ maxEventLoopDelayMs: 50 });
    try {
      const cookie = await h.login();
      await sleep(300);
      // Saturate the loop for about a second: 100 ms of work between very short breaks.
      for (let i = 0; i < 10; i++) {
        const until = Date.now() + 100;
        while (Date.now() < until) {
          // busy
        }
        await new Promise((r) => setImmediate(r));
      }
      const shed = await h.inject({ method: 'POST', url: calls.searchDoctor.path, payload: {} });
      expect(shed.statusCode).toBe(429);
      const out = await h.inject({ method: 'POST', url: calls.signOut.path, headers: { cookie } });
      expect(out.statusCode).toBe(200);
      expect(out.json()).toMatchObject({ code: 200 });
    } finally {
      await h.close();
    }
  });
});
