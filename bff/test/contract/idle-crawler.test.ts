/**
 * An honest reader never notices the protection on an idle portal: a crawler taking detail pages
 * from one address, far past the per-address render budget, gets every page rendered under its
 * record's own title (job pages with their JobPosting); and a process that has just started
 * renders its very first pages and answers its first API calls. With the demo portal API, the
 * real build's server render and the shipped budgets and event-loop guard.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, matchRoute, routeHead } from '@portal/shared';
import { startInProcess } from './target';

let app: FastifyInstance;
let close: (() => Promise<void>) | undefined;
const firstPages: { url: string; title: string; generic: string }[] = [];
const firstReads: number[] = [];

const DETAIL =
  /\/(?:doctor\/[^/]+|news\/detail\/[^/]+|hospital\/detail\/[^/]+|job\/details\/[^/]+|ask\/detail\/[^/]+)$/;

function titleOf(html: string): string {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
}

/** The title a page of this path has when nothing of its record is known (the route table's). */
function genericTitle(path: string): string {
  const { route, params } = matchRoute(path);
  return routeHead(route, params).meta.title;
}

async function detailPaths(): Promise<string[]> {
  const sitemap = (await app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1]!).pathname)
    .filter((p) => DETAIL.test(p));
  // Every kind of detail page in turn (doctor, news, clinic, job, question), as a crawler finds them.
  const byKind = new Map<string, string[]>();
  for (const p of new Set(paths)) {
    const kind = p.split('/')[1]!;
    byKind.set(kind, [...(byKind.get(kind) ?? []), p]);
  }
  const mixed: string[] = [];
  for (let i = 0; mixed.length < paths.length; i += 1) {
    for (const list of byKind.values()) if (list[i]) mixed.push(list[i]!);
    if (i > paths.length) break;
  }
  return mixed;
}

beforeAll(async () => {
  // Shipped settings: render budget, public-read budget and the event-loop guard all on.
  ({ app, close } = await startInProcess({}));
  // The first pages and reads after start (the app is ready: it has warmed up).
  const paths = await detailPaths();
  for (const path of paths.slice(0, 3)) {
    const res = await app.inject({ method: 'GET', url: encodeURI(path) });
    firstPages.push({ url: path, title: titleOf(res.body), generic: genericTitle(path) });
  }
  for (let i = 0; i < 10; i += 1) {
    const res = await app.inject({
      method: 'GET',
      url: `${calls.getNewsCategory.path}`,
      headers: { 'x-csrf': '1' },
    });
    firstReads.push(res.statusCode);
  }
});

afterAll(async () => {
  await close?.();
});

describe('a process that has just started', () => {
  it('renders its first detail pages under their own titles and answers its first API reads', () => {
    expect(firstPages).toHaveLength(3);
    for (const p of firstPages) expect(p.title, p.url).not.toBe(p.generic);
    expect(firstReads).toEqual(Array(10).fill(200));
  });
});

describe('a crawler on an idle portal', () => {
  it('gets 60 detail pages from one address, each with its own title, jobs with JobPosting', async () => {
    const paths = (await detailPaths()).slice(3, 63);
    expect(paths.length).toBe(60);
    let own = 0;
    const misses: string[] = [];
    for (const path of paths) {
      const started = Date.now();
      const res = await app.inject({
        method: 'GET',
        url: encodeURI(path),
        remoteAddress: '203.0.113.30',
      });
      expect(res.statusCode, path).toBe(200);
      if (titleOf(res.body) !== genericTitle(path)) own += 1;
      else misses.push(path);
      if (path.startsWith('/job/details/')) expect(res.body, path).toContain('"JobPosting"');
      // Five pages a second: faster than the crawler the portal must serve.
      const left = 200 - (Date.now() - started);
      if (left > 0) await new Promise((r) => setTimeout(r, left));
    }
    expect(own / paths.length, misses.join(' ')).toBeGreaterThanOrEqual(0.95);
    expect(paths.some((p) => p.startsWith('/job/details/'))).toBe(true);
    const metrics = (await app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(metrics).not.toMatch(/^bff_pages_degraded_total\{reason="budget"\} [1-9]/m);
  });
});
