/**
 * Uploaded documents are private to their owner: the BFF names the reader to the upstream, keeps
 * them out of shared caches, and passes a doctor applicant's phone proof for uploads only.
 */
import { describe, expect, it } from 'vitest';
import { proofCookie, useHarness } from '../helpers/build';
import { headerValues } from '../helpers/stub-upstream';
import { calls } from '@portal/shared';

const h = useHarness({ upstreamClientKey: 'k'.repeat(40) });

describe('private uploads', () => {
  const DOC = '/files/uploads/0a1b2c.pdf';
  const PDF = Buffer.from('%PDF-1.4\n');
  /** The stub upstream serves the document to the owner's token alone, as the real one must. */
  function serveTo(token: string) {
    h.stub.fallback = (r) =>
      headerValues(r, 'token')[0] === token
        ? {
            text: PDF,
            headers: { 'content-type': 'application/pdf', 'cache-control': 'private, no-store' },
          }
        : { status: 404, json: { code: 404, msg: '找不到該檔案' } };
  }

  it('names the reader to the upstream: the owner gets it private, no-store; others get 404', async () => {
    const owner = await h.login('tok-doc-owner-secret', 'CL0001');
    const other = await h.login('tok-doc-other-secret', 'CL0002');
    h.stub.reset();
    serveTo('tok-doc-owner-secret');
    const mine = await h.inject({ method: 'GET', url: DOC, headers: { cookie: owner } });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.headers['content-disposition']).toBe('attachment');
    for (const headers of [{ cookie: other }, {}]) {
      const res = await h.inject({ method: 'GET', url: DOC, headers });
      expect(res.statusCode).toBe(404);
    }
    expect(h.stub.received.map((r) => headerValues(r, 'token'))).toEqual([
      ['tok-doc-owner-secret'],
      ['tok-doc-other-secret'],
      [],
    ]);
  });

  it('an ended session reads nothing, though its cookie is still genuine', async () => {
    const cookie = await h.login('tok-doc-ended-secret');
    await h.inject({ method: 'POST', url: calls.signOut.path, headers: { cookie } });
    h.stub.reset();
    serveTo('tok-doc-ended-secret');
    const res = await h.inject({ method: 'GET', url: DOC, headers: { cookie } });
    expect(res.statusCode).toBe(404);
    expect(headerValues(h.stub.received[0]!, 'token')).toEqual([]);
  });

  it('keeps an upload private when the upstream does not say it is public', async () => {
    h.stub.fallback = () => ({ text: PDF, headers: { 'content-type': 'application/pdf' } });
    const res = await h.inject({ method: 'GET', url: DOC });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it("passes a doctor applicant's phone proof, never a token, for uploads only", async () => {
    const cookie = proofCookie('61234567', 'Kproof0002');
    await h.inject({ method: 'GET', url: DOC, headers: { cookie } });
    await h.inject({ method: 'GET', url: '/files/seed/a.png', headers: { cookie } });
    const [upload, seed] = h.stub.received;
    expect(headerValues(upload!, 'x-portal-proof-phone')).toEqual(['61234567']);
    expect(headerValues(upload!, 'x-portal-proof-codekey')).toEqual(['Kproof0002']);
    expect(headerValues(seed!, 'x-portal-proof-phone')).toEqual([]);
    expect(headerValues(seed!, 'token')).toEqual([]);
  });
});
