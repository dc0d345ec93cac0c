/**
 * Pages as the BFF serves them with the web app's real server render (`pnpm build`), against a
 * stub upstream: each page's route module says what its head holds and where it redirects, and
 * the BFF writes it into the HTML. Detail pages whose records try to break out of every place they
 * are written to; breadcrumbs and images absolute; the route table's redirects and the old clinic
 * filter; a missing, unusable, failed or slow record sends the reader to the list, saying why; the
 * Simplified version converts the record and keeps its links on the twin.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { calls, escapeHtml, routes } from '@portal/shared';
import { DEFAULT_WEB_DIST_DIR } from '../../src/config';
import { build, findLeaks, type Harness } from '../helpers/build';
import { HOSTILE, records } from '../helpers/records';
import { headerValues } from '../helpers/stub-upstream';

let h: Harness;
beforeAll(async () => {
  if (!existsSync(join(DEFAULT_WEB_DIST_DIR, 'server', 'entry-server.js'))) {
    throw new Error(
      `${DEFAULT_WEB_DIST_DIR} has no server render: run \`npx -y pnpm@10.34.8 build\``,
    );
  }
  // A generous render budget: a loaded machine must not turn a page into its fallback.
  // Every request comes from one address: its render budget is lifted.
  h = await build({
    webDistDir: DEFAULT_WEB_DIST_DIR,
    renderBudgetMs: 1000,
    renderBudgetBurst: 100_000,
    lookupBudgetBurst: 100_000,
  });
});
afterAll(async () => {
  expect(findLeaks([...h.bodies, ...h.logs])).toEqual([]);
  await h.close();
});
beforeEach(() => {
  h.stub.reset();
  h.stub.routes.clear();
});

const SITE = 'https://www.example.hk';

function scripts(html: string, type: string): string[] {
  const re = new RegExp(`<script[^>]*type="${type}"[^>]*>([\\s\\S]*?)</script>`, 'g');
  return [...html.matchAll(re)].map((m) => m[1] ?? '');
}

/** An answer carrying only what it is given. */
function ok(data: unknown) {
  return { json: { code: 200, msg: 'ok', data } };
}

function alternates(html: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)) {
    out[m[1]!] = m[2]!;
  }
  return out;
}

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

  it('takes the old clinic filter in any case, inside /zh-cn too', async () => {
    for (const [url, location] of [
      ['/doctor/list?clinicid=C101', '/hospital/detail/C101'],
      ['/zh-cn/doctor/list?ClinicID=C101', '/zh-cn/hospital/detail/C101'],
      ['/zh-cn/doctor', '/zh-cn/doctor/list'],
      ['/zh-cn/user', '/zh-cn/user/userInfo'],
      ['/zh-cn/doctor/bad%20id', '/zh-cn/doctor/list?missing=doctor'],
    ]) {
      const res = await h.inject({ method: 'GET', url: url! });
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe(location);
    }
  });

  it('ignores a ClinicID that is not a record id', async () => {
    for (const bad of ['%3Cscript%3E', '..%2F..%2Fx', 'https://evil.example', '']) {
      const res = await h.inject({ method: 'GET', url: `/doctor/list?ClinicID=${bad}` });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>搵中醫師');
    }
  });

  it('leads /my-ask to the one questions page', async () => {
    const ask = await h.inject({ method: 'GET', url: '/my-ask' });
    expect(ask.statusCode).toBe(302);
    expect(ask.headers.location).toBe('/user/aq-news/question');
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

      // The record once, and every read of the render anonymous.
      const asked = h.stub.received.filter((r) => r.url.split('?')[0] === c.path);
      expect(asked).toHaveLength(1);
      for (const r of h.stub.received) {
        expect(headerValues(r, 'token')).toEqual([]);
        expect(headerValues(r, 'cookie')).toEqual([]);
        expect(headerValues(r, 'sourcetype')).toEqual(['F']);
      }
      const seen = asked[0]!;
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
      // Every script element that opens closes where it should: none was opened by the record.
      expect(html.match(/<script/g)?.length).toBe(html.match(/<\/script>/g)?.length);
      expect(scripts(html, 'application/ld\\+json')).toHaveLength(2);
      // U+2028 is harmless in HTML text, but never raw inside a script.
      for (const body of scripts(html, '[^"]+')) expect(body).not.toContain('\u2028');
      expect(html.slice(0, html.indexOf('</head>')).split('<!--').length - 1).toBe(0);

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
      // The page is rendered, with the query cache it was rendered from.
      expect(html).toContain('data-ssr="1"');
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

  it('gives jobs the JobPosting fields Google requires, a salary only with an amount, in HKD per month', async () => {
    h.stub.routes.set(calls.queryJobDetail.path, () => ({
      json: { code: 200, msg: 'ok', data: records.job },
    }));
    const res = await h.inject({ method: 'GET', url: '/job/details/J1001' });
    const [job] = scripts(res.body, 'application/ld\\+json').map(
      (s) => JSON.parse(s) as { title: string; description: string },
    );
    expect(job).toMatchObject({
      '@type': 'JobPosting',
      datePosted: '2026-11-01',
      hiringOrganization: { '@type': 'Organization' },
      jobLocation: { '@type': 'Place', address: { addressCountry: 'HK' } },
      identifier: { '@type': 'PropertyValue', value: 'J1001' },
      directApply: true,
    });
    expect(job!.title).toBeTruthy();
    expect(job!.description).toBeTruthy();
    expect(job).not.toHaveProperty('baseSalary');

    h.stub.routes.set(calls.queryJobDetail.path, () => ({
      json: { code: 200, msg: 'ok', data: { ...records.job, salary: 32000 } },
    }));
    const paid = await h.inject({ method: 'GET', url: '/job/details/J1001' });
    const [posting] = scripts(paid.body, 'application/ld\\+json').map(
      (s) => JSON.parse(s) as Record<string, unknown>,
    );
    expect(posting).toMatchObject({
      baseSalary: { currency: 'HKD', value: { value: 32000, unitText: 'MONTH' } },
    });
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
        answer: { delayMs: 3000, then: { json: { code: 200, msg: 'ok', data: records.doctor } } },
        to: unavailable,
      },
    ];
    for (const { answer, to } of answers) {
      h.stub.fallback = () => answer;
      const started = Date.now();
      const res = await h.inject({ method: 'GET', url: '/doctor/D1001' });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location, JSON.stringify(answer)).toBe(to);
      // The render's budget (a second here) bounds the wait.
      expect(Date.now() - started).toBeLessThan(2500);
    }
  });
});

