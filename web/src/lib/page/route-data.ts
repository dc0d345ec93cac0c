/**
 * What a page's loader reads with. The same loader runs in the browser (before a page shows) and
 * in the server render (before the page is rendered into the HTML the BFF serves):
 *
 * - on the server the render hands each loader its own query cache and a deadline
 *   (`RenderContext`, set in react-router's request context), and the loader waits for the
 *   page's reads, so the HTML carries its content and the browser starts from the same cache;
 * - in the browser there is no context: the app's cache is used, and a page's reads are started
 *   without being waited for, so a page shows at once with skeletons where data is on its way.
 *
 * A detail page's record is the exception: both sides wait for it (`ensureRecord` in
 * detail-page.ts), since a missing record means another page.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { RouterContextProvider, createContext, type LoaderFunctionArgs } from 'react-router';
import { queryClient } from '../query/query-client';

/** What the server render hands its loaders. */
export interface RenderContext {
  client: QueryClient;
  /** When the page must be rendered with whatever has arrived (ms since the epoch). */
  deadline: number;
}

/** Where the render's `RenderContext` is kept; the browser's routers leave it at null. */
const renderContextKey = createContext<RenderContext | null>(null);

/**
 * The request context of one server render. React Router hands loaders a `RouterContextProvider`
 * (never a plain object), so the render's values travel under a key of their own.
 */
export function renderRequestContext(render: RenderContext): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(renderContextKey, render);
  return context;
}

type LoaderArgs = Pick<LoaderFunctionArgs, 'context'>;

function renderContext(args: LoaderArgs): RenderContext | null {
  return args.context.get(renderContextKey);
}

/** The query cache a loader fills: the render's own on the server, the app's in the browser. */
export function loaderClient(args: LoaderArgs): QueryClient {
  return renderContext(args)?.client ?? queryClient;
}

/**
 * The options of a read, as `queryOptions(...)` gives them (any data type: the loader only
 * starts the read; the component reads the answer with the same options).
 */
export interface AnyQueryOptions {
  queryKey: QueryKey;
  // `queryOptions` results differ in their data types; a loader does not read the data.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  queryFn?: any;
  enabled?: unknown;
}

function isEnabled(options: AnyQueryOptions): boolean {
  return options.enabled !== false;
}

/**
 * Starts a page's reads (those not already in the cache); on the server, waits for them until
 * the render's deadline. A read that fails or is late is left out: the page renders its
 * skeleton or error state there, and the browser asks again.
 */
export async function preload(
  args: LoaderArgs,
  ...queries: readonly AnyQueryOptions[]
): Promise<void> {
  const client = loaderClient(args);
  const render = renderContext(args);
  // A render with no time for data (a private page's frame, the warm-up at start) asks for none.
  if (render && render.deadline <= Date.now()) return;
  const reads = Promise.allSettled(
    queries.filter(isEnabled).map((options) => client.prefetchQuery(options)),
  );
  if (!render) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, Math.max(0, render.deadline - Date.now()));
  });
  await Promise.race([reads, late]);
  clearTimeout(timer);
}

/** Whether the loader runs in the server render (which waits for reads the browser does not). */
export function inServerRender(args: LoaderArgs): boolean {
  return renderContext(args) !== null;
}

/** The query of the address a loader runs for. */
export function searchOf(args: Pick<LoaderFunctionArgs, 'request'>): URLSearchParams {
  return new URL(args.request.url).searchParams;
}
