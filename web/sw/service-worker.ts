/**
 * The portal's service worker (built by scripts/pwa.mjs with Workbox; the precache list is
 * injected there, after the Simplified copy exists).
 *
 * - The offline pages, icons and manifests are precached at install. So is the kit of the reader's
 *   copy of the site (Traditional, Simplified or English): its entry's hashed assets and what
 *   in-app navigation needs besides (the progress bar, the phone menu, the notices). The kit of
 *   another copy is kept the first time the reader opens a page of it, so a phone downloads the
 *   copies its reader uses, not all three.
 * - Pages are network-first with a short timeout; a page read before comes from its cached copy,
 *   anything else gets the offline page of its copy, in its language. A cached page is stored
 *   with the headers it came with, so its CSP always allows the scripts in it.
 * - Hashed assets (`/assets/`, `/zh-cn/assets/`) are cache-first once fetched.
 * - `/api`, `/bff` and `/files` are never touched: answers, sessions and uploads go to the
 *   network (or fail) as if there were no worker, and every POST with them. The one private list
 *   kept offline, the client's upcoming bookings, is kept by the app itself, which knows whose
 *   they are and when to forget them. A page opened at one of their addresses (the link in the
 *   mail verifying a reminder address, a file in a tab of its own) is answered by the request
 *   the browser already sent (navigation preload), never by a second one.
 * - A new version waits until the reader chooses to reload (the app's update prompt), so it never
 *   takes over a page in the middle of a booking.
 */
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { copyOfPath, pathInCopy, type CopyId } from '@portal/shared/copies';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

/**
 * Each copy's kit: the paths (hashed, so never changed in place) its pages need to start and to
 * move on offline, written in by scripts/pwa.mjs.
 */
declare const __COPY_KITS__: Record<CopyId, string[]>;

const PAGES_CACHE = 'portal-pages';
const ASSETS_CACHE = 'portal-assets';
/** The kits kept, apart from the assets cache: never expired, pruned to this version's kits. */
const KIT_CACHE = 'portal-kit';
/** Past this the last cached copy of a page is shown rather than keeping a reader waiting. */
const PAGE_TIMEOUT_S = 3;
const DAY_S = 86_400;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const kitUrls = (copy: CopyId) =>
  __COPY_KITS__[copy].map((path) => new URL(`/${path}`, self.location.origin).href);

/** The copies whose kits this worker keeps (or is keeping) while it runs. */
const keptKits = new Set<CopyId>();

/**
 * Keeps a copy's kit: what it lacks is fetched (the page that asked has usually just loaded it,
 * so the browser's cache answers). Rejects when a file cannot be fetched; a later page of the
 * copy tries again.
 */
async function keepKit(copy: CopyId): Promise<void> {
  if (keptKits.has(copy)) return;
  keptKits.add(copy);
  try {
    const cache = await caches.open(KIT_CACHE);
    const urls = kitUrls(copy);
    const missing = await Promise.all(urls.map(async (u) => ((await cache.match(u)) ? null : u)));
    await cache.addAll(missing.filter((u): u is string => u !== null));
  } catch (error) {
    keptKits.delete(copy);
    throw error;
  }
}

/**
 * At install, the kits of the copies the reader has open and of those the last version kept
 * (a reader of two copies keeps both): installing fails, as a precache would, when one cannot be
 * fetched, and the browser tries again later.
 */
self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const kept = await (await caches.open(KIT_CACHE)).keys();
      const copies = new Set<CopyId>(
        [...windows.map((w) => w.url), ...kept.map((r) => r.url)].map(
          (u) => copyOfPath(new URL(u).pathname).id,
        ),
      );
      // A worker installed with no page open (a background update) keeps the default copy's.
      if (copies.size === 0) copies.add('hant');
      await Promise.all([...copies].map(keepKit));
    })(),
  );
});

/** Once this version runs, the files of earlier versions' kits go. */
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const current = new Set(Object.values(__COPY_KITS__).flat());
      const cache = await caches.open(KIT_CACHE);
      for (const request of await cache.keys()) {
        if (!current.has(new URL(request.url).pathname.slice(1))) await cache.delete(request);
      }
    })(),
  );
});
// The first version takes over the page that installed it, so what that page loaded is cached
// at once; later versions only activate when the reader asks (SKIP_WAITING below).
clientsClaim();

// Pages are asked for by the browser itself while the worker starts (navigation preload), with
// the headers of a real navigation: the worker's own fetch would say `Sec-Fetch-Site:
// same-origin`, and the BFF would take a typed address or a bookmark for a link inside the site
// (it sends a reader who chose the other script to that script's page only from outside).
self.addEventListener('activate', (event) => {
  event.waitUntil(self.registration.navigationPreload.enable());
});

/** The path inside its copy: `/zh-cn/doctor/D1`, `/en/doctor/D1` -> `/doctor/D1`. */
function pagePath(pathname: string): string {
  return pathInCopy(pathname);
}

