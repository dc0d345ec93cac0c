/**
 * Contract of what a real portal API receives from the `/api` proxy: against a stub upstream that
 * records every request, each call that names its client carries the session's client id in the
 * parameter the specification names (query or body, in its spelling), whatever the browser sent,
 * and nothing outside the catalogue is ever forwarded.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CLIENT_ID_PARAMS, calls, callNames, type CallName } from '@portal/shared';
import { build, findLeaks, type Harness } from '../helpers/build';
import type { Received } from '../helpers/stub-upstream';

let h: Harness;

beforeAll(async () => {
  h = await build();
});
afterAll(async () => {
  expect(findLeaks([...h.bodies, ...h.logs])).toEqual([]);
  await h.close();
});
beforeEach(() => h.stub.reset());

const CLIENT = 'CL0042';

/** What the specification's call list names for the client, call by call. */
const SPEC: [CallName, where: 'query' | 'body', params: string[]][] = [
  ['signOut', 'query', ['clientId']],
  ['updatePwd', 'query', ['clientId']],
  ['getClientById', 'query', ['clientid']],
  ['getServiceCardsMedicalPlan', 'query', ['clientID']],
  ['getMedicalPlanUseDetail', 'query', ['clientid']],
  ['getClientServiceCardDetail', 'query', ['clientid']],
  ['getScheduleListByClientId', 'query', ['clientId']],
  ['saveSchedule', 'query', ['clientId']],
  ['getNewsDetail', 'query', ['clientid']],
  ['queryJobDetail', 'body', ['clientId', 'uid']],
];

/** Sends call `name` as the SPA would (with `sent` as its own parameters) and returns what arrived. */
async function send(
  name: CallName,
  cookie: string | undefined,
  sent: Record<string, string> = {},
): Promise<{ status: number; body: unknown; received: Received[] }> {
  const def = calls[name];
  const headers = cookie ? { cookie } : {};
  const inBody = CLIENT_ID_PARAMS[name]?.body !== undefined;
  const query = inBody ? '' : `?${new URLSearchParams({ x: '1', ...sent })}`;
  const res = await h.inject({
    method: def.method,
    url: `${def.path}${query}`,
    headers,
    ...(def.method === 'POST' && inBody ? { payload: { x: '1', ...sent } } : {}),
  });
  return { status: res.statusCode, body: res.json(), received: [...h.stub.received] };
}

/** The client-id parameters of one received request, by name. */
function idsIn(r: Received, where: 'query' | 'body', names: readonly string[]): string[] {
  if (where === 'query') {
    const params = new URL(r.url, 'http://x').searchParams;
    return names.map((n) => params.getAll(n).join(','));
  }
  const body = JSON.parse(r.body.toString() || '{}') as Record<string, unknown>;
  return names.map((n) => String(body[n] ?? ''));
}

describe('the catalogue names the client where the specification does', () => {
  it.each(SPEC)('%s: %s %j', (name, where, params) => {
    expect(CLIENT_ID_PARAMS[name]?.[where]).toEqual(params);
  });
});

describe("each call carries the session's client id in its parameter", () => {
  const declared = callNames.flatMap((name) => {
    const p = CLIENT_ID_PARAMS[name];
    if (!p) return [];
    return (['query', 'body'] as const).flatMap((where) =>
      p[where] ? [[name, where, p[where]] as const] : [],
    );
  });

  it('every session call the specification names is among them', () => {
    const named = new Set(declared.map(([n]) => n));
    for (const [name] of SPEC) expect(named).toContain(name);
  });

  it.each(declared)('%s (%s %j), added when the SPA sent none', async (name, where, params) => {
    const cookie = await h.login(`tok-ids-${name}-secret`, CLIENT);
    h.stub.reset();
    const { received } = await send(name, cookie);
    expect(received).toHaveLength(1);
    expect(idsIn(received[0]!, where, params)).toEqual(params.map(() => CLIENT));
  });

  it.each(declared)('%s (%s %j), overriding an id the SPA sent', async (name, where, params) => {
    const cookie = await h.login(`tok-forged-${name}-secret`, CLIENT);
    h.stub.reset();
    const forged = Object.fromEntries(params.map((p) => [p, 'CL9999']));
    const { received } = await send(name, cookie, forged);
    expect(received).toHaveLength(1);
    expect(idsIn(received[0]!, where, params)).toEqual(params.map(() => CLIENT));
    expect(received[0]!.url + received[0]!.body.toString()).not.toContain('CL9999');
  });
});

