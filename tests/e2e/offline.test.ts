/**
 * The installable portal that works offline, in real Chromium at 375 px against the real BFF,
 * in both scripts: the manifest and its icons, the service worker, Chromium's own installability
 * check, visited pages and the offline page without a network, the client's upcoming bookings
 * read offline (and gone after sign-out or another client's login), and booking offline.
 *
 * The installability checks get a persistent profile of their own: Chromium checks installability
 * only outside an incognito profile. The other tests take a phone page from the run's browser, in
 * an emptied context of its own that has no service worker yet either.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CHROMIUM_PATH,
  IPHONE_UA,
  chromiumArgs,
  waitForApp,
  waitForNetworkQuiet,
} from '../helpers/browser';
import { registerClient, useE2E } from '../helpers/e2e';
import { saveShot } from '../helpers/shots';

const env = useE2E();
const { portal } = env;
const DEMO = { phone: '91234567', password: 'Demo1234' };
const OTHER = { phone: '92345678', password: 'Demo1234' };
const DOCTOR = 'D1001';
const SHOTS = join(tmpdir(), 'offline-shots');

const SCRIPTS = [
  {
    prefix: '',
    name: '香港中醫網',
    lang: 'zh-HK',
    offlineHeading: '你現在未有網絡連線',
    offlineBookings: '你現在離線',
    needsNetwork: '預約需要網絡連線',
  },
  {
    prefix: '/zh-cn',
    name: '香港中医网',
    lang: 'zh-CN',
    offlineHeading: '你现在未有网络连线',
    offlineBookings: '你现在离线',
    needsNetwork: '预约需要网络连线',
  },
] as const;

const opened: { context: BrowserContext; dir: string }[] = [];

afterEach(async () => {
  for (const { context, dir } of opened.splice(0)) {
    await context.close().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  }
});

/**
 * A phone-sized page in a fresh persistent profile (its own storage and service workers), for
 * Chromium's installability check.
 */
async function phone(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-offline-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM_PATH,
    args: await chromiumArgs(),
    baseURL: portal.url,
    locale: 'zh-HK',
    timezoneId: 'Asia/Hong_Kong',
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    userAgent: IPHONE_UA,
  });
  opened.push({ context, dir });
  const page = context.pages()[0] ?? (await context.newPage());
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(`console: ${msg.text()}`);
  });
  return { context, page, errors };
}

/**
 * A phone-sized page of the run's browser, in an empty context of its own (taken offline by the
 * test, so closed with it afterwards).
 */
async function phoneTab(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const { page, context, errors } = await env.page({ width: 375 });
  return { page, context, errors };
}

/**
 * The time limit of a test that waits for the worker (below): its own waits add up to more than
 * the project's minute (45 s for an active worker, 30 s for the kept page), which a busy machine
 * reaches with the first tests of the file.
 */
const WAITS_FOR_WORKER = { timeout: 120_000 };

/**
 * Waits until the worker controls the page and has kept the page itself. The worker is
 * registered after the load event and an idle moment, then downloads its precache: on a busy
 * machine that takes a while, so the wait for an active worker is long. An active worker takes
 * over the page through `clients.claim()`, but a page whose navigation began while the worker was
 * still installing can stay without one; the reader's next page load is then the first one the
 * worker serves, so that is what the test does (once, and only after the worker is active).
 */
async function waitForWorker(page: Page): Promise<void> {
  const registration = () =>
    page.evaluate(async () => {
      const reg = await navigator.serviceWorker.getRegistration('/');
      return reg
        ? {
            installing: reg.installing?.state,
            waiting: reg.waiting?.state,
            active: reg.active?.state,
          }
        : null;
    });
  // Polled from here: waitForFunction would take the async check's promise for true at once.
  const active = await expect
    .poll(() => registration().then((r) => r?.active), { timeout: 45_000, interval: 250 })
    .toBe('activated')
    .then(
      () => true,
      () => false,
    );
  if (!active) throw new Error(`no active service worker: ${JSON.stringify(await registration())}`);
  const controlled = () =>
    page
      .waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
        timeout: 5_000,
      })
      .then(
        () => true,
        () => false,
      );
  if (!(await controlled())) {
    await page.reload();
    await waitForApp(page);
    if (!(await controlled())) {
      throw new Error(
        `no service worker controls the page: ${JSON.stringify(await registration())}`,
      );
    }
  }
  // Asked from here: a predicate given to waitForFunction that returns a promise counts as true
  // at once, and the page would be taken offline before the worker has kept it.
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const cache = await caches.open('portal-pages');
          return (await cache.match(location.href, { ignoreVary: true })) !== undefined;
        }),
      { timeout: 30_000, interval: 250 },
    )
    .toBe(true);
}