/**
 * Names of the fields the site's forms send (feedback, account, sign-up, password). The forms
 * post, but a browser that submits one before the scripts run, or an old link, may still put them
 * in an address: such a page is never kept, so a message, a contact or a code never sits in the
 * pages cache for a month.
 */
const FORM_FIELDS = new Set([
  'msgtxt',
  'contact',
  'phone',
  'phonenumber',
  'code',
  'numcode',
  'vcode',
  'codekey',
  'password',
  'confirm',
  'newpwd',
  'oldpwd',
  'username',
]);

function carriesFormFields(search: string): boolean {
  let found = false;
  new URLSearchParams(search).forEach((_value, key) => {
    if (FORM_FIELDS.has(key.toLowerCase())) found = true;
  });
  return found;
}

/**
 * Pages kept for offline reading: every public page (they are rendered for anonymous visitors,
 * so no client's data is in them) and the frame of "my bookings", where the saved bookings are
 * read. Forms that cannot work without the network get the offline page instead.
 */
function isKeptPage(pathname: string, search = ''): boolean {
  if (carriesFormFields(search)) return false;
  const path = pagePath(pathname);
  if (path === '/user/booking/order') return true;
  return !/^\/(?:user|login|register|forgetPassword|os)(?:\/|$)/.test(path);
}

/** The offline page of a page's copy, in its language (each written by scripts/offline.mjs). */
function offlinePage(pathname: string): string {
  return `${copyOfPath(pathname).prefix}/offline.html`;
}

/** Only whole HTML pages are kept: never a redirect, an error or the not-found page. */
function isWholePage(response: Response): boolean {
  return (
    response.status === 200 && (response.headers.get('content-type') ?? '').startsWith('text/html')
  );
}

const htmlPagesOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (isWholePage(response) ? response : null),
};

const okOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null),
};

/**
 * Documents shown from their kept copy (the network failed or was too slow), by the client each
 * became, with the copy's date: the page asks (KEPT_COPY below), to say when it was saved and to
 * follow its links through the worker.
 */
const shownFromCopy = new Map<string, string>();
const SHOWN_FROM_COPY_MAX = 50;

const noteCopyShown: WorkboxPlugin = {
  // NetworkFirst reads its cache only when the network has not answered.
  cachedResponseWillBeUsed: async ({ cachedResponse, event }) => {
    const client = (event as FetchEvent | undefined)?.resultingClientId;
    if (cachedResponse && client) {
      if (shownFromCopy.size >= SHOWN_FROM_COPY_MAX) {
        shownFromCopy.delete(shownFromCopy.keys().next().value!);
      }
      shownFromCopy.set(client, cachedResponse.headers.get('date') ?? '');
    }
    return cachedResponse;
  },
};

const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: PAGE_TIMEOUT_S,
  // The page is stored under its address alone (its `Vary: accept-encoding` would otherwise
  // hide a copy the worker fetched itself from the browser's own navigation).
  matchOptions: { ignoreVary: true },
  plugins: [
    htmlPagesOnly,
    noteCopyShown,
    new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true }),
  ],
});
const networkOnly = new NetworkOnly();

registerRoute(
  new NavigationRoute(
    async (options) => {
      const { pathname, search } = new URL(options.request.url);
      // A page of another copy than the ones kept: its kit is kept from now on.
      options.event.waitUntil(keepKit(copyOfPath(pathname).id).catch(() => undefined));
      try {
        return await (isKeptPage(pathname, search) ? pages : networkOnly).handle(options);
      } catch {
        return (await matchPrecache(offlinePage(pathname))) ?? Response.error();
      }
    },
    { denylist: [/^\/(?:api|bff|files)\//] },
  ),
);

// A navigation to an address the app never shows: without a route the browser would send it again
// after its preload, and a second GET of a single-use link (a reminder address's verification)
// would find its token used. NetworkOnly answers with the preload, as the network answered it.
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' &&
    url.origin === self.location.origin &&
    /^\/(?:api|bff|files)\//.test(url.pathname),
  networkOnly,
);

function isAsset(url: URL): boolean {
  return url.origin === self.location.origin && /^\/(?:(?:zh-cn|en)\/)?assets\//.test(url.pathname);
}

const assets = new CacheFirst({
  cacheName: ASSETS_CACHE,
  plugins: [
    okOnly,
    new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * DAY_S, purgeOnQuotaError: true }),
  ],
});
registerRoute(
  ({ url, request }) => request.method === 'GET' && isAsset(url),
  async (options) =>
    (await caches.match(options.request, { cacheName: KIT_CACHE })) ?? assets.handle(options),
);

/** A kept page read again in the app is fetched again once its copy is this old. */
const KEPT_FRESH_MS = 3_600_000;

