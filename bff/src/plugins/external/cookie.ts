/** @fastify/cookie: parses `Cookie` and adds `reply.setCookie`. The session is encrypted by us. */
import cookie, { type FastifyCookieOptions } from '@fastify/cookie';

export const autoConfig: FastifyCookieOptions = { parseOptions: {} };

export default cookie;