describe('the Simplified version', () => {
  it('renders a detail page with its record converted in title, description and JSON-LD', async () => {
    h.stub.routes.set(calls.getNewsDetail.path, () => ({
      json: { code: 200, msg: 'ok', data: { ...records.news, title: '秋冬養生：頭髮乾燥' } },
    }));
    const res = await h.inject({ method: 'GET', url: '/zh-cn/news/detail/N1001' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>秋冬养生：头发干燥 | 香港中医网</title>');
    const ld = [...res.body.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]+)</g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    );
    const article = ld.find((d) => d['@type'] === 'NewsArticle')!;
    expect(article.inLanguage).toBe('zh-CN');
    expect(article.headline).toBe('秋冬养生：头发干燥');
    // Addresses keep their characters.
    expect(JSON.stringify(ld)).toContain(`${SITE}/zh-cn/news/detail/N1001`);
    expect(alternates(res.body)).toEqual({
      'zh-Hant-HK': `${SITE}/news/detail/N1001`,
      'zh-Hans': `${SITE}/zh-cn/news/detail/N1001`,
      en: `${SITE}/en/news/detail/N1001`,
      'x-default': `${SITE}/news/detail/N1001`,
    });
    const hant = await h.inject({ method: 'GET', url: '/news/detail/N1001' });
    expect(hant.body).toContain('<title>秋冬養生：頭髮乾燥 | 香港中醫網</title>');
  });
});

describe('detail pages from spec-only records', () => {
  it('job: 200, the job title in <title>, JobPosting JSON-LD, id from the URL', async () => {
    h.stub.routes.set(calls.queryJobDetail.path, () =>
      ok({
        title: '註冊中醫師',
        company: '仁心中醫診所',
        employmentType: '全職',
        employmenttypeid: '1',
        arealevel1id: '2',
        arealevel2id: '12',
        number: 1,
        contact: '陳小姐',
        address: '旺角彌敦道 1 號',
        lat: 22.3,
        lng: 114.17,
        expiredate: '2026-12-31',
        cliniclogo: '',
      }),
    );
    const res = await h.inject({ method: 'GET', url: '/job/details/J9' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<title>註冊中醫師 - 仁心中醫診所[^<]*<\/title>/);
    expect(res.body).toContain('"@type":"JobPosting"');
    expect(res.body).not.toContain('datePosted');
    // The record names no id of its own: the page's links and JobPosting take it from the URL.
    expect(res.body).toContain('"url":"https://www.example.hk/job/details/J9"');
  });

  it('doctor: the name in <title> and Physician JSON-LD', async () => {
    h.stub.routes.set(calls.getDocDetailByGlobalUserID.path, () =>
      ok({ username: '黃志明', globaluserid: 'D8' }),
    );
    const res = await h.inject({ method: 'GET', url: '/doctor/D8' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<title>黃志明[^<]*<\/title>/);
    expect(res.body).toContain('"@type":"Physician"');
    // Asset names are content hashes, which may spell "NaN" by chance.
    expect(res.body.replace(/\/assets\/[\w.-]+/g, '')).not.toMatch(/undefined|NaN/);
  });
});
