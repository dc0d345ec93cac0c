/**
 * Debian's Chromium headless shell (`/usr/bin/chromium-headless-shell`, package
 * chromium-headless-shell) driven by playwright-core. Never downloads a browser.
 *
 * The shell is Chromium's own headless build: the same Blink, V8, network stack and service
 * workers as `/usr/bin/chromium`, without the browser's windows and UI, and what Playwright runs
 * for headless Chromium by default. The suite's pages cost about a sixth less CPU in it than in
 * the full browser's headless mode, with the same results.
 */
import { readFileSync } from 'node:fs';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserServer,
  type Page,
} from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/**
 * The full browser (Debian package chromium), for what the shell lacks: a push service to
 * subscribe to (`PushManager`) and notifications a service worker shows.
 */
const FULL_CHROMIUM_PATH = process.env.FULL_CHROMIUM_PATH ?? '/usr/bin/chromium';

export const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

/**
 * Chromium features turned off on top of Playwright's own, for a run of the full browser
 * (`CHROMIUM_PATH=/usr/bin/chromium`; the shell has no such UI). In its headless mode every window
 * gets the address bar's WebUI popups, two pages of script in a renderer of their own, and every
 * browser context is a window: they made up about a third of what a new context costs.
 */
const DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

let launchArgs: Promise<string[]> | undefined;

/**
 * The arguments a test browser starts with. Chromium honours only the last `--disable-features`
 * and Playwright puts its own list first, so ours has to carry that list as well. It is read off
 * the command line of a browser started once with Playwright's defaults, so it follows whatever
 * Playwright version is installed; where that cannot be read, the browser keeps Playwright's list
 * alone.
 */
export function chromiumArgs(): Promise<string[]> {
  launchArgs ??= (async () => {
    const probe = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: ARGS });
    let commandLine: string;
    try {
      commandLine = readFileSync(`/proc/${probe.process().pid}/cmdline`, 'utf8');
    } catch {
      return ARGS;
    } finally {
      await probe.close();
    }
    // Chromium rewrites its process title, so the arguments may be split by spaces or NULs.
    const playwrights = [...commandLine.matchAll(/--disable-features=([^\s\0]+)/g)].flatMap((m) =>
      m[1]!.split(','),
    );
    if (playwrights.length === 0) return ARGS;
    const features = [...new Set([...playwrights, ...DISABLED_FEATURES])];
    return [...ARGS, `--disable-features=${features.join(',')}`];
  })();
  return launchArgs;
}

/** A Chromium that other processes connect to (`connectBrowser`): one for a whole test run. */
export async function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: CHROMIUM_PATH, args: await chromiumArgs() });
}

/** The full browser (`FULL_CHROMIUM_PATH`) in its headless mode, for this process alone. */
export async function launchFullBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: FULL_CHROMIUM_PATH, args: await chromiumArgs() });
}

/** Connects to a browser from `launchBrowserServer`; closing it closes this side's contexts only. */
export function connectBrowser(wsEndpoint: string): Promise<Browser> {
  return chromium.connect(wsEndpoint);
}

export interface NewPageOptions {
  /** 1280 (desktop, default) or 375 (mobile: iPhone-like, touch, 2x). */
  width?: 1280 | 375 | number;
  /** Base URL for relative `page.goto` paths (the portal URL). */
  baseURL?: string;
  /**
   * 'block' keeps the portal's service worker out: Playwright's request routing does not see
   * what a service worker fetches, so a test that fails requests on purpose needs it gone.
   */
  serviceWorkers?: 'allow' | 'block';
}

export interface TestPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
  close(): Promise<void>;
}

/**
 * A browser context with JavaScript off, as a crawler or a page still waiting for its scripts
 * sees the portal: whatever shows there is what the server rendered. 375 px and narrower is a
 * phone (iPhone user agent).
 */
export function noScriptContext(
  browser: Browser,
  width: number,
  locale: 'zh-HK' | 'zh-CN' = 'zh-HK',
): Promise<BrowserContext> {
  return browser.newContext({
    javaScriptEnabled: false,
    locale,
    ...(width < 480
      ? { viewport: { width, height: 812 }, isMobile: true, userAgent: IPHONE_UA }
      : { viewport: { width, height: 900 } }),
  });
}

