/**
 * Rendered pages past their TTL: served at once while one new render replaces them in the
 * background (its own file: the stand-in render bundle holds one transport per test file).
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { build, type Harness } from '../helpers/build';
import { calls } from '@portal/shared';

const FIXTURE = fileURLToPath(new URL('../fixtures/web-ssr', import.meta.url));

interface FakeSsr {
  renders: { url: string }[];
}
const fake = (): FakeSsr => ((globalThis as { __fakeSsr?: FakeSsr }).__fakeSsr ??= { renders: [] });

/**
 * Long enough that two requests in a row fall within it on a loaded machine (at 100 ms a busy
 * CI runner once let it pass between them), short enough to wait out.
 */
const TTL_MS = 1_000;

let h: Harness;
beforeAll(async () => {
  // No stale answers from the micro-cache: the new render reads the new record at once.
  h = await build({ webDistDir: FIXTURE, microCacheTtlMs: TTL_MS, microCacheStaleMs: 0 });
});
afterAll(async () => {
  await h.close();
});

it('serves a page past its TTL at once while rendering it again in the background', async () => {
  let title = '第一版';
  h.stub.routes.set(calls.getWebNewsList.path, () => ({
    json: { code: 200, msg: 'ok', data: { list: [{ title }], total: 1 } },
  }));
  const renders = () => fake().renders.filter((r) => r.url === '/news/list').length;
  const page = async () => (await h.inject({ method: 'GET', url: '/news/list' })).body;

  expect(await page()).toContain('<p>第一版</p>');
  expect(renders()).toBe(1);
  // Within the TTL: the same page, no render.
  expect(await page()).toContain('<p>第一版</p>');
  expect(renders()).toBe(1);

  title = '第二版';
  await new Promise((resolve) => setTimeout(resolve, TTL_MS + 150));
  // Late: the kept page is served without waiting for the render that has just started.
  expect(await page()).toContain('<p>第一版</p>');
  expect(renders()).toBe(2);
  await expect.poll(page, { timeout: 3 * TTL_MS }).toContain('<p>第二版</p>');
});
