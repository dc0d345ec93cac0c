/**
 * A temporary folder for one test's data (its SQLite file, revocation log, keys), inside the
 * run's temp folder (temp-root.ts), which is removed when the run ends.
 */
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';

/** A new empty folder in the run's temp folder, named `<prefix>XXXXXX`. */
export function tempDir(prefix: string): string {
  return mkdtempSync(join(inject('tempRoot'), prefix));
}
