/**
 * One address cannot take the server render from everyone else: a page is cached under what it
 * reads (its route, its parameters, the query parameters it uses), so made-up parameters and
 * unknown paths never cause a new render; renders are budgeted per client address and capped
 * across the process; past either, a page GET still gets a working page (the one kept for it,
 * else the page unrendered for the browser to fill in), never an error. Against the stand-in
 * render bundle in fixtures/web-ssr, which reports every render it makes.
 */
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { calls } from '@portal/shared';
import type { AppConfig } from '../../src/config';
import { build, type Harness } from '../helpers/build';
import { rawGet } from '../helpers/raw-http';

const FIXTURE = fileURLToPath(new URL('../fixtures/web-ssr', import.meta.url));
const NEWS_LIST = calls.getWebNewsList.path;
const NEWS_DETAIL = calls.getNewsDetail.path;

interface FakeSsr {
  renders: { url: string; budgetMs: number; nonce: string }[];
  answers: { code: number }[];
}
const fake = (): FakeSsr =>
  ((globalThis as { __fakeSsr?: FakeSsr }).__fakeSsr ??= { renders: [], answers: [] });

/** Renders made since the test began (the start-up warm-up of `/` aside). */
const renders = () => fake().renders.filter((r) => r.url !== '/' && r.url !== '/zh-cn/');

const UNRENDERED = '<div id="root"></div>';
const RENDERED = '<div id="root" data-ssr="1">';

const harnesses: Harness[] = [];
async function harness(overrides: Partial<AppConfig> = {}): Promise<Harness> {
  const h = await build({ webDistDir: FIXTURE, microCacheTtlMs: 60_000, ...overrides });
  harnesses.push(h);
  h.stub.routes.set(NEWS_LIST, () => ({
    json: { code: 200, msg: 'ok', data: { list: [{ title: '冬令進補' }], total: 1 } },
  }));
  return h;
}

beforeEach(() => {
  fake().renders.length = 0;
});
afterEach(async () => {
  await Promise.all(harnesses.splice(0).map((h) => h.close()));
});

const page = (h: Harness, url: string, remoteAddress = '198.51.100.1') =>
  h.inject({ method: 'GET', url, remoteAddress });

