/**
 * The network of the web unit tests: an msw server that answers the portal's own paths, started
 * for every test file by setup.ts. A test names what the BFF answers with `server.use(...)` (reset
 * after each test); a request nothing answers gets a network error, named in the test's output.
 *
 * ```ts
 * server.use(apiAnswer('get', '/api/news/getWebNewsList', []));
 * server.use(bffAnswer('get', '/bff/session', { loggedIn: false }));
 * server.use(http.post('/bff/logout', () => HttpResponse.error()));
 * ```
 */
import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import { setupServer } from 'msw/node';
import { onTestFinished } from 'vitest';

export { http, HttpResponse };

/**
 * One server for the worker: setup.ts evaluates the portal's modules afresh for each file (the
 * files share a worker), and a second server would never be listening.
 */
const shared = globalThis as { __mswServer?: ReturnType<typeof setupServer> };
export const server = (shared.__mswServer ??= setupServer());

type Method = 'get' | 'post' | 'put' | 'delete';

/** The `{code,msg,data}` envelope every `/api` and `/bff` call answers with. */
export function envelopeBody(code: number, msg: string, data?: unknown) {
  return { code, msg, ...(data === undefined ? {} : { data }) };
}

/** Answers a portal call at `path` with `{ code: 200, msg: 'success', data }`, or a resolver's reply. */
export function apiAnswer(method: Method, path: `/api/${string}`, answer: unknown) {
  return http[method](path, reply(answer));
}

/** Answers a BFF call at `path` likewise (the BFF's own routes use the same envelope). */
export function bffAnswer(method: Method, path: `/bff/${string}`, answer: unknown) {
  return http[method](path, reply(answer));
}

function reply(answer: unknown): HttpResponseResolver {
  if (typeof answer === 'function') return answer as HttpResponseResolver;
  return () => HttpResponse.json(envelopeBody(200, 'success', answer));
}

/**
 * Every request the network receives from here to the end of the test, in order (copies, so a
 * test can read a body with `await requests[0]!.json()`).
 */
export function receivedRequests(): Request[] {
  const requests: Request[] = [];
  const record = ({ request }: { request: Request }) => {
    requests.push(request.clone());
  };
  server.events.on('request:start', record);
  onTestFinished(() => {
    server.events.removeListener('request:start', record);
  });
  return requests;
}

/** A request's path and query, as the app wrote it (`/api/x?a=1`). */
export function pathOf(request: Request): string {
  const url = new URL(request.url);
  return url.pathname + url.search;
}
