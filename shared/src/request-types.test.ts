/**
 * A call's request types are `Static` of the schemas the upstream validates with (requests.ts),
 * never written a second time by hand: a hand-written copy drifts (a field required in the type
 * and optional in what the API accepts, or the other way round) and the compiler cannot tell.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { CallBody, CallName, CallQuery, MultipartBody } from './calls';
import type { RequestBody, RequestQuery } from './requests';

declare global {
  interface ImportMeta {
    glob(
      patterns: string[],
      options: { query: '?raw'; import: 'default'; eager: true },
    ): Record<string, string>;
  }
}

/** Whether two types are the same to the type checker (not merely assignable either way). */
type Same<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type NoParams = Record<string, never>;

/** The calls whose query type is not the one their schema describes (none). */
type QueryDrift = {
  [N in CallName]: Same<
    CallQuery<N>,
    [RequestQuery<N>] extends [never] ? NoParams : RequestQuery<N>
  > extends true
    ? never
    : N;
}[CallName];

/** The calls whose JSON body type is not the one their schema describes (none). */
type BodyDrift = {
  [N in CallName]: [RequestBody<N>] extends [never]
    ? Same<CallBody<N>, NoParams> | Same<CallBody<N>, MultipartBody> extends false
      ? N
      : never
    : Same<CallBody<N>, RequestBody<N>> extends true
      ? never
      : N;
}[CallName];

const sources = import.meta.glob(['./*.ts', '!./*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('request types', () => {
  it("are every call's request schemas, to the type checker", () => {
    expectTypeOf<QueryDrift>().toBeNever();
    expectTypeOf<BodyDrift>().toBeNever();
    // What the API accepts wins: a booking need not name its source (the BFF sets it).
    expectTypeOf<CallQuery<'saveSchedule'>['sourceType']>().toEqualTypeOf<string | undefined>();
  });

  it('are not written by hand anywhere in shared', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(10);
    // The exceptions are no request's shape: the names of a call's client-id parameters, the
    // marker of a multipart upload, and a link's path parameters.
    const allowed = new Set(['ClientIdParams', 'MultipartBody', 'RouteParams']);
    const handWritten = Object.entries(sources).flatMap(([file, text]) =>
      [
        ...text.matchAll(
          /\b(?:interface|type)\s+(\w+(?:Query|Body|Params|Update))\b\s*(?:<[^>]*>)?\s*(=\s*\{|\{|extends)/g,
        ),
      ]
        .map((m) => m[1]!)
        .filter((name) => !allowed.has(name))
        .map((name) => `${file}: ${name}`),
    );
    expect(handWritten).toEqual([]);
    // Nor inline in the catalogue: `call<{ ... }, ...>`.
    expect(sources['./calls.ts']).not.toMatch(/\bcall<\s*\{/);
  });

  it("have one name each: the catalogue's, never a second alias for a whole query or body", () => {
    const aliases = Object.entries(sources).flatMap(([file, text]) =>
      [...text.matchAll(/\btype\s+(\w+)\s*=\s*(?:Request|Call)(?:Query|Body)<'\w+'>;/g)].map(
        (m) => `${file}: ${m[1]}`,
      ),
    );
    expect(aliases).toEqual([]);
  });
});
