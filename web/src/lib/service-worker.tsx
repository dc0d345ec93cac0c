/**
 * Registers the portal's service worker (web/sw/service-worker.ts) once the page has loaded, so
 * it never competes with the first view, and offers a new version instead of switching to it
 * under the reader: a booking half made stays as it is until they choose to reload.
 */
import { Button, Group, Text } from '@mantine/core';
import { keepInstallPrompt } from './install-prompt';

const UPDATE_NOTICE_ID = 'portal-update';

async function offerUpdate(waiting: ServiceWorker, onReload: () => void): Promise<void> {
  // Fetched only when there is an update to offer, not on every visit.
  const { notifications } = await import('@mantine/notifications');
  notifications.show({
    id: UPDATE_NOTICE_ID,
    title: '新版本可用',
    autoClose: false,
    withCloseButton: true,
    position: 'bottom-center',
    message: (
      <Group gap="sm" justify="space-between" wrap="nowrap">
        <Text size="sm">重新載入就會使用新版本。</Text>
        <Button
          size="xs"
          onClick={() => {
            onReload();
            waiting.postMessage({ type: 'SKIP_WAITING' });
          }}
        >
          重新載入
        </Button>
      </Group>
    ),
  });
}

/** The page's address and every file it loaded, for a worker that was not there to see them. */
function loadedUrls(): string[] {
  const files = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(location.origin));
  return [location.href, ...files];
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
  // After the load event (main.tsx), an idle moment too: nothing of the first view is delayed.
  await new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(resolve, { timeout: 2000 });
    else setTimeout(resolve, 200);
  });
  let reloading = false;
  // A page the worker did not serve (the first visit, or one that began loading while the worker
  // was being installed) hands it its address and files once the worker controls it, whether
  // that happened already or happens later.
  let keepPage = loadedWithoutWorker();
  const handOver = () => {
    const worker = container.controller;
    if (!keepPage || !worker) return;
    keepPage = false;
    worker.postMessage({ type: 'CACHE_PAGE', urls: loadedUrls() });
  };
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
