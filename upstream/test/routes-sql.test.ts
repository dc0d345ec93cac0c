/**
 * Route modules handle requests (validation, paging, the answer envelope); every statement lives
 * in a repository under `src/db/repos`, prepared once per database. This fails when SQL creeps
 * back into a route file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROUTES = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'routes');

/** A prepared or executed statement, or the start of one in a string. */
const SQL =
  /\.prepare\(|\bdb\.exec\(|\.pragma\(|\.transaction\(|\b(SELECT|INSERT\s+INTO|UPDATE\s+\w+\s+SET|DELETE\s+FROM|CREATE\s+TABLE)\b/;

function sqlLines(text: string): number[] {
  return text.split('\n').flatMap((line, i) => (SQL.test(line) ? [i + 1] : []));
}

describe('route modules hold no SQL', () => {
  it('finds none in src/routes', () => {
    const files = readdirSync(ROUTES).filter((f) => f.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(10);
    const offending = files.flatMap((f) =>
      sqlLines(readFileSync(join(ROUTES, f), 'utf8')).map((line) => `${f}:${line}`),
    );
    expect(offending).toEqual([]);
  });

  it('would notice a statement, SQL text or a transaction', () => {
    expect(sqlLines("const one = db.prepare('SELECT 1');")).toEqual([1]);
    expect(sqlLines('x\n  `UPDATE bookings SET status = 1`')).toEqual([2]);
    expect(sqlLines("ctx.db.exec('DELETE FROM uploads')")).toEqual([1]);
    expect(sqlLines('const save = db.transaction(() => 1);')).toEqual([1]);
    expect(sqlLines('const m = UPLOAD_URL.exec(url); // 選擇')).toEqual([]);
  });
});