async function logIn(page: Page, prefix: string, who = DEMO): Promise<void> {
  await page.goto(`${prefix}/login`);
  await waitForApp(page);
  const form = page.locator('form').filter({ has: page.locator('input[type="password"]') });
  await form.getByLabel(/手機號碼|手机号码/).fill(who.phone);
  await form.locator('input[type="password"]').fill(who.password);
  await form.locator('button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.includes('/login'));
}

/** The booking numbers shown on "my bookings". */
async function bookingNumbers(page: Page): Promise<string[]> {
  const items = page.getByTestId('booking-item');
  const texts = await items.allTextContents();
  return texts
    .map((t) => /(?:預約編號|预约编号)：([A-Za-z0-9_-]+)/.exec(t)?.[1] ?? '')
    .filter(Boolean);
}

function pngSize(buf: Buffer): { width: number; height: number } {
  expect(buf.subarray(1, 4).toString()).toBe('PNG');
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}

describe.each(SCRIPTS)('offline and install ($lang)', WAITS_FOR_WORKER, (script) => {
  const { prefix } = script;

  it('has a manifest with its icons, an active worker and no installability errors', async () => {
    const { page, context } = await phone();
    await page.goto(`${prefix}/`);
    await waitForApp(page);
    await waitForWorker(page);

    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe(`${prefix}/manifest.webmanifest`);
    const res = await page.request.get(href!);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await res.json()) as Record<string, unknown> & {
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: script.name,
      start_url: `${prefix}/`,
      scope: '/',
      display: 'standalone',
      lang: script.lang,
      theme_color: '#2f7d5b',
    });
    expect(typeof manifest.short_name).toBe('string');
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    for (const [sizes, purpose] of [
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ] as const) {
      const icon = manifest.icons.find((i) => i.sizes === sizes && i.purpose === purpose);
      expect(icon, `${sizes} ${purpose}`).toBeDefined();
      const png = await page.request.get(icon!.src);
      expect(png.headers()['content-type']).toBe('image/png');
      const px = Number(sizes.split('x')[0]);
      expect(pngSize(await png.body())).toEqual({ width: px, height: px });
    }

    const state = await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.getRegistration('/');
      return { active: reg?.active?.state, scope: reg?.scope };
    });
    expect(state).toEqual({ active: 'activated', scope: `${portal.url}/` });

    // The worker keeps the build of the copy read here, not all three: a phone downloads the
    // copies its reader opens. Every kept build file is this copy's.
    const keptBuildFiles = () =>
      page.evaluate(async () => {
        const paths: string[] = [];
        for (const name of await caches.keys()) {
          for (const request of await (await caches.open(name)).keys()) {
            const { pathname } = new URL(request.url);
            if (/\/assets\//.test(pathname)) paths.push(pathname);
          }
        }
        return paths;
      });
    const ownAssets = `${prefix}/assets/`;
    const kept = await keptBuildFiles();
    expect(kept.length).toBeGreaterThan(20);
    expect(kept.filter((p) => !p.startsWith(ownAssets))).toEqual([]);
    // A page of another copy opened once: that copy's build is kept from then on too.
    const other = prefix ? '' : '/en';
    await page.goto(`${other}/`);
    await waitForApp(page);
    // Among them what only an in-app navigation loads (the progress bar, the phone menu).
    const navigationKit = (files: string[], copy: string) =>
      ['route-progress', 'mobile-menu'].filter((name) =>
        files.some((f) => f.startsWith(`${copy}/assets/${name}-`)),
      );
    expect(navigationKit(kept, prefix)).toEqual(['route-progress', 'mobile-menu']);
    await expect
      .poll(async () => navigationKit(await keptBuildFiles(), other))
      .toEqual(['route-progress', 'mobile-menu']);
    await page.goto(`${prefix}/`);

    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  });

  it('reloads a visited doctor page offline, with scripts its own CSP allows, and shows the offline page elsewhere', async () => {
    const { page, context, errors } = await phoneTab();
    // The doctor page is the first page: read before the worker existed.
    await page.goto(`${prefix}/doctor/${DOCTOR}`);
    await waitForApp(page);
    const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    await waitForWorker(page);
    // The worker fetched the page again to keep it: that is no choice of script by the reader,
    // so nothing is remembered (else a switch made meanwhile would be undone).
    expect((await context.cookies()).map((c) => c.name)).not.toContain('zh_script');

    await context.setOffline(true);
    const res = await page.reload();
    expect(res?.fromServiceWorker()).toBe(true);
    await page.getByRole('heading', { level: 1, name }).waitFor();
    // The page's scripts ran: it hydrated, and no script was refused by its CSP.
    await waitForApp(page);
    const csp = res!.headers()['content-security-policy'] ?? '';
    // The rendered page's inline scripts are allowed by their hashes, kept with the page.
    expect(csp).toMatch(/script-src [^;]*'sha256-/);
    expect(errors.filter((e) => /Content Security Policy|Refused/.test(e))).toEqual([]);

    // A page never read here: the portal's own offline page, linking to the doctor page.
    await page.goto(`${prefix}/news/list`);
    await page.getByRole('heading', { level: 1, name: script.offlineHeading }).waitFor();
    const link = page.getByRole('link', { name: new RegExp(name) });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(`${portal.url}${prefix}/doctor/${DOCTOR}`);
    await saveShot(page, join(SHOTS, `offline-page${prefix.replace('/', '-')}.png`));

    // Back online, the offline page reloads into the real one.
    await context.setOffline(false);
    await page.waitForURL(`**${prefix}/news/list`);
    await page.getByRole('heading', { level: 1, name: script.offlineHeading }).waitFor({
      state: 'detached',
    });
  });

  it("keeps a client's upcoming bookings for offline reading, and forgets them at sign-out", async () => {
    const { page, context } = await phoneTab();
    await logIn(page, prefix);
    await page.goto(`${prefix}/user/booking/order`);
    await waitForApp(page);
    await page.getByTestId('booking-item').first().waitFor();
    await waitForWorker(page);
    const online = await bookingNumbers(page);
    expect(online.length).toBeGreaterThan(0);
    const saved = await page.evaluate(() => localStorage.getItem('portal.offlineBookings'));
    expect(saved).not.toBeNull();
    const kept = JSON.parse(saved!) as { bookings: { scheduleid: string; note?: string }[] };
    // Only upcoming bookings are kept, with no free text the client wrote.
    expect(kept.bookings.every((b) => online.includes(b.scheduleid) && b.note === undefined)).toBe(
      true,
    );

    await context.setOffline(true);
    await page.reload();
    const banner = page.getByTestId('offline-bookings');
    await banner.waitFor();
    await saveShot(page, join(SHOTS, `bookings-offline${prefix.replace('/', '-')}.png`));
    expect(await banner.textContent()).toMatch(
      /(最後更新|最后更新)：\d{4}-\d{2}-\d{2} \d{2}:\d{2}/,
    );
    expect(await bookingNumbers(page)).toEqual(kept.bookings.map((b) => b.scheduleid));

    // The installed app reopened underground: a new tab knows nobody, the bookings still show.
    const again = await context.newPage();
    await again.goto(`${prefix}/user/booking/order`);
    await again.getByTestId('offline-bookings').waitFor();
    expect(await bookingNumbers(again)).toEqual(kept.bookings.map((b) => b.scheduleid));
    await again.close();

    // Sign out online: nothing of them remains offline.
    await context.setOffline(false);
    await page.reload();
    await waitForApp(page);
    await page
      .getByRole('button', { name: /^(登出|退出登录)$/ })
      .first()
      .click();
    await page.waitForURL((url) => !url.pathname.includes('/user/'));
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('portal.offlineBookings')))
      .toBeNull();
    await context.setOffline(true);
    await page.goto(`${prefix}/user/booking/order`).catch(() => undefined);
    await page.waitForLoadState('domcontentloaded');
    expect(await page.getByTestId('booking-item').count()).toBe(0);
    expect(await page.getByTestId('offline-bookings').count()).toBe(0);
  });

  it('refuses to book offline with a clear message and sends nothing', async () => {
    const { page, context } = await phoneTab();
    // A client of its own: the demo account's seeded bookings (dated from today) could clash with
    // the first free section, and the picker would rightly ask about the clash instead.
    await registerClient(page, env.portal, '陳離線');
    await page.goto(`${prefix}/doctor/${DOCTOR}`);
    await waitForApp(page);
    await page
      .getByRole('link', { name: /網上預約|网上预约/ })
      .first()
      .click();
    await page.getByTestId('booking-picker').waitFor();
    const open = page.getByRole('group', { name: /選擇時段$|选择时段$/ }).getByRole('button');
    const days = page
      .getByRole('group', { name: /選擇日期$|选择日期$/ })
      .getByRole('button')
      .and(page.locator(':enabled'));
    const count = await days.count();
    let chosen = false;
    for (let i = 0; i < count && !chosen; i++) {
      await days.nth(i).click();
      await open.first().waitFor();
      const enabled = open.and(page.locator(':enabled'));
      if ((await enabled.count()) > 0) {
        await enabled.first().click();
        chosen = true;
      }
    }
    expect(chosen).toBe(true);

    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('saveSchedule')) sent.push(r.url());
    });
    await context.setOffline(true);
    await page.getByRole('button', { name: /^(確認預約|确认预约)$/ }).click();
    await page.getByText(script.needsNetwork).first().waitFor();
    // Back online, nothing is sent by itself either.
    await context.setOffline(false);
    await page.waitForTimeout(1500);
    expect(sent).toEqual([]);
  });
});

