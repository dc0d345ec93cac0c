/**
 * Security headers on HTML (helmet; a CSP nonce per response for a page the browser renders, the
 * hashes of its inline scripts for a server-rendered page), HSTS only in production, and
 * `Cache-Control: no-store` on everything that carries user data or sets the cookie.
 */
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EARLY_INPUT_SCRIPT, FLEXIBLE_LAYOUT_SCRIPT, calls } from '@portal/shared';
import { build, type Harness } from '../helpers/build';
import { records } from '../helpers/records';

let h: Harness;

beforeAll(async () => {
  h = await build();
  h.stub.routes.set(calls.getDocDetailByGlobalUserID.path, () => ({
    json: { code: 200, msg: 'success', data: records.doctor },
  }));
  h.stub.routes.set(calls.getWebNewsList.path, () => ({
    json: { code: 200, msg: 'success', data: { list: [], total: 0 } },
    headers: { 'x-powered-by': 'Express', 'set-cookie': 'a=b' },
  }));
});
afterAll(async () => {
  await h.close();
});

function csp(header: unknown): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of String(header).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values.join(' '));
  }
  return map;
}

function nonceOf(header: unknown): string {
  const m = /'nonce-([^']+)'/.exec(String(header));
  if (!m) throw new Error(`no nonce in ${String(header)}`);
  return m[1] as string;
}

