/**
 * Server-rendered pages: the BFF around the web build's render (a stand-in bundle in
 * fixtures/web-ssr with the same exports). Data comes once, anonymously, through the micro-cache;
 * the query cache is embedded escaped with the response's nonce; hot pages are served from the
 * HTML cache with a fresh nonce; private pages get the frame only, never stored.
 */
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  addDays,
  EARLY_INPUT_SCRIPT,
  FLEXIBLE_LAYOUT_SCRIPT,
  hkToday,
  SSR_STATE_ELEMENT_ID,
  calls,
} from '@portal/shared';
import { build, findLeaks, type Harness } from '../helpers/build';
import { headerValues } from '../helpers/stub-upstream';

const FIXTURE = fileURLToPath(new URL('../fixtures/web-ssr', import.meta.url));

interface FakeSsr {
  renders: { url: string; budgetMs: number; nonce: string }[];
  answers: { code: number }[];
  assets?: string[][];
}
const fake = (): FakeSsr =>
  ((globalThis as { __fakeSsr?: FakeSsr }).__fakeSsr ??= { renders: [], answers: [] });

let h: Harness;
beforeAll(async () => {
  h = await build({ webDistDir: FIXTURE, microCacheTtlMs: 60_000 });
});
afterAll(async () => {
  expect(findLeaks([...h.bodies, ...h.logs])).toEqual([]);
  await h.close();
});
beforeEach(() => {
  h.stub.reset();
  fake().renders.length = 0;
  fake().answers.length = 0;
});

function scriptSrc(csp: unknown): string {
  return /script-src ([^;]*)/.exec(String(csp))?.[1] ?? '';
}

const sha256 = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

function state(html: string): { queries: { queryKey: unknown[]; state: { data: unknown } }[] } {
  const m = new RegExp(
    `<script id="${SSR_STATE_ELEMENT_ID}" type="application/json">([\\s\\S]*?)</script>`,
  ).exec(html);
  if (!m) throw new Error('no state element');
  return JSON.parse(m[1]!) as ReturnType<typeof state>;
}

const HOSTILE = '</script><script>alert(1)</script>\u2028<!--';

