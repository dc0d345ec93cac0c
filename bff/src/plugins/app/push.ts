/**
 * `app.push`: Web Push for booking reminders: the VAPID keys (lib/reminders/vapid-keys, kept in
 * the store when not configured), the
 * endpoint rule, and the sweeper, started once the app is ready and stopped before the store
 * closes.
 */
import fp from 'fastify-plugin';
import { defaultVapidSubject, type AppConfig } from '../../config';
import { PushEndpointPolicy } from '../../lib/reminders/push-endpoints';
import { PushSender } from '../../lib/reminders/push-sender';
import { ReminderSweeper } from '../../lib/reminders/sweeper';
import { loadVapidKeys } from '../../lib/reminders/vapid-keys';
import { dataDirOf } from './store';

declare module 'fastify' {
  interface FastifyInstance {
    push: { publicKey: string; policy: PushEndpointPolicy; sweeper: ReminderSweeper };
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
    const sweeper = new ReminderSweeper(
      app.store.reminders,
      new PushSender(vapid, policy),
      config.reminderLeadsMin,
      app.metrics,
      app.log.child({ name: 'reminders' }),
    );
    app.decorate('push', { publicKey: vapid.publicKey, policy, sweeper });
    app.addHook('onReady', async () => {
      sweeper.start(config.reminderSweepMs);
    });
    // Registered after the store's hook, so it runs first: no sweep is left writing to a closed store.
    app.addHook('preClose', async () => {
      await sweeper.stop();
    });
  },
  { name: 'push', dependencies: ['store', 'metrics'] },
);