/** A fresh context (own cookies and storage, nothing cached) at the given width. */
export function newTestContext(
  browser: Browser,
  options: NewPageOptions = {},
): Promise<BrowserContext> {
  const width = options.width ?? 1280;
  const mobile = width <= 480;
  return browser.newContext({
    baseURL: options.baseURL,
    serviceWorkers: options.serviceWorkers ?? 'allow',
    locale: 'zh-HK',
    timezoneId: 'Asia/Hong_Kong',
    ...(mobile
      ? {
          viewport: { width, height: 812 },
          isMobile: true,
          hasTouch: true,
          deviceScaleFactor: 2,
          userAgent: IPHONE_UA,
        }
      : { viewport: { width, height: 900 } }),
  });
}

/** A new page in `context` whose requests, uncaught errors and console errors are followed. */
async function trackedPage(context: BrowserContext): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  followPage(page, () => errors);
  return { page, errors };
}

/**
 * Follows `page`'s requests (for `waitForNetworkQuiet`), and its uncaught errors and console
 * errors, added to the list `errors()` gives at the time.
 */
export function followPage(page: Page, errors: () => string[]): void {
  trackRequests(page);
  page.on('pageerror', (err) => errors().push(`pageerror: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors().push(`console: ${msg.text()}`);
  });
}

/**
 * Lets `waitForNetworkQuiet` know `alias` (a wrapper a test gets instead of `page`) as `page`,
 * counting requests from now on.
 */
export function followAs(alias: Page, page: Page): void {
  const state = inFlight.get(page);
  if (!state) return;
  state.count = 0;
  state.since = Date.now();
  inFlight.set(alias, state);
}

/** A fresh context (own cookies and storage) and page at the given width. */
export async function newPage(browser: Browser, options: NewPageOptions = {}): Promise<TestPage> {
  const context = await newTestContext(browser, options);
  const { page, errors } = await trackedPage(context);
  return { page, context, errors, close: () => context.close() };
}

/** Requests in flight per page, and when the last one ended (see `waitForNetworkQuiet`). */
const inFlight = new WeakMap<Page, { count: number; since: number }>();

function trackRequests(page: Page): void {
  const state = { count: 0, since: Date.now() };
  inFlight.set(page, state);
  page.on('request', () => {
    state.count += 1;
  });
  const done = () => {
    state.count = Math.max(0, state.count - 1);
    state.since = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/**
 * Waits until the page has had no request in flight for `quietMs` (at most `timeout` ms): what
 * Playwright's 'networkidle' does with 500 ms, but also after a client-side navigation, and
 * without the fixed half second when the page is already quiet. Pages not opened by `newPage`
 * fall back to 'networkidle'.
 */
export async function waitForNetworkQuiet(
  page: Page,
  { quietMs = 150, timeout = 15_000 } = {},
): Promise<void> {
  const state = inFlight.get(page);
  if (!state) {
    await page.waitForLoadState('networkidle', { timeout }).catch(() => undefined);
    return;
  }
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    const quietFor = Date.now() - state.since;
    if (state.count === 0 && quietFor >= quietMs) return;
    await new Promise((r) => setTimeout(r, state.count === 0 ? quietMs - quietFor : 50));
  }
}

/**
 * Waits until the SPA has mounted. A server-rendered page shows its header before any script
 * runs, so the header alone is not enough: React must have taken the whole page over (hydration
 * committed), or a click would be a plain link followed by the browser and text typed into a
 * field not yet hydrated would not reach the form's state.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForSelector('header', { state: 'visible' });
  await page.waitForFunction(() => {
    const header = document.querySelector('header');
    if (header === null || !Object.keys(header).some((key) => key.startsWith('__reactFiber'))) {
      return false;
    }
    // React's root: while a server-rendered page is being hydrated its state says so.
    const root = document.getElementById('root') as unknown as Record<string, unknown> | null;
    const key = root ? Object.keys(root).find((k) => k.startsWith('__reactContainer')) : undefined;
    const fiber = key
      ? (root![key] as { stateNode?: { current?: { memoizedState?: unknown } } })
      : null;
    const state = fiber?.stateNode?.current?.memoizedState as { isDehydrated?: boolean } | null;
    return state?.isDehydrated !== true;
  });
}

/**
 * Waits until no finite animation or CSS transition is running (a dialog sliding in, a menu
 * fading), so what is checked next sees the page as it comes to rest. Endless ones (a spinner)
 * are left alone; a page that keeps animating is given up on after `timeout` ms.
 */
export async function waitForAnimations(page: Page, timeout = 5_000): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout },
    )
    .catch(() => undefined);
}
