import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { UpstreamContext } from '../context';

/** Header in which the BFF names the browser's address, and the key that vouches for it. */
export const CLIENT_ADDRESS_HEADER = 'x-portal-client-address';
export const CLIENT_KEY_HEADER = 'x-portal-client-key';

function one(v: string | string[] | undefined): string | undefined {
  return Array.isArray(v) ? v[0] : v;
}

/**
 * The address a request comes from, for the per-address login lock.
 *
 * Behind the BFF every request arrives from the BFF's own address, so locking by the socket
 * address would be locking by phone alone: anyone could lock the owner out through the BFF. The
 * BFF knows the browser's address (its TRUST_PROXY rules decide it), so it sends it along with a
 * shared key (UPSTREAM_CLIENT_KEY; the embedded upstream gets a random one at start). The header
 * is believed only with that key: a caller that reaches this upstream directly cannot pick an
 * address, and without a key configured the socket address is used.
 */
export function clientAddress(req: FastifyRequest, ctx: UpstreamContext): string {
  const address = one(req.headers[CLIENT_ADDRESS_HEADER]);
  const key = one(req.headers[CLIENT_KEY_HEADER]);
  if (ctx.clientKey && address && key && address.length <= 64) {
    const a = Buffer.from(key);
    const b = Buffer.from(ctx.clientKey);
    if (a.length === b.length && timingSafeEqual(a, b)) return address;
  }
  return req.ip;
}
