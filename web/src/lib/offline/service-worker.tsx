/**
 * Registers the portal's service worker (web/sw/service-worker.ts) once the page has loaded, so
 * it never competes with the first view, and offers a new version instead of switching to it
 * under the reader: a booking half made stays as it is until they choose to reload. It hands the
 * worker every page read here to keep, sends in-app links through the worker while offline, and
 * says when a kept page read offline was saved.
 */
import { Button, Group, Text } from '@mantine/core';
import { formatDateTime } from '@portal/shared';
import { keepInstallPrompt } from './install-prompt';
import { m } from '../i18n/messages';
import { loadNotifications } from '../notify/notify';

const UPDATE_NOTICE_ID = 'portal-update';

async function offerUpdate(waiting: ServiceWorker, onReload: () => void): Promise<void> {
  // Fetched only when there is an update to offer, not on every visit.
  const { notifications } = await loadNotifications();
  notifications.show({
    id: UPDATE_NOTICE_ID,
    title: m.update_title(),
    autoClose: false,
    withCloseButton: true,
    position: 'bottom-center',
    message: (
      <Group gap="sm" justify="space-between" wrap="nowrap">
        <Text size="sm">{m.update_body()}</Text>
        <Button
          size="xs"
          onClick={() => {
            onReload();
            waiting.postMessage({ type: 'SKIP_WAITING' });
          }}
        >
          {m.update_reload()}
        </Button>
      </Group>
    ),
  });
}

/** The parts of the Navigation API read here (not in TypeScript's DOM library yet). */
interface SameDocumentHistory extends EventTarget {
  entries(): { url: string | null }[];
  readonly currentEntry: { url: string | null } | null;
}

function sameDocumentHistory(): SameDocumentHistory | null {
  return (window as { navigation?: SameDocumentHistory }).navigation ?? null;
}

/**
 * The page's address and every file it loaded, for a worker that was not there to see them. The
 * address is the one the document was loaded from, not where the reader is now: someone who
 * followed a link before the worker took over has left it, and it must be kept all the same.
 */
function loadedUrls(): string[] {
  const [navigation] = performance.getEntriesByType('navigation');
  const files = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(location.origin));
  return [navigation?.name || location.href, ...files];
}

/**
 * The other pages read in this document (in-app links followed before the worker took over):
 * their files came through no worker either, but each page's own address is enough, as the
 * worker fetches a page to keep it.
 */
function pagesReadSince(first: string): string[] {
  const urls = (sameDocumentHistory()?.entries() ?? []).map((entry) => entry.url ?? '');
  return [...new Set(urls)].filter((url) => url && url !== first);
}

/** A file of the site's build (a script, a chunk, a style), as the worker keeps them. */
function isBuiltFile(url: string): boolean {
  return (
    url.startsWith(`${location.origin}/`) &&
    /^\/(?:(?:zh-cn|en)\/)?assets\//.test(new URL(url).pathname)
  );
}

/**
 * Hands the worker the files that were still loading when it took the page over (the chunk of a
 * route whose in-app link was followed just then, say): the page asked for them before it had a
 * worker, so they did not come through it, and their timing entries only appear once they have
 * loaded, after the page's files were handed over. Each is handed over as it finishes loading.
 * Files asked for later come through the worker, which keeps them itself.
 */
function keepFilesStillLoading(worker: ServiceWorker, handed: ReadonlySet<string>): void {
  if (typeof PerformanceObserver !== 'function') return;
  const observer = new PerformanceObserver((list) => {
    const urls = (list.getEntries() as PerformanceResourceTiming[])
      .filter((entry) => entry.workerStart === 0 && !handed.has(entry.name))
      .map((entry) => entry.name)
      .filter(isBuiltFile);
    if (urls.length > 0) worker.postMessage({ type: 'CACHE_FILES', urls });
  });
  observer.observe({ type: 'resource' });
}

/** Asks the worker to keep one page read in the app (its files came through the worker). */
function keepPage(worker: ServiceWorker, url: string): void {
  worker.postMessage({ type: 'CACHE_PAGE', urls: [url] });
}

/**
 * Keeps every page the reader opens by an in-app link: the app fetches such a page's data, never
 * its HTML, so the worker fetches the page itself. Browsers without the Navigation API keep the
 * pages loaded whole.
 */
function keepPagesReadInApp(container: ServiceWorkerContainer): void {
  const history = sameDocumentHistory();
  history?.addEventListener('navigatesuccess', () => {
    const url = history.currentEntry?.url;
    if (url && container.controller) keepPage(container.controller, url);
  });
}

