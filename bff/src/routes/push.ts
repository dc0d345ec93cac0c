/**
 * Booking reminders by Web Push. `GET /bff/push/key` gives the VAPID public key a browser
 * subscribes with; `POST /bff/push/subscription` keeps the browser's PushSubscription for the
 * session's client (its endpoint must be a browser push service or an origin in
 * PUSH_ENDPOINT_ALLOW: anything else is refused and never contacted); `DELETE` with `{endpoint}`
 * removes it, so that browser gets no more reminders. Reminders themselves come from
 * lib/reminders (the sweeper) for the bookings recorded as the client's calls pass (api-hooks).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  NOT_LOGGED_IN_MSG,
  PUSH_KEY_PATH,
  PUSH_SUBSCRIPTION_PATH,
  ResponseCode,
  type PushKey,
} from '@portal/shared';
import { MAX_ENDPOINT_LENGTH } from '../lib/reminders/push-endpoints';
import { fromHansPage } from '../lib/chinese/simplified';

const JSON_TYPE = 'application/json; charset=utf-8';

const PUSH_MSG = {
  badSubscription: '提醒訂閱資料無效，請重新開啟提醒',
  endpointRefused: '不支援此瀏覽器的推送服務',
  badEndpoint: '提醒訂閱的位址無效',
} as const;

/** A P-256 public key (65 bytes uncompressed) and a 16-byte secret, base64url, as browsers give them. */
const P256DH = /^[A-Za-z0-9_-]{86,88}={0,2}$/;
const AUTH = /^[A-Za-z0-9_-]{22,24}={0,2}$/;

function envelope(reply: FastifyReply, status: number, body: unknown): FastifyReply {
  return reply.code(status).type(JSON_TYPE).send(body);
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export default async function pushRoutes(app: FastifyInstance): Promise<void> {
  const { reminders } = app.store;
  const { policy } = app.push;

  app.get(
    PUSH_KEY_PATH,
    async (_request, reply): Promise<{ code: number; msg: string; data: PushKey }> => {
      // The same for everyone and for a long time; it changes only if the operator changes the key.
      reply.header('cache-control', 'no-cache');
      return { code: ResponseCode.OK, msg: 'success', data: { publicKey: app.push.publicKey } };
    },
  );

  app.post(PUSH_SUBSCRIPTION_PATH, async (request, reply) => {
    const session = request.session;
    if (!session) {
      return envelope(reply, 200, { code: ResponseCode.NOT_LOGGED_IN, msg: NOT_LOGGED_IN_MSG });
    }
    const body = request.body;
    const keys = isPlainObject(body) && isPlainObject(body.keys) ? body.keys : {};
    if (
      !isPlainObject(body) ||
      typeof body.endpoint !== 'string' ||
      body.endpoint.length > MAX_ENDPOINT_LENGTH ||
      typeof keys.p256dh !== 'string' ||
      typeof keys.auth !== 'string' ||
      !P256DH.test(keys.p256dh) ||
      !AUTH.test(keys.auth)
    ) {
      return envelope(reply, 400, { code: 400, msg: PUSH_MSG.badSubscription });
    }
    if (!policy.allows(body.endpoint)) {
      app.metrics.refused.inc('push-endpoint');
      return envelope(reply, 400, { code: 400, msg: PUSH_MSG.endpointRefused });
    }
    await reminders.subscribe(
      {
        endpoint: body.endpoint,
        clientId: session.clientId,
        p256dh: keys.p256dh,
        auth: keys.auth,
        script: fromHansPage(request) ? 'hans' : 'hant',
      },
      Date.now(),
    );
    // Reminders already due for this browser go out now, not at the next sweep.
    void app.push.sweeper.sweep();
    return { code: ResponseCode.OK, msg: 'success' };
  });

  app.delete(PUSH_SUBSCRIPTION_PATH, async (request, reply) => {
    const session = request.session;
    if (!session) {
      return envelope(reply, 200, { code: ResponseCode.NOT_LOGGED_IN, msg: NOT_LOGGED_IN_MSG });
    }
    const body = request.body;
    if (
      !isPlainObject(body) ||
      typeof body.endpoint !== 'string' ||
      body.endpoint.length > MAX_ENDPOINT_LENGTH
    ) {
      return envelope(reply, 400, { code: 400, msg: PUSH_MSG.badEndpoint });
    }
    // Only the client's own subscription goes; another's endpoint is left alone, silently.
    await reminders.unsubscribe(session.clientId, body.endpoint);
    return { code: ResponseCode.OK, msg: 'success' };
  });
}
