/**
 * Server rendering in real Chromium: with JavaScript off, every public page type shows its main
 * content (the BFF rendered it), at 1280 and 375 px; with JavaScript on, the hydrated app still
 * navigates in the browser. (A clean hydration of every public page type, with nothing fetched
 * again on mount, is checked on the same visits as axe, in a11y.test.ts.) Every public route of
 * the route table, in both scripts, is served with its content and hydrates without a React
 * error; at the phone width, none of its text is cut, past the edge or drawn over other text
 * (helpers/layout.ts, itself checked on a page made to fail it). Served detail pages carry
 * absolute URLs in their JSON-LD. Screenshots go to
 * /tmp/ssr-*.png.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@portal/shared';
import { WIDTHS, useE2E } from '../helpers/e2e';
import { noScriptContext, waitForApp, waitForNetworkQuiet } from '../helpers/browser';
import { settle } from '../helpers/axe';
import { unreadableText } from '../helpers/layout';
import { saveShot } from '../helpers/shots';

const env = useE2E();

/** A page per public page type; detail ids are read from the rendered lists. */
const LISTS = ['/', '/doctor/list', '/hospital/list', '/news/list', '/ask/list', '/job/list'];
const DETAIL_LINKS: Record<string, string> = {
  '/doctor/list': 'a[href^="/doctor/"][href*="D"]',
  '/hospital/list': 'a[href^="/hospital/detail/"]',
  '/news/list': 'a[href^="/news/detail/"]',
  '/ask/list': 'a[href^="/ask/detail/"]',
  '/job/list': 'a[href^="/job/details/"]',
};

const details: string[] = [];

beforeAll(async () => {
  // The lists are server-rendered: their links to the first record of each kind, read without JS.
  const context = await noScriptContext(env.browser(), 1280);
  const page = await context.newPage();
  for (const [list, selector] of Object.entries(DETAIL_LINKS)) {
    await page.goto(env.portal.url + list);
    const href = await page.locator(`main ${selector}`).first().getAttribute('href');
    if (!href) throw new Error(`no record link on ${list}`);
    details.push(new URL(href, env.portal.url).pathname);
  }
  await context.close();
});

describe('without JavaScript', () => {
  it('finds a record of every kind on the server-rendered lists', () => {
    expect(details.map((d) => d.split('/')[1])).toEqual([
      'doctor',
      'hospital',
      'news',
      'ask',
      'job',
    ]);
  });

  for (const width of [1280, 375]) {
    it(`shows the main content of every public page type at ${width} px`, async () => {
      const context = await noScriptContext(env.browser(), width);
      const page = await context.newPage();
      for (const path of [...LISTS, ...details]) {
        const res = await page.goto(env.portal.url + path);
        expect(res?.status(), path).toBe(200);
        expect(new URL(page.url()).pathname, path).toBe(path);
        const main = page.locator('main');
        // Headings, names and titles are in the markup, not skeletons. Read once: with scripts
        // off the page never changes after it is parsed.
        expect(await main.locator('h1, h2, h3').count(), path).toBeGreaterThan(0);
        const text = (await main.innerText()).replace(/\s+/g, '');
        expect(text.length, path).toBeGreaterThan(60);
        expect(await main.locator('[aria-busy="true"]').count(), path).toBe(0);
        if (path === '/' || path === '/doctor/list') {
          // The doctor cards carry their earliest free time in the served markup.
          expect(text, path).toMatch(/最快可約：\d{1,2}月\d{1,2}日/);
        }
        if (LISTS.includes(path) && path !== '/') {
          // List items: links to records.
          expect(await main.locator('a[href*="/"]').count(), path).toBeGreaterThan(3);
        }
        if (width === 375 || path === '/' || path.includes('detail') || path.includes('/D')) {
          await saveShot(page, `/tmp/ssr-nojs${path.replace(/\W+/g, '-')}-${width}.png`);
        }
      }
      await context.close();
    });
  }
});