describe('offline, the English copy', WAITS_FOR_WORKER, () => {
  it('shows the English offline page for an English page never read here, listing the saved page, until the network is back', async () => {
    const { page, context } = await phoneTab();
    await page.goto(`/en/doctor/${DOCTOR}`);
    await waitForApp(page);
    const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    await waitForWorker(page);

    await context.setOffline(true);
    await page.goto('/en/job/list');
    const offline = page.getByRole('heading', { level: 1, name: 'You have no network connection' });
    await offline.waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    const link = page.getByRole('link', { name });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(`${portal.url}/en/doctor/${DOCTOR}`);
    expect(await link.textContent()).toMatch(/Saved \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    // The page's own words are English but for the site's name; the saved pages' titles are
    // theirs (a name as the API has it).
    const own = await page.evaluate(() => {
      const body = document.body.cloneNode(true) as HTMLElement;
      for (const a of body.querySelectorAll('#available-list a')) {
        for (const node of Array.from(a.childNodes)) {
          if (node.nodeType === Node.TEXT_NODE) node.remove();
        }
      }
      return `${document.title} ${body.textContent}`;
    });
    expect(own.replaceAll('香港中醫網', '')).not.toMatch(/\p{Script=Han}/u);
    await saveShot(page, join(SHOTS, 'offline-page-en.png'));

    // Back online, the offline page reloads into the real one.
    await context.setOffline(false);
    await offline.waitFor({ state: 'detached' });
    await waitForApp(page);
    expect(new URL(page.url()).pathname).toBe('/en/job/list');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
  });
});

/**
 * The heading of the page the tab shows, once the page's scripts have taken it over. After an
 * in-app link, `left` is the heading of the page it left: the address changes as soon as the
 * route's code and data are in, the page itself a render later, so until the heading differs it
 * is still the old page's.
 */
async function heading(page: Page, left?: string): Promise<string> {
  await waitForApp(page);
  if (left !== undefined) {
    await page.waitForFunction((before) => {
      const text = document.querySelector('main h1')?.textContent?.trim() ?? '';
      return text !== '' && text !== before;
    }, left);
  }
  return (await page.locator('main h1').first().textContent())?.trim() ?? '';
}

/** Follows the site's main navigation to `name`: the phone menu at 375 px, the header at 1280. */
async function viaNavigation(page: Page, width: number, name: RegExp): Promise<void> {
  if (width < 480) {
    await page.getByRole('button', { name: /^(打開選單|打开选单|打开菜单)$/ }).click();
    const menu = page.getByRole('navigation', { name: /主要導覽|主要导览/ });
    await menu.getByRole('link', { name }).click();
  } else {
    await page.locator('header').getByRole('link', { name }).first().click();
  }
}

/** Whether the worker keeps a copy of each address. */
function kept(page: Page, urls: string[]): Promise<boolean[]> {
  return page.evaluate(async (list) => {
    const cache = await caches.open('portal-pages');
    return Promise.all(
      list.map(async (u) => (await cache.match(u, { ignoreVary: true })) !== undefined),
    );
  }, urls);
}

/**
 * The files of the build the tab's document loaded (its scripts, their chunks, their styles) that
 * no cache of the worker holds: a kept page could not be shown or left offline without them.
 */
function filesNotKept(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const files = performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter(
        (url) => url.origin === location.origin && /^\/(?:zh-cn\/)?assets\//.test(url.pathname),
      );
    const missing: string[] = [];
    for (const url of new Set(files.map((u) => u.href))) {
      if ((await caches.match(url)) === undefined) missing.push(new URL(url).pathname);
    }
    return missing;
  });
}

