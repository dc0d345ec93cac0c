import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { CLIENT_ADDRESS_HEADER, CLIENT_KEY_HEADER, DEVICE_HEADER } from '@portal/shared';
import type { UpstreamContext } from '../context';

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
  if (address && address.length <= 64 && vouched(req, ctx)) return address;
  return req.ip;
}

/** Whether the request carries the key shared with the BFF. */
function vouched(req: FastifyRequest, ctx: UpstreamContext): boolean {
  const key = one(req.headers[CLIENT_KEY_HEADER]);
  if (!ctx.clientKey || !key) return false;
  const a = Buffer.from(key);
  const b = Buffer.from(ctx.clientKey);
  return a.length === b.length && timingSafeEqual(a, b);
}

const DEVICE_ID = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * The known device the BFF names for this request's phone, or null. Believed only with the
 * shared key, like the address: the BFF has checked the browser's signed device cookie.
 */
export function knownDevice(req: FastifyRequest, ctx: UpstreamContext): string | null {
  const device = one(req.headers[DEVICE_HEADER]);
  return device && DEVICE_ID.test(device) && vouched(req, ctx) ? device : null;
}
