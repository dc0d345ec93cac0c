import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '@portal/shared';
import { emptySessionState } from './session-state';
import {
  SESSION_STORAGE_KEY,
  applyBffSession,
  clearLogin,
  getSession,
  getSessionState,
  onLogout,
  restoreSession,
  setLoggedIn,
  setSessionState,
  updateUserInfo,
  useSession,
  useSessionValue,
} from './current-session';

const user: UserInfo = {
  clientid: 'U1001',
  username: '陳大文',
  phone: '91234567',
  sex: 'M',
  birthday: '1980-01-01',
  email: '',
  avatar: '',
  address: '',
  createtime: 0,
};

describe('session store', () => {
  beforeEach(() => {
    sessionStorage.clear();
    restoreSession();
  });
  afterEach(() => sessionStorage.clear());

  it('restores the state saved in sessionStorage at startup', () => {
    sessionStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ clientId: 'U1001', userInfo: JSON.stringify(user), topDoctors: [] }),
    );
    restoreSession();
    const session = getSession();
    expect(session.loggedIn).toBe(true);
    expect(session.clientId).toBe('U1001');
    expect(session.userInfo?.username).toBe('陳大文');
    // Fields missing from storage keep their defaults.
    expect(session.state.askCategorys).toEqual([]);
  });

  it('ignores malformed storage', () => {
    sessionStorage.setItem(SESSION_STORAGE_KEY, '{not json');
    expect(restoreSession()).toEqual(emptySessionState);
  });

  it('replaces arrays instead of concatenating them when merging', () => {
    setSessionState({
      homeNews: [{ newsid: 'N1' }, { newsid: 'N2' }] as never,
    });
    setSessionState({ homeNews: [{ newsid: 'N3' }] as never });
    expect(getSessionState().homeNews).toEqual([{ newsid: 'N3' }]);
    expect(JSON.parse(sessionStorage.getItem(SESSION_STORAGE_KEY)!).homeNews).toEqual([
      { newsid: 'N3' },
    ]);
  });

  it('merges updated fields into the stored user info', () => {
    setLoggedIn(user);
    updateUserInfo({ username: '陳小文', email: 'a@b.hk' });
    expect(getSession().userInfo).toMatchObject({
      clientid: 'U1001',
      username: '陳小文',
      email: 'a@b.hk',
      phone: '91234567',
    });
  });

  it('logout clears user info and client id, runs the logout hooks, keeps public lists', () => {
    const hook = vi.fn();
    const off = onLogout(hook);
    setSessionState({ newsCategories: [{ codeid: '1' }] as never });
    setLoggedIn(user);
    setSessionState({ bookingDoctor: { globaluserid: 'D1' } as never });
    clearLogin();
    const session = getSession();
    expect(session.loggedIn).toBe(false);
    expect(session.clientId).toBe('');
    expect(session.state.userInfo).toBe('');
    expect(session.state.bookingDoctor).toBeNull();
    expect(session.state.newsCategories).toHaveLength(1);
    expect(hook).toHaveBeenCalledTimes(1);
    off();
  });

  it('a login the page load finds gone is forgotten without dropping the answers the page was rendered with', () => {
    const hook = vi.fn();
    const off = onLogout(hook);
    setLoggedIn(user);
    applyBffSession({ loggedIn: false, clientId: '', userInfo: null, doctor: false });
    expect(getSession().loggedIn).toBe(false);
    expect(hook).not.toHaveBeenCalled();
    off();
  });

  it('follows the BFF: a session without a cookie is cleared, a cookie session is adopted', () => {
    setLoggedIn(user);
    applyBffSession({ loggedIn: false, clientId: '', userInfo: null, doctor: false });
    expect(getSession().loggedIn).toBe(false);
    applyBffSession({ loggedIn: true, clientId: 'U1001', userInfo: user, doctor: false });
    expect(getSession()).toMatchObject({ loggedIn: true, clientId: 'U1001' });
  });

  it('takes the doctor role from the BFF, never from a stored copy', () => {
    setLoggedIn({ ...user, role: 'doctor' });
    applyBffSession({ loggedIn: true, clientId: user.clientid, userInfo: user, doctor: false });
    expect(getSession().userInfo?.role).toBe('client');
    applyBffSession({ loggedIn: true, clientId: user.clientid, userInfo: user, doctor: true });
    expect(getSession().userInfo?.role).toBe('doctor');
  });

  it('useSession re-renders when the session changes', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current.loggedIn).toBe(false);
    act(() => setLoggedIn(user));
    expect(result.current.loggedIn).toBe(true);
    expect(result.current.userInfo?.username).toBe('陳大文');
    act(() => clearLogin());
    expect(result.current.loggedIn).toBe(false);
  });

  it('re-renders a reader of one value only when that value changes', () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useSessionValue((v) => v.loggedIn);
    });
    expect(result.current).toBe(false);
    const before = renders;
    act(() => setSessionState({ homeNews: [{ newsid: 'N1', title: '冬至' } as never] }));
    expect(renders).toBe(before);
    act(() => setLoggedIn(user));
    expect(result.current).toBe(true);
    expect(renders).toBe(before + 1);
  });
});