const OFFLINE_RUNS = [
  { ...SCRIPTS[0], width: 375 },
  { ...SCRIPTS[0], width: 1280 },
  { ...SCRIPTS[1], width: 375 },
] as const;

describe.each(OFFLINE_RUNS)('offline navigation ($lang, $width px)', WAITS_FOR_WORKER, (script) => {
  const { prefix, width } = script;
  const news = script.prefix ? /^健康资讯$/ : /^健康資訊$/;
  const doctors = script.prefix ? /^(搵中医师|找中医师)$/ : /^搵中醫師$/;
  const jobs = script.prefix ? /^中医职位$/ : /^中醫職位$/;

  it('moves between pages read online by links and the menu, and shows the offline page elsewhere until the network is back', async () => {
    const { page, context, errors } = await env.page({ width });
    // The first page is left by an in-app link at once, long before the worker takes over.
    await page.goto(`${prefix}/news/list`);
    const listTitle = await heading(page);
    const listUrl = page.url();
    await page.locator('main a[href*="/news/detail/"]').first().click();
    await page.waitForURL(/\/news\/detail\//);
    const articleUrl = page.url();
    const articleTitle = await heading(page, listTitle);
    await viaNavigation(page, width, doctors);
    await page.waitForURL(`**${prefix}/doctor/list`);
    const doctorsTitle = await heading(page, articleTitle);
    const doctorsUrl = page.url();
    await waitForWorker(page);
    const read = [listUrl, articleUrl, doctorsUrl];
    await expect.poll(() => kept(page, read), { timeout: 30_000 }).toEqual([true, true, true]);
    // And every file those pages loaded: those still loading when the worker took over are
    // handed to it only once they have loaded, after the pages are kept.
    await expect.poll(() => filesNotKept(page), { timeout: 30_000 }).toEqual([]);

    await context.setOffline(true);
    // The app opened again without a network: the kept copy, which says when it was saved.
    const reopened = await page.reload();
    expect(reopened?.fromServiceWorker()).toBe(true);
    expect(await heading(page)).toBe(doctorsTitle);
    const saved = /(這一頁保存於|这一页保存于) \d{4}-\d{2}-\d{2} \d{2}:\d{2}/;
    await page.getByText(saved).waitFor();
    // Each page read online opens again: by the menu, by a link on the page, by the menu.
    await viaNavigation(page, width, news);
    await page.waitForURL(listUrl);
    expect(await heading(page)).toBe(listTitle);
    await page.getByText(saved).waitFor();
    await saveShot(page, join(SHOTS, `offline-nav-list${prefix.replace('/', '-')}-${width}.png`));
    await page
      .locator(`main a[href="${new URL(articleUrl).pathname}"]`)
      .first()
      .click();
    await page.waitForURL(articleUrl);
    expect(await heading(page)).toBe(articleTitle);
    await viaNavigation(page, width, doctors);
    await page.waitForURL(doctorsUrl);
    expect(await heading(page)).toBe(doctorsTitle);
    await saveShot(
      page,
      join(SHOTS, `offline-nav-doctors${prefix.replace('/', '-')}-${width}.png`),
    );

    // A page never read here: the offline page for its address, which lists what was saved.
    await viaNavigation(page, width, jobs);
    await page.waitForURL(`**${prefix}/job/list`);
    await page.getByRole('heading', { level: 1, name: script.offlineHeading }).waitFor();
    await page.getByRole('link', { name: new RegExp(articleTitle) }).waitFor();
    expect(await page.locator('#available-list').textContent()).toMatch(
      /(保存於|保存于) \d{4}-\d{2}-\d{2} \d{2}:\d{2}/,
    );
    await saveShot(
      page,
      join(SHOTS, `offline-nav-elsewhere${prefix.replace('/', '-')}-${width}.png`),
    );

    // Back online, it becomes the page by itself.
    await context.setOffline(false);
    await page.getByRole('heading', { level: 1, name: script.offlineHeading }).waitFor({
      state: 'detached',
    });
    await waitForApp(page);
    expect(errors.filter((e) => /dynamically imported module|網站暫時出現問題/.test(e))).toEqual(
      [],
    );
    expect(await page.getByText(/網站暫時出現問題|网站暂时出现问题/).count()).toBe(0);
  });
});

describe.each(SCRIPTS)('/AppDownload ($lang)', WAITS_FOR_WORKER, (script) => {
  it('explains adding the portal to the home screen and offers the browser install prompt', async () => {
    const { page } = await env.page({ width: 375 });
    await page.goto(`${script.prefix}/AppDownload`);
    await waitForApp(page);
    const section = page.getByRole('region', { name: new RegExp(`把${script.name}加到主`) });
    await section.waitFor();
    const text = (await section.textContent()) ?? '';
    expect(text).toMatch(/iPhone/);
    expect(text).toMatch(/Android/);
    expect(await section.getByRole('listitem').count()).toBeGreaterThanOrEqual(6);
    await waitForWorker(page);

    // The browser offers to install (Chromium's event, given here so the test does not depend
    // on the browser's own timing): the page shows its button, which opens the browser's dialog.
    await page.evaluate(() => {
      const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
        prompt: () => Promise<void>;
        userChoice: Promise<{ outcome: string }>;
      };
      (window as unknown as { prompted: number }).prompted = 0;
      event.prompt = async () => {
        (window as unknown as { prompted: number }).prompted += 1;
      };
      event.userChoice = Promise.resolve({ outcome: 'accepted' });
      window.dispatchEvent(event);
    });
    const install = section.getByRole('button', {
      name: `安裝${script.name}`.replace('安裝', script.prefix ? '安装' : '安裝'),
    });
    await install.click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { prompted: number }).prompted))
      .toBe(1);
    await install.waitFor({ state: 'detached' });
    await saveShot(page, join(SHOTS, `app-download${script.prefix.replace('/', '-')}.png`), true);
  });
});

