/**
 * Builds the data router from the shared route table. Each page is a lazy module
 * `routes/<route-id in kebab-case>.tsx` exporting `default` (the page component) and optionally
 * `loader` (its data and redirects) and `head` (its head tags, when the route table's are not
 * all it has to say); routes that share a page name it with `page` in the table. The same modules
 * make the server render's routes (`appRoutes(table, true, frameLoader)`), so a page is described
 * once. A parent route's page (home, doctor detail, children) renders its children through
 * `<Outlet />` and shows its own index content when `useOutlet()` is null.
 *
 * Routes marked `session: true` wait for the startup session check and send visitors to
 * `/login?redirect=<path>` (see lib/session/session-guard.ts). A page chunk that fails to load reloads
 * the page once, then shows the route error element (lib/offline/chunk-reload.ts).
 */
import {
  createBrowserRouter,
  matchRoutes,
  redirect,
  type HydrationState,
  type LoaderFunction,
  type RouteObject,
} from 'react-router';
import { routes, type RouteDef } from '@portal/shared';
import { PageLoader } from '../components/page-state/page-loader';
import { RootError } from '../components/error-boundary/root-error';
import { RouteError } from '../components/error-boundary/route-error';
import { ChunkLoadError, loadChunk } from '../lib/offline/chunk-reload';
import { datesReady } from '../lib/i18n/dates-ready';
import type { PageHandle, RouteHead } from '../lib/page/page-head';
import { BASENAME } from '../lib/i18n/script';
import { requireSession } from '../lib/session/session-guard';
import { loadSignOutCode } from '../lib/session/sign-out-code';
import { yieldToMain } from '../lib/browser/yield-to-main';
import { RootLayout } from './root-layout';

type PageModule = {
  default: React.ComponentType;
  loader?: LoaderFunction;
  head?: RouteHead;
};

let mantineStylesReady: Promise<unknown> | null = null;
/** The Mantine component styles the shell does not need (see mantine-styles.ts), loaded once. */
function mantineStyles(): Promise<unknown> {
  // Not through loadChunk: its success re-arms the one automatic reload, which must stay spent
  // when the page chunk itself is what fails.
  mantineStylesReady ??= import('./mantine-styles').catch((error: unknown) => {
    mantineStylesReady = null;
    throw new ChunkLoadError(error);
  });
  return mantineStylesReady;
}

const pageModules = import.meta.glob<PageModule>(['./routes/*.tsx', '!./routes/*.test.tsx']);

function pageFile(id: string): string {
  return `./routes/${id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.tsx`;
}

/**
 * The page module a route's `lazy` loads (its key in `pageModules`): the not-found page's when
 * the route has none of its own. The server bundle names a page's files by it (page-assets.ts).
 */
export function pageModuleKey(def: RouteDef): string {
  const own = pageFile(def.page ?? def.id);
  return own in pageModules ? own : pageFile('notFound');
}

/** Runs the session guard before the page's own loader. */
function guarded(pageLoader: LoaderFunction | undefined): LoaderFunction {
  return async (args) => {
    const toLogin = await requireSession(args.request);
    if (toLogin) return toLogin;
    return pageLoader ? pageLoader(args) : null;
  };
}

/** Loads every page module (the server render does it at start, so no first visitor waits on it). */
export async function loadAllPages(): Promise<void> {
  await Promise.all(Object.values(pageModules).map((load) => load()));
}

function lazyPage(def: RouteDef, server: boolean): RouteObject['lazy'] {
  const load = pageModules[pageFile(def.page ?? def.id)] ?? pageModules[pageFile('notFound')];
  if (!load) throw new Error(`No page module for route ${def.id}`);
  // (`import.meta.env.SSR`: the browser's build leaves the server's branch out.)
  if (import.meta.env.SSR && server) {
    // On the server a private page is only its skeleton: no client's data is ever rendered there.
    if (def.session) {
      return async () => ({ Component: PrivatePageShell, handle: { routeId: def.id } });
    }
    return async () => {
      const mod = await load();
      return { Component: mod.default, loader: mod.loader, handle: pageHandle(def, mod) };
    };
  }
  return async () => {
    // The Mantine stylesheet is requested first so its <link> precedes the page's own CSS. A
    // logged-in client's page comes with the sign-out's code, so 登出 works offline from then on.
    const [, mod] = await Promise.all([
      mantineStyles(),
      loadChunk(load),
      datesReady(),
      loadSignOutCode(),
    ]);
    const loader = def.session ? guarded(mod.loader) : mod.loader;
    return { Component: mod.default, loader, handle: pageHandle(def, mod) };
  };
}

function pageHandle(def: RouteDef, mod: PageModule): PageHandle {
  return mod.head ? { routeId: def.id, head: mod.head } : { routeId: def.id };
}

/** What the server renders for a private page: the frame with a skeleton, never the client's data. */
function PrivatePageShell() {
  return <PageLoader />;
}

function toRouteObject(def: RouteDef, server: boolean): RouteObject {
  if (def.redirect) {
    const target = def.redirect;
    return { id: def.id, path: def.path, loader: () => redirect(target) };
  }
  // The page's `handle` (its route id and head) comes with its module: a route property set here
  // would take the place of the module's.
  return { id: def.id, path: def.path, lazy: lazyPage(def, server) };
}

function buildRouteObjects(table: readonly RouteDef[], server = false): RouteObject[] {
  const objects = new Map(table.map((def) => [def.id, toRouteObject(def, server)]));
  const top: RouteObject[] = [];
  for (const def of table) {
    const obj = objects.get(def.id)!;
    const parent = def.parent ? objects.get(def.parent) : undefined;
    if (parent) (parent.children ??= []).push(obj);
    else top.push(obj);
  }
  return top;
}

/**
 * The whole route tree: the app frame around every page. `server` builds the render's copy, whose
 * frame reads with `frameLoader` (entry-server.tsx has it: imported here, its modules would be in
 * the browser's first load even though the browser's build leaves the loader out, since Rolldown
 * places a module in the chunk of every file that imports it, used or not).
 */
export function appRoutes(
  table: readonly RouteDef[] = routes,
  server = false,
  frameLoader?: LoaderFunction,
): RouteObject[] {
  return [
    {
      id: 'root',
      element: <RootLayout />,
      // The browser reads them when the frame first needs them (and its build leaves this out).
      loader: import.meta.env.SSR && server ? frameLoader : undefined,
      errorElement: <RootError />,
      hydrateFallbackElement: <PageLoader rows={0} />,
      // A pathless layer so page errors render inside the frame (header and footer stay).
      children: [
        { id: 'frame', errorElement: <RouteError />, children: buildRouteObjects(table, server) },
      ],
    },
  ];
}

export function buildRouter(table: readonly RouteDef[] = routes) {
  return createBrowserRouter(appRoutes(table), { basename: BASENAME });
}

/**
 * The browser router for a page the BFF rendered: the current URL's page modules are loaded
 * first and their loaders marked as done (the server render ran them: redirects answered, data
 * in the cache it handed over), so the first render is the server's markup and hydration does
 * not fall back to a loader.
 */
export async function buildHydratingRouter(table: readonly RouteDef[] = routes) {
  const tree = appRoutes(table);
  const matches = matchRoutes(tree, window.location, BASENAME) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved, { lazy: undefined });
    }),
  );
  const loaderData: HydrationState['loaderData'] = {};
  for (const { route } of matches) {
    if (route.id && route.loader) loaderData[route.id] = null;
  }
  await yieldToMain();
  return createBrowserRouter(tree, { basename: BASENAME, hydrationData: { loaderData } });
}
