/**
 * Every public page's loader starts every read its first render makes: with the demo portal API
 * behind the BFF and the real build's server render, each page of the route table (detail pages
 * with a demo record, lists with and without their filters, in both scripts) is rendered in one
 * pass with its content, and the BFF counts no read that a loader missed.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillRoute, routes } from '@portal/shared';
import { startInProcess } from './target';

/** A demo record for each detail parameter. */
const DEMO_IDS: Record<string, string> = {
  doctorId: 'D1001',
  clinicId: 'C101',
  newsId: 'N1001',
  id: 'A1001',
  jobId: 'J1001',
};

/** Lists as a visitor narrows them (each page's own filters). */
const FILTERED = [
  '/doctor/list?district=101&page=2',
  '/doctor/list?free=today',
  '/doctor/list?order=soonest',
  '/hospital/list?keyword=中環',
  '/news/list?category=1&page=2',
  '/ask/list?keyword=咳',
  '/job/list?area1=1',
  '/Activity/?page=1',
  '/association/list?tab=activity',
  '/ask/postnew?doctor=D1001',
  '/doctor/D1001/ask?page=2',
];

const PUBLIC_PAGES = routes
  .filter((r) => !r.session && !r.redirect && r.path !== '*')
  .map((r) => fillRoute(r.path, DEMO_IDS));

let app: FastifyInstance;
let close: (() => Promise<void>) | undefined;

beforeAll(async () => {
  // One address renders every page, on a loaded machine: no budgets, a generous render time.
  ({ app, close } = await startInProcess({
    RENDER_BUDGET_BURST: '100000',
    LOOKUP_BUDGET_BURST: '100000',
    PUBLIC_READ_BUDGET_BURST: '100000',
    MAX_EVENT_LOOP_DELAY_MS: '0',
    RENDER_BUDGET_MS: '5000',
    MICRO_CACHE_TTL_MS: '0',
  }));
});

afterAll(async () => {
  await close?.();
});

async function unloadedCount(): Promise<string[]> {
  const metrics = (await app.inject({ method: 'GET', url: '/metrics' })).body;
  return metrics.split('\n').filter((line) => /^bff_render_unloaded_reads_total\{/.test(line));
}

describe('route loaders', () => {
  it('cover the reads of every public page, rendered with its content in one pass', async () => {
    expect(PUBLIC_PAGES.length).toBeGreaterThan(25);
    for (const prefix of ['', '/zh-cn']) {
      for (const path of [...PUBLIC_PAGES, ...FILTERED]) {
        const url = prefix + encodeURI(path);
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toContain('data-ssr="1"');
      }
    }
    expect(await unloadedCount()).toEqual([]);
  });
});
