/**
 * What an e2e test file uses: its worker's portal and the Chromium started by the global setup.
 *
 * ```ts
 * const env = useE2E();            // at the top of the file
 * it('...', async () => {
 *   const { page } = await env.page({ width: 375 });
 *   await page.goto('/doctor/list');
 * });
 * ```
 */
import { readFileSync } from 'node:fs';
import { calls } from '@portal/shared';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { ContextPool } from './context-pool';
import {
  connectBrowser,
  launchFullBrowser,
  waitForApp,
  type NewPageOptions,
  type TestPage,
} from './browser';
import { vcodesIn, waitForVCodeIn, type VCodeWaitOptions } from './portal';

/** The widths the layouts are checked at: desktop and phone. */
export const WIDTHS = [1280, 375] as const;

export interface SharedPortal {
  url: string;
  lines(): string[];
  waitForVCode(phone: string, options?: VCodeWaitOptions): Promise<string>;
  vcodeCount(phone: string): number;
}

/**
 * The portal the global setup started for this file's worker (reads its log file for
 * verification codes). Files running at the same time are on different workers, so on different
 * portals.
 */
function sharedPortal(): SharedPortal {
  const portals = inject('portals');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const { url, logFile } = portals[(worker - 1) % portals.length]!;
  const lines = () => readFileSync(logFile, 'utf8').split('\n');
  return {
    url,
    lines,
    waitForVCode: (phone, options) => waitForVCodeIn(lines, phone, options),
    vcodeCount: (phone) => vcodesIn(lines(), phone).length,
  };
}

interface E2EPageOptions extends Omit<NewPageOptions, 'baseURL'> {
  /**
   * Keep the page open until the file ends, for a page the file's tests take turns on. Without
   * it a page opened by a test is closed when that test ends (one opened in a `beforeAll`, when
   * the file ends), so the browser never carries the pages of tests long finished.
   */
  keep?: boolean;
}

export interface E2E {
  portal: SharedPortal;
  browser(): Browser;
  /**
   * A page with `baseURL` set to the portal, in a context of its own that starts empty (no
   * cookies, storage or cache): a new one, or one an earlier test on this worker gave back,
   * parked and emptied (see context-pool.ts).
   */
  page(options?: E2EPageOptions): Promise<TestPage>;
  /** A fresh page at `width`, gone to `path` and waited on until the SPA has mounted. */
  open(width: number, path: string): Promise<TestPage>;
}

/**
 * The worker's connection to the run's browser and its pages, kept from one file to the next:
 * the e2e project does not isolate files (`isolate: false`), so this module outlives each file
 * and the next file on the worker (on the same portal) starts with pages already made. The
 * global teardown closes the browser, and every context with it.
 */
let connecting: Promise<Browser> | undefined;
let browser: Browser | undefined;
let workerPages: ContextPool | undefined;

function connected(): Browser {
  if (!browser) throw new Error('browser not started (call inside a test)');
  return browser;
}

/**
 * Registers the hooks that connect the file to the run's browser (see global-setup.ts) and give
 * back the pages it opens.
 */
export function useE2E(): E2E {
  const filePages: TestPage[] = [];
  const testPages: TestPage[] = [];
  let inTest = false;
  const portal = sharedPortal();
  beforeAll(async () => {
    connecting ??= connectBrowser(inject('browserEndpoint'));
    browser = await connecting;
  });
  beforeEach(() => {
    inTest = true;
  });
  afterEach(async () => {
    inTest = false;
    await Promise.all(testPages.splice(0).map((p) => p.close().catch(() => {})));
  });
  afterAll(async () => {
    await Promise.all(filePages.splice(0).map((p) => p.close().catch(() => {})));
  });
  const contexts = (workerPages ??= new ContextPool(connected, portal.url));
  const page = async ({ keep = false, ...options }: E2EPageOptions = {}): Promise<TestPage> => {
    const p = await contexts.page(options);
    (inTest && !keep ? testPages : filePages).push(p);
    return p;
  };
  return {
    portal,
    browser: connected,
    page,
    open: async (width, path) => {
      const t = await page({ width });
      await t.page.goto(path);
      await waitForApp(t.page);
      return t;
    },
  };
}

/**
 * The full Chromium for a file whose tests need what the run's browser, the headless shell,
 * lacks (a push service, shown notifications): started before the file's tests, closed after.
 */
export function useFullBrowser(): () => Browser {
  let full: Browser | undefined;
  beforeAll(async () => {
    full = await launchFullBrowser();
  });
  afterAll(async () => {
    await full?.close();
    full = undefined;
  });
  return () => {
    if (!full) throw new Error('full browser not started (call inside a test)');
    return full;
  };
}

/** The demo account the upstream seeds (README): its phone and password. */
export const DEMO_PHONE = '91234567';
export const DEMO_PASSWORD = 'Demo1234';

/**
 * Logs the demo client in on the login form at `path` (Traditional or Simplified) as a person
 * does, and waits until the portal has moved on from it.
 */
export async function loginOnForm(page: Page, path = '/login'): Promise<void> {
  await page.goto(path);
  await waitForApp(page);
  const form = page.locator('form[aria-label="登入表單"], form[aria-label="登录表单"]');
  await form.getByLabel(/手機號碼|手机号码/).fill(DEMO_PHONE);
  await form.locator('input[type="password"]').fill(DEMO_PASSWORD);
  await form.locator('button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
}

/** A random valid Hong Kong mobile number (starts with 5, 6 or 9), unique enough per run. */
export function randomPhone(): string {
  const first = ['5', '6', '9'][Math.floor(Math.random() * 3)]!;
  return first + String(Math.floor(Math.random() * 1e7)).padStart(7, '0');
}

/** What the browser tests send with the API calls they make from a page. */
function apiHeaders(portal: SharedPortal): Record<string, string> {
  return { 'x-csrf': '1', 'content-type': 'application/json', origin: portal.url };
}

/**
 * Logs `account` (the demo client unless given) in through the API, in the page's context (the
 * session cookie is the context's): for tests about what a client sees, not about logging in.
 */
export async function logInThroughApi(
  page: Page,
  portal: SharedPortal,
  account = { phone: DEMO_PHONE, password: DEMO_PASSWORD },
): Promise<void> {
  const res = await page.request.post(calls.login.path, {
    headers: apiHeaders(portal),
    data: account,
  });
  const answer = (await res.json()) as { code: number; msg: string };
  expect(answer.code, answer.msg).toBe(200);
}

/**
 * A new client: registered through the SMS-code flow and logged in through the API, in the
 * page's context (the session cookie is the context's).
 */
export async function registerClient(
  page: Page,
  portal: SharedPortal,
  username: string,
): Promise<{ phone: string; password: string }> {
  const phone = randomPhone();
  const password = 'Keys1234';
  const headers = apiHeaders(portal);
  const before = portal.vcodeCount(phone);
  const vcode = await (
    await page.request.post(`${calls.getVCode.path}?codeType=register&phoneNumber=${phone}`, {
      headers,
      data: {},
    })
  ).json();
  expect(vcode.code, vcode.msg).toBe(200);
  const numcode = await portal.waitForVCode(phone, { after: before });
  for (const [path, data] of [
    [
      calls.clientRegister.path,
      { phone, password, username, codeKey: vcode.data.codeKey, numcode },
    ],
    [calls.login.path, { phone, password }],
  ] as const) {
    const answer = await (await page.request.post(path, { headers, data })).json();
    expect(answer.code, answer.msg).toBe(200);
  }
  return { phone, password };
}