describe('server-rendered pages', () => {
  it('renders a list page with its data, assets and the query cache, its scripts allowed by hash', async () => {
    h.stub.routes.set(calls.getWebNewsList.path, () => ({
      json: { code: 200, msg: 'ok', data: { list: [{ title: `小雪養生${HOSTILE}` }], total: 1 } },
    }));
    const res = await h.inject({ method: 'GET', url: '/news/list' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    expect(html).toContain(
      '<div id="root" data-ssr="1"><main data-budget="data"><p>小雪養生&lt;/script&gt;',
    );
    // The page's bytes carry no nonce: the inline scripts that run (the flexible layout, the early
    // input, the loader) are allowed by their hashes; the state is data, which never runs. Nothing
    // breaks out.
    const policy = scriptSrc(res.headers['content-security-policy']);
    expect(policy).not.toContain("'nonce-");
    expect(html).not.toContain('nonce=');
    expect(html.match(/<script/g)).toHaveLength(4);
    expect(html).toContain(`<script>${FLEXIBLE_LAYOUT_SCRIPT}</script>`);
    expect(html).toContain(`<script>${EARLY_INPUT_SCRIPT}</script>`);
    expect(html).toContain(`<script id="${SSR_STATE_ELEMENT_ID}" type="application/json">`);
    const code = html.slice(html.lastIndexOf('<script>') + 8, html.lastIndexOf('</script>'));
    expect(code.startsWith('(function(){')).toBe(true);
    expect(policy).toContain(sha256(code));
    expect(policy).toContain(sha256(FLEXIBLE_LAYOUT_SCRIPT));
    expect(policy).toContain(sha256(EARLY_INPUT_SCRIPT));
    expect(html).not.toContain('<script>alert');
    expect(html.split('<!--').length - 1).toBe(0);
    const data = state(html);
    expect(data.queries.map((q) => q.queryKey)).toEqual([
      ['bff', 'config'],
      ['news', 'list'],
    ]);
    expect(data.queries[1]!.state.data).toEqual({
      list: [{ title: `小雪養生${HOSTILE}` }],
      total: 1,
    });
    // The page's own stylesheets, as the bundle reports them for the matched routes (the Mantine
    // sheet first), in the head. No script is in the head: the app and the page's chunks are
    // fetched by the loader after the first paint.
    expect(fake().assets).toContainEqual(['root', 'frame', 'newsList']);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/mantine-styles.css">' +
        '<link rel="stylesheet" crossorigin href="/assets/news-list-3.css">' +
        '<link rel="stylesheet" crossorigin href="/assets/card-2.css">',
    );
    expect(head).not.toContain('<script type="module"');
    expect(head).not.toContain('modulepreload');
    const loader = html.slice(html.lastIndexOf('<script'));
    // The app's chunks (the template's) are run one at a time, the entry's imports before the
    // entry; the page's own chunks, as the bundle reports them, are only fetched.
    expect(loader).toContain('a=["/assets/shared-1.js","/assets/index-abc123.js"]');
    expect(loader).toContain(
      'm=["/assets/news-list-3.js","/assets/card-2.js","/assets/dayjs-setup-6.js","/assets/dayjs-7.js"]',
    );
    expect(loader).toContain('return import(h)');
    expect(loader).toContain('requestAnimationFrame(function(){setTimeout(go,0)})');
    // The render asked for a session call: refused without reaching the upstream.
    expect(fake().answers.map((a) => a.code)).toEqual([500]);
    expect(h.stub.received.map((r) => r.url.split('?')[0])).toEqual([calls.getWebNewsList.path]);
  });

  it('serves a hot page from the HTML cache, the same bytes each time under one strong ETag', async () => {
    h.stub.routes.set(calls.getWebNewsList.path, () => ({
      json: { code: 200, msg: 'ok', data: { list: [{ title: '冬至' }], total: 1 } },
    }));
    const url = '/news/list?page=7';
    const first = await h.inject({ method: 'GET', url });
    const second = await h.inject({ method: 'GET', url });
    expect(fake().renders.filter((r) => r.url === url)).toHaveLength(1);
    expect(second.body).toBe(first.body);
    expect(first.headers.etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(first.headers['cache-control']).toBe('no-cache');
  });

  it('answers a revisit naming the ETag 304 without a body, in any coding', async () => {
    h.stub.routes.set(calls.getWebNewsList.path, () => ({
      json: { code: 200, msg: 'ok', data: { list: [{ title: '小寒' }], total: 1 } },
    }));
    const url = '/news/list?page=9';
    const first = await h.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/-br"$/);
    for (const headers of [
      { 'if-none-match': etag, 'accept-encoding': 'br' },
      { 'if-none-match': etag.replace('-br"', '"') },
      { 'if-none-match': `"other", W/${etag.replace('-br"', '-gz"')}`, 'accept-encoding': 'gzip' },
    ]) {
      const again = await h.inject({ method: 'GET', url, headers });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBeTruthy();
      // The 304's policy allows the same scripts as the page the browser keeps.
      expect(scriptSrc(again.headers['content-security-policy'])).toBe(
        scriptSrc(first.headers['content-security-policy']),
      );
    }
    const other = await h.inject({ method: 'GET', url, headers: { 'if-none-match': '"stale"' } });
    expect(other.statusCode).toBe(200);
    expect(fake().renders.filter((r) => r.url === url)).toHaveLength(1);
  });

  it('sends the cached page as Brotli or gzip when accepted, compressed once', async () => {
    h.stub.routes.set(calls.getWebNewsList.path, () => ({
      json: { code: 200, msg: 'ok', data: { list: [{ title: '大雪' }], total: 1 } },
    }));
    const url = '/news/list?page=8';
    const plain = await h.inject({ method: 'GET', url });
    const br = await h.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    const again = await h.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(again.rawPayload.equals(br.rawPayload)).toBe(true);

    const gz = await h.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);
    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);
  });

  it('fetches a detail record once for the page and its render, anonymously', async () => {
    h.stub.routes.set(calls.getNewsDetail.path, () => ({
      json: {
        code: 200,
        msg: 'ok',
        data: { newsid: 'N1', title: `立冬${HOSTILE}`, content: '<p>湯水</p>', createtime: 1 },
      },
    }));
    const cookie = await h.login('tok-ssr-detail-secret');
    h.stub.received.length = 0;
    const res = await h.inject({ method: 'GET', url: '/news/detail/N1', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1>立冬&lt;/script&gt;');
    expect(state(res.body).queries[1]!.state.data).toMatchObject({ title: `立冬${HOSTILE}` });
    // Meta and JSON-LD from the record as before.
    expect(res.body).toContain('<script type="application/ld+json"');
    expect(h.stub.received).toHaveLength(1);
    const seen = h.stub.received[0]!;
    expect(seen.url).toBe(`${calls.getNewsDetail.path}?newsid=N1`);
    expect(headerValues(seen, 'token')).toEqual([]);
  });

  it("renders the doctor cards' earliest free times from the BFF's own endpoints", async () => {
    const tomorrow = addDays(hkToday(), 1);
    const doctors = [
      { globaluserid: 'D1', doctorname: '陳大文' },
      { globaluserid: 'D2', doctorname: '李小梅' },
    ];
    h.stub.routes.set(calls.searchDoctor.path, () => ({
      json: { code: 200, msg: 'ok', data: { list: doctors, total: 2 } },
    }));
    h.stub.routes.set(calls.getDoctorWeekWorkDate.path, () => ({
      json: {
        code: 200,
        msg: 'ok',
        data: [{ date: tomorrow, weekday: 1, clinicid: 'C1', clinicname: '仁心', available: true }],
      },
    }));
    h.stub.routes.set(calls.getDoctorWorkTimeSection.path, () => ({
      json: {
        code: 200,
        msg: 'ok',
        data: [
          {
            sectionid: 's1',
            clinicid: 'C1',
            clinicname: '仁心',
            starttime: '10:00',
            endtime: '10:30',
            available: true,
          },
        ],
      },
    }));
    const cookie = await h.login('tok-ssr-availability-secret');
    h.stub.received.length = 0;
    const res = await h.inject({
      method: 'GET',
      url: '/doctor/list?order=soonest',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<p>D1 ${tomorrow} 10:00</p><p>D2 ${tomorrow} 10:00</p>`);
    expect(fake().answers.filter((a) => a.code === 200)).toHaveLength(2);
    expect(state(res.body).queries.map((q) => q.queryKey)).toContainEqual(['doctors', 'available']);
    // Anonymous: the visitor's session never reaches the upstream; each schedule read once.
    for (const r of h.stub.received) expect(headerValues(r, 'token')).toEqual([]);
    const weeks = h.stub.received.filter((r) => r.url.includes('getDoctorWeekWorkDate'));
    expect(
      weeks.map((r) => new URL(r.url, 'http://stub').searchParams.get('doctorId')).sort(),
    ).toEqual(['D1', 'D2']);
  });

  it('gives private pages the frame only, never stored, whoever asks', async () => {
    const cookie = await h.login('tok-ssr-private-secret');
    h.stub.received.length = 0;
    const res = await h.inject({ method: 'GET', url: '/user/userInfo', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('<div id="root"><main data-budget="none"></main></div>');
    expect(res.body).not.toContain(SSR_STATE_ELEMENT_ID);
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
    // The browser draws this page itself: its module script is in the head, not deferred.
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain('<script type="module" crossorigin src="/assets/index-abc123.js">');
    expect(res.body).not.toContain('requestAnimationFrame');
    expect(
      fake()
        .renders.filter((r) => r.url === '/user/userInfo')
        .map((r) => r.budgetMs),
    ).toEqual([0]);
    expect(h.stub.received).toEqual([]);
  });

  it('loads the scripts of a page that is a form with the page, not after its first paint', async () => {
    const res = await h.inject({ method: 'GET', url: '/login' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root" data-ssr="1">');
    // Typed before hydration, a phone number would be lost to the form's state.
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain('<script type="module" crossorigin src="/assets/index-abc123.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/shared-1.js" />');
    expect(res.body).not.toContain('requestAnimationFrame');
  });

  it('answers unknown pages 404 with the rendered not-found page', async () => {
    const res = await h.inject({ method: 'GET', url: '/no/such/page' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root" data-ssr="1">');
    expect(res.body).toContain('<meta name="robots" content="noindex" />');
  });

  it("answers the route module's redirects, rendered from what the page reads", async () => {
    // The old clinic filter is the doctor list's to redirect: it reaches the render, in any case.
    const res = await h.inject({ method: 'GET', url: '/doctor/list?clinicid=C0001&utm_source=x' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/hospital/detail/C0001');
    expect(fake().renders.map((r) => r.url)).toContain('/doctor/list?clinicid=C0001');
  });

  it('serves the page without markup when the render fails (the browser renders it)', async () => {
    const res = await h.inject({ method: 'GET', url: '/news/list?keyword=boom' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain(SSR_STATE_ELEMENT_ID);
    expect(res.body).toContain('<title>');
  });
});

describe("a page's files", () => {
  it('are the ones the server bundle reports, asked once per set of matched routes', async () => {
    h.stub.routes.set(calls.getNewsDetail.path, () => ({
      json: { code: 200, msg: 'ok', data: { title: '立冬', summary: '' } },
    }));
    const res = await h.inject({ method: 'GET', url: '/news/detail/N9' });
    expect(res.statusCode).toBe(200);
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/mantine-styles.css">' +
        '<link rel="stylesheet" crossorigin href="/assets/card-2.css">',
    );
    expect(res.body).toContain(
      'm=["/assets/news-detail-4.js","/assets/card-2.js","/assets/dayjs-setup-6.js","/assets/dayjs-7.js"]',
    );
    const again = await h.inject({ method: 'GET', url: '/news/detail/N10' });
    expect(again.statusCode).toBe(200);
    const asked = (fake().assets ?? []).filter((ids) => ids.join() === 'root,frame,newsDetail');
    expect(asked).toHaveLength(1);
  });
});
