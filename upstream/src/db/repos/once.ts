/**
 * Repositories prepare their statements when first asked for a database and keep them for its
 * lifetime: several route modules may share one repository (the doctors' existence check, a
 * client's name) without each preparing the same SQL again, and a test's second database gets
 * statements of its own.
 */
import type { Db } from '../index';

export function perDb<T>(make: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let repo = made.get(db);
    if (!repo) {
      repo = make(db);
      made.set(db, repo);
    }
    return repo;
  };
}
