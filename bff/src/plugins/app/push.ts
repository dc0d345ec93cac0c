/**
 * `app.push`: booking reminders by Web Push and e-mail: the VAPID keys (lib/reminders/vapid-keys,
 * kept in the store when not configured), the endpoint rule, the mail sender when SMTP_URL is set
 * (`mail`, which the reminder address's verification mail goes through too), and the sweeper,
 * started once the app is ready and stopped before the store closes. A subscription ends with the session that made it: sign-out, a password change or reset
 * (plugins/app/session) remove it at once, the sweeper checks the session before each send, and
 * an expired session's go at the next sweep.
 */
import fp from 'fastify-plugin';
import { defaultVapidSubject, type AppConfig } from '../../config';
import { PushEndpointPolicy } from '../../lib/reminders/push-endpoints';
import { PushSender } from '../../lib/reminders/push-sender';
import { MailSender } from '../../lib/reminders/mail-sender';
import { ReminderSweeper } from '../../lib/reminders/sweeper';
import { loadVapidKeys } from '../../lib/reminders/vapid-keys';
import { dataDirOf } from './store';

declare module 'fastify' {
  interface FastifyInstance {
    push: {
      publicKey: string;
      policy: PushEndpointPolicy;
      sweeper: ReminderSweeper;
      /** Undefined without SMTP_URL: no e-mail reminders. */
      mail: MailSender | undefined;
    };
  }
}

export default fp(
  async (app, opts: { config: AppConfig }) => {
    const { config } = opts;
    const vapid = await loadVapidKeys(config.vapid, app.store.keys, {
      dataDir: dataDirOf(config),
      subject: config.vapidSubject ?? defaultVapidSubject(config.siteUrl),
      log: app.log.child({ name: 'reminders' }),
    });
    const policy = new PushEndpointPolicy(config.pushEndpointAllow);
    const mail = config.mail ? new MailSender(config.mail) : undefined;
    const sweeper = new ReminderSweeper(
      app.store.reminders,
      new PushSender(vapid, policy),
      config.reminderLeadsMin,
      app.metrics,
      app.log.child({ name: 'reminders' }),
      (ref) => app.sessionRevocations.state(ref),
      config.reminderText,
      mail ? { sender: mail, siteUrl: config.siteUrl } : undefined,
    );
    const reminders = app.store.reminders;
    app.onSessionsEnded(async (ended) => {
      if (ended.kind === 'subject') {
        for (const subject of ended.subjects) await reminders.endSubject(subject, ended.at);
      } else if (ended.renewedAs) {
        const next = ended.renewedAs;
        await reminders.renewSession(ended.sid, {
          sid: next.sid,
          iat: next.iat,
          pk: next.pk ?? '',
          expires: next.iat + app.sessionMaxAgeMs,
        });
      } else {
        await reminders.endSession(ended.sid);
      }
    });
    app.decorate('push', { publicKey: vapid.publicKey, policy, sweeper, mail });
    app.addHook('onReady', async () => {
      sweeper.start(config.reminderSweepMs);
    });
    // Registered after the store's hook, so it runs first: no sweep is left writing to a closed store.
    app.addHook('preClose', async () => {
      await sweeper.stop();
      mail?.close();
    });
  },
  { name: 'push', dependencies: ['store', 'metrics', 'session'] },
);
