/**
 * HTML pages as the BFF serves them without the server render (the web app built without it):
 * the route table's head tags for every route, compression, 404, and the prefixes the SPA never
 * owns. What a rendered page says of its record, and its redirects, are in
 * test/contract/page-render.test.ts (against the real build).
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { documentTitle, escapeHtml, routeText, routes } from '@portal/shared';
import { build, findLeaks, type Harness } from '../helpers/build';

let h: Harness;
beforeAll(async () => {
  h = await build();
});
afterAll(async () => {
  expect(findLeaks([...h.bodies, ...h.logs])).toEqual([]);
  await h.close();
});
beforeEach(() => h.stub.reset());

const SITE = 'https://www.example.hk';
const MOBILE = 'https://m.example.hk';

function head(html: string): string {
  return html.slice(0, html.indexOf('</head>'));
}

describe('pages of the route table', () => {
  const plain = routes.filter((r) => !r.redirect && !r.detail && !r.path.includes(':'));
  for (const route of plain.filter((r) => r.path !== '*')) {
    it(`${route.path} has its title, meta, canonical and mobile alternate`, async () => {
      const res = await h.inject({ method: 'GET', url: route.path });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      const html = head(res.body);
      const text = routeText(route);
      expect(html).toContain(`<title>${escapeHtml(documentTitle(text.title))}</title>`);
      expect(html).toContain(`<meta name="keywords" content="${escapeHtml(text.keywords)}" />`);
      expect(html).toContain(
        `<meta name="description" content="${escapeHtml(text.description)}" />`,
      );
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      expect(canonical?.startsWith(SITE)).toBe(true);
      expect(html).toContain(
        `<link rel="alternate" media="only screen and (max-width: 640px)" href="${MOBILE}${canonical!.slice(SITE.length)}" />`,
      );
      expect(res.body.match(/<title>/g)).toHaveLength(1);
      expect(res.body).not.toContain('<!--app-head-->');
      expect(res.body).not.toContain('Vite placeholder');
    });
  }

  it('points pages that share a page at the canonical one', async () => {
    const res = await h.inject({ method: 'GET', url: '/Activity/' });
    expect(res.body).toContain(`<link rel="canonical" href="${SITE}/association/list" />`);
    const signup = await h.inject({ method: 'GET', url: '/os/doctor_signup' });
    expect(signup.body).toContain(`<link rel="canonical" href="${SITE}/os/register" />`);
  });

  it('marks personal-centre pages noindex and renders parameterised ones', async () => {
    const res = await h.inject({ method: 'GET', url: '/user/booking/record/detail/V123' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
    expect(res.body).toContain(`href="${SITE}/user/booking/record/detail/V123"`);
    expect(h.stub.received).toEqual([]);
  });

  it('marks account pages noindex', async () => {
    for (const url of ['/login', '/register', '/forgetPassword', '/my-saved']) {
      const res = await h.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
    }
    const about = await h.inject({ method: 'GET', url: '/home/about' });
    expect(about.body).not.toContain('noindex');
  });

  it('serves compressed HTML with an ETag and answers 304 to it', async () => {
    const br = await h.inject({
      method: 'GET',
      url: '/news/list',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<title>健康資訊');
    const gz = await h.inject({
      method: 'GET',
      url: '/news/list',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gunzipSync(gz.rawPayload).toString()).toContain('<title>健康資訊');
    const etag = String(br.headers.etag);
    const again = await h.inject({
      method: 'GET',
      url: '/news/list',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('not found', () => {
  it('answers unknown pages 404 with the SPA and the not-found meta', async () => {
    for (const url of ['/nope', '/doctor/D1/unknown', '/News/list', '/%E4%B8%AD', '/a/b/c/d']) {
      const res = await h.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('<title>找不到頁面 | 香港中醫網</title>');
      expect(res.body).toContain('<div id="root"></div>');
    }
  });

  it('never answers index.html for /api, /bff, /files or /assets misses', async () => {
    const json = await h.inject({ method: 'GET', url: '/bff/unknown' });
    expect(json.statusCode).toBe(404);
    expect(json.json()).toMatchObject({ code: 404 });
    const api = await h.inject({ method: 'GET', url: '/api' });
    expect(api.json()).toMatchObject({ code: 404 });
    for (const url of ['/bff/unknown', '/api/unknownCall']) {
      const post = await h.inject({ method: 'POST', url, payload: {} });
      expect(post.statusCode).toBe(404);
      expect(post.json()).toMatchObject({ code: 404 });
    }
    for (const url of ['/files/x', '/assets/x.js']) {
      const post = await h.inject({ method: 'POST', url, payload: {} });
      expect(post.statusCode).toBe(404);
      expect(post.body).not.toContain('<html');
    }
    for (const url of ['/assets/missing.js', '/files', '/files/.env', '/files/a/..%2Fb']) {
      const res = await h.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('<html');
    }
    expect(h.stub.received).toEqual([]);
  });
});

describe("a form sent before its page's scripts ran", () => {
  it('shows the page again (303 to the same address), reading nothing of the form', async () => {
    const res = await h.inject({
      method: 'POST',
      url: '/login?redirect=%2Fask%2Fpostnew',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'phone=91234567&password=secret',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/login?redirect=%2Fask%2Fpostnew');
    // Whatever the body, even one no parser takes.
    const odd = await h.inject({
      method: 'POST',
      url: '/zh-cn/home/feedback',
      headers: { 'content-type': 'text/x-unknown' },
      payload: 'x',
    });
    expect(odd.statusCode).toBe(303);
    expect(odd.headers.location).toBe('/zh-cn/home/feedback');
    expect(h.stub.received).toEqual([]);
  });

  it('never sends the reader to another site', async () => {
    for (const url of ['//evil.example/login', '/\\evil.example/x']) {
      const res = await h.inject({ method: 'POST', url, payload: {} });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toMatch(/^\/[^/\\]/);
    }
  });
});
