/**
 * The server render of the SPA, built by `pnpm build` into dist/server/ and called by the BFF for
 * the first view of each page. Same route table, route modules and providers as the browser: the
 * matched routes' loaders fill a query cache of the render's own (through the transport the BFF
 * sets, its anonymous upstream client) and answer redirects; the page is then rendered once with
 * what arrived within the budget, and its head worked out by the route module, as the browser
 * does after hydration. The cache is returned (dehydrated) for the browser to hydrate with, so
 * both sides render the same tree: a read that failed or missed the budget is absent from both,
 * and shows its skeleton until the browser fetches it.
 */
// The web-streams build: Node's build runs every render inside an AsyncLocalStorage, and on Node 20
// the first run() turns on promise tracking for the whole process, which every later request (API
// calls included) pays for. This build keeps no request storage; nothing here needs it.
import { renderToReadableStream } from 'react-dom/server.edge';
import {
  QueryClient,
  dehydrate,
  skipToken,
  type DehydratedState,
  type Query,
} from '@tanstack/react-query';
import { routesById } from '@portal/shared';
import type {
  HeadResult,
  PageFiles,
  RenderOptions,
  RenderResult as SharedRenderResult,
  RenderTransport,
  ServerRenderModule,
} from '@portal/shared';
import {
  StaticRouterProvider,
  createStaticHandler,
  createStaticRouter,
  type LoaderFunctionArgs,
  type StaticHandlerContext,
} from 'react-router';
import { datesReady } from '../lib/i18n/dates-ready';
import { COPY_LOCALE, type Locale } from '../lib/i18n/locale';
import { BASENAME } from '../lib/i18n/script';
import { bffConfigQuery } from '../lib/http/bff-config';
import { setTransport } from '../lib/http/http';
import { pageHead } from '../lib/page/page-head';
import { preload, renderRequestContext } from '../lib/page/route-data';
import { AppProviders } from './provider';
import { composePageFiles, type PageAssetTable } from './page-assets';
import { appRoutes, loadAllPages, pageModuleKey } from './router';

/** The browser build's files per page, put here by the build (build/page-assets.ts). */
declare const __PAGE_ASSETS__: PageAssetTable;

export type RenderResult = SharedRenderResult<DehydratedState>;

/** The frame's own reads in the render: the run-time settings the head and the map need. */
function frameLoader(args: LoaderFunctionArgs) {
  return preload(args, bffConfigQuery).then(() => null);
}

const handler = createStaticHandler(appRoutes(undefined, true, frameLoader), {
  basename: BASENAME,
});

/** Sets where the render's requests go (the BFF calls this once at startup). */
export function setServerTransport(transport: RenderTransport): void {
  setTransport(transport);
}

function newClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
}

/** Renders the tree to a string once everything in it (lazy components included) is ready. */
async function renderToHtml(
  node: React.ReactNode,
  timeoutMs: number,
  nonce?: string,
): Promise<string> {
  // Past the time, what is still suspended is left to the browser.
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), Math.max(timeoutMs, 50));
  try {
    const stream = await renderToReadableStream(node, {
      nonce,
      signal: timeout.signal,
      // Everything is ready before the first byte is read: no part of the page is sent apart
      // from its place (that would need inline scripts to put it back).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onError() {
        // A boundary that throws is rendered by the browser instead (React marks it).
      },
    });
    await stream.allReady;
    return await new Response(stream).text();
  } finally {
    clearTimeout(timer);
  }
}

function tree(client: QueryClient, locale: Locale, context: StaticHandlerContext) {
  const router = createStaticRouter(handler.dataRoutes, context);
  return (
    <AppProviders client={client} locale={locale}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>
  );
}

/** A read the render asked for that is waiting for its first answer and allowed to fetch. */
function wanted(query: Query): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  const { enabled, queryFn } = query.options as {
    enabled?: boolean | ((q: Query) => boolean);
    queryFn?: unknown;
  };
  if (queryFn === skipToken || queryFn === undefined) return false;
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/**
 * Leaves out of the render (and of what the browser starts from) every read that has not
 * answered: failed, or still on its way at the deadline. Returns whether none was on its way,
 * and the reads left out (asked for again in the render, but started by a loader).
 */