/**
 * Without a network an in-app link is followed by the browser instead: the worker then serves the
 * page as it was kept (with the data it was read with) or the offline page, which reloads into
 * the page once the network is back. In the app the link would load the page's data from the
 * network, and fail. Listening before the app (capture on the document) keeps the app's router
 * from taking the click.
 */
export function followLinksOffline(offline: () => boolean, doc: Document = document): void {
  doc.addEventListener(
    'click',
    (event) => {
      if (!offline() || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return;
      if (link.target && link.target !== '_self') return;
      const url = new URL(link.href);
      if (url.origin !== location.origin) return;
      // A jump within the page stays the page's own.
      if (url.pathname === location.pathname && url.search === location.search && url.hash) return;
      event.stopPropagation();
    },
    { capture: true },
  );
}

const SAVED_NOTICE_ID = 'portal-saved-copy';

/**
 * The date of the kept copy this page is, when the worker served it from its copy (the network
 * failed or was too slow); null for a page from the network. The worker is asked, since neither
 * `navigator.onLine` (true on a network that answers nothing) nor the page itself can tell.
 */
function keptCopyDate(worker: ServiceWorker | null): Promise<string | null> {
  if (!worker) return Promise.resolve(null);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(null), 2000);
    channel.port1.onmessage = (event: MessageEvent<unknown>) => {
      clearTimeout(timer);
      resolve(typeof event.data === 'string' ? event.data : null);
    };
    worker.postMessage({ type: 'KEPT_COPY' }, [channel.port2]);
  });
}

/**
 * A kept page shown for want of a network says when it was saved (its copy's own `Date`); the
 * notice goes once the network is back.
 */
async function tellWhenSaved(saved: string): Promise<void> {
  const date = Date.parse(saved);
  if (!Number.isFinite(date)) return;
  const { notifications } = await loadNotifications();
  notifications.show({
    id: SAVED_NOTICE_ID,
    title: m.offline_title(),
    message: m.offline_saved_at({ date: formatDateTime(new Date(date).toISOString()) }),
    autoClose: false,
    withCloseButton: true,
    position: 'bottom-center',
  });
  window.addEventListener('online', () => notifications.hide(SAVED_NOTICE_ID), { once: true });
}

/** Whether this page came from the network rather than through a service worker. */
function loadedWithoutWorker(): boolean {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return !navigation || navigation.workerStart === 0;
}

export async function startServiceWorker(
  container: ServiceWorkerContainer,
  reload = () => location.reload(),
): Promise<void> {
  keepInstallPrompt();
  // A page the worker showed from its kept copy is read as offline until the network is back.
  let onCopy = false;
  followLinksOffline(() => onCopy || !navigator.onLine);
  void keptCopyDate(container.controller)
    .then((saved) => {
      if (saved === null) return;
      onCopy = true;
      window.addEventListener('online', () => (onCopy = false), { once: true });
      return tellWhenSaved(saved);
    })
    .catch(() => undefined);
  // After the load event (main.tsx), an idle moment too: nothing of the first view is delayed.
  await new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(resolve, { timeout: 2000 });
    else setTimeout(resolve, 200);
  });
  let reloading = false;
  // A page the worker did not serve (the first visit, or one that began loading while the worker
  // was being installed) hands it its address and files once the worker controls it, whether
  // that happened already or happens later.
  let handedOver = !loadedWithoutWorker();
  const handOver = () => {
    const worker = container.controller;
    if (handedOver || !worker) return;
    handedOver = true;
    const urls = loadedUrls();
    // Watched from the same moment the loaded files are read, so no file falls in between.
    keepFilesStillLoading(worker, new Set(urls));
    worker.postMessage({ type: 'CACHE_PAGE', urls });
    for (const url of pagesReadSince(urls[0]!)) keepPage(worker, url);
  };
  keepPagesReadInApp(container);
  container.addEventListener('controllerchange', () => {
    if (reloading) reload();
    else handOver();
  });
  handOver();
  const registration = await container.register('/sw.js', { scope: '/' });
  const offer = (worker: ServiceWorker) =>
    offerUpdate(worker, () => {
      reloading = true;
    }).catch(() => undefined);
  // A new version only waits when an older one controls the page; the first install does not.
  if (registration.waiting && container.controller) await offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && container.controller) void offer(installing);
    });
  });
}

// Started on import (main.tsx imports this module after the load event). Being a side effect,
// it also keeps the build from merging this small module into the first-load chunk.
if (typeof navigator !== 'undefined' && 'serviceWorker' in navigator) {
  void startServiceWorker(navigator.serviceWorker).catch(() => undefined);
}
