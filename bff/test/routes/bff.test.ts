/** What the BFF answers itself: run-time config for the SPA and the liveness probe. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Harness } from '../helpers/build';

let h: Harness;
beforeAll(async () => {
  h = await build({ googleMapsApiKey: 'run-time-maps-key' });
});
afterAll(async () => {
  await h.close();
});

describe('/bff/config', () => {
  it('serves the maps key, site URLs and store pages read at run time', async () => {
    const res = await h.inject({ method: 'GET', url: '/bff/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      googleMapsApiKey: 'run-time-maps-key',
      siteUrl: 'https://www.example.hk',
      mobileSiteUrl: 'https://m.example.hk',
      appStoreUrl: 'https://apps.apple.com/hk/app/id000000000',
      googlePlayUrl: 'https://play.google.com/store/apps/details?id=hk.portal.test',
    });
    expect(h.stub.received).toEqual([]);
  });
});

describe('/healthz', () => {
  it('answers ok without calling the upstream', async () => {
    const res = await h.inject({ method: 'GET', url: '/healthz' });
    expect(res.json()).toEqual({ code: 200, msg: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(h.stub.received).toEqual([]);
  });
});
