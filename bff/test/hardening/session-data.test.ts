/**
 * What the session says about its client comes from the upstream's answers only: a profile change
 * updates it from the record the upstream answered, never from the fields the browser sent, and
 * the role (what the BFF itself allows, such as publishing news) stays as the login said.
 */
import { describe, expect, it } from 'vitest';
import { calls } from '@portal/shared';
import { DEMO_USER, useHarness } from '../helpers/build';

const h = useHarness();

function freshCookie(res: { headers: Record<string, unknown> }, old: string): string {
  const all = res.headers['set-cookie'];
  const first = (Array.isArray(all) ? all : all === undefined ? [] : [all]).map(String)[0];
  return first ? first.split(';')[0]! : old;
}

async function sessionOf(cookie: string) {
  const res = await h.inject({ method: 'GET', url: '/bff/session', headers: { cookie } });
  return res.json<{ loggedIn: boolean; doctor: boolean; userInfo: Record<string, unknown> }>();
}

const update = (cookie: string, payload: Record<string, unknown>) =>
  h.inject({ method: 'POST', url: calls.updateClientInfo.path, headers: { cookie }, payload });

const addNews = (cookie: string) =>
  h.inject({
    method: 'POST',
    url: calls.addNews.path,
    headers: { cookie },
    payload: { title: '標題', content: '內容' },
  });

describe('profile changes and the session', () => {
  it('an answer without a record changes nothing the browser sent, the role above all', async () => {
    const cookie = await h.login('tok-session-data-1-secret');
    h.stub.routes.set(calls.updateClientInfo.path, () => ({
      json: { code: 200, msg: 'success', data: null },
    }));
    const res = await update(cookie, { username: '冒充者', role: 'doctor', doctorid: 'D1001' });
    expect(res.json()).toMatchObject({ code: 200 });
    const after = freshCookie(res, cookie);
    const session = await sessionOf(after);
    expect(session).toMatchObject({ loggedIn: true, doctor: false });
    expect(session.userInfo).toMatchObject({ username: DEMO_USER.username });
    expect(session.userInfo.role).toBeUndefined();
    expect(session.userInfo.doctorid).toBeUndefined();
    // The BFF's own check for doctors still refuses: nothing reached the upstream.
    h.stub.received.length = 0;
    expect((await addNews(after)).statusCode).toBe(403);
    expect(h.stub.received).toEqual([]);
  });

  it('an upstream record that echoes the request still cannot make a doctor', async () => {
    const cookie = await h.login('tok-session-data-2-secret');
    h.stub.routes.set(calls.updateClientInfo.path, (r) => ({
      json: {
        code: 200,
        msg: 'success',
        data: { ...DEMO_USER, ...(JSON.parse(r.body.toString()) as object) },
      },
    }));
    const res = await update(cookie, { username: '陳小文', role: 'doctor', doctorid: 'D1001' });
    const after = freshCookie(res, cookie);
    const session = await sessionOf(after);
    // The name the upstream recorded is taken; the role and doctor record are the login's.
    expect(session).toMatchObject({ doctor: false, userInfo: { username: '陳小文' } });
    expect(session.userInfo.role).toBeUndefined();
    expect(session.userInfo.doctorid).toBeUndefined();
    expect((await addNews(after)).statusCode).toBe(403);
  });

  it("a doctor's profile change keeps them a doctor", async () => {
    h.stub.routes.set(calls.login.path, () => ({
      json: {
        code: 200,
        msg: 'success',
        token: 'tok-session-data-doctor-secret',
        data: { ...DEMO_USER, role: 'doctor', doctorid: 'D1001' },
      },
    }));
    const login = await h.inject({
      method: 'POST',
      url: calls.login.path,
      payload: { phone: DEMO_USER.phone, password: 'Demo1234' },
    });
    const cookie = freshCookie(login, '');
    h.stub.routes.set(calls.updateClientInfo.path, () => ({
      json: { code: 200, msg: 'success', data: { ...DEMO_USER, role: 'client', doctorid: '' } },
    }));
    const after = freshCookie(await update(cookie, { username: '陳醫師' }), cookie);
    expect(await sessionOf(after)).toMatchObject({
      doctor: true,
      userInfo: { role: 'doctor', doctorid: 'D1001' },
    });
  });
});