describe('render cache keys', () => {
  it('renders a page once whatever unknown query parameters come with it', async () => {
    const h = await harness();
    const urls = [
      '/news/list',
      '/news/list?utm_source=line&utm_medium=share',
      '/news/list?x=1f3a9c',
      '/news/list?ref=abc&x=2',
      '/news/list?keyword=',
    ];
    for (const url of urls) {
      const res = await page(h, url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(RENDERED);
      expect(res.body, url).toContain('冬令進補');
    }
    expect(renders().map((r) => r.url)).toEqual(['/news/list']);
    expect(h.stub.received.filter((r) => r.url.startsWith(NEWS_LIST))).toHaveLength(1);
  });

  it('keys a page by the parameters it reads, in any order, and renders it from them alone', async () => {
    const h = await harness();
    await page(h, '/news/list?page=2&keyword=%E5%A4%B1%E7%9C%A0&x=1');
    await page(h, '/news/list?keyword=%E5%A4%B1%E7%9C%A0&utm_campaign=a&page=2');
    await page(h, '/news/list?keyword=%E5%A4%B1%E7%9C%A0&page=2&keyword=other');
    expect(renders().map((r) => r.url)).toEqual(['/news/list?keyword=%E5%A4%B1%E7%9C%A0&page=2']);
  });

  it('renders the not-found page once for every unknown path', async () => {
    const h = await harness();
    for (const path of ['/no-such-page', '/x/1f3a9c', '/x/2b7d11?y=1']) {
      const res = await page(h, path);
      expect(res.statusCode, path).toBe(404);
      expect(res.body, path).toContain(RENDERED);
    }
    expect(renders().map((r) => r.url)).toEqual(['/404']);
  });

  it('refuses a request target holding `#` with the error envelope', async () => {
    const h = await harness();
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = h.app.server.address() as AddressInfo;
    for (const target of ['/news/list#x', '/news/list?x=1#frag', `${NEWS_LIST}#a`]) {
      const res = await rawGet(port, target, ['x-csrf: 1']);
      expect(res.status, target).toBe(400);
      expect(JSON.parse(res.body), target).toEqual({ code: 400, msg: expect.any(String) });
    }
    expect(renders()).toEqual([]);
    expect(h.stub.received).toEqual([]);
  });
});

describe('per-address render budget', () => {
  it('an idle portal renders every page for one address, far past its budget', async () => {
    const h = await harness({ renderBudgetBurst: 2, renderBudgetPerMin: 1 });
    const crawler = '203.0.113.80';
    for (const k of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) {
      expect((await page(h, `/news/list?keyword=${k}`, crawler)).body).toContain(RENDERED);
    }
    expect(renders()).toHaveLength(8);
    const metrics = await h.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).not.toMatch(/^bff_pages_degraded_total\{reason="budget"\} [1-9]/m);
  });

  it('while renders are contended, an address past its budget gets the kept page or the unrendered one', async () => {
    const h = await harness({
      renderBudgetBurst: 2,
      renderBudgetPerMin: 1,
      renderConcurrency: 1,
      renderQueue: 8,
      renderBudgetMs: 10_000,
      publicReadBudgetBurst: 1,
      publicReadBudgetPerMin: 1,
    });
    const attacker = '203.0.113.66';
    expect((await page(h, '/news/list?keyword=a', attacker)).body).toContain(RENDERED);
    expect((await page(h, '/news/list?keyword=b', attacker)).body).toContain(RENDERED);
    // Another reader's slow page holds the only place: renders are now contended.
    h.stub.routes.set(NEWS_DETAIL, (req) => {
      const id = new URL(req.url, 'http://stub').searchParams.get('newsid') ?? '';
      const json = { code: 200, msg: 'ok', data: { newsid: id, title: `養生之道 ${id}` } };
      return id === 'Nslow' ? { delayMs: 800, then: { json } } : { json };
    });
    const slow = page(h, '/news/detail/Nslow', '198.51.100.5');
    while (h.app.renderGate.busy === 0) await new Promise((r) => setTimeout(r, 10));

    // Out of renders: a page nobody rendered yet goes out unrendered (the browser renders it).
    const declined = await page(h, '/news/list?keyword=c', attacker);
    expect(declined.statusCode).toBe(200);
    expect(declined.body).toContain(UNRENDERED);
    expect(declined.body).toContain('<title>');
    expect(declined.headers['cache-control']).toBe('no-cache');
    // A page kept from an earlier render is still served whole.
    const kept = await page(h, '/news/list?keyword=a', attacker);
    expect(kept.statusCode).toBe(200);
    expect(kept.body).toContain(RENDERED);

    // A detail page nobody rendered goes out unrendered under its own record's head, read
    // through the micro-cache (no render)...
    const detail = await page(h, '/news/detail/N1001', attacker);
    expect(detail.statusCode).toBe(200);
    expect(detail.body).toContain(UNRENDERED);
    expect(detail.body).toMatch(/<title>養生之道 N1001/);
    expect(detail.body).toContain('"@type":"NewsArticle"');
    // ...and past the address's budget for public reads, under the route's generic head, with
    // no upstream call for a record nobody asked for before.
    const madeUp = await page(h, '/news/detail/N9f3a1c', attacker);
    expect(madeUp.statusCode).toBe(200);
    expect(madeUp.body).toContain(UNRENDERED);
    expect(madeUp.body).not.toContain('N9f3a1c</title>');
    expect(h.stub.received.filter((r) => r.url.includes('N9f3a1c'))).toEqual([]);

    // Another address has its own budget: it waits its turn and gets the page rendered.
    const visitor = page(h, '/news/list?keyword=c', '198.51.100.7');
    expect((await slow).body).toContain(RENDERED);
    expect((await visitor).body).toContain(RENDERED);

    const metrics = await h.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toMatch(/^bff_pages_degraded_total\{reason="budget"\} 3$/m);
  });

  it('a private page past the budget still gets its frame, never stored', async () => {
    const h = await harness({ renderBudgetBurst: 1, renderBudgetPerMin: 1 });
    const attacker = '203.0.113.67';
    await page(h, '/news/list?keyword=a', attacker);
    const res = await page(h, '/user/booking/record/detail/V9f3a1c', attacker);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('<title>');
  });
});

describe('process-wide render cap', () => {
  it('serves pages unrendered instead of queueing without bound', async () => {
    const h = await harness({ renderConcurrency: 1, renderQueue: 1, renderBudgetMs: 10_000 });
    h.stub.routes.set(NEWS_LIST, () => ({
      delayMs: 300,
      then: { json: { code: 200, msg: 'ok', data: { list: [{ title: '慢' }], total: 1 } } },
    }));
    const answers = await Promise.all(
      ['a', 'b', 'c', 'd', 'e'].map((k, i) =>
        page(h, `/news/list?keyword=${k}`, `198.51.100.${i}`),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const rendered = answers.filter((r) => r.body.includes(RENDERED));
    // One renders, one waits its turn, the rest are answered at once without markup.
    expect(rendered).toHaveLength(2);
    expect(answers.filter((r) => r.body.includes(UNRENDERED))).toHaveLength(3);
    const metrics = await h.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toMatch(/^bff_pages_degraded_total\{reason="busy"\} 3$/m);
    // Afterwards a new page renders at once.
    expect((await page(h, '/news/list?keyword=f')).body).toContain(RENDERED);
  });
});
