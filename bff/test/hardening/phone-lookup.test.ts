/**
 * The phone lookup (`searchOSClientByPhone`): without a proof of the phone it answers alike for
 * every number and asks no upstream; it never passes a client id on and is rate-limited per address.
 */
import { describe, expect, it } from 'vitest';
import { build, proofCookie, useHarness } from '../helpers/build';
import { calls } from '@portal/shared';

const h = useHarness({ upstreamClientKey: 'k'.repeat(40) });

describe('the phone lookup', () => {
  const url = `${calls.searchOSClientByPhone.path}?phone=61234567`;
  const answer = { exists: true, clientid: 'CL0009', maskedName: '陳**' };

  it('answers alike for every number without a proof of that phone, asking no upstream', async () => {
    h.stub.fallback = () => ({ json: { code: 200, msg: 'success', data: answer } });
    for (const headers of [{}, { cookie: proofCookie('69999999') }]) {
      const res = await h.inject({ method: 'GET', url, headers });
      expect(res.json()).toMatchObject({
        code: 200,
        data: { exists: false, clientid: '', maskedName: '' },
      });
    }
    expect(h.stub.received).toEqual([]);
  });

  it('asks the upstream with the checked code for the proven phone', async () => {
    h.stub.fallback = () => ({ json: { code: 200, msg: 'success', data: answer } });
    const res = await h.inject({
      method: 'GET',
      url: `${url}&codeKey=Kforged`,
      headers: { cookie: proofCookie('61234567', 'Kproof0001') },
    });
    expect(res.json().data).toEqual({ exists: true, clientid: '', maskedName: '陳**' });
    expect(h.stub.received).toHaveLength(1);
    const asked = new URL(h.stub.received[0]!.url, 'http://x').searchParams;
    expect(asked.getAll('codeKey')).toEqual(['Kproof0001']);
  });
});

describe('phone lookups', () => {
  it('never pass a client id on, and are rate-limited per client address', async () => {
    const limited = await build({ rateLimitMax: 3 });
    try {
      limited.stub.fallback = () => ({
        json: {
          code: 200,
          msg: 'success',
          data: { exists: true, clientid: 'CL0001', maskedName: '陳**' },
        },
      });
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await limited.inject({
          method: 'GET',
          url: `${calls.searchOSClientByPhone.path}?phone=9123456${i}`,
        });
        codes.push(res.statusCode);
        if (res.statusCode === 200) {
          expect(res.body).not.toContain('CL0001');
          // Without a proof of the phone: the neutral answer, the upstream never asked.
          expect(res.json().data).toEqual({ exists: false, clientid: '', maskedName: '' });
        }
      }
      expect(codes).toEqual([200, 200, 200, 429, 429]);
      expect(limited.stub.received).toHaveLength(0);
    } finally {
      await limited.close();
    }
  });
});
