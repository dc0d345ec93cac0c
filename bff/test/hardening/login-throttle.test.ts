/**
 * What the upstream's login throttle needs from the BFF: the browser's address and the login
 * device, named with the shared key on login and code calls only, never believed from the browser.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_USER, build, useHarness, type Harness } from '../helpers/build';
import { headerValues } from '../helpers/stub-upstream';
import { calls } from '@portal/shared';

const h = useHarness({ upstreamClientKey: 'k'.repeat(40) });

describe('the login device cookie', () => {
  const login = (cookie?: string, phone = '91234567') =>
    h.inject({
      method: 'POST',
      url: calls.login.path,
      payload: { phone, password: 'Demo1234' },
      ...(cookie ? { headers: { cookie } } : {}),
    });
  const deviceCookie = (res: { headers: Record<string, unknown> }) => {
    const all = res.headers['set-cookie'];
    const list = (Array.isArray(all) ? all : [all]).map(String);
    return list.find((c) => c.startsWith('portal_device='));
  };

  it('is given on a successful login (signed, httpOnly, strict) and named to the upstream after', async () => {
    h.stub.routes.set(calls.login.path, () => ({
      json: { code: 200, msg: 'success', token: 'tok-device-secret-1', data: DEMO_USER },
    }));
    const first = await login();
    const set = deviceCookie(first)!;
    expect(set).toMatch(/HttpOnly/i);
    expect(set).toMatch(/SameSite=Strict/i);
    expect(headerValues(h.stub.received[0]!, 'x-portal-device')).toEqual([]);
    const cookie = set.split(';')[0]!;
    h.stub.received.length = 0;
    await login(cookie);
    const [seen] = h.stub.received;
    const device = headerValues(seen!, 'x-portal-device');
    expect(device).toHaveLength(1);
    expect(device[0]).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(headerValues(seen!, 'x-portal-client-key')).toEqual([h.config.upstreamClientKey]);
    // The same device is named when this browser asks for a code for that phone.
    await h.inject({
      method: 'POST',
      url: `${calls.getVCode.path}?codeType=resetPwd&phoneNumber=91234567`,
      headers: { cookie },
    });
    expect(headerValues(h.stub.received[1]!, 'x-portal-device')).toEqual(device);
  });

  it('names no device for another phone, a failed login, or a forged cookie', async () => {
    h.stub.routes.set(calls.login.path, () => ({
      json: { code: 200, msg: 'success', token: 'tok-device-secret-2', data: DEMO_USER },
    }));
    const cookie = deviceCookie(await login())!.split(';')[0]!;
    h.stub.routes.set(calls.login.path, () => ({
      json: { code: 400, msg: '手機號碼或密碼不正確' },
    }));
    h.stub.received.length = 0;
    const failed = await login(cookie, '92345678');
    expect(deviceCookie(failed)).toBeUndefined();
    // Forged by changing one byte of the sealed value. (Rewriting its last characters is not
    // always a change: base64url's last character carries bits the decoding drops, and they may
    // already be the ones written.)
    const [value] = cookie.split('=').slice(1);
    const bytes = Buffer.from(decodeURIComponent(value!), 'base64url');
    bytes[bytes.length >> 1]! ^= 0x01;
    const forged = `portal_device=${bytes.toString('base64url')}`;
    await login(forged);
    expect(h.stub.received.map((r) => headerValues(r, 'x-portal-device'))).toEqual([[], []]);
  });
});

describe('the login lock sees the browser’s address', () => {
  const KEY = 'client-key-0123456789abcdefghijklmnopqrstuvwxyz';
  const login = (harness: Harness, remoteAddress: string) =>
    harness.inject({
      method: 'POST',
      url: calls.login.path,
      remoteAddress,
      headers: {
        // What a browser might send to pick an address or borrow the key: never passed on.
        'x-portal-client-address': '192.0.2.1',
        'x-portal-client-key': 'guess',
      },
      payload: { phone: '91234567', password: 'Wrong1234' },
    });

  it('names the client address with the shared key on login calls only', async () => {
    const keyed = await build({ upstreamClientKey: KEY });
    try {
      await login(keyed, '203.0.113.7');
      await keyed.inject({ method: 'POST', url: calls.searchDoctor.path, payload: {} });
      const [sent, other] = keyed.stub.received;
      expect(headerValues(sent!, 'x-portal-client-address')).toEqual(['203.0.113.7']);
      expect(headerValues(sent!, 'x-portal-client-key')).toEqual([KEY]);
      expect(headerValues(other!, 'x-portal-client-address')).toEqual([]);
      expect(headerValues(other!, 'x-portal-client-key')).toEqual([]);
      // The key never goes back to the browser or into the logs.
      expect([...keyed.bodies, ...keyed.logs].some((t) => t.includes(KEY))).toBe(false);
    } finally {
      await keyed.close();
    }
  });

  it('without a key nothing about the address is sent', async () => {
    const unkeyed = await build();
    try {
      await login(unkeyed, '203.0.113.8');
      const sent = unkeyed.stub.received[0]!;
      expect(headerValues(sent, 'x-portal-client-address')).toEqual([]);
      expect(headerValues(sent, 'x-portal-client-key')).toEqual([]);
    } finally {
      await unkeyed.close();
    }
  });
});
