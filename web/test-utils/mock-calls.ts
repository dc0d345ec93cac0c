/**
 * A stand-in for the BFF in component tests: the msw server answers the portal calls named here, by
 * their catalogue path and method, each answer typed as that call's data and wrapped in the
 * `{code,msg,data}` envelope. A call that is not named fails the test.
 *
 * ```ts
 * const api = mockCalls({
 *   getAreaByParentId: (req) => AREAS[req.query.get('parentId') ?? ''] ?? [],
 *   saveSchedule: envelope(400, '該時段已滿'),
 * });
 * // ... render and act ...
 * expect(api.requests('saveSchedule')[0]!.body).toMatchObject({ doctorid: 'D1001' });
 * ```
 */
import { calls, type CallName, type CallResponse } from '@portal/shared';
import { onTestFinished } from 'vitest';
import { HttpResponse, http, server } from './msw';

const ENVELOPE = Symbol('envelope');

/** An answer given with its own code and message (a refusal, a 211 asking to log in, a 200 with words). */
export interface Envelope<T = unknown> {
  readonly [ENVELOPE]: true;
  readonly code: number;
  readonly msg: string;
  readonly data?: T;
}

/** Answers `{ code, msg, data }` as given (data left out when undefined), not `{ 200, 'success', data }`. */
export function envelope<T = never>(code: number, msg: string, data?: T): Envelope<T> {
  return { [ENVELOPE]: true, code, msg, ...(data === undefined ? {} : { data }) };
}

/** What the stand-in received for one call. */
export interface MockedRequest {
  name: CallName;
  method: string;
  url: URL;
  /** The query string's parameters. */
  query: URLSearchParams;
  /** The JSON body parsed, the form data of a multipart body, the text of another, or undefined. */
  body: unknown;
  headers: Headers;
}

type Answer<N extends CallName> = CallResponse<N> | Envelope<CallResponse<N>>;

/** An answer, or a function of the request giving one (an error it throws is a network error). */
export type CallMock<N extends CallName> =
  Answer<N> | ((request: MockedRequest) => Answer<N> | Promise<Answer<N>>);

export type CallMocks = { [N in CallName]?: CallMock<N> };

export interface MockedCalls {
  /** Every portal call received so far, or those of one call. */
  requests(name?: CallName): MockedRequest[];
}

const byRoute = new Map<string, CallName>(
  (Object.keys(calls) as CallName[]).map((name) => [
    `${calls[name].method} ${calls[name].path}`,
    name,
  ]),
);

function isEnvelope(answer: unknown): answer is Envelope {
  return typeof answer === 'object' && answer !== null && ENVELOPE in answer;
}

async function readBody(request: Request): Promise<unknown> {
  if (request.body === null) return undefined;
  if (request.headers.get('content-type')?.startsWith('multipart/form-data')) {
    return request.formData();
  }
  const text = await request.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Answers the given calls for the rest of the test. A request for a call not listed here, or for
 * no call of the catalogue, gets a network error and fails the test when it ends.
 */
export function mockCalls(mocks: CallMocks): MockedCalls {
  const received: MockedRequest[] = [];
  const unexpected: string[] = [];
  server.use(
    http.all('*', async ({ request }) => {
      const url = new URL(request.url);
      const method = request.method.toUpperCase();
      const name = byRoute.get(`${method} ${url.pathname}`);
      const mock = name === undefined ? undefined : (mocks[name] as CallMock<CallName> | undefined);
      if (name === undefined || mock === undefined) {
        unexpected.push(`${method} ${url.pathname}${url.search}`);
        return HttpResponse.error();
      }
      const mocked: MockedRequest = {
        name,
        method,
        url,
        query: url.searchParams,
        body: await readBody(request),
        headers: request.headers,
      };
      received.push(mocked);
      let answer: unknown;
      try {
        answer = typeof mock === 'function' ? await mock(mocked) : mock;
      } catch {
        return HttpResponse.error();
      }
      const envelope = isEnvelope(answer)
        ? { code: answer.code, msg: answer.msg, ...('data' in answer ? { data: answer.data } : {}) }
        : { code: 200, msg: 'success', data: answer };
      return HttpResponse.json(envelope);
    }),
  );
  onTestFinished(() => {
    if (unexpected.length > 0) {
      throw new Error(`mockCalls: calls without an answer: ${unexpected.join(', ')}`);
    }
  });
  return {
    requests: (name) => received.filter((r) => name === undefined || r.name === name),
  };
}