describe('public calls that name their reader', () => {
  it('queryJobDetail names the logged-in reader in clientId and uid', async () => {
    const cookie = await h.login('tok-reader-job-secret', CLIENT);
    h.stub.reset();
    await h.inject({
      method: 'POST',
      url: calls.queryJobDetail.path,
      headers: { cookie },
      payload: { jobId: 'J101' },
    });
    expect(JSON.parse(h.stub.received[0]!.body.toString())).toEqual({
      jobId: 'J101',
      clientId: CLIENT,
      uid: CLIENT,
    });
  });

  it('getNewsDetail names the logged-in reader in clientid', async () => {
    const cookie = await h.login('tok-reader-news-secret', CLIENT);
    h.stub.reset();
    await h.inject({
      method: 'GET',
      url: `${calls.getNewsDetail.path}?newsid=N1`,
      headers: { cookie },
    });
    expect(h.stub.received[0]!.url).toBe(
      `${calls.getNewsDetail.path}?newsid=N1&clientid=${CLIENT}`,
    );
  });

  it('a visitor is named nowhere, whatever the SPA sent (any case)', async () => {
    await h.inject({ method: 'GET', url: `${calls.getNewsDetail.path}?newsid=N1&CLIENTID=CL9` });
    await h.inject({
      method: 'POST',
      url: calls.queryJobDetail.path,
      payload: { jobId: 'J1', clientId: 'CL9', UID: 'CL9', uid: 'CL9' },
    });
    expect(h.stub.received[0]!.url).toBe(`${calls.getNewsDetail.path}?newsid=N1`);
    expect(JSON.parse(h.stub.received[1]!.body.toString())).toEqual({ jobId: 'J1' });
  });
});

describe('only catalogued calls are forwarded', () => {
  it('answers other /api paths 404 itself, with or without a session, and sends nothing', async () => {
    const cookie = await h.login('tok-allow-list-secret', CLIENT);
    h.stub.reset();
    const tries = [
      { method: 'GET', url: '/api/not/aCatalogueCall' },
      { method: 'POST', url: '/api/user/notACall', payload: { clientId: 'x' } },
      { method: 'GET', url: '/api/user/getClientByIdX?clientid=1' },
      { method: 'GET', url: '/api/zz9/plural/z-alpha' },
    ] as const;
    for (const t of tries) {
      for (const headers of [{ cookie }, {}]) {
        const res = await h.inject({ ...t, headers });
        expect(res.statusCode, t.url).toBe(404);
        expect(res.json()).toEqual({ code: 404, msg: expect.any(String) });
      }
    }
    expect(h.stub.received).toEqual([]);
  });

  it('/metrics counts the refusals by catalogue prefix, never by full path', async () => {
    await h.inject({ method: 'GET', url: '/api/user/notACallEither' });
    await h.inject({ method: 'GET', url: '/api/qwerty123/whatever' });
    const metrics = (await h.inject({ method: 'GET', url: '/metrics' })).body;
    expect(metrics).toMatch(/bff_api_unknown_calls_total\{prefix="\/api\/user"\} [1-9]/);
    expect(metrics).toMatch(/bff_api_unknown_calls_total\{prefix="other"\} [1-9]/);
    expect(metrics).not.toContain('notACallEither');
    expect(metrics).not.toContain('qwerty123');
  });
});
