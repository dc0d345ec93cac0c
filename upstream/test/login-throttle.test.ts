/**
 * Password guessing and code requests are bounded per phone, while the owner's known device is
 * never locked out by what other addresses do.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO, useHarness } from './helpers';
import { calls } from '@portal/shared';

const h = useHarness();

describe('password guessing bounded per phone; the owner’s device not locked out', () => {
  const KEY = 'd'.repeat(40);
  const OWNER_DEVICE = 'owner-device-0000000001';
  beforeEach(async () => {
    await h.restart({ clientKey: KEY });
  });
  const login = (password: string, address: string, device?: string) =>
    h.app
      .inject({
        method: 'POST',
        url: calls.login.path,
        payload: { phone: DEMO.phone, password },
        headers: {
          'x-portal-client-address': address,
          'x-portal-client-key': KEY,
          ...(device ? { 'x-portal-device': device } : {}),
        },
      })
      .then((r) => (r.json() as { code: number }).code);

  it('100 concurrent guesses from 20 addresses: at most 20 checked, the owner logs in meanwhile and after', async () => {
    const guesses = Array.from({ length: 100 }, (_, i) =>
      login(`Guess${String(i).padStart(4, '0')}`, `203.0.113.${i % 20}`),
    );
    const owner = login(DEMO.password, '198.51.100.7', OWNER_DEVICE);
    const codes = await Promise.all(guesses);
    // 400: the password was checked (and wrong); 429: refused unchecked.
    const checked = codes.filter((c) => c === 400).length;
    expect(checked).toBeLessThanOrEqual(20);
    expect(codes.filter((c) => c === 429).length).toBe(100 - checked);
    expect(await owner).toBe(200);
    expect(await login(DEMO.password, '198.51.100.7', OWNER_DEVICE)).toBe(200);
    // A device header without the BFF's key is no device at all.
    const forged = await h.app.inject({
      method: 'POST',
      url: calls.login.path,
      payload: { phone: DEMO.phone, password: DEMO.password },
      headers: { 'x-portal-device': OWNER_DEVICE },
    });
    expect((forged.json() as { code: number }).code).toBe(429);
  });

  it('a known device has its own limit, which locks that device only', async () => {
    for (let i = 0; i < 5; i++)
      expect(await login('Wrong1234', '198.51.100.7', OWNER_DEVICE)).toBe(400);
    expect(await login(DEMO.password, '198.51.100.8', OWNER_DEVICE)).toBe(429);
    expect(await login(DEMO.password, '198.51.100.8', 'other-device-00000000001')).toBe(200);
    expect(await login(DEMO.password, '198.51.100.9')).toBe(200);
  });
});

describe('codes the owner can always get', () => {
  const KEY = 'c'.repeat(40);
  const OWNER_DEVICE = 'owner-device-0000000002';
  beforeEach(async () => {
    await h.restart({ clientKey: KEY });
  });
  const ask = (address: string, device?: string, codeType = 'resetPwd') =>
    h.app
      .inject({
        method: 'POST',
        url: `${calls.getVCode.path}?codeType=${codeType}&phoneNumber=${DEMO.phone}`,
        headers: {
          'x-portal-client-address': address,
          'x-portal-client-key': KEY,
          ...(device ? { 'x-portal-device': device } : {}),
        },
      })
      .then((r) => (r.json() as { code: number }).code);
  const sent = () => h.codes.filter((c) => c.phone === DEMO.phone).length;

  it('another address using up its requests does not block the owner', async () => {
    for (let i = 0; i < 5; i++) {
      expect(await ask('203.0.113.1')).toBe(200);
      h.advance(61_000);
    }
    expect(await ask('203.0.113.1')).toBe(429);
    expect(await ask('198.51.100.7')).toBe(200);
    expect(await ask('198.51.100.8', OWNER_DEVICE)).toBe(200);
  });

  it('many addresses together send at most 10 an hour; the owner’s device still gets its code', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 30; i++) codes.push(await ask(`203.0.113.${i}`));
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    expect(sent()).toBe(10);
    expect(await ask('198.51.100.7')).toBe(429);
    expect(await ask('198.51.100.7', OWNER_DEVICE)).toBe(200);
    expect(sent()).toBe(11);
    h.advance(3600_000 + 1);
    expect(await ask('198.51.100.7')).toBe(200);
  });
});
