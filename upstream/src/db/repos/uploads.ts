/** Data access for the record of uploaded files: who stored each one, and which ones records use. */
import type { Db } from '../index';
import { perDb } from './once';

/**
 * Columns that may hold an upload's URL (single URLs or JSON lists). An upload named in none of
 * them is an orphan.
 */
const FILE_COLUMNS: readonly [table: string, column: string][] = [
  ['clients', 'avatar'],
  ['asks', 'images'],
  ['news', 'cover'],
  ['activity_regs', 'attachment'],
  ['doctor_signups', 'documents'],
  ['activities', 'cover'],
  ['associations', 'logo'],
  ['clinics', 'logo'],
  ['clinics', 'photos'],
  ['doctors', 'photo'],
  ['jobs', 'cliniclogo'],
];

export const uploadRepo = perDb((db: Db) => {
  const record = db.prepare(
    'INSERT INTO uploads (name, owner, createtime, private) VALUES (?, ?, ?, ?)',
  );
  const owner = db.prepare('SELECT owner FROM uploads WHERE name = ?');
  const access = db.prepare('SELECT owner, private FROM uploads WHERE name = ?');
  const storedAt = db.prepare('SELECT createtime FROM uploads WHERE name = ?');
  const forget = db.prepare('DELETE FROM uploads WHERE name = ?');
  const referencing = db.prepare(
    FILE_COLUMNS.map(
      ([table, column]) =>
        `SELECT ${column} AS v FROM ${table} WHERE ${column} LIKE '%/files/uploads/%'`,
    ).join(' UNION ALL '),
  );
  return {
    /** `isPrivate`: a document only its owner may read (see routes/files.ts). */
    record(name: string, ownerId: string, at: number, isPrivate: boolean) {
      record.run(name, ownerId, at, isPrivate ? 1 : 0);
    },
    /** Who stored the upload and whether it is private; null when there is no record of it. */
    accessOf(name: string): { owner: string; isPrivate: boolean } | null {
      const row = access.get(name) as { owner: string; private: number } | undefined;
      return row ? { owner: row.owner, isPrivate: row.private === 1 } : null;
    },
    /** Who stored the upload `name`, or null when there is no record of it. */
    ownerOf: (name: string) => (owner.get(name) as { owner: string } | undefined)?.owner ?? null,
    /** When the upload was stored, when that was recorded. */
    storedAt: (name: string) =>
      (storedAt.get(name) as { createtime: number } | undefined)?.createtime,
    forget(name: string) {
      forget.run(name);
    },
    /** The names of the uploads some record uses. */
    referenced(): Set<string> {
      const names = new Set<string>();
      const re = /\/files\/uploads\/([0-9a-f]+\.[a-z]+)/g;
      for (const { v } of referencing.all() as { v: string }[]) {
        for (const m of v.matchAll(re)) names.add(m[1]!);
      }
      return names;
    },
  };
});
