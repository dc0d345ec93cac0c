/**
 * The `{code,msg,data?}` envelope the BFF answers with when it answers itself, and its one
 * "not logged in" answer (211), which also drops a session cookie that no longer opens anything.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ResponseCode } from '@portal/shared';
import { localeOfRequest } from '../i18n/locale';
import { bff_not_logged_in } from '../i18n/words';

export const JSON_TYPE = 'application/json; charset=utf-8';

/** Sends an envelope (an object, or bytes already serialised) with the status given. */
export function sendEnvelope(reply: FastifyReply, status: number, body: unknown): FastifyReply {
  return reply
    .code(status)
    .type(JSON_TYPE)
    .send(Buffer.isBuffer(body) ? body : JSON.stringify(body));
}

/**
 * Answers 211 (HTTP 200), in the reader's locale. A session cookie the request still carries opens nothing (it was refused, ended or
 * could not be read), so it is cleared with the answer: the browser stops sending it.
 */
export function sendNotLoggedIn(
  request: FastifyRequest,
  reply: FastifyReply,
  cookieName: string,
): FastifyReply {
  if (request.cookies[cookieName] !== undefined) reply.clearSession();
  // The Traditional words are the portal API's own 211 message (`NOT_LOGGED_IN_MSG`).
  const msg = bff_not_logged_in({}, { locale: localeOfRequest(request) });
  return sendEnvelope(reply, 200, { code: ResponseCode.NOT_LOGGED_IN, msg });
}
