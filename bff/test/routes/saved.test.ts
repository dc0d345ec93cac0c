/**
 * `/bff/saved`: saved items that follow the account, kept by the BFF under the session's client
 * id, on SQLite and on PostgreSQL: read from another login of the same client and after a restart
 * on the same data; 211 without a session; bad kinds, bad or oversized ids and foreign pages
 * refused, nothing changed; the cap held when many saves arrive at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_LOGGED_IN_MSG, SAVED_MAX_ITEMS } from '@portal/shared';
import type { AppConfig } from '../../src/config';
import { build, type Harness } from '../helpers/build';
import { startPostgres, type PostgresCluster } from '../helpers/postgres';
import { tempDir } from '../helpers/temp-dir';

let cluster: PostgresCluster;
beforeAll(async () => {
  cluster = await startPostgres();
}, 90_000);
afterAll(() => {
  cluster?.stop();
});

let dbCount = 0;
async function storeSettings(kind: 'SQLite' | 'PostgreSQL'): Promise<Partial<AppConfig>> {
  const dataDir = tempDir('bff-saved-');
  if (kind === 'SQLite') return { dataDir };
  return { dataDir, databaseUrl: await cluster.createDatabase(`saved_${++dbCount}`) };
}

describe.each(['SQLite', 'PostgreSQL'] as const)('/bff/saved on %s', (kind) => {
  let settings: Partial<AppConfig>;
  let h: Harness;
  beforeAll(async () => {
    settings = await storeSettings(kind);
    h = await build(settings);
  }, 30_000);
  afterAll(async () => {
    await h?.close();
  });

  async function saved(
    cookie: string | undefined,
    method: 'GET' | 'PUT' | 'DELETE',
    payload?: unknown,
    headers: Record<string, string> = {},
    app: Harness = h,
  ) {
    return app.inject({
      method,
      url: '/bff/saved',
      headers: { ...(cookie ? { cookie } : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }

  it('answers 211 without a session, for every method, and stores nothing', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const res = await saved(
        undefined,
        method,
        method === 'GET' ? undefined : { kind: 'doctor', id: 'D1' },
      );
      expect(res.json()).toEqual({ code: 211, msg: NOT_LOGGED_IN_MSG });
    }
    // A bad body without a session is told it has no session, not what is wrong with the body.
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await saved(undefined, method, { kind: 'patient', id: 42, extra: true });
      expect(res.json()).toEqual({ code: 211, msg: NOT_LOGGED_IN_MSG });
    }
    expect(h.stub.received).toEqual([]);
  });

  it('follows the account: put from one login, read from another, after a restart too', async () => {
    const first = await h.login(undefined, 'CL-SAVED-1');
    expect((await saved(first, 'PUT', { kind: 'doctor', id: 'DOC-001' })).json()).toMatchObject({
      code: 200,
      data: { items: [{ kind: 'doctor', id: 'DOC-001' }] },
    });
    await saved(first, 'PUT', { kind: 'clinic', id: 'CLINIC_9' });
    await saved(first, 'PUT', { kind: 'news', id: '123' });
    // Saving again keeps the item (and its date) once.
    const again = await saved(first, 'PUT', { kind: 'doctor', id: 'DOC-001' });
    expect(again.json().data.items).toHaveLength(3);

    const second = await h.login(undefined, 'CL-SAVED-1');
    expect(second).not.toBe(first);
    const listed = (await saved(second, 'GET')).json();
    expect(listed.code).toBe(200);
    expect(
      listed.data.items.map((i: { kind: string; id: string }) => `${i.kind}:${i.id}`).sort(),
    ).toEqual(['clinic:CLINIC_9', 'doctor:DOC-001', 'news:123']);
    for (const item of listed.data.items) expect(item.savedAt).toBeGreaterThan(Date.now() - 60_000);

    // Another client sees none of it.
    const other = await h.login(undefined, 'CL-SAVED-2');
    expect((await saved(other, 'GET')).json().data.items).toEqual([]);

    const removed = await saved(second, 'DELETE', { kind: 'news', id: '123' });
    expect(removed.json().data.items).toHaveLength(2);

    // A restart on the same data (directory, or database).
    await h.close();
    h = await build(settings);
    const third = await h.login(undefined, 'CL-SAVED-1');
    expect(
      (await saved(third, 'GET'))
        .json()
        .data.items.map((i: { id: string }) => i.id)
        .sort(),
    ).toEqual(['CLINIC_9', 'DOC-001']);
  });

  it('refuses bad kinds, bad and oversized ids, and other fields, changing nothing', async () => {
    const cookie = await h.login(undefined, 'CL-SAVED-3');
    const bad: [unknown, RegExp][] = [
      [{ kind: 'patient', id: 'D1' }, /類別/],
      [{ kind: '', id: 'D1' }, /類別/],
      [{ id: 'D1' }, /類別/],
      [{ kind: 'doctor', id: 'x'.repeat(65) }, /編號/],
      [{ kind: 'doctor', id: '../etc' }, /編號/],
      [{ kind: 'doctor', id: '' }, /編號/],
      [{ kind: 'doctor', id: 42 }, /編號/],
      [{ kind: 'doctor', id: 'D1', clientId: 'CL-SAVED-1' }, /只可包含類別和編號/],
      [['doctor', 'D1'], /類別/],
    ];
    for (const [payload, msg] of bad) {
      const res = await saved(cookie, 'PUT', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe(400);
      expect(res.json().msg).toMatch(msg);
    }
    const huge = await saved(cookie, 'PUT', { kind: 'doctor', id: 'x'.repeat(100_000) });
    expect(huge.statusCode).toBe(400);
    expect((await saved(cookie, 'GET')).json().data.items).toEqual([]);
  });

  it('needs the anti-forgery header and the site as Origin to change anything', async () => {
    const cookie = await h.login(undefined, 'CL-SAVED-4');
    const noHeader = await saved(cookie, 'PUT', { kind: 'doctor', id: 'D1' }, { 'x-csrf': '' });
    expect(noHeader.statusCode).toBe(403);
    const foreign = await saved(
      cookie,
      'PUT',
      { kind: 'doctor', id: 'D1' },
      { origin: 'https://evil.example' },
    );
    expect(foreign.statusCode).toBe(403);
    const del = await saved(cookie, 'DELETE', { kind: 'doctor', id: 'D1' }, { origin: 'null' });
    expect(del.statusCode).toBe(403);
    expect((await saved(cookie, 'GET')).json().data.items).toEqual([]);
  });

  it(`keeps at most ${SAVED_MAX_ITEMS} items per client`, async () => {
    const cookie = await h.login(undefined, 'CL-SAVED-5');
    for (let i = 0; i < SAVED_MAX_ITEMS; i++) {
      const res = await saved(cookie, 'PUT', { kind: 'doctor', id: `D${i}` });
      expect(res.statusCode).toBe(200);
    }
    const over = await saved(cookie, 'PUT', { kind: 'clinic', id: 'ONE-MORE' });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({
      code: 409,
      msg: expect.stringContaining(String(SAVED_MAX_ITEMS)),
    });
    // Saving one already saved still answers the list.
    expect((await saved(cookie, 'PUT', { kind: 'doctor', id: 'D0' })).statusCode).toBe(200);
    expect((await saved(cookie, 'GET')).json().data.items).toHaveLength(SAVED_MAX_ITEMS);
  });

  it(`holds ${SAVED_MAX_ITEMS} items when twice as many saves arrive at once`, async () => {
    // On PostgreSQL through two replicas of the BFF on the one database.
    const second = kind === 'PostgreSQL' ? await build(settings) : h;
    try {
      const cookie = await h.login(undefined, 'CL-SAVED-6');
      const results = await Promise.all(
        Array.from({ length: SAVED_MAX_ITEMS * 2 }, (_, i) =>
          saved(cookie, 'PUT', { kind: 'doctor', id: `D${i}` }, {}, i % 2 ? second : h),
        ),
      );
      const codes = results.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(SAVED_MAX_ITEMS);
      expect(codes.filter((c) => c === 409)).toHaveLength(SAVED_MAX_ITEMS);
      expect((await saved(cookie, 'GET')).json().data.items).toHaveLength(SAVED_MAX_ITEMS);
    } finally {
      if (second !== h) await second.close();
    }
  }, 60_000);
});
