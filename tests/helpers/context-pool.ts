/**
 * Browser contexts a test file hands out again once emptied, instead of making a new one for
 * every page a test asks for. A new context costs Chromium about twice what a page load in it
 * does (new renderer processes, the service worker installed from nothing), and the browser
 * tests are bound by the machine's CPU.
 *
 * A page given back is closed and its context emptied of everything a test could leave there:
 * cookies, storage of every kind (local, session, IndexedDB, Cache Storage, service workers) and
 * the HTTP cache. So the next test starts as in a new context: nobody logged in, nothing saved,
 * nothing cached. A context a test reached into (`TestPage.context`: offline, routes,
 * permissions, geolocation) may hold settings that emptying does not undo: it is closed instead.
 *
 * Each context keeps one idle page at the portal open, so Chromium keeps what it started for
 * the site between tests.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newTestContext, trackedPage, type NewPageOptions, type TestPage } from './browser';

interface Pooled {
  context: BrowserContext;
  /** The idle page at the portal that keeps the context's site warm. */
  keeper: Page;
}

export class ContextPool {
  private readonly idle = new Map<string, Pooled[]>();
  private readonly all = new Set<Pooled>();

  constructor(
    private readonly browser: () => Browser,
    private readonly origin: string,
  ) {}

  /** A page in an empty context with these options: one given back earlier, or a new one. */
  async page(options: NewPageOptions): Promise<TestPage> {
    const key = `${options.width ?? 1280}|${options.serviceWorkers ?? 'allow'}`;
    const pooled = this.idle.get(key)?.pop() ?? (await this.create(options));
    const { page, errors } = await trackedPage(pooled.context);
    let reached = false;
    let closed: Promise<void> | undefined;
    return {
      page,
      errors,
      get context() {
        reached = true;
        return pooled.context;
      },
      close: () => {
        closed ??= (async () => {
          await page.close().catch(() => undefined);
          if (reached || !(await this.empty(pooled))) {
            await this.discard(pooled);
            return;
          }
          this.idle.set(key, [...(this.idle.get(key) ?? []), pooled]);
        })();
        return closed;
      },
    };
  }

  /** Closes every context, idle or not. */
  async closeAll(): Promise<void> {
    this.idle.clear();
    await Promise.all([...this.all].map((p) => this.discard(p)));
  }

  private async create(options: NewPageOptions): Promise<Pooled> {
    const context = await newTestContext(this.browser(), { ...options, baseURL: this.origin });
    const keeper = await context.newPage();
    await keeper.goto(`${this.origin}/favicon.svg`);
    const pooled = { context, keeper };
    this.all.add(pooled);
    return pooled;
  }

  /** Empties the context as described above; false when that could not be done. */
  private async empty({ context, keeper }: Pooled): Promise<boolean> {
    try {
      if (context.pages().some((p) => p !== keeper)) return false;
      const cdp = await context.newCDPSession(keeper);
      await cdp.send('Storage.clearDataForOrigin', { origin: this.origin, storageTypes: 'all' });
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
      await context.clearCookies();
      return true;
    } catch {
      return false;
    }
  }

  private async discard(pooled: Pooled): Promise<void> {
    this.all.delete(pooled);
    await pooled.context.close().catch(() => undefined);
  }
}
