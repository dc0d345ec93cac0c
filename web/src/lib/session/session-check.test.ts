import { beforeEach, describe, expect, it } from 'vitest';
import type { UserInfo } from '@portal/shared';
import { HttpResponse, http, server } from '@test-utils/msw';
import { resetSessionReady, sessionReady } from './session-check';
import { clearLogin, getSession, restoreSession, setLoggedIn } from './current-session';

const stored = { clientid: 'CL0001', username: '陳大文' } as UserInfo;
const fresh = { clientid: 'CL0002', username: '黃先生' } as UserInfo;

/** The BFF's answer to the page load's check, held until `answer()` is called. */
function holdSessionAnswer(data: unknown): { answer: () => void } {
  let answer!: () => void;
  const held = new Promise<void>((resolve) => (answer = resolve));
  server.use(
    http.get('/bff/session', async () => {
      await held;
      return HttpResponse.json({ code: 200, msg: 'ok', data });
    }),
  );
  return { answer };
}

describe("the page load's session check", () => {
  beforeEach(() => {
    sessionStorage.clear();
    restoreSession();
    resetSessionReady();
  });

  it('a login made while it was asking is kept: the answer is about the session before it', async () => {
    setLoggedIn(stored);
    const { answer } = holdSessionAnswer({
      loggedIn: false,
      clientId: '',
      userInfo: null,
      doctor: false,
    });
    const checked = sessionReady();
    await new Promise((r) => setTimeout(r, 10));
    setLoggedIn(fresh);
    answer();
    await checked;
    expect(getSession()).toMatchObject({ loggedIn: true, clientId: 'CL0002' });
  });

  it('a sign-out made while it was asking is kept', async () => {
    const { answer } = holdSessionAnswer({
      loggedIn: true,
      clientId: 'CL0001',
      userInfo: stored,
      doctor: false,
    });
    setLoggedIn(stored);
    const checked = sessionReady();
    await new Promise((r) => setTimeout(r, 10));
    clearLogin();
    answer();
    await checked;
    expect(getSession().loggedIn).toBe(false);
  });

  it('with nothing done meanwhile, its answer is taken: a login ended elsewhere is forgotten', async () => {
    setLoggedIn(stored);
    const { answer } = holdSessionAnswer({
      loggedIn: false,
      clientId: '',
      userInfo: null,
      doctor: false,
    });
    const checked = sessionReady();
    answer();
    await checked;
    expect(getSession().loggedIn).toBe(false);
  });
});
