/**
 * A stand-in for the BFF in component tests: `fetch` answers the portal calls named here, by
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
import { onTestFinished, vi, type MockInstance } from 'vitest';

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
  /** The JSON body parsed, a FormData as sent, or undefined. */
  body: unknown;
  init: RequestInit | undefined;
}

type Answer<N extends CallName> = CallResponse<N> | Envelope<CallResponse<N>>;

/** An answer, or a function of the request giving one (an error it throws is a network error). */
export type CallMock<N extends CallName> =
  Answer<N> | ((request: MockedRequest) => Answer<N> | Promise<Answer<N>>);

export type CallMocks = { [N in CallName]?: CallMock<N> };

export interface MockedCalls {
  /** Every portal call received so far, or those of one call. */
  requests(name?: CallName): MockedRequest[];
  /** The `fetch` spy itself. */
  fetch: MockInstance<typeof fetch>;
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

function parseBody(body: BodyInit | null | undefined): unknown {
  if (typeof body === 'string') {
    try {
      return JSON.parse(body) as unknown;
    } catch {
      return body;
    }
  }
  return body ?? undefined;
}

/**
 * Replaces `fetch` (restored when the test ends) with the given answers. A request for a call
 * not listed here, or for no call of the catalogue, rejects and fails the test when it ends.
 */
export function mockCalls(mocks: CallMocks): MockedCalls {
  const received: MockedRequest[] = [];
  const unexpected: string[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(
      input instanceof Request ? input.url : String(input),
      window.location.origin,
    );
    const method = (
      init?.method ?? (input instanceof Request ? input.method : 'GET')
    ).toUpperCase();
    const name = byRoute.get(`${method} ${url.pathname}`);
    const mock = name === undefined ? undefined : (mocks[name] as CallMock<CallName> | undefined);
    if (name === undefined || mock === undefined) {
      const what = `${method} ${url.pathname}${url.search}`;
      unexpected.push(what);
      throw new Error(
        name === undefined
          ? `mockCalls: ${what} is no call of the catalogue`
          : `mockCalls: ${what} (${name}) has no answer; add one to mockCalls`,
      );
    }
    const request: MockedRequest = {
      name,
      method,
      url,
      query: url.searchParams,
      body: parseBody(init?.body),
      init,
    };
    received.push(request);
    const answer: unknown = typeof mock === 'function' ? await mock(request) : mock;
    const envelope = isEnvelope(answer)
      ? { code: answer.code, msg: answer.msg, ...('data' in answer ? { data: answer.data } : {}) }
      : { code: 200, msg: 'success', data: answer };
    return Response.json(envelope);
  });
  onTestFinished(() => {
    spy.mockRestore();
    if (unexpected.length > 0) {
      throw new Error(`mockCalls: calls without an answer: ${unexpected.join(', ')}`);
    }
  });
  return {
    requests: (name) => received.filter((r) => name === undefined || r.name === name),
    fetch: spy,
  };
}