function isOlderThan(response: Response, ms: number): boolean {
  const date = Date.parse(response.headers.get('date') ?? '');
  return !Number.isFinite(date) || Date.now() - date > ms;
}

/** Files of the build a page loaded before the worker took it over, cached as if through it. */
async function cacheLoadedFiles(files: readonly URL[], event: ExtendableEvent): Promise<void> {
  await Promise.all(
    files.filter(isAsset).map(async (url) => {
      // A kit's files are served from the kit already.
      if (await caches.match(url.href, { cacheName: KIT_CACHE })) return;
      await assets.handle({ request: new Request(url.href), event }).catch(() => undefined);
    }),
  );
}

/**
 * The page that installed the worker was loaded before the worker ran: it names its address and
 * the files it loaded, and they are cached as if they had come through the worker. The files go
 * first: a kept page is shown offline with them, so it is kept only once they are. A page read by
 * an in-app link (the app fetched its data, never its HTML) is named alone, its files having come
 * through the worker.
 */
async function cacheLoadedPage(urls: readonly string[], event: ExtendableEvent): Promise<void> {
  const [page, ...files] = urls.map((u) => new URL(u, self.location.href));
  await cacheLoadedFiles(files, event);
  if (page && page.origin === self.location.origin && isKeptPage(page.pathname, page.search)) {
    page.hash = '';
    const cache = await caches.open(PAGES_CACHE);
    const kept = await cache.match(page.href, { ignoreVary: true });
    if (!kept || isOlderThan(kept, KEPT_FRESH_MS)) {
      // Referred by the page itself: the worker's own address as Referer would read to the BFF
      // as a reader arriving from a page of the other script, and remember that script for them.
      const res = await fetch(page.href, {
        credentials: 'same-origin',
        headers: { accept: 'text/html' },
        referrer: page.href,
      }).catch(() => null);
      if (res && isWholePage(res)) await cache.put(page.href, res);
    }
  }
}

/**
 * The most addresses a page hands over at once: as many files as the assets cache keeps. Three
 * pages read before the worker took over (a list, an article, the doctors) load about 120 of the
 * build's files: a smaller limit would leave the last of them, the page read just then, uncached.
 */
const MAX_HANDED_URLS = 400;

self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; urls?: unknown } | null;
  if (data?.type === 'SKIP_WAITING') {
    void self.skipWaiting();
  } else if (data?.type === 'KEPT_COPY') {
    // Whether the asking page is a kept copy, and of when: its date, or null.
    const id = (event.source as Client | null)?.id ?? '';
    event.ports[0]?.postMessage(shownFromCopy.get(id) ?? null);
    shownFromCopy.delete(id);
  } else if (data?.type === 'CACHE_FILES' && Array.isArray(data.urls)) {
    // Files that were still loading when the worker took the page over (see CACHE_PAGE).
    event.waitUntil(
      cacheLoadedFiles(
        data.urls
          .filter((u): u is string => typeof u === 'string')
          .slice(0, MAX_HANDED_URLS)
          .map((u) => new URL(u, self.location.href)),
        event,
      ),
    );
  } else if (data?.type === 'CACHE_PAGE' && Array.isArray(data.urls)) {
    event.waitUntil(
      cacheLoadedPage(
        data.urls.filter((u): u is string => typeof u === 'string').slice(0, MAX_HANDED_URLS),
        event,
      ),
    );
  }
});

/**
 * Booking reminders (Web Push, sent by the BFF): `{title, body, url, tag}`. The tag is the
 * booking's, so a later reminder for the same visit replaces the earlier one instead of piling up.
 */
interface Reminder {
  title: string;
  body: string;
  url: string;
  tag: string;
}

function readReminder(data: PushMessageData | null): Reminder | null {
  try {
    const r = data?.json() as Partial<Reminder> | undefined;
    if (typeof r?.title !== 'string' || typeof r.body !== 'string') return null;
    return {
      title: r.title,
      body: r.body,
      url: typeof r.url === 'string' ? r.url : '/',
      tag: typeof r.tag === 'string' ? r.tag : '',
    };
  } catch {
    return null;
  }
}

/** Only a path of this site is opened from a notification. */
function sitePath(url: unknown): string {
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) return '/';
  return url;
}

self.addEventListener('push', (event) => {
  const reminder = readReminder(event.data);
  if (!reminder) return;
  event.waitUntil(
    self.registration.showNotification(reminder.title, {
      body: reminder.body,
      tag: reminder.tag || undefined,
      data: { url: sitePath(reminder.url) },
      icon: '/icons/icon-192.png',
      lang: copyOfPath(reminder.url).lang,
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = sitePath((event.notification.data as { url?: unknown } | null)?.url);
  const target = new URL(path, self.location.origin).href;
  event.waitUntil(
    (async () => {
      // A tab of the portal already open goes to the page; otherwise a new one opens.
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        await open.navigate(target).catch(() => self.clients.openWindow(target));
        return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
