import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { seed } from './seed/index';

export type Db = Database.Database;

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Applies the SQL files of `migrations/` in name order that are newer than `user_version`. */
function migrate(db: Db): void {
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((f) => /^\d+_.*\.sql$/.test(f))
    .sort();
  const current = db.pragma('user_version', { simple: true }) as number;
  for (const file of files) {
    const version = Number.parseInt(file, 10);
    if (version <= current) continue;
    const sql = readFileSync(join(MIGRATIONS_DIR, file), 'utf8');
    db.transaction(() => {
      db.exec(sql);
      db.pragma(`user_version = ${version}`);
    })();
  }
}

export interface OpenDbOptions {
  /** Directory of `portal.sqlite`; ignored when `inMemory`. */
  dataDir: string;
  inMemory?: boolean;
  /** Drop the existing file first and seed again. */
  reset?: boolean;
  now: number;
}

/** Opens (creating and seeding on first use) the portal database. */
export function openDb(opts: OpenDbOptions): Db {
  let db: Db;
  if (opts.inMemory) {
    db = new Database(':memory:');
  } else {
    mkdirSync(opts.dataDir, { recursive: true });
    const file = join(opts.dataDir, 'portal.sqlite');
    db = new Database(file);
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.pragma('busy_timeout = 5000');
  }
  db.pragma('foreign_keys = ON');
  if (opts.reset) dropAll(db);
  migrate(db);
  const seeded = db.prepare("SELECT value FROM meta WHERE key = 'seeded'").get();
  if (!seeded) seed(db, opts.now);
  return db;
}

function dropAll(db: Db): void {
  db.pragma('foreign_keys = OFF');
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .all() as { name: string }[];
  db.transaction(() => {
    for (const t of tables) db.exec(`DROP TABLE IF EXISTS "${t.name}"`);
    db.pragma('user_version = 0');
  })();
  db.pragma('foreign_keys = ON');
}
