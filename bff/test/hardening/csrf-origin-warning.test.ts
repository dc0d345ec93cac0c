/**
 * A SITE_URL that is not the portal's served origin refuses every form: the operator is told once
 * per origin seen, with SITE_URL and that origin named, and an attacker's stream of origins cannot
 * fill the log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Harness } from '../helpers/build';

const SITE = 'https://www.example.hk';
const LOGIN = '/api/user/login';

let h: Harness;
beforeAll(async () => {
  h = await build({ siteUrl: SITE, logLevel: 'info' });
});
afterAll(async () => {
  await h.close();
});

function post(origin: string) {
  return h.inject({
    method: 'POST',
    url: LOGIN,
    headers: { origin, 'content-type': 'application/json' },
    payload: { phone: '91234567', password: 'Demo1234' },
  });
}

function originWarnings(): Array<{ origin: string; siteUrl: string; msg: string }> {
  return h.logs
    .map(
      (line) =>
        JSON.parse(line) as { level: number; origin?: string; siteUrl: string; msg: string },
    )
    .filter((l) => l.level === 40 && l.origin !== undefined)
    .map(({ origin, siteUrl, msg }) => ({ origin: origin as string, siteUrl, msg }));
}

describe('refused Origin warning', () => {
  it('warns once per origin, naming SITE_URL and the origin seen', async () => {
    for (let i = 0; i < 3; i++) expect((await post('http://localhost:8080')).statusCode).toBe(403);
    expect((await post('http://10.0.0.5:3000')).statusCode).toBe(403);
    const warnings = originWarnings();
    expect(warnings.map((w) => w.origin)).toEqual([
      'http://localhost:8080',
      'http://10.0.0.5:3000',
    ]);
    for (const w of warnings) {
      expect(w.siteUrl).toBe(SITE);
      expect(w.msg).toContain('SITE_URL');
      expect(w.msg).toContain(w.origin);
    }
    expect(h.stub.received.some((r) => r.url.startsWith(LOGIN))).toBe(false);
  });

  it('stays quiet for the site origin and stops warning after a bounded number of origins', async () => {
    const before = originWarnings().length;
    expect((await post(SITE)).statusCode).toBe(200);
    expect(originWarnings()).toHaveLength(before);
    for (let i = 0; i < 100; i++) await post(`https://evil-${i}.example`);
    expect(originWarnings().length).toBeLessThanOrEqual(32);
  });
});
