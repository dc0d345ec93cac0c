/**
 * Catalogue calls accept only their own method: any other is a 405 naming the allowed one, reaches
 * no upstream and leaves the session alone.
 */
import { describe, expect, it } from 'vitest';
import { useHarness } from '../helpers/build';
import { calls } from '@portal/shared';

const h = useHarness();

describe('catalogue calls accept only their method', () => {
  it('GET /api/user/signOut is 405 and the session lives on', async () => {
    const cookie = await h.login('tok-get-signout-secret');
    h.stub.reset();
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH', 'HEAD'] as const) {
      const res = await h.inject({
        method,
        url: `${calls.signOut.path}?clientId=CL0001`,
        headers: { cookie },
      });
      expect(res.statusCode).toBe(405);
      expect(res.headers.allow).toBe('POST');
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.headers['clear-site-data']).toBeUndefined();
      if (method !== 'HEAD') expect(res.json()).toMatchObject({ code: 405 });
    }
    expect(h.stub.received).toEqual([]);
    const session = await h.inject({ method: 'GET', url: '/bff/session', headers: { cookie } });
    expect(session.json()).toMatchObject({ loggedIn: true, clientId: 'CL0001' });
  });

  it('POST to a GET call and GET to a POST call are 405 and reach no upstream', async () => {
    const cookie = await h.login('tok-methods-secret');
    h.stub.reset();
    const cases = [
      ['POST', calls.getClientById.path, 'GET'],
      ['POST', `${calls.searchOSClientByPhone.path}?phone=91234567`, 'GET'],
      ['GET', `${calls.updatePwd.path}?oldPwd=a&newPwd=b`, 'POST'],
      ['GET', `${calls.deleteSchedule.path}?scheduleid=1`, 'POST'],
      ['GET', calls.login.path, 'POST'],
    ] as const;
    for (const [method, url, allow] of cases) {
      const res = await h.inject({ method, url, headers: { cookie }, payload: undefined });
      expect(res.statusCode, `${method} ${url}`).toBe(405);
      expect(res.headers.allow).toBe(allow);
    }
    // Another case is not the catalogue path at all.
    const upper = await h.inject({ method: 'GET', url: '/API/USER/SIGNOUT', headers: { cookie } });
    expect(upper.statusCode).toBe(404);
    expect(h.stub.received).toEqual([]);
  });
});