describe('another client on the same phone', () => {
  it("never sees the previous client's saved bookings", WAITS_FOR_WORKER, async () => {
    const { page, context } = await phoneTab();
    await logIn(page, '');
    await page.goto('/user/booking/order');
    await page.getByTestId('booking-item').first().waitFor();
    const first = await page.evaluate(() => localStorage.getItem('portal.offlineBookings'));
    expect(first).not.toBeNull();

    // The first client's session ends without a sign-out (expired); the next one logs in.
    await context.clearCookies();
    await logIn(page, '', OTHER);
    const kept = await page.evaluate(() => localStorage.getItem('portal.offlineBookings'));
    if (kept !== null) {
      expect(JSON.parse(kept).clientId).not.toBe(JSON.parse(first!).clientId);
    }
    await page.goto('/user/booking/order');
    await waitForApp(page);
    await waitForNetworkQuiet(page);
    // The reload below is offline: it is the worker's to answer, so it must control the page (in
    // this new context it was registered only during this test).
    await waitForWorker(page);
    // (which may have loaded the page again: its list is read once its answer is in)
    await waitForNetworkQuiet(page);
    const theirs = await bookingNumbers(page);
    await context.setOffline(true);
    await page.reload();
    await page.waitForLoadState('domcontentloaded');
    const offline = await bookingNumbers(page);
    const firstNumbers = (
      JSON.parse(first!) as { bookings: { scheduleid: string }[] }
    ).bookings.map((b) => b.scheduleid);
    expect(offline.filter((n) => firstNumbers.includes(n))).toEqual([]);
    expect(offline.every((n) => theirs.includes(n))).toBe(true);
  });
});

