/**
 * Booking reminders by Web Push. `GET /bff/push/key` gives the VAPID public key a browser
 * subscribes with; `POST /bff/push/subscription` keeps the browser's PushSubscription for the
 * session's client and session (its endpoint must be a browser push service or an origin in
 * PUSH_ENDPOINT_ALLOW: anything else is refused and never contacted; its keys must be a real
 * P-256 point and a 16-byte secret; the endpoint is kept normalised, one row per endpoint; at most
 * PUSH_MAX_DEVICES per client, the oldest going, and a few subscriptions a minute per client);
 * `DELETE` with `{endpoint}` removes it, so that browser gets no more reminders.
 * `GET /bff/push/subscriptions` lists the client's browsers (family and when added, never the
 * endpoint) and `DELETE` there removes one (`{id}`) or all (`{all: true}`).
 *
 * A subscription ends with the session that made it (plugins/app/push). Every route here
 * re-validates the session as `/bff/session` does (routes/session-check). Reminders themselves
 * come from lib/reminders (the sweeper) for the bookings recorded as the client's calls pass.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  PUSH_DEVICES_PATH,
  PUSH_KEY_PATH,
  PUSH_MAX_DEVICES,
  PUSH_SUBSCRIPTION_PATH,
  ResponseCode,
  type PushDeviceList,
  type PushKey,
} from '@portal/shared';
import { Type } from 'typebox';
import { say } from '../lib/http/messages';
import { localeOfRequest } from '../lib/i18n/locale';
import * as w from '../lib/i18n/words';
import { browserFamily, normaliseEndpoint, pushKeysValid } from '../lib/reminders/push-endpoints';
import { sessionClient } from './session-check';
import { sendEnvelope } from '../lib/http/envelope';
import { bodyProblem, exactBody, type BodyTypes } from '../lib/http/exact-body';

/** This route's messages, said in the request's locale. */
const PUSH_MSG = {
  badSubscription: w.bff_push_bad_subscription,
  endpointRefused: w.bff_push_endpoint_refused,
  badEndpoint: w.bff_push_bad_endpoint,
  badDevice: w.bff_push_bad_device,
} as const;

/**
 * A browser's PushSubscription as `toJSON()` gives it; other fields it may carry
 * (`expirationTime`) are taken and not kept.
 */
const Subscription = Type.Object({
  endpoint: Type.String(),
  keys: Type.Object({ p256dh: Type.String(), auth: Type.String() }),
});

const Unsubscription = Type.Object({ endpoint: Type.String() });

/** One browser of the list by its id, or all of them: nothing else. */
const DeviceChoice = Type.Union([
  Type.Object({ id: Type.String() }, { additionalProperties: false }),
  Type.Object({ all: Type.Literal(true) }, { additionalProperties: false }),
]);

/** Subscriptions one client may make: a few at once, then so many a minute. */
const SUBSCRIBE_RETRY_S = 60;

/** A device's id in the list: a digest of its endpoint, so the endpoint itself is never shown. */
function deviceId(endpoint: string): string {
  return createHash('sha256').update(endpoint).digest('base64url').slice(0, 22);
}

