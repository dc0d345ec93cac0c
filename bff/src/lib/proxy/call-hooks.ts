/**
 * The shape of a per-call hook of the `/api` proxy (the table itself is in routes/api-hooks.ts):
 * the exchange a hook sees and the steps at which it may act. It lives here, below both the routes
 * and the capabilities that declare hooks (reminders), so neither imports the other.
 */
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UpstreamJson } from '../upstream/types';

/** One proxied call as the hooks see it; `query` and `headers` are what will be sent. */
export interface Exchange {
  readonly app: FastifyInstance;
  readonly request: FastifyRequest;
  readonly reply: FastifyReply;
  readonly session: FastifyRequest['session'];
  /** The upstream path asked for. */
  readonly path: string;
  query: string;
  headers: Record<string, string>;
}

/**
 * An answer a hook gives instead of asking (or forwarding) the upstream: an envelope with its
 * status, or `'notLoggedIn'`, the BFF's one 211 (which also clears a cookie that opens nothing).
 */
export type Refusal = { readonly status: number; readonly body: unknown } | 'notLoggedIn';

/** Sends an envelope (JSON, or bytes already serialised) with the status given. */
type SendEnvelope = (status: number, body: unknown) => FastifyReply;

export interface CallHooks {
  noSession?(reply: FastifyReply): void;
  prepare?(x: Exchange): Refusal | undefined;
  exchange?(x: Exchange, body: string | Readable | null, send: SendEnvelope): Promise<FastifyReply>;
  answered?(x: Exchange, res: UpstreamJson): Promise<unknown> | unknown;
}