describe('offline navigation, a link followed as the worker takes over', WAITS_FOR_WORKER, () => {
  it('keeps the chunk of the page opened just then, which was still loading, and shows that page offline', async () => {
    const { page, context, errors } = await env.page({ width: 375 });
    // The browser holds files back on request: the module that registers the worker first, so
    // that it cannot take the page over before the link is followed; then the chunk of the page
    // the link opens, until the worker has taken over.
    const cdp = await context.newCDPSession(page);
    const held: { requestId: string; url: string }[] = [];
    let holding = true;
    cdp.on('Fetch.requestPaused', ({ requestId, request }) => {
      if (holding) held.push({ requestId, url: request.url });
      else void cdp.send('Fetch.continueRequest', { requestId }).catch(() => undefined);
    });
    const release = async (which: (url: string) => boolean) => {
      const go = held.filter((r) => which(r.url));
      held.splice(0, held.length, ...held.filter((r) => !which(r.url)));
      await Promise.all(
        go.map((r) => cdp.send('Fetch.continueRequest', { requestId: r.requestId })),
      );
    };
    const worker = (url: string) => /\/assets\/service-worker-[^/]*\.js$/.test(url);
    await cdp.send('Fetch.enable', { patterns: [{ urlPattern: '*/assets/service-worker-*' }] });
    await page.goto('/news/list');
    const listTitle = await heading(page);
    const listUrl = page.url();
    await expect.poll(() => held.some((r) => worker(r.url))).toBe(true);

    await cdp.send('Fetch.enable', { patterns: [{ urlPattern: '*/assets/*' }] });
    await page.locator('main a[href*="/news/detail/"]').first().click();
    // The address changes only once the page's chunk is in.
    await expect.poll(() => held.some((r) => !worker(r.url))).toBe(true);
    // The worker registers, installs and takes the page over while the chunk is on its way.
    holding = false;
    await release(worker);
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
        timeout: 45_000,
        interval: 250,
      })
      .toBe(true);
    await release(() => true);
    await cdp.send('Fetch.disable');
    await page.waitForURL(/\/news\/detail\//);
    const articleUrl = page.url();
    const articleTitle = await heading(page, listTitle);
    await expect
      .poll(() => kept(page, [listUrl, articleUrl]), { timeout: 30_000 })
      .toEqual([true, true]);
    await expect.poll(() => filesNotKept(page), { timeout: 30_000 }).toEqual([]);

    await context.setOffline(true);
    const reopened = await page.reload();
    expect(reopened?.fromServiceWorker()).toBe(true);
    expect(await heading(page)).toBe(articleTitle);
    await page.goto(listUrl);
    expect(await heading(page)).toBe(listTitle);
    expect(errors.filter((e) => /dynamically imported module|網站暫時出現問題/.test(e))).toEqual(
      [],
    );
  });
});
