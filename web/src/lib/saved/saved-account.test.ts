import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpResponse, envelopeBody, http, receivedRequests, server } from '@test-utils/msw';
import { toggleSaved } from './saved-actions';
import { syncAccountSaved } from './saved-account';
import { SAVED_STORAGE_KEY, getAnonymousExtras, getSavedItems } from './saved-list';
import { clearLogin, getSession, setLoggedIn } from '../session/current-session';

// vi.waitFor gives up after 1 s by default; a busy machine can take longer to answer from MSW.
const WAIT = { timeout: 10_000 };

const doctor = { kind: 'doctor' as const, id: 'D1001', name: '陳美玲', subtitle: '', image: '' };

/** The BFF's saved list, answered to every call of /bff/saved (read, save, removal). */
function answerSaved(items: unknown[]) {
  server.use(
    http.all('/bff/saved', () => HttpResponse.json(envelopeBody(200, 'success', { items }))),
  );
}

describe('saved items of a logged-in client', () => {
  afterEach(() => {
    clearLogin();
    localStorage.clear();
  });

  it('sends nothing for a visitor: the list stays on the device', () => {
    const requests = receivedRequests();
    toggleSaved(doctor, 1);
    expect(requests).toEqual([]);
    expect(localStorage.getItem(SAVED_STORAGE_KEY)).toContain('D1001');
  });

  it('sends a save and a removal to the account', async () => {
    setLoggedIn({ clientid: 'CL1', username: '陳大文' } as never);
    answerSaved([]);
    const requests = receivedRequests();
    toggleSaved(doctor, 1);
    toggleSaved(doctor, 2);
    await vi.waitFor(() => expect(requests).toHaveLength(2), WAIT);
    const [put, del] = requests as [Request, Request];
    expect(new URL(put.url).pathname).toBe('/bff/saved');
    expect(put.method).toBe('PUT');
    expect(await put.json()).toEqual({ kind: 'doctor', id: 'D1001' });
    expect(put.headers.get('x-csrf')).toBe('1');
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
    answerSaved([
      { kind: 'clinic', id: 'C9', savedAt: 5 },
      { kind: 'doctor', id: 'D1001', savedAt: 1 },
    ]);
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
    answerSaved([]);
    const requests = receivedRequests();
    const { acceptAnonymousSaved } = await import('./saved-actions');
    await acceptAnonymousSaved();
    expect(requests).toHaveLength(1);
    expect(await requests[0]!.json()).toEqual({
      kind: 'doctor',
      id: 'D1001',
    });
    expect(getSavedItems().map((i) => i.id)).toEqual(['D1001']);
    expect(getAnonymousExtras()).toEqual([]);
  });

  it('a read that left before a save never takes the save back when it answers', async () => {
    setLoggedIn({ clientid: 'CL4', username: '陳大文' } as never);
    // The account as it was when the page's read left: nothing saved yet. The read answers only
    // after the save has been made on the page and sent.
    let answerRead!: () => void;
    const readHeld = new Promise<void>((resolve) => (answerRead = resolve));
    let saved: unknown[] = [];
    server.use(
      http.get('/bff/saved', async () => {
        const items = saved;
        await readHeld;
        return HttpResponse.json(envelopeBody(200, 'success', { items }));
      }),
      http.put('/bff/saved', () => {
        saved = [{ kind: 'doctor', id: 'D1001', savedAt: 1 }];
        return HttpResponse.json(envelopeBody(200, 'success', { items: saved }));
      }),
    );
    const reading = syncAccountSaved();
    await new Promise((r) => setTimeout(r, 10));
    toggleSaved(doctor, 1);
    answerRead();
    await reading;
    expect(getSavedItems().map((i) => i.id)).toEqual(['D1001']);
    // Once the save is in, the account is read again and agrees.
    await vi.waitFor(
      () => expect(getSavedItems().map((i) => [i.id, i.name])).toEqual([['D1001', '陳美玲']]),
      WAIT,
    );
  });
});