// That the SPA hydrates every public page type without a warning and without fetching on mount
// what the server rendered with is checked on the visit a11y.test.ts makes to each page anyway.
describe('with JavaScript', () => {
  it('still navigates in the browser after hydrating', async () => {
    const { page, errors } = await env.page();
    await page.goto('/news/list');
    await waitForApp(page);
    await waitForNetworkQuiet(page);
    await page.locator('main a[href^="/news/detail/"]').first().click();
    await page.waitForURL(/\/news\/detail\//);
    await expect.poll(() => page.locator('main h1').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});

/** The text of the served page's `<main>`, tags and whitespace left out. */
function servedMainText(html: string): string {
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
  return main
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, '');
}

/** Every public route of the table, its parameters filled from the records the lists link to. */
function publicPaths(): string[] {
  const byKind = (kind: string) => details.find((d) => d.startsWith(`/${kind}/`))!;
  const ids: Record<string, string> = {
    doctorId: byKind('doctor').split('/')[2]!,
    clinicId: byKind('hospital').split('/')[3]!,
    newsId: byKind('news').split('/')[3]!,
    id: byKind('ask').split('/')[3]!,
    jobId: byKind('job').split('/')[3]!,
  };
  return routes
    .filter((r) => !r.session && !r.redirect && r.path !== '*')
    .map((r) => r.path.replace(/:(\w+)/g, (_, name: string) => ids[name]!));
}

/** React's production errors (hydration mismatches are #418, #423, #425) and its warnings. */
const REACT_ERROR = /Minified React error|react\.dev\/errors|Hydration|hydrat/i;

/**
 * Each script's sweep at one width, the two widths between them: what the server sends does not
 * depend on the width, and a clean hydration of every public page type at both widths is checked
 * in a11y.test.ts. Four sweeps of every route took two minutes of a busy machine's browser stage.
 */
const SWEEPS: [prefix: string, width: number][] = [
  ['', WIDTHS[0]],
  ['/zh-cn', WIDTHS[1]],
  // English is longer than Chinese: the phone width is where its words must still fit.
  ['/en', WIDTHS[1]],
];

describe('every public route in each copy', () => {
  for (const [prefix, width] of SWEEPS) {
    it(
      `is served with its content and hydrates without a React error (${prefix || '/'}, ${width} px)`,
      {
        timeout: 180_000,
      },
      async () => {
        const { page, errors } = await env.page({ width });
        const unreadable: string[] = [];
        const paths = publicPaths();
        expect(paths.length).toBeGreaterThan(30);
        for (const path of paths) {
          const url = `${prefix}${path}`;
          const res = await page.goto(url);
          expect(res?.status(), url).toBe(200);
          const html = await res!.text();
          expect(html, url).toContain('data-ssr="1"');
          const text = servedMainText(html);
          // The page's own content, not the frame alone; in each copy as much as in Traditional.
          expect(text.length, url).toBeGreaterThan(8);
          if (prefix) {
            const hant = await (await fetch(env.portal.url + path)).text();
            expect(text.length, url).toBeGreaterThan(servedMainText(hant).length * 0.8);
          }
          await waitForApp(page);
          await waitForNetworkQuiet(page);
          expect(
            errors.filter((e) => REACT_ERROR.test(e)),
            url,
          ).toEqual([]);
          if (width < 1000) {
            // At the phone width, every word of the page can be read whole.
            await settle(page);
            unreadable.push(...(await unreadableText(page)).map((p) => `${url}: ${p}`));
          }
        }
        expect(unreadable, unreadable.join('\n')).toEqual([]);
        await saveShot(page, `/tmp/ssr-last-route${prefix.replace('/', '-')}-${width}.png`);
      },
    );
  }
});

describe('the layout check', () => {
  it('finds a page wider than the window, cut text and text over text', async () => {
    const { page } = await env.page({ width: 375 });
    await page.setContent(`<body style="margin:0">
      <p style="width:60px;overflow:hidden;white-space:nowrap">Book an appointment</p>
      <div style="position:relative;height:40px">
        <span style="position:absolute;left:0">Acupuncture</span>
        <span style="position:absolute;left:20px">Tui-na</span>
      </div>
      <p style="width:500px">A line wider than a phone</p>
      <p style="width:60px;overflow:hidden;white-space:nowrap">Fits</p>
    </body>`);
    const found = await unreadableText(page);
    expect(found).toEqual([
      'page is 500 px wide in 375 px',
      expect.stringMatching(/^cut: p "Book an appointment"/),
      expect.stringMatching(/^past the edge: p "A line wider than a phone"/),
      'overlap: span "Acupuncture" and span "Tui-na"',
    ]);
  });
});

describe('served detail pages', () => {
  it('breadcrumbs and images in the JSON-LD are absolute URLs on the site', async () => {
    const html = await (await fetch(`${env.portal.url}/job/details/J1001`)).text();
    const ld = [
      ...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g),
    ].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
    const crumbs = ld.find((x) => x['@type'] === 'BreadcrumbList') as {
      itemListElement: { item: string }[];
    };
    const items = crumbs.itemListElement.map((i) => new URL(i.item).pathname);
    expect(items).toEqual(['/', '/job/list', '/job/details/J1001']);
    for (const i of crumbs.itemListElement) expect(i.item).toMatch(/^https?:\/\/[^/]+\//);
    const job = ld.find((x) => x['@type'] === 'JobPosting') as {
      hiringOrganization?: { logo?: string };
    };
    if (job.hiringOrganization?.logo) {
      expect(job.hiringOrganization.logo).toMatch(/^https?:\/\/[^/]+\/files\//);
    }
  });
});
