/**
 * `app.store`: the portal's own data (store/), opened and migrated before the routes are ready,
 * closed with the app. SQLite in DATA_DIR (`portal.sqlite`) unless DATABASE_URL names PostgreSQL.
 */
import { join } from 'node:path';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import { openStore, type StoreDb, type StoreLocation } from '../../store/database';
import { FamilyStore } from '../../store/family';
import { PortalKeys } from '../../store/portal-keys';
import { ReminderEmails } from '../../store/reminder-emails';
import { ReminderStore } from '../../store/reminders';
import { SavedItems } from '../../store/saved-items';

declare module 'fastify' {
  interface FastifyInstance {
    store: {
      db: StoreDb;
      saved: SavedItems;
      reminders: ReminderStore;
      reminderEmails: ReminderEmails;
      keys: PortalKeys;
      family: FamilyStore;
    };
  }
}

const SQLITE_FILE = 'portal.sqlite';

/** The directory the BFF keeps its files in (DATA_DIR, else `.data` in the working directory). */
export function dataDirOf(config: AppConfig): string {
  return config.dataDir ?? join(process.cwd(), '.data');
}

function storeLocation(config: AppConfig): StoreLocation {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'sqlite', file: join(dataDirOf(config), SQLITE_FILE) };
}

export default fp(
  async (app, opts: { config: AppConfig }) => {
    const location = storeLocation(opts.config);
    const db = await openStore(location);
    app.log.info({ store: location.kind }, 'portal data store ready');
    app.decorate('store', {
      db,
      saved: new SavedItems(db),
      reminders: new ReminderStore(db),
      reminderEmails: new ReminderEmails(db),
      keys: new PortalKeys(db),
      family: new FamilyStore(db),
    });
    app.addHook('onClose', async () => {
      await db.destroy();
    });
  },
  { name: 'store' },
);
