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

/**
 * preValidation hook of session calls: a valid token is required, and any clientId/clientid/clientID
 * parameter must name the token's own client.
 */
export function requireSession(ctx: UpstreamContext) {
  return async (req: FastifyRequest): Promise<void> => {
    const token = headerToken(req);
    const clientid = clientForToken(ctx, token);
    if (!clientid) throw new ApiError(401, UNAUTHORISED_MSG);
    req.clientid = clientid;
    req.tokenhash = sha256(token as string);
    for (const source of [req.query, req.body]) {
      if (!source || typeof source !== 'object') continue;
      for (const field of CLIENT_ID_FIELDS) {
        const v = (source as Record<string, unknown>)[field];
        if (v !== undefined && v !== null && v !== '' && String(v) !== clientid) throw forbidden();
      }
    }
  };
}
