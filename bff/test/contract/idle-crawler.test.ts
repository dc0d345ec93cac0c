/**
 * An honest reader never notices the protection on an idle portal: a crawler taking detail pages
 * from one address, far past the per-address render budget, gets every page rendered under its
 * record's own title (job pages with their JobPosting); and the app, once ready, renders its very
 * first pages and answers its first API calls. With the demo portal API, the real build's server
 * render and the shipped budgets and event-loop guard. A page counts as carrying its own title
 * only when its title is not its route's generic one and holds the record's name as the portal
 * API gives it.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPath, calls, isHansPath } from '@portal/shared';
import { detailOf, genericTitle, ownTitle, recordRequest, titleOf } from '../helpers/own-title';
import { LOCAL_SITE_URL, startInProcess } from './target';

let app: FastifyInstance;
let close: (() => Promise<void>) | undefined;
const firstPages: { url: string; body: string }[] = [];
const firstReads: number[] = [];

/** The record a detail page shows, read through the portal API from the suite's own address. */
async function record(path: string): Promise<unknown> {
  const req = recordRequest(path);
  const res = await app.inject({
    method: req.method,
    url: req.url,
    headers: { 'x-csrf': '1', origin: LOCAL_SITE_URL },
    ...(req.body ? { payload: req.body } : {}),
  });
  expect(res.statusCode, req.url).toBe(200);
  return (res.json() as { data?: unknown }).data;
}

async function detailPaths(): Promise<string[]> {
  const sitemap = (await app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1]!).pathname)
    .filter((p) => detailOf(p) !== null);
  // Every kind of detail page in turn (doctor, news, clinic, job, question, in both scripts),
  // as a crawler finds them.
  const byKind = new Map<string, string[]>();
  for (const p of new Set(paths)) {
    const kind = `${isHansPath(p) ? 'hans' : 'hant'} ${detailOf(p)!.detail.kind}`;
    byKind.set(kind, [...(byKind.get(kind) ?? []), p]);
  }
  const mixed: string[] = [];
  const longest = Math.max(0, ...[...byKind.values()].map((l) => l.length));
  for (let i = 0; i < longest; i += 1) {
    for (const list of byKind.values()) if (list[i]) mixed.push(list[i]!);
  }
  return mixed;
}

beforeAll(async () => {
  // Shipped settings: render budget, public-read budget and the event-loop guard all on.
  ({ app, close } = await startInProcess({}));
  // The first pages and reads once the app is ready (it has warmed up).
  const paths = await detailPaths();
  for (const path of paths.slice(0, 3)) {
    const res = await app.inject({ method: 'GET', url: encodeURI(path) });
    firstPages.push({ url: path, body: res.body });
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

describe('the own-title check', () => {
  const doctor = { globaluserid: 'D1001', username: '李卓賢', title: '主任中醫師' };
  const page = (title: string) => `<html><head><title>${title}</title></head></html>`;

  it('takes only a record’s own detail page, never a list or a sub-page', () => {
    expect(detailOf('/doctor/D1001')?.detail.kind).toBe('doctor');
    expect(detailOf('/zh-cn/job/details/J1001')?.detail.kind).toBe('job');
    for (const path of ['/doctor/list', '/zh-cn/doctor/list', '/doctor/D1001/ask', '/news/list']) {
      expect(detailOf(path), path).toBeNull();
    }
  });

  it('does not count the generic title, in either script, or another record’s name', () => {
    expect(genericTitle('/doctor/D1001')).toBe('中醫師 | 香港中醫網');
    expect(genericTitle('/zh-cn/doctor/D1001')).toBe('中医师 | 香港中医网');
    expect(ownTitle('/doctor/D1001', page('中醫師 | 香港中醫網'), doctor)).toBe(false);
    expect(ownTitle('/zh-cn/doctor/D1001', page('中医师 | 香港中医网'), doctor)).toBe(false);
    expect(ownTitle('/doctor/D1001', page('陳大文 註冊中醫師 | 香港中醫網'), doctor)).toBe(false);
    expect(ownTitle('/doctor/D1001', page(''), doctor)).toBe(false);
    expect(ownTitle('/doctor/D1001', page('李卓賢 主任中醫師 | 香港中醫網'), {})).toBe(false);
    expect(ownTitle('/doctor/list', page('李卓賢 主任中醫師 | 香港中醫網'), doctor)).toBe(false);
  });

  it('counts the record’s own title, converted on the Simplified pages', () => {
    expect(ownTitle('/doctor/D1001', page('李卓賢 主任中醫師 | 香港中醫網'), doctor)).toBe(true);
    expect(ownTitle('/zh-cn/doctor/D1001', page('李卓贤 主任中医师 | 香港中医网'), doctor)).toBe(
      true,
    );
    expect(ownTitle('/zh-cn/doctor/D1001', page('李卓賢 主任中醫師 | 香港中醫網'), doctor)).toBe(
      false,
    );
  });
});

describe('an app that has just become ready', () => {
  it('renders its first detail pages under their own titles and answers its first API reads', async () => {
    expect(firstPages).toHaveLength(3);
    for (const p of firstPages) {
      expect(ownTitle(p.url, p.body, await record(p.url)), `${p.url}: ${titleOf(p.body)}`).toBe(
        true,
      );
      expect(p.body, p.url).toContain('data-ssr="1"');
    }
    expect(firstReads).toEqual(Array(10).fill(200));
  });
});

describe('a crawler on an idle portal', () => {
  it('gets 60 detail pages from one address, each with its own title, jobs with JobPosting', async () => {
    const paths = (await detailPaths()).slice(3, 63);
    expect(paths.length).toBe(60);
    const served: { path: string; body: string }[] = [];
    for (const path of paths) {
      const started = Date.now();
      const res = await app.inject({
        method: 'GET',
        url: encodeURI(path),
        remoteAddress: '203.0.113.30',
      });
      expect(res.statusCode, path).toBe(200);
      served.push({ path, body: res.body });
      if (appPath(path).startsWith('/job/details/')) {
        expect(res.body, path).toContain('"JobPosting"');
      }
      // Five pages a second: faster than the crawler the portal must serve.
      const left = 200 - (Date.now() - started);
      if (left > 0) await new Promise((r) => setTimeout(r, left));
    }
    // The records are read after the crawl, so the crawl found no answer kept for them.
    let own = 0;
    const misses: string[] = [];
    for (const { path, body } of served) {
      if (ownTitle(path, body, await record(path))) own += 1;
      else misses.push(`${path} "${titleOf(body)}"`);
    }
    expect(own / paths.length, misses.join(' ')).toBeGreaterThanOrEqual(0.95);
    expect(paths.some((p) => appPath(p).startsWith('/job/details/'))).toBe(true);
    expect(paths.some((p) => isHansPath(p))).toBe(true);
    const metrics = (await app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(metrics).not.toMatch(/^bff_pages_degraded_total\{reason="budget"\} [1-9]/m);
  });
});
