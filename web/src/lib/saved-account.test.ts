import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toggleSaved } from './saved-actions';
import { syncAccountSaved } from './saved-account';
import { SAVED_STORAGE_KEY, getAnonymousExtras, getSavedItems } from './saved-store';
import { clearLogin, getSession, setLoggedIn } from './session-store';

const doctor = { kind: 'doctor' as const, id: 'D1001', name: '陳美玲', subtitle: '', image: '' };

function answer(items: unknown[]) {
  return new Response(JSON.stringify({ code: 200, msg: 'success', data: { items } }), {
    headers: { 'content-type': 'application/json' },
  });
}

describe('saved items of a logged-in client', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
  });
  afterEach(() => {
    clearLogin();
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('sends nothing for a visitor: the list stays on the device', () => {
    toggleSaved(doctor, 1);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(localStorage.getItem(SAVED_STORAGE_KEY)).toContain('D1001');
  });

  it('sends a save and a removal to the account', async () => {
    setLoggedIn({ clientid: 'CL1', username: '陳大文' } as never);
    fetchMock.mockImplementation(async () => answer([]));
    toggleSaved(doctor, 1);
    toggleSaved(doctor, 2);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const [[url, put], [, del]] = fetchMock.mock.calls as unknown as [
      [string, RequestInit],
      [string, RequestInit],
    ];
    expect(url).toBe('/bff/saved');
    expect(put.method).toBe('PUT');
    expect(JSON.parse(String(put.body))).toEqual({ kind: 'doctor', id: 'D1001' });
    expect((put.headers as Record<string, string>)['x-csrf']).toBe('1');
    expect(del.method).toBe('DELETE');
  });

  it("takes the account's list: items from another device appear, removed ones go", async () => {
    setLoggedIn({ clientid: 'CL2', username: '陳大文' } as never);
    localStorage.setItem(
      `${SAVED_STORAGE_KEY}.CL2`,
      JSON.stringify([
        { ...doctor, savedAt: 1 },
        { kind: 'clinic', id: 'GONE', name: '舊診所', subtitle: '', image: '', savedAt: 2 },
      ]),
    );
    fetchMock.mockResolvedValueOnce(
      answer([
        { kind: 'clinic', id: 'C9', savedAt: 5 },
        { kind: 'doctor', id: 'D1001', savedAt: 1 },
      ]),
    );
    expect(getSession().loggedIn).toBe(true);
    await syncAccountSaved();
    expect(getSavedItems().map((i) => [i.kind, i.id, i.name])).toEqual([
      ['clinic', 'C9', ''],
      ['doctor', 'D1001', '陳美玲'],
    ]);
  });

  it('sends the device saves the client accepts at login', async () => {
    toggleSaved(doctor, 1);
    setLoggedIn({ clientid: 'CL3', username: '陳大文' } as never);
    fetchMock.mockImplementation(async () => answer([]));
    const { acceptAnonymousSaved } = await import('./saved-actions');
    await acceptAnonymousSaved();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({
      kind: 'doctor',
      id: 'D1001',
    });
    expect(getSavedItems().map((i) => i.id)).toEqual(['D1001']);
    expect(getAnonymousExtras()).toEqual([]);
  });
});
