/**
 * HTML pages: head tags for every route, redirects, 404, and detail
 * pages whose records try to break out of every place they are written to.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { documentTitle, escapeHtml, routes, calls } from '@portal/shared';
import { build, findLeaks, type Harness } from '../helpers/build';
import { HOSTILE, records } from '../helpers/records';
import { headerValues } from '../helpers/stub-upstream';

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

function scripts(html: string, type: string): string[] {
  const re = new RegExp(`<script[^>]*type="${type}"[^>]*>([\\s\\S]*?)</script>`, 'g');
  return [...html.matchAll(re)].map((m) => m[1] ?? '');
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
      expect(html).toContain(`<title>${escapeHtml(documentTitle(route.title))}</title>`);
      expect(html).toContain(`<meta name="keywords" content="${escapeHtml(route.keywords)}" />`);
      expect(html).toContain(
        `<meta name="description" content="${escapeHtml(route.description)}" />`,
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

  it('marks account pages noindex, and leads /my-ask to the one questions page', async () => {
    for (const url of ['/login', '/register', '/forgetPassword', '/my-saved']) {
      const res = await h.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
    }
    const about = await h.inject({ method: 'GET', url: '/home/about' });
    expect(about.body).not.toContain('noindex');
    const ask = await h.inject({ method: 'GET', url: '/my-ask' });
    expect(ask.statusCode).toBe(302);
    expect(ask.headers.location).toBe('/user/aq-news/question');
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

describe('redirects', () => {
  for (const route of routes.filter((r) => r.redirect)) {
    it(`${route.path} -> ${route.redirect}, keeping the query`, async () => {
      const res = await h.inject({ method: 'GET', url: `${route.path}?a=1&b=%E4%B8%AD` });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(`${route.redirect}?a=1&b=%E4%B8%AD`);
    });
  }

  it('/doctor/list?ClinicID=X -> /hospital/detail/X', async () => {
    const res = await h.inject({ method: 'GET', url: '/doctor/list?ClinicID=C101' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/hospital/detail/C101');
  });

  it('ignores a ClinicID that is not a record id', async () => {
    for (const bad of ['%3Cscript%3E', '..%2F..%2Fx', 'https://evil.example', '']) {
      const res = await h.inject({ method: 'GET', url: `/doctor/list?ClinicID=${bad}` });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>搵中醫師');
    }
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
    const post = await h.inject({ method: 'POST', url: '/news/list', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toMatchObject({ code: 404 });
    for (const url of ['/assets/missing.js', '/files', '/files/.env', '/files/a/..%2Fb']) {
      const res = await h.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('<html');
    }
    expect(h.stub.received).toEqual([]);
  });
});

interface DetailCase {
  url: string;
  kind: keyof typeof records;
  path: string;
  params: Record<string, string>;
  ldType: string;
  fallback: string;
}

const detailCases: DetailCase[] = [
  {
    url: '/doctor/D1001',
    kind: 'doctor',
    path: calls.getDocDetailByGlobalUserID.path,
    params: { globaluserid: 'D1001' },
    ldType: 'Physician',
    fallback: '/doctor/list',
  },
  {
    url: '/doctor/D1001/ask',
    kind: 'doctor',
    path: calls.getDocDetailByGlobalUserID.path,
    params: { globaluserid: 'D1001' },
    ldType: 'Physician',
    fallback: '/doctor/list',
  },
  {
    url: '/doctor/D1001/news',
    kind: 'doctor',
    path: calls.getDocDetailByGlobalUserID.path,
    params: { globaluserid: 'D1001' },
    ldType: 'Physician',
    fallback: '/doctor/list',
  },
  {
    url: '/news/detail/N1001',
    kind: 'news',
    path: calls.getNewsDetail.path,
    params: { newsid: 'N1001' },
    ldType: 'NewsArticle',
    fallback: '/news/list',
  },
  {
    url: '/news/details/N1001',
    kind: 'news',
    path: calls.getNewsDetail.path,
    params: { newsid: 'N1001' },
    ldType: 'NewsArticle',
    fallback: '/news/list',
  },
  {
    url: '/ask/detail/A1001',
    kind: 'ask',
    path: calls.getAskDetail.path,
    params: { askid: 'A1001' },
    ldType: 'QAPage',
    fallback: '/ask/list',
  },
  {
    url: '/hospital/detail/C101',
    kind: 'clinic',
    path: calls.getClinicDetailByClinicId.path,
    params: { clinicid: 'C101' },
    ldType: 'MedicalClinic',
    fallback: '/hospital/list',
  },
  {
    url: '/job/details/J1001',
    kind: 'job',
    path: calls.queryJobDetail.path,
    params: { jobId: 'J1001' },
    ldType: 'JobPosting',
    fallback: '/job/list',
  },
];

describe('detail pages', () => {
  for (const c of detailCases) {
    it(`${c.url}: meta and JSON-LD from the record, all escaped`, async () => {
      h.stub.routes.set(c.path, () => ({ json: { code: 200, msg: 'ok', data: records[c.kind] } }));
      // Even with a session, the record is fetched anonymously.
      const cookie = await h.login(`tok-detail-${c.kind}-secret`);
      h.stub.received.length = 0;
      const res = await h.inject({ method: 'GET', url: c.url, headers: { cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');

      expect(h.stub.received).toHaveLength(1);
      const seen = h.stub.received[0]!;
      expect(headerValues(seen, 'token')).toEqual([]);
      expect(headerValues(seen, 'cookie')).toEqual([]);
      expect(headerValues(seen, 'sourcetype')).toEqual(['F']);
      if (c.kind === 'job') {
        expect(seen.method).toBe('POST');
        expect(JSON.parse(seen.body.toString())).toEqual(c.params);
      } else {
        expect(seen.url).toBe(`${c.path}?${new URLSearchParams(c.params).toString()}`);
      }

      const html = res.body;
      // Nothing from the record opens an element or closes a script.
      expect(html).not.toContain('<script>alert');
      expect(html).not.toContain('"><script>');
      // The head's flexible-layout script, 2 JSON-LD and the app's module.
      expect(html.match(/<script/g)).toHaveLength(4);
      expect(html.match(/<\/script>/g)).toHaveLength(4);
      // U+2028 is harmless in HTML text, but never raw inside a script.
      for (const body of scripts(html, '[^"]+')) expect(body).not.toContain('\u2028');
      expect(html.split('<!--').length - 1).toBe(0);

      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      expect(title).toContain(escapeHtml('"><script>alert(1)</script>'));
      expect(html).toContain(
        `<link rel="canonical" href="${SITE}${c.url.replace('/news/details/', '/news/detail/')}" />`,
      );

      const ld = scripts(html, 'application/ld\\+json').map(
        (s) => JSON.parse(s) as Record<string, unknown>,
      );
      expect(ld.map((x) => x['@type'])).toEqual([c.ldType, 'BreadcrumbList']);
      expect(JSON.stringify(ld[0])).toContain(
        HOSTILE.replace(/"/g, '\\"')
          .replace(/\u2028/g, '\u2028')
          .slice(0, 5),
      );
      // Without the server render bundle the browser renders the page (and fetches the record).
      expect(html).toContain('<div id="root"></div>');
    });
  }

  /** Every URL-valued property of some JSON-LD (page, breadcrumb item, image, logo). */
  function ldUrls(value: unknown, key = ''): string[] {
    if (Array.isArray(value)) return value.flatMap((v) => ldUrls(v, key));
    if (value && typeof value === 'object') {
      return Object.entries(value).flatMap(([k, v]) => ldUrls(v, k));
    }
    return ['url', 'item', 'image', 'logo'].includes(key) && typeof value === 'string'
      ? [value]
      : [];
  }

  for (const c of detailCases) {
    it(`${c.url}: breadcrumb and image URLs are absolute on the site`, async () => {
      const images = {
        doctor: { photo: '/files/seed/d1.jpg' },
        news: { cover: '/files/seed/n1.jpg' },
        ask: {},
        clinic: { photos: ['/files/seed/c1.jpg', 'https://cdn.example.hk/c2.jpg'] },
        job: { cliniclogo: '/files/seed/logo.png' },
      }[c.kind];
      h.stub.routes.set(c.path, () => ({
        json: { code: 200, msg: 'ok', data: { ...records[c.kind], ...images } },
      }));
      const res = await h.inject({ method: 'GET', url: c.url });
      const ld = scripts(res.body, 'application/ld\\+json').map((s) => JSON.parse(s) as unknown);
      const crumbs = ld[1] as { itemListElement: { item: string }[] };
      const canonical = `${SITE}${c.url.replace('/news/details/', '/news/detail/')}`;
      expect(crumbs.itemListElement.map((i) => i.item)).toEqual([
        `${SITE}/`,
        `${SITE}${c.fallback}`,
        canonical,
      ]);
      const urls = ldUrls(ld);
      for (const url of urls) expect(url, c.url).toMatch(/^https:\/\/(www|cdn)\.example\.hk(\/|$)/);
      for (const path of Object.values(images).flat()) {
        expect(urls).toContain(path.startsWith('/') ? `${SITE}${path}` : path);
      }
    });
  }

  it('a Simplified detail page keeps its breadcrumb on the twin', async () => {
    h.stub.routes.set(calls.queryJobDetail.path, () => ({
      json: { code: 200, msg: 'ok', data: { ...records.job, cliniclogo: '/files/seed/logo.png' } },
    }));
    const res = await h.inject({ method: 'GET', url: '/zh-cn/job/details/J1001' });
    const [job, crumbs] = scripts(res.body, 'application/ld\\+json').map(
      (s) => JSON.parse(s) as Record<string, never>,
    );
    expect(
      (crumbs as unknown as { itemListElement: { item: string }[] }).itemListElement.map(
        (i) => i.item,
      ),
    ).toEqual([`${SITE}/zh-cn/`, `${SITE}/zh-cn/job/list`, `${SITE}/zh-cn/job/details/J1001`]);
    expect(job).toMatchObject({ hiringOrganization: { logo: `${SITE}/files/seed/logo.png` } });
  });

  it('gives jobs the JobPosting fields Google requires, salary unspecified in HKD per month', async () => {
    h.stub.routes.set(calls.queryJobDetail.path, () => ({
      json: { code: 200, msg: 'ok', data: records.job },
    }));
    const res = await h.inject({ method: 'GET', url: '/job/details/J1001' });
    const [job] = scripts(res.body, 'application/ld\\+json').map(
      (s) =>
        JSON.parse(s) as {
          title: string;
          description: string;
          baseSalary: { value: Record<string, unknown> };
        },
    );
    expect(job).toMatchObject({
      '@type': 'JobPosting',
      datePosted: '2026-11-01',
      hiringOrganization: { '@type': 'Organization' },
      jobLocation: { '@type': 'Place', address: { addressCountry: 'HK' } },
      baseSalary: { currency: 'HKD', value: { unitText: 'MONTH' } },
    });
    expect(job!.title).toBeTruthy();
    expect(job!.description).toBeTruthy();
    expect(job!.baseSalary.value.value).toBeUndefined();
  });

  it('redirects to the list for a bad id without calling the upstream', async () => {
    for (const url of [
      '/doctor/D1001%3Cx',
      '/doctor/..%2F..',
      '/news/detail/%E4%B8%AD',
      `/ask/detail/${'a'.repeat(65)}`,
      '/job/details/a.b',
    ]) {
      const res = await h.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(302);
      expect([
        '/doctor/list?missing=doctor',
        '/news/list?missing=news',
        '/ask/list?missing=ask',
        '/job/list?missing=job',
      ]).toContain(res.headers.location);
    }
    expect(h.stub.received).toEqual([]);
  });

  it('redirects to the list, saying why, when the record is missing, unusable, failed or slow', async () => {
    const missing = '/doctor/list?missing=doctor';
    const unavailable = '/doctor/list?unavailable=doctor';
    const answers = [
      { answer: { json: { code: 200, msg: 'ok', data: null } }, to: missing },
      { answer: { json: { code: 200, msg: 'ok', data: { globaluserid: '' } } }, to: missing },
      { answer: { json: { code: 404, msg: '找不到' } }, to: missing },
      { answer: { status: 500, json: { code: 500, msg: 'error' } }, to: unavailable },
      { answer: { text: '<html>oops</html>' }, to: unavailable },
      { answer: { reset: true as const }, to: unavailable },
      {
        answer: { delayMs: 1500, then: { json: { code: 200, msg: 'ok', data: records.doctor } } },
        to: unavailable,
      },
    ];
    for (const { answer, to } of answers) {
      h.stub.fallback = () => answer;
      const started = Date.now();
      const res = await h.inject({ method: 'GET', url: '/doctor/D1001' });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location, JSON.stringify(answer)).toBe(to);
      expect(Date.now() - started).toBeLessThan(1200);
    }
  });
});