function keepAnswered(client: QueryClient): { complete: boolean; left: Set<string> } {
  let complete = true;
  const left = new Set<string>();
  const cache = client.getQueryCache();
  for (const query of cache.getAll()) {
    if (query.state.status === 'success') continue;
    if (query.state.fetchStatus === 'fetching') complete = false;
    left.add(query.queryHash);
    cache.remove(query);
  }
  return { complete, left };
}

/**
 * Run once at start, in the background: every page's module is loaded and `url` (the home page)
 * rendered once, so the first visitor of any page type is not the one who pays for loading its code (on a
 * busy machine that alone could use up a page's render budget).
 */
export async function warm(url: string): Promise<void> {
  await loadAllPages();
  await render(url, { budgetMs: 0 });
}

/**
 * Runs the loaders of the routes `url` matches, within the budget: the query client they filled
 * and the router's context with the deadline, or the redirect a loader answered with.
 */
async function loadRoutes(url: string, options: RenderOptions) {
  const deadline = Date.now() + options.budgetMs;
  await datesReady();
  const client = newClient();
  const context = await handler.query(new Request(new URL(url, 'http://localhost')), {
    requestContext: renderRequestContext({ client, deadline }),
  });
  if (context instanceof Response) {
    return {
      kind: 'redirect' as const,
      status: context.status,
      location: context.headers.get('location') ?? '/',
    };
  }
  return { kind: 'loaded' as const, client, context, deadline };
}

/**
 * The page's head without rendering it: the matched routes' loaders read what they read (the
 * record of a detail page, within the budget) and the route module's head is worked out from
 * it, as in `render`. For a page the BFF serves unrendered, which must still describe itself.
 */
export async function head(url: string, options: RenderOptions): Promise<HeadResult> {
  const loaded = await loadRoutes(url, options);
  if (loaded.kind === 'redirect') return loaded;
  const { client, context } = loaded;
  keepAnswered(client);
  return {
    kind: 'head',
    status: context.statusCode,
    head: pageHead(
      context.matches.map((m) => ({ params: m.params, handle: m.route.handle })),
      client,
    ),
  };
}

export async function render(url: string, options: RenderOptions): Promise<RenderResult> {
  const loaded = await loadRoutes(url, options);
  if (loaded.kind === 'redirect') return loaded;
  const { client, context, deadline } = loaded;
  const answered = keepAnswered(client);
  const complete = answered.complete || options.budgetMs <= 0;
  const state = dehydrate(client);
  const head = pageHead(
    context.matches.map((m) => ({ params: m.params, handle: m.route.handle })),
    client,
  );
  let html: string | null = null;
  try {
    html = await renderToHtml(
      tree(client, options.locale ?? COPY_LOCALE, context),
      Math.max(deadline - Date.now(), 500),
      options.nonce,
    );
  } catch {
    // A part of the page that throws outside any boundary fails the whole render: the page is
    // served under its head for the browser to render.
  }
  return {
    kind: 'page',
    status: context.statusCode,
    html,
    head,
    state,
    routeIds: context.matches.map((m) => m.route.id),
    complete: complete && !context.errors && html !== null,
    unloaded: client
      .getQueryCache()
      .getAll()
      .filter((q) => wanted(q) && !answered.left.has(q.queryHash))
      .map((q) => q.queryHash),
  };
}

/** The browser build's files a page of the matched routes is served with (see `PageFiles`). */
export function assets(routeIds: readonly string[]): PageFiles {
  const modules = routeIds.flatMap((id) => {
    const def = routesById.get(id);
    return def ? [pageModuleKey(def)] : [];
  });
  return composePageFiles(__PAGE_ASSETS__, modules);
}

// The bundle's exports are the shared interface (a change on either side fails the type check).
const _exports: ServerRenderModule<DehydratedState> = {
  render,
  head,
  assets,
  setServerTransport,
  warm,
};
