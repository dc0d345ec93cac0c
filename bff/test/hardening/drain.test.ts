/**
 * Draining before a replica stops (SIGTERM with SHUTDOWN_DRAIN_MS): GETs are refused at once with
 * a 503 envelope so a load balancer retries them elsewhere and takes the replica out of rotation;
 * a POST already on its way is still served, never dropped; every answer closes its connection.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Harness } from '../helpers/build';
import { calls } from '@portal/shared';

let h: Harness;

beforeAll(async () => {
  h = await build();
});
afterAll(async () => {
  await h.close();
});

describe('draining', () => {
  it('serves normally, keeping connections open, until draining starts', async () => {
    const res = await h.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.headers.connection).not.toBe('close');
  });

  it('then refuses GETs (readiness included) with a 503 envelope and reaches no upstream', async () => {
    h.app.draining = true;
    try {
      h.stub.reset();
      for (const url of ['/readyz', calls.getHotNewsList.path, '/doctor/list']) {
        const res = await h.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(503);
        expect(res.json()).toEqual({ code: 503, msg: '服務暫時未能使用，請稍後再試' });
        expect(res.headers.connection).toBe('close');
        expect(res.headers['retry-after']).toBe('1');
      }
      expect(h.stub.received).toEqual([]);
      // Liveness stays up: the process is healthy, only leaving.
      expect((await h.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      h.app.draining = false;
    }
  });

  it('still serves a POST that arrives while draining, and closes its connection', async () => {
    h.app.draining = true;
    try {
      h.stub.reset();
      h.stub.routes.set(calls.submitWebFeedback.path, () => ({
        json: { code: 200, msg: 'success', data: null },
      }));
      const res = await h.inject({
        method: 'POST',
        url: `${calls.submitWebFeedback.path}?contact=91234567&msgTxt=hello`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ code: 200 });
      expect(res.headers.connection).toBe('close');
      expect(h.stub.received.map((r) => r.url.split('?')[0])).toEqual([
        calls.submitWebFeedback.path,
      ]);
    } finally {
      h.app.draining = false;
    }
  });
});
