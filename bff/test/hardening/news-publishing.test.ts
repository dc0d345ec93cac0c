/**
 * Health news is written from a doctor's session only: a client's article never reaches the
 * upstream, and the SPA is told when a session is a doctor's.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_USER, useHarness } from '../helpers/build';
import { headerValues } from '../helpers/stub-upstream';
import { calls } from '@portal/shared';

const h = useHarness({ upstreamClientKey: 'k'.repeat(40) });

describe('health news only from a doctor’s session', () => {
  const article = {
    title: '冬季進補',
    category: 'NC01',
    introduce: '因人而異',
    content: '先看體質。',
  };

  /** Posts the article, from the session in `cookie` or from none. */
  const addNews = (cookie?: string) =>
    h.inject({
      method: 'POST',
      url: calls.addNews.path,
      ...(cookie ? { headers: { cookie } } : {}),
      payload: article,
    });

  async function loginAs(role: 'client' | 'doctor' | undefined): Promise<string> {
    h.stub.routes.set(calls.login.path, () => ({
      json: {
        code: 200,
        msg: 'success',
        token: `tok-${role ?? 'none'}-${Math.random().toString(36).slice(2)}`,
        data: { ...DEMO_USER, ...(role ? { role } : {}) },
      },
    }));
    const res = await h.inject({
      method: 'POST',
      url: calls.login.path,
      payload: { phone: '91234567', password: 'Demo1234' },
    });
    h.stub.reset();
    const set = res.headers['set-cookie'];
    return String(Array.isArray(set) ? set[0] : set).split(';')[0]!;
  }

  it("refuses a client's addNews (and a session whose role is unknown) without asking the upstream", async () => {
    for (const role of ['client', undefined] as const) {
      const cookie = await loginAs(role);
      const res = await addNews(cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 403, msg: '只有醫師可以發表健康資訊' });
      const session = await h.inject({ method: 'GET', url: '/bff/session', headers: { cookie } });
      expect(session.json()).toMatchObject({ loggedIn: true, doctor: false });
    }
    expect(h.stub.received).toEqual([]);
    const anonymous = await addNews();
    expect(anonymous.json()).toMatchObject({ code: 211 });
  });

  it("forwards a doctor's article and tells the SPA the session is a doctor's", async () => {
    const cookie = await loginAs('doctor');
    const session = await h.inject({ method: 'GET', url: '/bff/session', headers: { cookie } });
    expect(session.json()).toMatchObject({ loggedIn: true, doctor: true });
    h.stub.reset();
    const res = await addNews(cookie);
    expect(res.statusCode).toBe(200);
    expect(h.stub.received.map((r) => r.url)).toEqual([calls.addNews.path]);
  });

  it('names the reader’s address (with the shared key) when an article is read', async () => {
    const res = await h.inject({ method: 'GET', url: `${calls.getNewsDetail.path}?newsid=N1001` });
    expect(res.statusCode).toBe(200);
    const seen = h.stub.received[0]!;
    expect(headerValues(seen, 'x-portal-client-address')).toEqual(['127.0.0.1']);
    expect(headerValues(seen, 'x-portal-client-key')).toEqual([h.config.upstreamClientKey]);
  });
});
