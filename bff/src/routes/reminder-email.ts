/**
 * E-mail booking reminders. `/bff/reminder-email`: `GET` the client's reminder address and whether
 * it is verified and e-mail can be sent at all (`available`: SMTP_URL is set); `PUT {email}` keeps
 * it unverified and mails a link to verify it (one mail a minute per client, 429 with Retry-After
 * past it); `DELETE` removes it. `GET /bff/reminder-email/verify?token=` is that link: it opens a
 * page asking to confirm (lib/reminders/verify-page), whose button posts the token to the same
 * path; the token (random, kept only hashed, 24 hours, single use) then verifies the address it
 * was sent to, and the answer redirects to the profile page with
 * `?reminderEmail=verified|expired|invalid` (as the link itself does once the token is used or
 * out of time).
 * `/bff/reminders/channel`: `GET` each upcoming booking's channel, `PUT {scheduleId, channel}`
 * chooses push, e-mail or both for one booking.
 *
 * As the other `/bff` routes: 211 without a session (re-validated, routes/session-check), the
 * anti-forgery header and, for changes, the site's Origin checked by plugins/app/csrf (the link
 * alone is exempt: it is opened from a mail app, and its token is the proof). Bad input is a 400
 * with a Chinese message and changes nothing. Neither the address nor the token is ever logged.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  RECORD_ID_PATTERN,
  REMINDER_CHANNELS,
  REMINDER_CHANNEL_PATH,
  REMINDER_EMAIL_MSG,
  REMINDER_EMAIL_NOTICE,
  REMINDER_EMAIL_PATH,
  REMINDER_EMAIL_VERIFY_PATH,
  ResponseCode,
  href,
  isPlainObject,
  isValidEmail,
  type ReminderChannel,
  type ReminderChannelList,
  type ReminderEmailNotice,
  type ReminderEmailState,
} from '@portal/shared';
import type { AppConfig } from '../config';
import { sendEnvelope } from '../lib/http/envelope';
import { DEFAULT_LOCALE, localeOfRequest, messageOptionsOf, type Locale } from '../lib/i18n/locale';
import { verificationMail } from '../lib/reminders/reminder-mail';
import { pageIn } from '../lib/reminders/reminder-message';
import { verifyPage } from '../lib/reminders/verify-page';
import { sessionClient } from './session-check';

/** A verification link works this long. */
const TOKEN_HOURS = 24;
/** One verification mail per client per this long. */
const RESEND_GAP_MS = 60_000;
/** 32 random bytes, base64url. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

type Ok<T> = { code: number; msg: string; data: T };

export default async function reminderEmailRoutes(
  app: FastifyInstance,
  opts: { config: AppConfig },
): Promise<void> {
  const { reminders, reminderEmails } = app.store;
  const { siteUrl } = opts.config;

  async function state(clientId: string): Promise<Ok<ReminderEmailState>> {
    const held = await reminderEmails.get(clientId);
    return {
      code: ResponseCode.OK,
      msg: 'success',
      data: {
        email: held?.email ?? '',
        verified: held?.verified ?? false,
        available: app.push.mail !== undefined,
      },
    };
  }

  const refuse = (reply: FastifyReply, status: number, msg: string) =>
    sendEnvelope(reply, status, { code: status, msg });

  app.get(REMINDER_EMAIL_PATH, async (request, reply) => {
    const clientId = await sessionClient(app, request, reply);
    if (clientId === null) return reply;
    return state(clientId);
  });

  app.put(REMINDER_EMAIL_PATH, async (request, reply) => {
    const clientId = await sessionClient(app, request, reply);
    if (clientId === null) return reply;
    const body = request.body;
    if (!isPlainObject(body) || typeof body.email !== 'string') {
      return refuse(reply, 400, REMINDER_EMAIL_MSG.badEmail(messageOptionsOf(request)));
    }
    if (Object.keys(body).length !== 1)
      return refuse(reply, 400, REMINDER_EMAIL_MSG.extra(messageOptionsOf(request)));
    const email = body.email.trim();
    if (!isValidEmail(email))
      return refuse(reply, 400, REMINDER_EMAIL_MSG.badEmail(messageOptionsOf(request)));
    const mail = app.push.mail;
    if (!mail) return refuse(reply, 503, REMINDER_EMAIL_MSG.unavailable(messageOptionsOf(request)));

    const token = randomBytes(32).toString('base64url');
    const hash = tokenHash(token);
    // The mails and the link's page speak the locale of the page the address was given on.
    const locale = localeOfRequest(request);
    const now = Date.now();
    const kept = await reminderEmails.set(
      clientId,
      { email, locale, tokenHash: hash, tokenExpires: now + TOKEN_HOURS * 3600_000 },
      now,
      RESEND_GAP_MS,
    );
    if (kept.kind === 'wait') {
      app.metrics.rateLimited.inc('reminder-email');
      reply.header('retry-after', String(Math.ceil(kept.retryAfterMs / 1000)));
      return refuse(reply, 429, REMINDER_EMAIL_MSG.resendWait(messageOptionsOf(request)));
    }
    const link = `${siteUrl}${REMINDER_EMAIL_VERIFY_PATH}?token=${token}`;
    const sent = await mail.send(email, verificationMail(link, locale, TOKEN_HOURS));
    if (sent.kind !== 'sent') {
      await reminderEmails.sendFailed(clientId, hash);
      request.log.warn({ reason: sent.reason }, 'verification mail not sent');
      return refuse(reply, 502, REMINDER_EMAIL_MSG.sendFailed(messageOptionsOf(request)));
    }
    return state(clientId);
  });

  app.delete(REMINDER_EMAIL_PATH, async (request, reply) => {
    const clientId = await sessionClient(app, request, reply);
    if (clientId === null) return reply;
    await reminderEmails.remove(clientId);
    return state(clientId);
  });

  /** Where the reader lands after the link: the profile page, with a notice saying what happened. */
  function landing(reply: FastifyReply, notice: ReminderEmailNotice, locale?: Locale) {
    // Only a path of this site, and nothing of the token.
    return reply
      .header('referrer-policy', 'no-referrer')
      .redirect(
        `${pageIn(locale ?? DEFAULT_LOCALE, href('userInfo'))}?${REMINDER_EMAIL_NOTICE}=${notice}`,
        303,
      );
  }

  const hashOf = (token: unknown) =>
    typeof token === 'string' && TOKEN.test(token) ? tokenHash(token) : '';

  // The link opens a page asking to confirm; it uses nothing up, so a mail scanner fetching it
  // (or looking with HEAD) verifies nothing.
  app.get<{ Querystring: { token?: unknown } }>(
    REMINDER_EMAIL_VERIFY_PATH,
    { exposeHeadRoute: false },
    async (request, reply) => {
      const token = request.query.token;
      const found = await reminderEmails.check(hashOf(token), Date.now());
      if (found.kind === 'invalid') return landing(reply, 'invalid');
      if (found.kind === 'expired') return landing(reply, 'expired', found.locale);
      return (
        reply
          .type('text/html; charset=utf-8')
          // The form posts to this site only, with its Origin; nothing leaves with the token.
          .header('referrer-policy', 'same-origin')
          .header('x-robots-tag', 'noindex')
          .send(verifyPage(token as string, found.locale))
      );
    },
  );

  // The page's button: the token, as a form posts it, from this site only (plugins/app/csrf).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, new URLSearchParams(body as string)),
  );
  app.post(REMINDER_EMAIL_VERIFY_PATH, async (request, reply) => {
    const form = request.body instanceof URLSearchParams ? request.body : null;
    const result = await reminderEmails.verify(hashOf(form?.get('token')), Date.now());
    return result.kind === 'invalid'
      ? landing(reply, 'invalid')
      : landing(reply, result.kind, result.locale);
  });

  async function channels(clientId: string): Promise<Ok<ReminderChannelList>> {
    return {
      code: ResponseCode.OK,
      msg: 'success',
      data: { items: await reminders.channels(clientId) },
    };
  }

  app.get(REMINDER_CHANNEL_PATH, async (request, reply) => {
    const clientId = await sessionClient(app, request, reply);
    if (clientId === null) return reply;
    return channels(clientId);
  });

  app.put(REMINDER_CHANNEL_PATH, async (request, reply) => {
    const clientId = await sessionClient(app, request, reply);
    if (clientId === null) return reply;
    const body = request.body;
    const o = isPlainObject(body) ? body : {};
    if (Object.keys(o).some((k) => k !== 'scheduleId' && k !== 'channel')) {
      return refuse(reply, 400, REMINDER_EMAIL_MSG.badChannel(messageOptionsOf(request)));
    }
    if (typeof o.scheduleId !== 'string' || !RECORD_ID_PATTERN.test(o.scheduleId)) {
      return refuse(reply, 400, REMINDER_EMAIL_MSG.badBooking(messageOptionsOf(request)));
    }
    if (!(REMINDER_CHANNELS as readonly unknown[]).includes(o.channel)) {
      return refuse(reply, 400, REMINDER_EMAIL_MSG.badChannel(messageOptionsOf(request)));
    }
    const channel = o.channel as ReminderChannel;
    if (channel !== 'push') {
      if (!app.push.mail)
        return refuse(reply, 400, REMINDER_EMAIL_MSG.unavailable(messageOptionsOf(request)));
      if (!(await reminderEmails.get(clientId))?.verified) {
        return refuse(reply, 400, REMINDER_EMAIL_MSG.notVerified(messageOptionsOf(request)));
      }
    }
    if (!(await reminders.setChannel(clientId, o.scheduleId, channel))) {
      return refuse(reply, 404, REMINDER_EMAIL_MSG.noBooking(messageOptionsOf(request)));
    }
    // A reminder already due on the channel now chosen goes out now, not at the next sweep.
    if (channel !== 'push') void app.push.sweeper.sweep();
    return {
      code: ResponseCode.OK,
      msg: 'success',
      data: { items: [{ scheduleId: o.scheduleId, channel }] },
    } satisfies Ok<ReminderChannelList>;
  });
}
