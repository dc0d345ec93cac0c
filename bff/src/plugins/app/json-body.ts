/**
 * JSON request bodies: Fastify's own parser (prototype-poisoning checks included) behind a depth
 * check. Nesting deeper than MAX_JSON_DEPTH gets 400 before anything is parsed: no call of the
 * catalogue nests more than a few levels, and deep nesting only costs recursion further on.
 */
import type { FastifyError, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const MAX_JSON_DEPTH = 64;

/** Whether `text`, read as JSON, nests objects/arrays deeper than `max` (strings skipped). */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) {
      inString = true;
    } else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > max) return true;
    } else if (c === 125 /* } */ || c === 93 /* ] */) {
      depth--;
    }
  }
  return false;
}

class TooDeepError extends Error implements Partial<FastifyError> {
  readonly statusCode = 400;
  readonly code = 'BFF_JSON_TOO_DEEP';
  constructor() {
    // The answer's message is chosen by the code, in the reader's locale (app.ts).
    super('JSON nested too deeply');
  }
}

export default fp(
  async (app) => {
    const parse = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser(
      'application/json',
      { parseAs: 'string' },
      (request: FastifyRequest, body: string | Buffer, done) => {
        const text = typeof body === 'string' ? body : body.toString('utf8');
        if (nestsDeeperThan(text, MAX_JSON_DEPTH)) return done(new TooDeepError(), undefined);
        parse(request, text, done);
      },
    );
  },
  { name: 'json-body' },
);
