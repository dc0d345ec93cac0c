/**
 * One browser session over real HTTP with supertest: login, a session call, the session endpoint,
 * sign-out, and what the stub upstream saw at each step (exactly one token, sourcetype F, no
 * cookie; nothing at all for the refused call).
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, DEMO_USER, findLeaks, issuedTokens, type Harness } from '../helpers/build';
import { headerValues } from '../helpers/stub-upstream';
import { calls } from '@portal/shared';

const TOKEN = 'tok-supertest-flow-secret';
let h: Harness;
let spa: Record<string, string>;

beforeAll(async () => {
  h = await build();
  spa = { 'x-csrf': '1', origin: h.config.siteUrl };
  issuedTokens.add(TOKEN);
  h.stub.routes.set(calls.login.path, () => ({
    json: { code: 200, msg: 'ok', token: TOKEN, data: DEMO_USER },
  }));
});
afterAll(async () => {
  expect(findLeaks([...h.bodies, ...h.logs])).toEqual([]);
  await h.close();
});

describe('a session over HTTP', () => {
  it('logs in, calls, signs out, and the upstream saw only what it should', async () => {
    const agent = request.agent(h.app.server);
    const texts: string[] = [];

    const refused = await agent
      .get(calls.getClientById.path)
      .set(spa)
      .set('Token', 'forged')
      .expect(200);
    expect(refused.body).toEqual({ code: 211, msg: '未登錄，請先登錄' });
    expect(h.stub.received).toEqual([]);

    const login = await agent
      .post(calls.login.path)
      .set(spa)
      .set('SourceType', 'X')
      .send({ phone: '91234567', password: 'Demo1234' })
      .expect(200);
    texts.push(login.text, JSON.stringify(login.headers));
    expect(login.body).toEqual({ code: 200, msg: 'ok', data: DEMO_USER });

    const session = await agent.get('/bff/session').set(spa).expect(200);
    texts.push(session.text);
    expect(session.body).toMatchObject({ loggedIn: true, clientId: 'CL0001' });

    const mine = await agent
      .get(`${calls.getClientById.path}?clientid=CL0999`)
      .set(spa)
      .set('TOKEN', 'forged')
      .set('Cookie', 'extra=1')
      .expect(200);
    texts.push(mine.text);
    const seen = h.stub.received.at(-1)!;
    expect(seen.url).toBe(`${calls.getClientById.path}?clientid=CL0001`);
    expect(headerValues(seen, 'token')).toEqual([TOKEN]);
    expect(headerValues(seen, 'sourcetype')).toEqual(['F']);
    expect(headerValues(seen, 'cookie')).toEqual([]);

    const out = await agent.post(calls.signOut.path).set(spa).expect(200);
    texts.push(out.text, JSON.stringify(out.headers));
    expect(out.headers['clear-site-data']).toBe('"storage", "cache"');
    const after = await agent.get('/bff/session').set(spa).expect(200);
    expect(after.body).toEqual({ loggedIn: false, clientId: '', userInfo: null, doctor: false });

    expect(findLeaks(texts)).toEqual([]);
  });
});
