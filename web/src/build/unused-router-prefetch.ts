/**
 * Build step: React Router's `<Link>` renders its `<a>` alone, without the `<PrefetchPageLinks>`
 * it would add to prefetch the next page's code and data, so a build leaves that code out.
 *
 * Link prefetching belongs to the router's framework mode: `<Link>` asks `usePrefetchBehavior`
 * whether to prefetch, and that answers "no" whenever no `FrameworkContext` is above it, whatever
 * the `prefetch` prop says. The portal runs data routers only (`createBrowserRouter`,
 * `createMemoryRouter`, and the server render's static router), which provide no such context, so
 * `<Link>` never renders `<PrefetchPageLinks>`. The element is still named in `<Link>` (in the
 * router's DOM components' module, `dist/<build>/lib/dom/lib.js`), which keeps everything it
 * reaches: the prefetch link components, the route manifest's link helpers, route module loading
 * and the data request URLs of framework mode, about 1.4 KB gzip of the first load in the router's
 * boot chunk. Here the element becomes `null`. When a router release words it differently, nothing
 * matches and the module is left as it is (the size budget then shows the difference).
 */
import type { Plugin } from 'vite';

const ROUTER_DOM_MODULE = /[\\/]react-router[\\/]dist[\\/][^\\/]+[\\/]lib[\\/]dom[\\/]lib\.js$/;
const PREFETCH_ELEMENT =
  /\/\* @__PURE__ \*\/ React[\w$]*\.createElement\(PrefetchPageLinks, \{ page: href \}\)/;

/** The router module's code with `<Link>`'s prefetch element dropped, or null when it has none. */
export function dropLinkPrefetch(code: string): string | null {
  if (!PREFETCH_ELEMENT.test(code)) return null;
  return code.replace(PREFETCH_ELEMENT, 'null');
}

export function unusedRouterPrefetch(): Plugin {
  return {
    name: 'portal:unused-router-prefetch',
    transform(code, id) {
      if (!ROUTER_DOM_MODULE.test(id)) return null;
      const dropped = dropLinkPrefetch(code);
      return dropped === null ? null : { code: dropped, map: null };
    },
  };
}
