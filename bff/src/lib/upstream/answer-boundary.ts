/**
 * Where the real portal API meets the shared types: every successful answer of a catalogue call is
 * normalised into the shared shape (spellings, ids from the request, list shapes) and checked
 * against its call's schema. The checks are compiled once, at start. An answer that does not fit
 * is still handed on as it is: drift is counted (by call and field path) and logged once per call
 * and path per process, with paths only, never values.
 */
import { Compile, type Validator } from 'typebox/compile';
import type { TLocalizedValidationError } from 'typebox/error';
import { callNames, ResponseCode, type CallName } from '@portal/shared';
import { answers, normaliseAnswer, type AnswerSpec } from '@portal/shared/answers';

/** Field paths reported per answer at most (a badly drifted list must not cost a walk of it all). */
const MAX_PATHS_PER_ANSWER = 8;

export interface DriftSink {
  /** One answer of `call` did not fit its schema at `path` (list indexes written `*`). */
  drift(call: CallName, path: string): void;
}

interface Compiled {
  spec: AnswerSpec;
  check: Validator;
}

/** `/list/12/username` → `/list/*\/username`: paths name fields, not records. */
function fieldPath(path: string): string {
  return path.replace(/\/\d+(?=\/|$)/g, '/*') || '/';
}

/**
 * The fields one validation error is about: a missing field is reported on the object that lacks
 * it (`required`, naming the fields), so its path is the object's plus the field's name.
 */
function errorPaths(error: TLocalizedValidationError): string[] {
  if (error.keyword !== 'required') return [error.instancePath];
  return error.params.requiredProperties.map((name) => `${error.instancePath}/${name}`);
}

/** The parameters of a request: its query string's, then a JSON body's (first value wins). */
function parseParams(query: string | undefined, body: unknown): Map<string, string> {
  const values = new Map<string, string>();
  if (query) for (const [k, v] of new URLSearchParams(query)) if (!values.has(k)) values.set(k, v);
  if (typeof body === 'string' && body.startsWith('{')) {
    try {
      const parsed = JSON.parse(body) as Record<string, unknown>;
      for (const [k, v] of Object.entries(parsed)) {
        if ((typeof v === 'string' || typeof v === 'number') && !values.has(k)) {
          values.set(k, String(v));
        }
      }
    } catch {
      // not JSON: no parameters from the body
    }
  }
  return values;
}

/**
 * Reads a request parameter from the query string or the JSON body, parsed only when asked. (One
 * closure per answer, and an unnamed one: tsx names every named closure it sees created, which
 * costs more than the closure itself.)
 */
export function requestParams(
  query: string | undefined,
  body: unknown,
): (name: string) => string | undefined {
  let values: Map<string, string> | null = null;
  return (name) => {
    values ??= parseParams(query, body);
    const exact = values.get(name);
    if (exact !== undefined) return exact;
    const lower = name.toLowerCase();
    for (const [k, v] of values) if (k.toLowerCase() === lower) return v;
    return undefined;
  };
}

export interface BoundaryResult {
  /** The envelope to hand on (the same object when nothing changed). */
  envelope: Record<string, unknown>;
  /** Whether `data` was changed by normalisation (the received bytes no longer match). */
  changed: boolean;
}

export class AnswerBoundary {
  private readonly compiled = new Map<CallName, Compiled>();
  private readonly sink: DriftSink;

  constructor(sink: DriftSink) {
    this.sink = sink;
    for (const name of callNames) {
      const spec: AnswerSpec = answers[name];
      if (spec.shape === 'none') continue;
      this.compiled.set(name, { spec, check: Compile(spec.schema) });
    }
  }

  /**
   * Normalises and checks one answer of `call`. Only successful answers carrying `data` are
   * looked at; error envelopes pass untouched.
   */
  apply(
    call: CallName,
    envelope: Record<string, unknown>,
    param: (name: string) => string | undefined,
  ): BoundaryResult {
    const compiled = this.compiled.get(call);
    if (!compiled || envelope.code !== ResponseCode.OK || !('data' in envelope)) {
      return { envelope, changed: false };
    }
    const { spec, check } = compiled;
    const data = envelope.data;
    // `null` for a record means "nothing found": the pages treat it so, it is not drift.
    if (data === null && spec.shape === 'record') return { envelope, changed: false };
    const fixed = normaliseAnswer(spec, data, param);
    if (!check.Check(fixed)) this.report(call, check, fixed);
    if (fixed === data) return { envelope, changed: false };
    return { envelope: { ...envelope, data: fixed }, changed: true };
  }

  private report(call: CallName, check: Validator, value: unknown): void {
    const seen = new Set<string>();
    for (const error of check.Errors(value)) {
      for (const raw of errorPaths(error)) {
        const path = fieldPath(raw);
        if (seen.has(path)) continue;
        seen.add(path);
        this.sink.drift(call, path);
        if (seen.size >= MAX_PATHS_PER_ANSWER) return;
      }
    }
  }
}
