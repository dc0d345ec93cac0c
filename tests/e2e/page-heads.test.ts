/**
 * A page's head is described once, by its route module: for every detail route and sub-route, in
 * both scripts, the title, canonical link and description the BFF serves are the ones the page has
 * after hydration, and after reaching it inside the app (client-side navigation from another
 * page). The record ids are the demo portal's.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from '../helpers/e2e';
import { waitForApp } from '../helpers/browser';

const env = useE2E();

/** In an order where each page's title differs from the one before (in-app navigation follows it). */
const DETAIL_PATHS = [
  '/doctor/D1001',
  '/doctor/D1001/ask',
  '/doctor/D1001/news',
  '/news/details/N1001',
  '/hospital/detail/C101',
  '/news/detail/N1001',
  '/ask/detail/A1001',
  '/job/details/J1001',
];

interface Head {
  title: string;
  canonical: string | null;
  description: string | null;
}

/** The head of the document in `page`, or of `html` parsed there. */
function readHead(page: Page, html?: string): Promise<Head> {
  return page.evaluate((source) => {
    const doc = source ? new DOMParser().parseFromString(source, 'text/html') : document;
    return {
      title: doc.title,
      canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
      description: doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
    };
  }, html ?? null);
}

describe.each(['', '/zh-cn'])('the head of every detail page%s', (prefix) => {
  it('is the same served, after hydration and after in-app navigation', async () => {
    const { page } = await env.page();
    // The first in-app navigation starts from a list; each later one from the detail page
    // before it, so every page is loaded once and the head also changes between records.
    await page.goto(`${prefix}/news/list`);
    await waitForApp(page);
    let previous = await page.title();
    for (const detail of DETAIL_PATHS) {
      const path = prefix + detail;
      const res = await page.request.get(path);
      expect(res.status(), path).toBe(200);
      const served = await readHead(page, await res.text());
      expect(served.title, path).not.toBe('');
      expect(served.canonical, path).toMatch(/^https?:\/\//);
      // Waiting for the title below shows the app has moved on only if the title changes.
      expect(served.title, `${path} has the same title as the page before`).not.toBe(previous);
      previous = served.title;

      // In-app: the router follows a history entry it did not make itself.
      await page.evaluate((to) => {
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await page.waitForFunction((title) => document.title === title, served.title, {
        timeout: 10_000,
      });
      // The app writes the rest of the head once the page's data is in: waited for as served.
      await expect
        .poll(() => readHead(page), { message: `${path} after in-app navigation` })
        .toEqual(served);

      await page.goto(path);
      await waitForApp(page);
      await expect
        .poll(() => readHead(page), { message: `${path} after hydration` })
        .toEqual(served);
    }
  });
});
