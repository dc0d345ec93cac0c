/**
 * Signing out keeps the login device cookie, so the owner's own browser keeps logging in while
 * someone elsewhere guesses the password: checked with the BFF and the reference upstream's
 * login lock together, in process.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '@portal/shared';
import { ACCOUNT, LOCAL_SITE_URL, startInProcess } from './target';

const KEY = 'sign-out-contract-client-key-0123456789abcdef';

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await startInProcess(
    { UPSTREAM_CLIENT_KEY: KEY, RATE_LIMIT_MAX: '10000', MAX_EVENT_LOOP_DELAY_MS: '0' },
    // Wrong passwords are checked without the growing pause: the lock is what is tested here.
    { clientKey: KEY, loginSlowdownMs: 0 },
  ));
});
afterAll(async () => {
  await close();
});

const send = (opts: InjectOptions & { url: string }) =>
  app.inject({
    ...opts,
    headers: { 'x-csrf': '1', origin: LOCAL_SITE_URL, ...(opts.headers ?? {}) },
  });

/** The cookies a response set, `name -> name=value`. */
function cookies(res: { headers: Record<string, unknown> }): Map<string, string> {
  const all = res.headers['set-cookie'];
  const list = (Array.isArray(all) ? all : all === undefined ? [] : [all]).map(String);
  return new Map(list.map((c) => [c.slice(0, c.indexOf('=')), c.split(';')[0]!]));
}

const login = (password: string, remoteAddress: string, cookie?: string) =>
  send({
    method: 'POST',
    url: calls.login.path,
    remoteAddress,
    payload: { phone: ACCOUNT.phone, password },
    ...(cookie ? { headers: { cookie } } : {}),
  });

describe('sign-out and the login lock', () => {
  it('after signing out the owner still logs in from their browser during a guessing lockout', async () => {
    const first = await login(ACCOUNT.password, '198.51.100.1');
    expect(first.json()).toMatchObject({ code: 200 });
    const set = cookies(first);
    const device = set.get('portal_device')!;
    const session = set.get('portal_session')!;
    expect(device).toBeDefined();
    // Sealed: the phone is not in the cookie, as typed or in base64.
    const value = device.slice(device.indexOf('=') + 1);
    const phoneB64 = Buffer.from(ACCOUNT.phone).toString('base64url');
    expect(value).not.toContain(ACCOUNT.phone);
    expect(value).not.toContain(phoneB64.slice(0, 8));
    expect(Buffer.from(value, 'base64url').toString('latin1')).not.toContain(ACCOUNT.phone);

    const out = await send({
      method: 'POST',
      url: calls.signOut.path,
      remoteAddress: '198.51.100.1',
      headers: { cookie: `${session}; ${device}` },
    });
    expect(out.json()).toMatchObject({ code: 200 });
    expect(String(out.headers['clear-site-data'])).not.toMatch(/cookies|\*/);
    expect(cookies(out).has('portal_device')).toBe(false);

    // Ten wrong passwords from ten addresses lock the phone for every unknown browser...
    for (let i = 0; i < 10; i++) {
      const wrong = await login('Wrong1234', `203.0.113.${i + 10}`);
      expect(wrong.json()).toMatchObject({ code: 400 });
    }
    expect((await login(ACCOUNT.password, '203.0.113.99')).json()).toMatchObject({ code: 429 });
    // ...but the owner's browser, still holding its device cookie after signing out, logs in.
    expect((await login(ACCOUNT.password, '198.51.100.1', device)).json()).toMatchObject({
      code: 200,
    });
  });
});
