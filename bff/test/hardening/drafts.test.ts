/**
 * A question kept as a draft in the browser reaches the upstream only as a post of the session
 * that sends it: never without a session (a visitor's draft, or one sent after the session ended
 * in a sign-out), and never under the client a draft or a forged body names. The browser decides
 * when a draft is sent (after its author confirms it); the BFF decides for whom.
 */
import { describe, expect, it } from 'vitest';
import { calls } from '@portal/shared';
import { useHarness } from '../helpers/build';
import { headerValues, type Received } from '../helpers/stub-upstream';

const h = useHarness();

const QUESTION = { title: '晚上咳嗽兩星期', illnesscategorycode: 'IC01', note: '有少量白痰。' };

const posts = (): Received[] => h.stub.received.filter((r) => r.url.startsWith(calls.addAsk.path));

function postQuestion(body: Record<string, unknown>, cookie?: string) {
  return h.inject({
    method: 'POST',
    url: `${calls.addAsk.path}?clientid=CL0001&clientId=CL0001`,
    payload: body,
    ...(cookie ? { headers: { cookie } } : {}),
  });
}

describe('a question draft and the session that posts it', () => {
  it('without a session nothing is posted upstream, whatever client the body names', async () => {
    const res = await postQuestion({ ...QUESTION, clientid: 'CL0001' });
    expect(res.json()).toEqual({ code: 211, msg: '未登錄，請先登錄' });
    expect(posts()).toEqual([]);
  });

  it("is posted as the session's client only, with its token, never as the client a draft names", async () => {
    const token = 'tok-drafts-other-client-secret';
    const cookie = await h.login(token, 'CL0002');
    h.stub.routes.set(calls.addAsk.path, () => ({
      json: { code: 200, msg: 'success', data: { askid: 'A1' } },
    }));
    const res = await postQuestion({ ...QUESTION, clientid: 'CL0001', clientId: 'CL0001' }, cookie);
    expect(res.json()).toMatchObject({ code: 200 });
    const [sent, ...more] = posts();
    expect(more).toEqual([]);
    expect(headerValues(sent!, 'token')).toEqual([token]);
    const body = JSON.parse(sent!.body.toString()) as Record<string, unknown>;
    expect(body).toMatchObject({ ...QUESTION, clientid: 'CL0002' });
    expect(`${sent!.url} ${sent!.body.toString()}`).not.toContain('CL0001');
  });

  it('after a sign-out, the ended session posts nothing, even replayed', async () => {
    const cookie = await h.login('tok-drafts-signed-out-secret', 'CL0001');
    h.stub.routes.set(calls.signOut.path, () => ({ json: { code: 200, msg: 'success' } }));
    const out = await h.inject({ method: 'POST', url: calls.signOut.path, headers: { cookie } });
    expect(out.json()).toMatchObject({ code: 200 });
    h.stub.routes.set(calls.addAsk.path, () => ({
      json: { code: 200, msg: 'success', data: { askid: 'A2' } },
    }));
    const res = await postQuestion(QUESTION, cookie);
    expect(res.json()).toMatchObject({ code: 211 });
    expect(posts()).toEqual([]);
  });
});
