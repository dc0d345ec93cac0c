import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server } from './msw';

// The files of a worker share one jsdom and the libraries loaded into it (the project does not
// isolate files: setting both up again for each file was most of the unit stage's time). What a
// file could leave to the next is undone here, before the file is loaded: the portal's own modules
// are evaluated afresh (their module state: stores, caches, loaded-once flags), and the page's
// storage, cookies, address and markup are emptied.
vi.resetModules();
localStorage.clear();
sessionStorage.clear();
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0]!.trim();
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
window.history.replaceState(null, '', '/');
document.body.innerHTML = '';

// findBy* and waitFor give up after 1 s by default: on a loaded 2-core machine running two test
// files at once, a render after a mocked fetch can take longer. A passing wait returns as soon as
// its element shows, so the longer limit costs nothing when the machine is quiet.
configure({ asyncUtilTimeout: 10_000 });

// Requests leave through msw: a test answers the calls it expects; one it did not expect gets a
// network error, named in the output.
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

afterEach(() => {
  server.resetHandlers();
  cleanup();
  sessionStorage.clear();
});

// jsdom lacks what Mantine needs.
const { getComputedStyle } = window;
window.getComputedStyle = (elt: Element) => getComputedStyle(elt);
window.HTMLElement.prototype.scrollIntoView = () => {};
window.scrollTo = (() => {}) as typeof window.scrollTo;

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;

// Mantine's autosize Textarea listens for font loading; jsdom has no FontFaceSet.
if (!('fonts' in document) || !document.fonts) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}