export default async function pushRoutes(app: FastifyInstance): Promise<void> {
  const { reminders } = app.store;
  const { policy } = app.push;
  const maxAgeMs = app.sessionMaxAgeMs;

  app.get(
    PUSH_KEY_PATH,
    async (_request, reply): Promise<{ code: number; msg: string; data: PushKey }> => {
      // The same for everyone and for a long time; it changes only if the operator changes the key.
      reply.header('cache-control', 'no-cache');
      return { code: ResponseCode.OK, msg: 'success', data: { publicKey: app.push.publicKey } };
    },
  );

  const typed = app.withTypeProvider<BodyTypes>();

  typed.post(PUSH_SUBSCRIPTION_PATH, exactBody(Subscription), async (request, reply) => {
    const clientId = await sessionClient(app, request, reply);
    const session = request.session;
    if (clientId === null || !session) return reply;
    const locale = localeOfRequest(request);
    const problem = bodyProblem(request, [], PUSH_MSG.badSubscription({}, { locale }));
    if (problem) return sendEnvelope(reply, 400, { code: 400, msg: problem });
    const { keys } = request.body;
    const endpoint = normaliseEndpoint(request.body.endpoint);
    if (endpoint === null || !pushKeysValid(keys.p256dh, keys.auth)) {
      return sendEnvelope(reply, 400, { code: 400, msg: PUSH_MSG.badSubscription({}, { locale }) });
    }
    if (!policy.allows(endpoint)) {
      app.metrics.refused.inc('push-endpoint');
      return sendEnvelope(reply, 400, { code: 400, msg: PUSH_MSG.endpointRefused({}, { locale }) });
    }
    if (!(await app.budgets.pushSubscribe.take(clientId))) {
      app.metrics.rateLimited.inc('push-subscription');
      return sendEnvelope(reply.header('retry-after', String(SUBSCRIBE_RETRY_S)), 429, {
        code: 429,
        msg: say('tooManyRequests', locale),
      });
    }
    await reminders.subscribe(
      {
        endpoint,
        clientId,
        p256dh: keys.p256dh,
        auth: keys.auth,
        locale,
        session: {
          sid: session.sid,
          iat: session.iat,
          pk: session.pk ?? '',
          expires: session.iat + maxAgeMs,
        },
      },
      browserFamily(request.headers['user-agent']),
      Date.now(),
      PUSH_MAX_DEVICES,
    );
    // Reminders already due for this browser go out now, not at the next sweep.
    void app.push.sweeper.sweep();
    return { code: ResponseCode.OK, msg: 'success' };
  });

  typed.delete(PUSH_SUBSCRIPTION_PATH, exactBody(Unsubscription), async (request, reply) => {
    const clientId = await sessionClient(app, request, reply);
    if (clientId === null) return reply;
    const locale = localeOfRequest(request);
    const endpoint = bodyProblem(request, [], PUSH_MSG.badEndpoint({}, { locale }))
      ? null
      : normaliseEndpoint(request.body.endpoint);
    if (endpoint === null) {
      return sendEnvelope(reply, 400, { code: 400, msg: PUSH_MSG.badEndpoint({}, { locale }) });
    }
    // Only the client's own subscription goes; another's endpoint is left alone, silently.
    await reminders.unsubscribe(clientId, endpoint);
    return { code: ResponseCode.OK, msg: 'success' };
  });

  async function deviceList(
    clientId: string,
    sid: string,
  ): Promise<{ code: number; msg: string; data: PushDeviceList }> {
    const devices = await reminders.devices(clientId);
    return {
      code: ResponseCode.OK,
      msg: 'success',
      data: {
        items: devices.map((d) => ({
          id: deviceId(d.endpoint),
          browser: d.browser,
          addedAt: d.addedAt,
          current: d.sessionId === sid,
        })),
      },
    };
  }

  app.get(PUSH_DEVICES_PATH, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const clientId = await sessionClient(app, request, reply);
    if (clientId === null || !request.session) return reply;
    return deviceList(clientId, request.session.sid);
  });

  typed.delete(PUSH_DEVICES_PATH, exactBody(DeviceChoice), async (request, reply) => {
    const clientId = await sessionClient(app, request, reply);
    if (clientId === null || !request.session) return reply;
    const locale = localeOfRequest(request);
    const problem = bodyProblem(request, [], PUSH_MSG.badDevice({}, { locale }));
    if (problem) return sendEnvelope(reply, 400, { code: 400, msg: problem });
    const choice = request.body;
    if ('all' in choice) await reminders.unsubscribeMany(clientId);
    else {
      const endpoints = (await reminders.devices(clientId))
        .map((d) => d.endpoint)
        .filter((e) => deviceId(e) === choice.id);
      await reminders.unsubscribeMany(clientId, endpoints);
    }
    return deviceList(clientId, request.session.sid);
  });
}
