/**
 * `/metrics` is not for the public: on PORT it answers only METRICS_ALLOW (loopback by default),
 * and with METRICS_PORT it is served on that port alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../src/config';
import { build, type Harness } from '../helpers/build';
import { freePort } from '../../../tests/helpers/free-port';

describe('on PORT', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await build({ metricsAllow: ['127.0.0.0/8', '::1', '10.0.0.0/8'] });
  });
  afterAll(() => h.close());

  it('answers the allowed addresses only', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '10.1.2.3']) {
      const res = await h.inject({ method: 'GET', url: '/metrics', remoteAddress });
      expect(res.statusCode, remoteAddress).toBe(200);
      expect(res.body).toContain('bff_upstream_circuit_state');
    }
    for (const remoteAddress of ['203.0.113.5', '2001:db8::1', '::ffff:203.0.113.5']) {
      const res = await h.inject({ method: 'GET', url: '/metrics', remoteAddress });
      expect(res.statusCode, remoteAddress).toBe(404);
      expect(res.json()).toEqual({ code: 404, msg: expect.stringMatching(/[\u4e00-\u9fff]/) });
      expect(res.body).not.toContain('bff_');
    }
  });

  it('is loopback only unless configured', () => {
    expect(loadConfig({}, () => {}).metricsAllow).toEqual(['127.0.0.0/8', '::1']);
    expect(loadConfig({ METRICS_ALLOW: '10.0.0.0/8, fd00::/8' }, () => {}).metricsAllow).toEqual([
      '10.0.0.0/8',
      'fd00::/8',
    ]);
    expect(() => loadConfig({ METRICS_ALLOW: 'monitoring' }, () => {})).toThrow(/METRICS_ALLOW/);
    expect(() => loadConfig({ METRICS_ALLOW: '10.0.0.0/33' }, () => {})).toThrow(/METRICS_ALLOW/);
    expect(() => loadConfig({ PORT: '3000', METRICS_PORT: '3000' }, () => {})).toThrow(
      /METRICS_PORT/,
    );
  });
});

describe('with METRICS_PORT', () => {
  let h: Harness;
  let metricsPort: number;
  let port: number;
  beforeAll(async () => {
    metricsPort = await freePort();
    h = await build({ metricsPort });
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    port = (h.app.server.address() as AddressInfo).port;
  });
  afterAll(() => h.close());

  it('serves /metrics there and nowhere on PORT', async () => {
    const own = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toContain('text/plain');
    expect(await own.text()).toContain('bff_upstream_circuit_state');
    const other = await fetch(`http://127.0.0.1:${metricsPort}/bff/session`);
    expect(other.status).toBe(404);
    const main = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(await main.text()).not.toContain('bff_upstream_circuit_state');
  });
});
