/**
 * Whether the upstream still accepts a session's token, asked at most once per
 * SESSION_REVALIDATE_MS per session (across replicas: the claim is in the revocation records).
 * `/bff/session` asks it for the profile; the BFF's own routes (`/bff/saved`, `/bff/push/*`,
 * `/bff/reminder-email`, `/bff/family`, `/bff/my-data`…) ask it too, through `sessionClient`,
 * so a session the upstream ended (a password reset, a sign-out the BFF never saw) ends there as
 * well, even for a copy of the cookie that never calls `/api`. A session the upstream refuses
 * (401, or 211) is ended for every copy of its cookie.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ResponseCode, type UserInfo, isPlainObject } from '@portal/shared';
import { sendNotLoggedIn } from '../lib/http/envelope';

export type SessionCheck =
  /** Validated by someone within the interval: nothing asked. */
  | { kind: 'recent' }
  | { kind: 'valid'; profile: UserInfo | null }
  /** The upstream refused the token: the session was ended (cookie cleared). */
  | { kind: 'ended' }
  /** The upstream could not say: the next call asks again. */
  | { kind: 'unknown' };

/**
 * Checks the request's session with the upstream. `force` asks even within the interval (a read
 * whose session the shared records could not check follows the upstream's answer).
 */
export async function checkSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  force = false,
): Promise<SessionCheck> {
  const session = request.session;
  if (!session) return { kind: 'ended' };
  const revocations = app.sessionRevocations;
  const claimed = await revocations.claimValidation(session.sid, app.sessionRevalidateMs);
  if (!claimed && !force) return { kind: 'recent' };
  let res;
  try {
    res = await app.upstream.call('getClientById', {
      query: { clientid: session.clientId },
      token: session.token,
    });
  } catch (err) {
    await revocations.releaseValidation(session.sid);
    request.log.warn({ kind: (err as { kind?: unknown }).kind }, 'session not re-validated');
    return { kind: 'unknown' };
  }
  const { code, data } = res.envelope;
  if (code === ResponseCode.UNAUTHORISED || code === ResponseCode.NOT_LOGGED_IN) {
    await reply.endSession();
    return { kind: 'ended' };
  }
  if (code !== ResponseCode.OK) {
    await revocations.releaseValidation(session.sid);
    return { kind: 'unknown' };
  }
  return { kind: 'valid', profile: isPlainObject(data) ? (data as unknown as UserInfo) : null };
}

/**
 * The session's client id for one of the BFF's own routes, or null once it has answered 211 (no
 * session, or one the upstream no longer accepts).
 */
export async function sessionClient(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<string | null> {
  if (request.session) {
    const check = await checkSession(app, request, reply, request.sessionUnchecked);
    if (check.kind !== 'ended') return request.session.clientId;
  }
  void sendNotLoggedIn(request, reply, app.sessionCookieName);
  return null;
}
