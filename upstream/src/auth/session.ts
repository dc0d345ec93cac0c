import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { CLIENT_ID_FIELDS, TOKEN_HEADER } from '@portal/shared';
import type { UpstreamContext } from '../context';
import { sha256 } from '../lib/ids';
import { ApiError, forbidden } from '../lib/reply';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in client of a session call ('' elsewhere). */
    clientid: string;
    /** Hash of the token the call came with ('' elsewhere). */
    tokenhash: string;
  }
  interface FastifyContextConfig {
    /** The call needs a valid token (catalogue `session: true`). */
    session?: boolean;
    /** Where the call names its client (catalogue `clientIdParams`): checked against the token. */
    clientIdParams?: { readonly query?: readonly string[]; readonly body?: readonly string[] };
  }
}

export const UNAUTHORISED_MSG = '登入已失效，請重新登入';

/** Issues a new random token for a client; only its hash is stored. */
export function issueToken(ctx: UpstreamContext, clientid: string): string {
  const token = randomBytes(32).toString('hex');
  const now = ctx.now();
  ctx.db
    .prepare(
      'INSERT INTO tokens (tokenhash, clientid, expires, revoked, createtime) VALUES (?, ?, ?, 0, ?)',
    )
    .run(sha256(token), clientid, now + ctx.tokenTtlMs, now);
  return token;
}

/** The client a token belongs to, or null when missing, unknown, expired or revoked. */
export function clientForToken(ctx: UpstreamContext, token: string | undefined): string | null {
  if (!token || token.length > 200) return null;
  const row = ctx.db
    .prepare('SELECT clientid, expires, revoked FROM tokens WHERE tokenhash = ?')
    .get(sha256(token)) as { clientid: string; expires: number; revoked: number } | undefined;
  if (!row || row.revoked || row.expires <= ctx.now()) return null;
  return row.clientid;
}

function headerToken(req: FastifyRequest): string | undefined {
  const v = req.headers[TOKEN_HEADER];
  return Array.isArray(v) ? v[0] : v;
}

/** Client-id parameters a call carries besides the usual three spellings (`uid`). */
type Declared = { readonly query?: readonly string[]; readonly body?: readonly string[] };

/**
 * Whether every client id the request names (the three usual spellings anywhere in the query or
 * body, and the parameters the call declares, such as `uid`) is `clientid`.
 */
function namesOnly(req: FastifyRequest, clientid: string, declared: Declared | undefined): boolean {
  const sources: [unknown, readonly string[]][] = [
    [req.query, [...CLIENT_ID_FIELDS, ...(declared?.query ?? [])]],
    [req.body, [...CLIENT_ID_FIELDS, ...(declared?.body ?? [])]],
  ];
  for (const [source, fields] of sources) {
    if (!source || typeof source !== 'object') continue;
    for (const field of fields) {
      const v = (source as Record<string, unknown>)[field];
      if (v !== undefined && v !== null && v !== '' && String(v) !== clientid) return false;
    }
  }
  return true;
}

/**
 * preValidation hook of session calls: a valid token is required, and any client-id parameter
 * must name the token's own client.
 */
export function requireSession(ctx: UpstreamContext, declared?: Declared) {
  return async (req: FastifyRequest): Promise<void> => {
    const token = headerToken(req);
    const clientid = clientForToken(ctx, token);
    if (!clientid) throw new ApiError(401, UNAUTHORISED_MSG);
    req.clientid = clientid;
    req.tokenhash = sha256(token as string);
    if (!namesOnly(req, clientid, declared)) throw forbidden();
  };
}

/**
 * preValidation hook of public calls that name their reader when there is one (a news article,
 * a job): a client id may be sent only with that client's token; one that names someone else,
 * or anyone without a token, is refused.
 */
export function checkReader(ctx: UpstreamContext, declared: Declared) {
  return async (req: FastifyRequest): Promise<void> => {
    const clientid = clientForToken(ctx, headerToken(req)) ?? '';
    if (!namesOnly(req, clientid, declared)) throw forbidden();
  };
}
