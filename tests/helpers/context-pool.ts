/**
 * Pages the test files on a worker hand out again once emptied, instead of making a new context
 * and page for every page a test asks for. The browser tests are bound by the machine's CPU, and most of what
 * a new page costs Chromium is renderer processes: the portal's pages send
 * `Cross-Origin-Opener-Policy: same-origin`, so a tab's first visit to the portal (from
 * `about:blank`) moves it to a new renderer process, and so does every visit from a document
 * without that header. A page that goes from one portal page to the next keeps its process and
 * the scripts it compiled, and costs about half as much per visit.
 *
 * So a page given back is not closed: it is parked on a portal page with scripts turned off (the
 * page of the test before can run nothing more, and the parked one runs nothing at all), and its
 * context is emptied of everything a test could leave there: cookies, storage of every kind
 * (local, session, IndexedDB, Cache Storage, service workers) and the HTTP cache. The next test
 * gets the same page with scripts on again and starts as in a new context: nobody logged in,
 * nothing saved, nothing cached, no worker installed.
 *
 * Some changes stay with a page or context and are not undone by emptying: init scripts, routes,
 * exposed functions, extra headers, viewport or media emulation, and anything done through the
 * context (offline, permissions, geolocation). A page whose test made such a change, or reached
 * its context, or opened another page in it, is closed with its context instead. Listeners a
 * test adds to the page are taken off when it gives the page back.
 */
import type { Browser, BrowserContext, CDPSession, Page, Worker } from 'playwright-core';
import {
  followAs,
  followPage,
  newTestContext,
  type NewPageOptions,
  type TestPage,
} from './browser';

/** Where a page waits between tests: a portal page (so its process stays), rendered once. */
const PARK_PATH = '/home/about';

/** How long a worker of the test before may take to stop before its context is closed instead. */
const WORKER_STOP_MS = 10_000;

/**
 * Whether every one of `workers` closes (its target gone) within `ms` from now: listened to at
 * once, so a close that comes while the caller awaits something else is not missed.
 */
async function allClosed(workers: readonly Worker[], ms: number): Promise<boolean> {
  if (workers.length === 0) return true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const closed = Promise.all(
    workers.map((w) => new Promise<void>((resolve) => w.once('close', () => resolve()))),
  ).then(() => true as const);
  try {
    return await Promise.race([closed, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Page methods whose effect outlives the test; a page they were called on is not handed out again. */
const LASTING = new Set<PropertyKey>([
  'addInitScript',
  'addLocatorHandler',
  'clock',
  'close',
  'context',
  'emulateMedia',
  'exposeBinding',
  'exposeFunction',
  'route',
  'routeFromHAR',
  'routeWebSocket',
  'setDefaultNavigationTimeout',
  'setDefaultTimeout',
  'setExtraHTTPHeaders',
  'setViewportSize',
]);

const ADD_LISTENER = new Set<PropertyKey>([
  'on',
  'once',
  'addListener',
  'prependListener',
  'prependOnceListener',
]);

type Listener = (...args: never[]) => unknown;

interface Pooled {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  /** The context's service worker versions that are not stopped, as the DevTools protocol says. */
  running: Set<string>;
  /** The errors list of the test holding the page (a new one for each test). */
  errors: string[];
}

export class ContextPool {
  private readonly idle = new Map<string, Pooled[]>();

  constructor(
    private readonly browser: () => Browser,
    private readonly origin: string,
  ) {}

  /** A page in an empty context with these options: one given back earlier, or a new one. */
  async page(options: NewPageOptions): Promise<TestPage> {
    const key = `${options.width ?? 1280}|${options.serviceWorkers ?? 'allow'}`;
    const pooled = this.idle.get(key)?.pop() ?? (await this.create(options));
    // Emptied of cookies once more as it is handed out: an answer to a request of the test before
    // (its service worker's, a beacon's) that arrived after the parking could still have set one.
    await pooled.context.clearCookies();
    pooled.errors = [];
    let lasting = false;
    const listeners: [event: string, listener: Listener][] = [];
    const raw = pooled.page;
    const page: Page = new Proxy(raw, {
      get(target, property) {
        if (LASTING.has(property)) lasting = true;
        if (ADD_LISTENER.has(property)) {
          return (event: string, listener: Listener) => {
            listeners.push([event, listener]);
            (target[property as 'on'] as (e: string, l: Listener) => Page)(event, listener);
            return page;
          };
        }
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    followAs(page, raw);
    let closed: Promise<void> | undefined;
    return {
      page,
      errors: pooled.errors,
      get context() {
        lasting = true;
        return pooled.context;
      },
      close: () => {
        closed ??= (async () => {
          for (const [event, listener] of listeners) {
            (raw.off as (e: string, l: Listener) => Page)(event, listener);
          }
          if (lasting || !(await this.park(pooled))) {
            await this.discard(pooled);
            return;
          }
          this.idle.set(key, [...(this.idle.get(key) ?? []), pooled]);
        })();
        return closed;
      },
    };
  }

  private async create(options: NewPageOptions): Promise<Pooled> {
    const context = await newTestContext(this.browser(), { ...options, baseURL: this.origin });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const pooled: Pooled = { context, page, cdp, running: new Set(), errors: [] };
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      for (const v of versions) {
        if (v.runningStatus === 'stopped') pooled.running.delete(v.versionId);
        else pooled.running.add(v.versionId);
      }
    });
    await cdp.send('ServiceWorker.enable');
    followPage(page, () => pooled.errors);
    return pooled;
  }

  /**
   * Parks the page and empties its context as described above; false when that could not be
   * done (the page or its context is then closed).
   */
  private async park({ context, page, cdp, running }: Pooled): Promise<boolean> {
    try {
      if (page.isClosed() || context.pages().length !== 1) return false;
      await cdp.send('Emulation.setScriptExecutionDisabled', { value: true });
      // Straight to the network: the worker of the test before is not asked for the page.
      await cdp.send('Network.setBypassServiceWorker', { bypass: true });
      await page.goto(`${this.origin}${PARK_PATH}`);
      // Emptied after the parking visit, so nothing that visit stored is left either. That
      // unregisters the test's service worker but leaves it running, and a running worker can
      // still write (a page it was keeping, into the Cache Storage just emptied): it is stopped,
      // and the page is handed out again only once it has gone.
      const stopped = allClosed(context.serviceWorkers(), WORKER_STOP_MS);
      await cdp.send('Storage.clearDataForOrigin', { origin: this.origin, storageTypes: 'all' });
      for (const versionId of running) {
        await cdp.send('ServiceWorker.stopWorker', { versionId }).catch(() => undefined);
      }
      if (!(await stopped)) return false;
      await cdp.send('Network.clearBrowserCache');
      await context.clearCookies();
      await cdp.send('Network.setBypassServiceWorker', { bypass: false });
      await cdp.send('Emulation.setScriptExecutionDisabled', { value: false });
      // A new page has the pointer nowhere: nothing on the next test's page starts hovered.
      await page.mouse.move(0, 0);
      return true;
    } catch {
      return false;
    }
  }

  private async discard(pooled: Pooled): Promise<void> {
    await pooled.context.close().catch(() => undefined);
  }
}