describe('HTML pages', () => {
  it('carry helmet headers and a CSP with the needed directives', async () => {
    const res = await h.inject({ method: 'GET', url: '/news/list' });
    expect(res.statusCode).toBe(200);
    const policy = csp(res.headers['content-security-policy']);
    expect(policy.get('object-src')).toBe("'none'");
    expect(policy.get('base-uri')).toBe("'none'");
    expect(policy.get('frame-ancestors')).toBe("'none'");
    const scripts = policy.get('script-src') ?? '';
    expect(scripts).toContain("'self'");
    expect(scripts).toMatch(/'nonce-[A-Za-z0-9_-]{16,}'/);
    expect(scripts).toContain('https://maps.googleapis.com');
    expect(scripts).toContain('https://maps.gstatic.com');
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(policy.get('img-src')).toContain('data:');
    expect(policy.get('img-src')).toContain('https://maps.gstatic.com');
    expect(policy.get('connect-src')).toContain('https://maps.googleapis.com');
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('gives every response its own nonce', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const res = await h.inject({ method: 'GET', url: '/' });
      nonces.add(nonceOf(res.headers['content-security-policy']));
    }
    expect(nonces.size).toBe(5);
  });

  it('allows every inline script of a rendered page by its hash, with no nonce in the cached bytes', async () => {
    // With the server render (a stand-in build): JSON-LD and the rendered query cache.
    const ssr = await build({
      webDistDir: fileURLToPath(new URL('../fixtures/web-ssr', import.meta.url)),
      microCacheTtlMs: 60_000,
    });
    try {
      ssr.stub.routes.set(calls.getNewsDetail.path, () => ({
        json: { code: 200, msg: 'ok', data: records.news },
      }));
      for (let i = 0; i < 2; i++) {
        // The second answer comes from the rendered-page cache.
        const res = await ssr.inject({ method: 'GET', url: '/news/detail/N1001' });
        expect(res.statusCode).toBe(200);
        const scripts = csp(res.headers['content-security-policy']).get('script-src') ?? '';
        expect(scripts).not.toContain("'nonce-");
        expect(scripts).not.toContain("'unsafe-inline'");
        const inline = [...res.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
          .map((m) => ({ attrs: m[1] as string, code: m[2] as string }))
          .filter(({ attrs }) => !/\bsrc=/.test(attrs));
        expect(inline[0]?.code).toBe(FLEXIBLE_LAYOUT_SCRIPT);
        expect(inline[1]?.code).toBe(EARLY_INPUT_SCRIPT);
        const data = inline.filter(({ attrs }) => /type="application\/(ld\+)?json"/.test(attrs));
        expect(data.length).toBeGreaterThanOrEqual(2); // the page's JSON-LD and the state
        for (const { attrs, code } of inline) {
          expect(attrs).not.toContain('nonce');
          if (data.some((d) => d.code === code)) continue; // data blocks never run
          const hash = createHash('sha256').update(code).digest('base64');
          expect(scripts).toContain(`'sha256-${hash}'`);
        }
        // Each source once: the head's hashes are not named again for the page.
        const sources = scripts.split(' ');
        expect(sources).toEqual([...new Set(sources)]);
      }
    } finally {
      await ssr.close();
    }
  });

  it('carry a Permissions-Policy that turns off the features the portal does not use', async () => {
    const res = await h.inject({ method: 'GET', url: '/' });
    const policy = String(res.headers['permissions-policy']);
    for (const off of ['camera=()', 'microphone=()', 'payment=()', 'usb=()']) {
      expect(policy).toContain(off);
    }
    // 按距離排序 asks for the reader's position on this origin.
    expect(policy).toContain('geolocation=(self)');
  });

  it('allow no Google Maps host without a Maps key', async () => {
    const plain = await build({ googleMapsApiKey: '' });
    try {
      const res = await plain.inject({ method: 'GET', url: '/news/list' });
      const policy = csp(res.headers['content-security-policy']);
      expect(policy.get('script-src')).toMatch(/^'self' 'nonce-[^']+'( 'sha256-[^']+')+$/);
      for (const directive of ['img-src', 'connect-src', 'frame-src']) {
        expect(policy.get(directive), directive).not.toMatch(/google|gstatic|ggpht/);
      }
    } finally {
      await plain.close();
    }
  });

  it('404 pages carry the same headers', async () => {
    const res = await h.inject({ method: 'GET', url: '/no/such/page' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('sends HSTS (and upgrade-insecure-requests) only in production', async () => {
    const prod = await build({ production: true, nodeEnv: 'production' });
    try {
      const res = await prod.inject({ method: 'GET', url: '/' });
      expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
      expect(csp(res.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(
        true,
      );
    } finally {
      await prod.close();
    }
  });
});

describe('JSON answers', () => {
  it('are nosniff, without banners or upstream cookies', async () => {
    const res = await h.inject({ method: 'GET', url: calls.getWebNewsList.path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('Cache-Control: no-store on user data and cookies', () => {
  it('GET /bff/session, anonymous and logged in', async () => {
    expect((await h.inject({ method: 'GET', url: '/bff/session' })).headers['cache-control']).toBe(
      'no-store',
    );
    const cookie = await h.login();
    const res = await h.inject({ method: 'GET', url: '/bff/session', headers: { cookie } });
    expect(res.json()).toMatchObject({ loggedIn: true });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('login (sets the cookie), session calls, 211 and signOut (clears it)', async () => {
    h.stub.routes.set(calls.login.path, () => ({
      json: { code: 200, msg: 'success', token: 'tok-nostore-secret', data: { clientid: 'C1' } },
    }));
    const login = await h.inject({
      method: 'POST',
      url: calls.login.path,
      payload: { phone: '91234567', password: 'Demo1234' },
    });
    expect(login.headers['set-cookie']).toBeDefined();
    expect(login.headers['cache-control']).toBe('no-store');
    h.stub.routes.delete(calls.login.path);
    const cookie = String(login.headers['set-cookie']).split(';')[0] as string;

    const mine = await h.inject({
      method: 'GET',
      url: calls.getClientById.path,
      headers: { cookie },
    });
    expect(mine.headers['cache-control']).toBe('no-store');

    const anonymous = await h.inject({ method: 'GET', url: calls.getClientById.path });
    expect(anonymous.json()).toMatchObject({ code: 211 });
    expect(anonymous.headers['cache-control']).toBe('no-store');

    const out = await h.inject({ method: 'POST', url: calls.signOut.path, headers: { cookie } });
    expect(out.headers['set-cookie']).toBeDefined();
    expect(out.headers['cache-control']).toBe('no-store');
  });
});
