import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MantineProvider } from '@mantine/core';

const show = vi.fn<(options: { title?: ReactNode; message: ReactNode }) => string>();
vi.mock('@mantine/notifications', () => ({ notifications: { show } }));

const { startServiceWorker } = await import('./service-worker');

/** A stand-in for `navigator.serviceWorker` with one registration. */
function fakeContainer(options: { controlled: boolean; waiting: boolean }) {
  const worker = () => ({ postMessage: vi.fn(), state: 'installed' }) as unknown as ServiceWorker;
  const registration = Object.assign(new EventTarget(), {
    waiting: options.waiting ? worker() : null,
    installing: null,
  });
  const container = Object.assign(new EventTarget(), {
    controller: options.controlled ? worker() : null,
    register: vi.fn(async () => registration),
  });
  return { container, registration };
}

describe('service worker set-up', () => {
  afterEach(() => show.mockReset());

  it('registers /sw.js for the whole site', async () => {
    const { container } = fakeContainer({ controlled: false, waiting: false });
    await startServiceWorker(container as unknown as ServiceWorkerContainer);
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(show).not.toHaveBeenCalled();
  });

  it('offers a waiting version and switches only when the reader asks', async () => {
    const { container, registration } = fakeContainer({ controlled: true, waiting: true });
    const reload = vi.fn();
    await startServiceWorker(container as unknown as ServiceWorkerContainer, reload);
    expect(show).toHaveBeenCalledTimes(1);
    const notice = show.mock.calls[0]![0];
    expect(notice.title).toBe('新版本可用');
    render(<MantineProvider>{notice.message}</MantineProvider>);
    expect(registration.waiting!.postMessage).not.toHaveBeenCalled();

    // Nothing reloads by itself.
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: '重新載入' }));
    expect(registration.waiting!.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('hands the first worker the page it took over, so the page is kept', async () => {
    const { container } = fakeContainer({ controlled: false, waiting: false });
    const reload = vi.fn();
    await startServiceWorker(container as unknown as ServiceWorkerContainer, reload);
    const controller = { postMessage: vi.fn() };
    Object.assign(container, { controller });
    container.dispatchEvent(new Event('controllerchange'));
    expect(controller.postMessage).toHaveBeenCalledWith({
      type: 'CACHE_PAGE',
      urls: expect.arrayContaining([location.href]) as unknown,
    });
    expect(reload).not.toHaveBeenCalled();
  });

  it('hands the page over at once when the worker took it over before the set-up ran', async () => {
    // The page came from the network (no navigation timing says a worker served it) and a worker
    // registered by an earlier page already controls it.
    const { container } = fakeContainer({ controlled: true, waiting: false });
    await startServiceWorker(container as unknown as ServiceWorkerContainer, vi.fn());
    expect(container.controller!.postMessage).toHaveBeenCalledWith({
      type: 'CACHE_PAGE',
      urls: expect.arrayContaining([location.href]) as unknown,
    });
  });

  it('hands over the files still loading when the worker took the page over, once they have loaded', async () => {
    // The entry was loaded; a route's chunk was still on its way when the worker took over.
    const entry = `${location.origin}/assets/index-a1b2c3d.js`;
    const chunk = `${location.origin}/assets/doctor-list-e4f5a6b.js`;
    const resources = [{ name: entry, workerStart: 0 }];
    const entries = vi
      .spyOn(performance, 'getEntriesByType')
      .mockImplementation((type: string) =>
        type === 'resource' ? (resources as unknown as PerformanceEntryList) : [],
      );
    const observers: ((list: { getEntries(): unknown[] }) => void)[] = [];
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        constructor(callback: (list: { getEntries(): unknown[] }) => void) {
          observers.push(callback);
        }
        observe() {}
      },
    );
    try {
      const { container } = fakeContainer({ controlled: false, waiting: false });
      await startServiceWorker(container as unknown as ServiceWorkerContainer, vi.fn());
      const controller = { postMessage: vi.fn() };
      Object.assign(container, { controller });
      container.dispatchEvent(new Event('controllerchange'));
      expect(controller.postMessage).toHaveBeenCalledWith({
        type: 'CACHE_PAGE',
        urls: expect.arrayContaining([entry]) as unknown,
      });
      expect(JSON.stringify(controller.postMessage.mock.calls)).not.toContain(chunk);
      expect(observers).toHaveLength(1);

      // The chunk loads: it is handed over. Files loaded through the worker, and the portal's
      // answers, are not.
      observers[0]!({
        getEntries: () => [
          { name: chunk, workerStart: 0 },
          { name: `${location.origin}/assets/later-1a2b3c4.js`, workerStart: 12.5 },
          { name: `${location.origin}/api/doctor/list`, workerStart: 0 },
        ],
      });
      expect(controller.postMessage).toHaveBeenLastCalledWith({
        type: 'CACHE_FILES',
        urls: [chunk],
      });
    } finally {
      entries.mockRestore();
      vi.unstubAllGlobals();
    }
  });

  it('keeps the page the document was loaded from and every page read since, not only the current one', async () => {
    // Loaded at /news/list, then two in-app links followed before the worker took over.
    const first = `${location.origin}/news/list`;
    const read = [first, `${location.origin}/news/detail/N1`, `${location.origin}/doctor/list`];
    const entries = vi
      .spyOn(performance, 'getEntriesByType')
      .mockImplementation((type: string) =>
        type === 'navigation'
          ? ([{ name: first, workerStart: 0 }] as unknown as PerformanceEntryList)
          : [],
      );
    const history = Object.assign(new EventTarget(), {
      entries: () => read.map((url) => ({ url })),
      currentEntry: { url: read[2] },
    });
    Object.assign(window, { navigation: history });
    try {
      const { container } = fakeContainer({ controlled: true, waiting: false });
      await startServiceWorker(container as unknown as ServiceWorkerContainer, vi.fn());
      const sent = vi.mocked(container.controller!.postMessage).mock.calls.map((c) => c[0]);
      expect(sent).toContainEqual({ type: 'CACHE_PAGE', urls: [first] });
      expect(sent).toContainEqual({ type: 'CACHE_PAGE', urls: [read[1]] });
      expect(sent).toContainEqual({ type: 'CACHE_PAGE', urls: [read[2]] });
      // A page read by a link later is kept too.
      history.currentEntry = { url: `${location.origin}/job/list` };
      history.dispatchEvent(new Event('navigatesuccess'));
      expect(vi.mocked(container.controller!.postMessage)).toHaveBeenLastCalledWith({
        type: 'CACHE_PAGE',
        urls: [`${location.origin}/job/list`],
      });
    } finally {
      entries.mockRestore();
      delete (window as { navigation?: unknown }).navigation;
    }
  });
});
