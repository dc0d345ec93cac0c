/**
 * The server render of the SPA, built by `pnpm build` into dist/server/ and called by the BFF for
 * the first view of each page. Same route table and providers as the browser; the page's queries
 * are found by rendering, fetched through the transport the BFF sets (its anonymous upstream
 * client), and the page is rendered again with what arrived within the budget. The query cache
 * that final render used is returned (dehydrated) for the browser to hydrate with, so both sides
 * render the same tree: a query that failed or missed the budget is absent from both, and shows
 * its skeleton until the browser fetches it.
 */
// The web-streams build: Node's build runs every render inside an AsyncLocalStorage, and on Node 20
// the first run() turns on promise tracking for the whole process, which every later request (API
// calls included) pays for. This build keeps no request storage; nothing here needs it.
import { renderToReadableStream } from 'react-dom/server.edge';
import {
  QueryClient,
  dehydrate,
  hydrate,
  skipToken,
  type DehydratedState,
  type Query,
} from '@tanstack/react-query';
import {
  StaticRouterProvider,
  createStaticHandler,
  createStaticRouter,
  type StaticHandlerContext,
} from 'react-router';
import { datesReady } from '../lib/dates-ready';
import { BASENAME } from '../lib/script';
import { setTransport, type Transport } from '../lib/http';
import { AppProviders } from './provider';
import { appRoutes, loadAllPages } from './router';

export type { Transport } from '../lib/http';

export interface RenderOptions {
  /** Time for the page's data: what has not arrived by then renders as a skeleton. */
  budgetMs: number;
  /**
   * The CSP nonce for the inline scripts React writes when a part of the page is left to the
   * browser (a boundary that failed or ran out of time); the BFF passes a placeholder it replaces
   * per response.
   */
  nonce?: string;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** The markup of `#root`. */
      html: string;
      /** The query cache the markup was rendered with. */
      state: DehydratedState;
      /** Ids of the matched routes, outermost first. */
      routeIds: string[];
      /** False when data was still on its way at the end of the budget (skeletons rendered). */
      complete: boolean;
    };

const handler = createStaticHandler(appRoutes(undefined, true), { basename: BASENAME });
/** Rounds of render-then-fetch: a page whose queries depend on other queries' answers needs two. */
const MAX_DATA_ROUNDS = 3;

/** Sets where the render's requests go (the BFF calls this once at startup). */
export function setServerTransport(transport: Transport): void {
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

function tree(client: QueryClient, context: StaticHandlerContext) {
  const router = createStaticRouter(handler.dataRoutes, context);
  return (
    <AppProviders client={client}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>
  );
}

/** A query the render asked for that is waiting for its first answer and allowed to fetch. */
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
 * Run once at start, in the background: every page's module is loaded and `url` (the home page)
 * rendered once, so the first visitor of any page type is not the one who pays for loading its code (on a
 * busy machine that alone could use up a page's render budget).
 */
export async function warm(url: string): Promise<void> {
  await loadAllPages();
  await render(url, { budgetMs: 0 });
}

export async function render(url: string, options: RenderOptions): Promise<RenderResult> {
  const deadline = Date.now() + options.budgetMs;
  await datesReady();
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response) {
    return {
      kind: 'redirect',
      status: context.status,
      location: context.headers.get('location') ?? '/',
    };
  }

  const client = newClient();
  const tried = new Set<string>();
  let complete = true;
  for (let round = 0; round < MAX_DATA_ROUNDS; round++) {
    const left = deadline - Date.now();
    if (left <= 0) {
      complete = options.budgetMs <= 0;
      break;
    }
    await renderToHtml(tree(client, context), left);
    const queries = client
      .getQueryCache()
      .getAll()
      .filter((q) => !tried.has(q.queryHash) && wanted(q));
    if (queries.length === 0) break;
    for (const q of queries) tried.add(q.queryHash);
    const fetched = Promise.allSettled(
      queries.map((q) => client.prefetchQuery({ ...q.options, queryKey: q.queryKey })),
    );
    let timer: ReturnType<typeof setTimeout> | undefined;
    const expired = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, Math.max(deadline - Date.now(), 0));
    });
    const settled = await Promise.race([fetched.then(() => true), expired.then(() => false)]);
    clearTimeout(timer);
    if (!settled) complete = false;
  }

  // What the browser will start from: successful answers only.
  const state = dehydrate(client);
  const final = newClient();
  hydrate(final, state);
  const html = await renderToHtml(
    tree(final, context),
    Math.max(deadline - Date.now(), 500),
    options.nonce,
  );
  return {
    kind: 'page',
    status: context.statusCode,
    html,
    state,
    routeIds: context.matches.map((m) => m.route.id),
    complete,
  };
}
