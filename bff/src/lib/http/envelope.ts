/**
 * The `{code,msg,data?}` envelope the BFF answers with when it answers itself, and its one
 * "not logged in" answer (211), which also drops a session cookie that no longer opens anything.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { NOT_LOGGED_IN_MSG, ResponseCode } from '@portal/shared';

export const JSON_TYPE = 'application/json; charset=utf-8';

/** Sends an envelope (an object, or bytes already serialised) with the status given. */
export function sendEnvelope(reply: FastifyReply, status: number, body: unknown): FastifyReply {
  return reply
    .code(status)
    .type(JSON_TYPE)
    .send(Buffer.isBuffer(body) ? body : JSON.stringify(body));
}

/** The envelope of a call that needs a session and has none (HTTP 200, code 211). */
const NOT_LOGGED_IN_ENVELOPE = {
  code: ResponseCode.NOT_LOGGED_IN,
  msg: NOT_LOGGED_IN_MSG,
} as const;

/**
 * Answers 211. A session cookie the request still carries opens nothing (it was refused, ended or
 * could not be read), so it is cleared with the answer: the browser stops sending it.
 */
export function sendNotLoggedIn(
  request: FastifyRequest,
  reply: FastifyReply,
  cookieName: string,
): FastifyReply {
  if (request.cookies[cookieName] !== undefined) reply.clearSession();
  return sendEnvelope(reply, 200, NOT_LOGGED_IN_ENVELOPE);
}
